/**
 * The buyer's comparison below 992 px (decision 0069): one column per quote, in the order chosen,
 * and one band per figure (unit price, total, minimum order, lead time, Incoterm, valid until)
 * whose label sits above the figures of every supplier, so three quotes' figures share one
 * phone screen and read across. Then each quote's Shortlist and Award, then its note. Three
 * columns fit a 320 px screen; from a fourth the matrix scrolls sideways inside its box, the
 * labels staying at its left edge. Each figure's cell names its supplier and its label
 * (`headers`), so a screen reader says "Unit price, Alpha Flow, $9.75".
 */
import { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import { INCOTERM_LABELS, RFQ_TEXT, formatQuantity, formatRfqAmount } from '@wbn/contract/constants';
import type { RfqQuote } from '@wbn/contract/schemas';
import { formatDay } from '~/lib/dates';
import { QuoteActions, QuoteNote, SupplierName, type QuoteHandlers } from './quote-parts';

/** A column's least width: 3 × 6 rem (288 px) fits the card on a 320 px screen. */
export const MATRIX_COLUMN_REM = 6;

/** The six figures, in the order of the desktop table's columns. */
export const MATRIX_FIGURES = ['unitPrice', 'total', 'moq', 'leadTime', 'incoterm', 'validUntil'] as const;
export type MatrixFigure = (typeof MATRIX_FIGURES)[number];

type Props = QuoteHandlers & {
  /** In the order to show them (the comparison sorts and filters). */
  quotes: readonly RfqQuote[];
  quantity: number;
  unit: string;
};

export function QuoteMatrix({ quotes, quantity, unit, ...handlers }: Props) {
  const id = useId();
  const column = (q: RfqQuote) => `${id}-q-${q.quoteID}`;
  const labelId = (key: string) => `${id}-f-${key}`;
  const forQuantity = RFQ_TEXT.totalFor(formatQuantity(quantity), unit);
  const figures: Record<MatrixFigure, { label: string; cell: (q: RfqQuote) => ReactNode }> = {
    unitPrice: {
      label: RFQ_TEXT.unitPriceColumn,
      cell: (q) => <span className="font-semibold text-slate-900">{formatRfqAmount(q.unitPrice, q.currency)}</span>,
    },
    total: {
      label: RFQ_TEXT.totalColumn,
      cell: (q) => (
        <>
          <span className="font-semibold text-slate-900">{formatRfqAmount(q.total, q.currency)}</span>
          <span className="block text-xs text-slate-500">{forQuantity}</span>
        </>
      ),
    },
    moq: {
      label: RFQ_TEXT.moqColumn,
      cell: (q) => `${formatQuantity(q.moq)} ${unit}`,
    },
    leadTime: { label: RFQ_TEXT.leadTimeColumn, cell: (q) => RFQ_TEXT.leadTime(q.leadTimeDays) },
    incoterm: {
      label: RFQ_TEXT.incotermColumn,
      cell: (q) => (
        <abbr title={INCOTERM_LABELS[q.incoterm]} className="no-underline">
          {q.incoterm}
        </abbr>
      ),
    },
    validUntil: { label: RFQ_TEXT.validUntilColumn, cell: (q) => formatDay(q.validUntil) },
  };
  const cell = 'px-2 align-top [overflow-wrap:anywhere]';

  /**
   * A band: its label (kept in view when the matrix slides sideways; none for the buttons, which
   * name themselves), then one cell per quote. A function, not a component: nothing remounts.
   */
  const band = (name: string, label: string | null, content: (q: RfqQuote) => ReactNode) => (
    <tbody key={name} className="border-t border-slate-200">
      {label ? (
        <tr>
          <th
            id={labelId(name)}
            colSpan={quotes.length}
            className="px-2 pt-2 text-left text-xs font-medium text-slate-500"
          >
            <span className="sticky left-2 inline-block">{label}</span>
          </th>
        </tr>
      ) : null}
      <tr>
        {quotes.map((q) => (
          <td
            key={q.quoteID}
            headers={label ? `${labelId(name)} ${column(q)}` : column(q)}
            data-field={name}
            className={clsx(cell, label ? 'pt-0.5 pb-2' : 'py-2')}
          >
            {content(q)}
          </td>
        ))}
      </tr>
    </tbody>
  );

  return (
    <div
      data-layout="matrix"
      className="-mx-5 overflow-x-auto border-y border-slate-200 bg-white sm:mx-0 sm:rounded-xl sm:border"
    >
      <table
        className="w-full table-fixed border-collapse text-left text-sm text-slate-800"
        style={{ minWidth: `${quotes.length * MATRIX_COLUMN_REM}rem` }}
      >
        <caption className="sr-only">{RFQ_TEXT.comparisonCaption}</caption>
        <thead>
          <tr>
            {quotes.map((q) => (
              <th
                key={q.quoteID}
                id={column(q)}
                scope="col"
                className={clsx(cell, 'py-2 font-normal', q.shortlisted ? 'bg-amber-50' : 'bg-slate-50')}
              >
                <SupplierName quote={q} compact />
              </th>
            ))}
          </tr>
        </thead>
        {MATRIX_FIGURES.map((f) => band(f, figures[f].label, figures[f].cell))}
        {band('actions', null, (q) => (
          <QuoteActions quote={q} {...handlers} stacked />
        ))}
        {band('note', RFQ_TEXT.noteColumn, (q) => (
          <div className="text-xs text-slate-700">
            <QuoteNote quote={q} />
          </div>
        ))}
      </table>
    </div>
  );
}
