/** The comparison below 992 px: one column per quote, one band per figure, each figure named by its supplier and its label. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { INCOTERM_LABELS, QUOTE_STATUS_LABELS, RFQ_TEXT } from '@wbn/contract/constants';
import type { RfqQuote } from '@wbn/contract/schemas';
import { quote } from '../test-data';
import { MATRIX_COLUMN_REM, MATRIX_FIGURES, QuoteMatrix } from './quote-matrix';

afterEach(cleanup);

const QUOTES = [
  quote('Alpha Flow', 9.75, { leadTimeDays: 45, moq: 1000, incoterm: 'CIF', validUntil: '2030-06-15' }),
  quote('Bravo Valves', 12.5, { leadTimeDays: 20, moq: 500, shortlisted: true, note: 'Export packing included.' }),
  quote('Charlie Industrial Manufacturing', 15, { leadTimeDays: 0, moq: 50, status: 'declined' }),
];

function open(props: { quotes?: RfqQuote[]; open?: boolean } = {}) {
  const onShortlist = vi.fn();
  const onAward = vi.fn();
  const Stub = createRoutesStub([
    {
      path: '/rfq/x',
      Component: () => (
        <QuoteMatrix
          quotes={props.quotes ?? QUOTES}
          quantity={1000}
          unit="pieces"
          open={props.open ?? true}
          onShortlist={onShortlist}
          onAward={onAward}
        />
      ),
    },
  ]);
  const { container } = render(<Stub initialEntries={['/rfq/x']} />);
  return { container, onShortlist, onAward };
}

const matrix = () => screen.getByRole('table', { name: RFQ_TEXT.comparisonCaption });
/** The cell of one figure of one supplier, found as a screen reader does: by the headers it names. */
function figure(field: string, company: string) {
  const head = within(matrix())
    .getAllByRole('columnheader')
    .find((th) => th.getAttribute('scope') === 'col' && th.textContent!.includes(company))!;
  const cell = matrix().querySelector<HTMLElement>(`td[data-field="${field}"][headers~="${head.id}"]`)!;
  const label = document.getElementById(cell.getAttribute('headers')!.split(' ')[0]!)!;
  return { cell, label: label.textContent };
}

describe('QuoteMatrix', () => {
  it('puts each supplier in a column, in the order given, and each figure in a band under its label', () => {
    open();
    const heads = within(matrix())
      .getAllByRole('columnheader')
      .filter((th) => th.getAttribute('scope') === 'col');
    expect(heads.map((th) => within(th).getByRole('link').textContent)).toEqual([
      'Alpha Flow',
      'Bravo Valves',
      'Charlie Industrial Manufacturing',
    ]);
    // The quote that is no longer submitted says so under its supplier.
    expect(within(heads[2]!).getByText(QUOTE_STATUS_LABELS.declined)).toBeTruthy();

    const labels = [
      RFQ_TEXT.unitPriceColumn,
      RFQ_TEXT.totalColumn,
      RFQ_TEXT.moqColumn,
      RFQ_TEXT.leadTimeColumn,
      RFQ_TEXT.incotermColumn,
      RFQ_TEXT.validUntilColumn,
    ];
    MATRIX_FIGURES.forEach((f, i) => {
      for (const q of QUOTES) expect(figure(f, q.supplier.companyName).label).toBe(labels[i]);
    });
    // The figures of one supplier, each in its band.
    const alpha = (f: string) => figure(f, 'Alpha Flow').cell;
    expect(alpha('unitPrice').textContent).toBe('$9.75');
    expect(alpha('total').textContent).toBe('$9,750.00for 1,000 pieces');
    expect(alpha('moq').textContent).toBe('1,000 pieces');
    expect(alpha('leadTime').textContent).toBe('45 days');
    expect(within(alpha('incoterm')).getByTitle(INCOTERM_LABELS.CIF).textContent).toBe('CIF');
    expect(alpha('validUntil').textContent).toBe('Jun 15, 2030');
    expect(figure('leadTime', 'Charlie Industrial Manufacturing').cell.textContent).toBe(RFQ_TEXT.leadTime(0));
    expect(figure('note', 'Bravo Valves').cell.textContent).toBe('Export packing included.');
  });

  it('gives three columns 6 rem each, equal (a fixed layout), so three quotes fit a 320 px screen without sliding', () => {
    open();
    const t = matrix();
    expect(t.className.split(' ')).toEqual(expect.arrayContaining(['table-fixed', 'w-full']));
    expect(t.style.minWidth).toBe(`${3 * MATRIX_COLUMN_REM}rem`);
    // 320 px less the page's and the card's margins (12 px each side, a 1 px border): 294 px.
    expect(3 * MATRIX_COLUMN_REM * 16).toBeLessThanOrEqual(320 - 2 * 12 - 2);
    // A fourth column widens the table past the box, which then slides sideways; the labels stay at its left.
    cleanup();
    open({ quotes: [...QUOTES, quote('Delta Pumps', 11)] });
    expect(matrix().style.minWidth).toBe(`${4 * MATRIX_COLUMN_REM}rem`);
    expect(matrix().closest('[data-layout="matrix"]')!.className.split(' ')).toContain('overflow-x-auto');
    const label = within(matrix()).getByText(RFQ_TEXT.unitPriceColumn);
    expect(label.className.split(' ')).toEqual(expect.arrayContaining(['sticky', 'left-2']));
  });

  it('offers Shortlist (a toggle) in every column and Award for a submitted quote of an open request', () => {
    const { onShortlist, onAward } = open();
    const m = within(matrix());
    expect(m.getByRole('button', { name: RFQ_TEXT.shortlistOf('Bravo Valves') }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(m.getByRole('button', { name: RFQ_TEXT.shortlistOf('Alpha Flow') }));
    expect(onShortlist).toHaveBeenCalledWith(QUOTES[0]);
    fireEvent.click(m.getByRole('button', { name: RFQ_TEXT.awardOf('Alpha Flow') }));
    expect(onAward).toHaveBeenCalledWith(QUOTES[0], expect.any(HTMLElement));
    expect(m.queryByRole('button', { name: RFQ_TEXT.awardOf('Charlie Industrial Manufacturing') })).toBeNull();
    cleanup();
    open({ open: false });
    expect(within(matrix()).queryAllByRole('button', { name: /^Award the quote of/ })).toEqual([]);
  });
});
