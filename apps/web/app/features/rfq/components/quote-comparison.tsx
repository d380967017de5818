/**
 * The buyer's comparison of the quotes: a sort (unit price, total, lead time, minimum order; lowest
 * first) and "Shortlisted only", then from 992 px a table, one row per quote, and below it one
 * card per quote (no sideways scroll on a phone). Both are in the page; CSS shows one. Each quote
 * has Shortlist (a toggle) and, while the request is open, Award.
 */
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import { Award, Star } from 'lucide-react';
import {
  INCOTERM_LABELS,
  QUOTE_SORT_LABELS,
  QUOTE_SORTS,
  RFQ_TEXT,
  TIER_LABELS,
  formatQuantity,
  formatRfqAmount,
  isDocumentReference,
  type QuoteSort,
} from '@wbn/contract/constants';
import type { RfqQuote } from '@wbn/contract/schemas';
import { controlClass } from '~/components/form-controls';
import { BusinessLogo } from '~/components/business-logo';
import { VerifiedBadge } from '~/components/verified-badge';
import { photoSrc } from '~/lib/format';
import { DocumentLink } from '~/features/files/public';
import { formatDay } from '~/lib/dates';
import { sortQuotes } from '../lib/sort-quotes';
import { QuoteStatusBadge } from './status-badge';

export type ComparisonProps = {
  quotes: readonly RfqQuote[];
  quantity: number;
  unit: string;
  /** The request takes decisions (open): Award is offered. */
  open: boolean;
  onShortlist: (quote: RfqQuote) => void;
  onAward: (quote: RfqQuote, trigger: HTMLElement) => void;
};

const actionClass =
  'inline-flex items-center justify-center gap-1.5 rounded-lg border px-3 py-1.5 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60';

export function QuoteComparison({ quotes, quantity, unit, open, onShortlist, onAward }: ComparisonProps) {
  const id = useId();
  const [sort, setSort] = useState<QuoteSort>('unitPrice');
  const [shortlistedOnly, setShortlistedOnly] = useState(false);
  const shown = sortQuotes(quotes, sort, shortlistedOnly);
  const forQuantity = RFQ_TEXT.totalFor(formatQuantity(quantity), unit);

  const actions = (q: RfqQuote) => (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        aria-pressed={q.shortlisted}
        aria-label={RFQ_TEXT.shortlistOf(q.supplier.companyName)}
        onClick={() => onShortlist(q)}
        className={clsx(
          actionClass,
          q.shortlisted
            ? 'border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100'
            : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
        )}
      >
        <Star aria-hidden="true" className={clsx('h-4 w-4', q.shortlisted && 'fill-amber-400 text-amber-500')} />
        {q.shortlisted ? RFQ_TEXT.shortlisted : RFQ_TEXT.shortlist}
      </button>
      {open && q.status === 'submitted' ? (
        <button
          type="button"
          aria-label={RFQ_TEXT.awardOf(q.supplier.companyName)}
          onClick={(e) => onAward(q, e.currentTarget)}
          className={clsx(actionClass, 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700')}
        >
          <Award aria-hidden="true" className="h-4 w-4" />
          {RFQ_TEXT.award}
        </button>
      ) : null}
    </div>
  );

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
                      <Supplier quote={q} />
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
                      <Note quote={q} />
                    </td>
                    <td className="px-3 py-3">{actions(q)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          {/* Below 992 px: one card per quote. */}
          <ul data-layout="cards" aria-label={RFQ_TEXT.comparisonCaption} className="space-y-3 md:hidden">
            {shown.map((q) => (
              <li
                key={q.quoteID}
                className={clsx(
                  'min-w-0 rounded-xl border bg-white p-4',
                  q.shortlisted ? 'border-amber-300' : 'border-slate-200',
                )}
              >
                <Supplier quote={q} />
                <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
                  <Cell label={RFQ_TEXT.unitPriceColumn}>
                    <span className="font-semibold text-slate-900">{formatRfqAmount(q.unitPrice, q.currency)}</span>
                  </Cell>
                  <Cell label={RFQ_TEXT.totalColumn}>
                    <span className="font-semibold text-slate-900">{formatRfqAmount(q.total, q.currency)}</span>
                    <span className="block text-xs text-slate-500">{forQuantity}</span>
                  </Cell>
                  <Cell label={RFQ_TEXT.moqColumn}>
                    {formatQuantity(q.moq)} {unit}
                  </Cell>
                  <Cell label={RFQ_TEXT.leadTimeColumn}>{RFQ_TEXT.leadTime(q.leadTimeDays)}</Cell>
                  <Cell label={RFQ_TEXT.incotermColumn}>{INCOTERM_LABELS[q.incoterm]}</Cell>
                  <Cell label={RFQ_TEXT.validUntilColumn}>{formatDay(q.validUntil)}</Cell>
                </dl>
                {q.note || q.attachment ? (
                  <div className="mt-3 text-sm text-slate-700">
                    <Note quote={q} />
                  </div>
                ) : null}
                <div className="mt-3">{actions(q)}</div>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function Supplier({ quote: q }: { quote: RfqQuote }) {
  const s = q.supplier;
  return (
    <div className="flex min-w-0 items-start gap-3">
      <BusinessLogo photo={s.photo ? { url: s.photo } : null} size="sm" className="h-10 w-10" />
      <div className="min-w-0">
        <Link
          to={s.path}
          className="font-semibold break-words text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {s.companyName}
        </Link>
        <p className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
          {s.verified ? <VerifiedBadge verified /> : null}
          <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-700">
            {TIER_LABELS[s.tier]}
          </span>
          {s.country ? (
            <span>
              <span aria-hidden="true">{s.country.emoji} </span>
              {s.country.countryName}
            </span>
          ) : null}
          {q.status !== 'submitted' ? <QuoteStatusBadge status={q.status} /> : null}
        </p>
      </div>
    </div>
  );
}

function Note({ quote: q }: { quote: RfqQuote }) {
  return (
    <div className="space-y-2">
      {q.note ? <p className="break-words whitespace-pre-line">{q.note}</p> : <span className="text-slate-400">—</span>}
      {q.attachment ? (
        isDocumentReference(q.attachment) ? (
          <DocumentLink doc={q.attachment} />
        ) : (
          <a
            href={q.attachment.url}
            target="_blank"
            rel="noreferrer"
            className="inline-block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            <img
              src={photoSrc(q.attachment, 200) ?? q.attachment.url}
              alt={RFQ_TEXT.attachmentOf(q.supplier.companyName)}
              loading="lazy"
              className="h-16 w-16 rounded-lg border border-slate-200 object-cover"
            />
          </a>
        )
      ) : null}
    </div>
  );
}

function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="break-words text-slate-800">{children}</dd>
    </div>
  );
}
