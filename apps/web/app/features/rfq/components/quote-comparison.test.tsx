/** The buyer's comparison: the sorts, "Shortlisted only", the table (from 992 px) and the matrix (below), and what each quote offers to do. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { QUOTE_SORT_LABELS, RFQ_TEXT } from '@wbn/contract/constants';
import type { RfqQuote } from '@wbn/contract/schemas';
import { quote } from '../test-data';
import { QuoteComparison } from './quote-comparison';

afterEach(cleanup);

// In the order they arrived: neither by price nor by lead time.
const QUOTES = [
  quote('Bravo Valves', 12.5, { leadTimeDays: 20, moq: 500 }),
  quote('Alpha Flow', 9.75, { leadTimeDays: 45, moq: 1000, shortlisted: true }),
  quote('Charlie Industrial', 15, { leadTimeDays: 5, moq: 50, status: 'declined' }),
];

function open(props: { quotes?: RfqQuote[]; open?: boolean } = {}) {
  const onShortlist = vi.fn();
  const onAward = vi.fn();
  const Stub = createRoutesStub([
    {
      path: '/rfq/x',
      Component: () => (
        <QuoteComparison
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

/** The desktop table and the phone's matrix: both in the page (CSS shows one), with the same caption. */
const layout = (name: 'table' | 'matrix') =>
  within(document.querySelector<HTMLElement>(`[data-layout="${name}"]`)!).getByRole('table', {
    name: RFQ_TEXT.comparisonCaption,
  });
const table = () => layout('table');
const matrix = () => layout('matrix');
/** The suppliers in the order the table's rows show them. */
const tableOrder = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]!.textContent);
/** The suppliers in the order the matrix's columns show them. */
const columnOrder = () =>
  within(matrix())
    .getAllByRole('columnheader')
    .filter((th) => th.getAttribute('scope') === 'col')
    .map((th) => within(th).getByRole('link').textContent);
const sortBy = (label: string) =>
  fireEvent.change(screen.getByLabelText(RFQ_TEXT.sortLabel), {
    target: { value: Object.entries(QUOTE_SORT_LABELS).find(([, l]) => l === label)![0] },
  });

describe('QuoteComparison', () => {
  it('sorts by the total for the quantity, lowest first, in the table and in the matrix alike', () => {
    open();
    sortBy(QUOTE_SORT_LABELS.total);
    expect(tableOrder()).toEqual(['Alpha Flow', 'Bravo Valves', 'Charlie Industrial']);
    expect(columnOrder()).toEqual(['Alpha Flow', 'Bravo Valves', 'Charlie Industrial']);
    // The total is the unit price times the quantity, with the quantity named.
    const first = within(table()).getAllByRole('row')[1]!;
    expect(within(first).getByText('$9,750.00')).toBeTruthy();
    expect(within(first).getByText('for 1,000 pieces')).toBeTruthy();
    expect(within(first).getByText('$9.75')).toBeTruthy();
  });

  it('sorts by lead time and by minimum order too', () => {
    open();
    sortBy(QUOTE_SORT_LABELS.leadTime);
    expect(tableOrder()).toEqual(['Charlie Industrial', 'Bravo Valves', 'Alpha Flow']);
    expect(columnOrder()).toEqual(['Charlie Industrial', 'Bravo Valves', 'Alpha Flow']);
    sortBy(QUOTE_SORT_LABELS.moq);
    expect(tableOrder()).toEqual(['Charlie Industrial', 'Bravo Valves', 'Alpha Flow']);
    expect(within(table()).getAllByRole('row')[1]!.textContent).toContain('5 days');
  });

  it('has a table shown from 992 px and the matrix shown below it, never both', () => {
    const { container } = open();
    const wide = container.querySelector('[data-layout="table"]')!;
    const narrow = container.querySelector('[data-layout="matrix"]')!;
    // Tailwind's md is 992 px here (app.css): hidden below it, a block from it.
    expect(wide.className.split(' ')).toEqual(expect.arrayContaining(['hidden', 'md:block']));
    expect(narrow.parentElement!.className.split(' ')).toContain('md:hidden');
    expect(wide.contains(narrow)).toBe(false);
    // The columns the buyer compares.
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      RFQ_TEXT.supplierColumn,
      RFQ_TEXT.unitPriceColumn,
      RFQ_TEXT.totalColumn,
      RFQ_TEXT.moqColumn,
      RFQ_TEXT.leadTimeColumn,
      RFQ_TEXT.incotermColumn,
      RFQ_TEXT.validUntilColumn,
      RFQ_TEXT.noteColumn,
      RFQ_TEXT.actionsColumn,
    ]);
  });

  it('shows the shortlist alone when asked, and says so when it is empty', () => {
    open();
    fireEvent.click(screen.getByRole('checkbox', { name: RFQ_TEXT.shortlistedOnly }));
    expect(tableOrder()).toEqual(['Alpha Flow']);
    expect(columnOrder()).toEqual(['Alpha Flow']);
    cleanup();
    open({ quotes: QUOTES.map((q) => ({ ...q, shortlisted: false })) });
    fireEvent.click(screen.getByRole('checkbox', { name: RFQ_TEXT.shortlistedOnly }));
    expect(screen.getByText(RFQ_TEXT.noShortlisted)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers Shortlist as a toggle, and Award only for a submitted quote of an open request', () => {
    const { onShortlist, onAward } = open();
    const t = within(table());
    expect(t.getByRole('button', { name: RFQ_TEXT.shortlistOf('Alpha Flow') }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const bravo = t.getByRole('button', { name: RFQ_TEXT.shortlistOf('Bravo Valves') });
    expect(bravo.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(bravo);
    expect(onShortlist).toHaveBeenCalledWith(QUOTES[0]);
    fireEvent.click(t.getByRole('button', { name: RFQ_TEXT.awardOf('Bravo Valves') }));
    expect(onAward).toHaveBeenCalledWith(QUOTES[0], expect.any(HTMLElement));
    // Declined: no Award.
    expect(t.queryByRole('button', { name: RFQ_TEXT.awardOf('Charlie Industrial') })).toBeNull();
    cleanup();
    open({ open: false });
    expect(screen.queryAllByRole('button', { name: /^Award the quote of/ })).toEqual([]);
  });

  it('shows a PDF a supplier sent as a link with its name and size, opening in a new tab, in the table and the matrix', () => {
    const sheet = {
      url: '/files/businesses/b/g/Price-list.pdf',
      name: 'Price list.pdf',
      size: 240 * 1024,
      contentType: 'application/pdf' as const,
    };
    open({ quotes: [quote('Delta Pumps', 11, { attachment: sheet })] });
    const links = screen.getAllByRole('link', { name: /^Price list\.pdf · 240 KB/ });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.getAttribute('href')).toBe(sheet.url);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noreferrer');
    }
    expect(within(table()).getByRole('link', { name: /Price list\.pdf/ })).toBeTruthy();
    expect(screen.queryByRole('img', { name: RFQ_TEXT.attachmentOf('Delta Pumps') })).toBeNull();
  });
});
