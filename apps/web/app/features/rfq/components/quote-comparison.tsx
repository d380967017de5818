/**
 * The buyer's comparison of the quotes: a sort (unit price, total, lead time, minimum order; lowest
 * first) and "Shortlisted only", then from 992 px a table, one row per quote, and below it the
 * matrix, one column per quote, whose three columns fit a phone's screen with every figure
 * (decision 0069). Both are in the page; CSS shows one. Each quote has Shortlist (a toggle) and,
 * while the request is open, Award.
 */
import { useId, useState } from 'react';
import clsx from 'clsx';
import {
  INCOTERM_LABELS,
  QUOTE_SORT_LABELS,
  QUOTE_SORTS,
  RFQ_TEXT,
  formatQuantity,
  formatRfqAmount,
  type QuoteSort,
} from '@wbn/contract/constants';
import type { RfqQuote } from '@wbn/contract/schemas';
import { controlClass } from '~/components/form-controls';
import { formatDay } from '~/lib/dates';
import { sortQuotes } from '../lib/sort-quotes';
import { QuoteMatrix } from './quote-matrix';
import { QuoteActions, QuoteNote, SupplierName, type QuoteHandlers } from './quote-parts';

export type ComparisonProps = QuoteHandlers & {
  quotes: readonly RfqQuote[];
  quantity: number;
  unit: string;
};

export function QuoteComparison({ quotes, quantity, unit, ...handlers }: ComparisonProps) {
  const id = useId();
  const [sort, setSort] = useState<QuoteSort>('unitPrice');
  const [shortlistedOnly, setShortlistedOnly] = useState(false);
  const shown = sortQuotes(quotes, sort, shortlistedOnly);
  const forQuantity = RFQ_TEXT.totalFor(formatQuantity(quantity), unit);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1.5 sm:w-64">
          <label htmlFor={`${id}-sort`} className="block text-sm font-medium text-slate-800">
            {RFQ_TEXT.sortLabel}
          </label>
          <select
            id={`${id}-sort`}
            value={sort}
            onChange={(e) => setSort(e.target.value as QuoteSort)}
            className={controlClass()}
          >
            {QUOTE_SORTS.map((s) => (
              <option key={s} value={s}>
                {QUOTE_SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={shortlistedOnly}
            onChange={(e) => setShortlistedOnly(e.target.checked)}
            className="h-4 w-4 rounded border-slate-300 accent-brand-600"
          />
          {RFQ_TEXT.shortlistedOnly}
        </label>
      </div>

      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
          {RFQ_TEXT.noShortlisted}
        </p>
      ) : (
        <>
          {/* From 992 px: the table (scrolls inside its box rather than widen the page, should a note be long). */}
          <div data-layout="table" className="hidden overflow-x-auto rounded-xl border border-slate-200 md:block">
            <table className="w-full min-w-[56rem] text-left text-sm">
              <caption className="sr-only">{RFQ_TEXT.comparisonCaption}</caption>
              <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <tr>
                  {[
                    RFQ_TEXT.supplierColumn,
                    RFQ_TEXT.unitPriceColumn,
                    RFQ_TEXT.totalColumn,
                    RFQ_TEXT.moqColumn,
                    RFQ_TEXT.leadTimeColumn,
                    RFQ_TEXT.incotermColumn,
                    RFQ_TEXT.validUntilColumn,
                    RFQ_TEXT.noteColumn,
                    RFQ_TEXT.actionsColumn,
                  ].map((h) => (
                    <th key={h} scope="col" className="px-3 py-2.5 whitespace-nowrap">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {shown.map((q) => (
                  <tr key={q.quoteID} className={clsx('align-top', q.shortlisted && 'bg-amber-50/50')}>
                    <th scope="row" className="px-3 py-3 font-normal">
                      <SupplierName quote={q} />
                    </th>
                    <td className="px-3 py-3 font-semibold whitespace-nowrap text-slate-900">
                      {formatRfqAmount(q.unitPrice, q.currency)}
                    </td>
                    <td className="px-3 py-3 whitespace-nowrap">
                      <span className="font-semibold text-slate-900">{formatRfqAmount(q.total, q.currency)}</span>
                      <span className="block text-xs text-slate-500">{forQuantity}</span>
                    </td>
                    <td className="px-3 py-3 whitespace-nowrap">
                      {formatQuantity(q.moq)} {unit}
                    </td>
                    <td className="px-3 py-3 whitespace-nowrap">{RFQ_TEXT.leadTime(q.leadTimeDays)}</td>
                    <td className="px-3 py-3 whitespace-nowrap" title={INCOTERM_LABELS[q.incoterm]}>
                      {q.incoterm}
                    </td>
                    <td className="px-3 py-3 whitespace-nowrap">{formatDay(q.validUntil)}</td>
                    <td className="max-w-56 px-3 py-3 text-slate-700">
                      <QuoteNote quote={q} />
                    </td>
                    <td className="px-3 py-3">
                      <QuoteActions quote={q} {...handlers} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          {/* Below 992 px: the matrix, one column per quote (decision 0069). */}
          <div className="md:hidden">
            <QuoteMatrix quotes={shown} quantity={quantity} unit={unit} {...handlers} />
          </div>
        </>
      )}
    </div>
  );
}
