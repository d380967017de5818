/**
 * What the buyer's two comparisons (the table from 992 px, the matrix below it) draw alike: a
 * quote's Shortlist and Award buttons, its supplier, and its note with the file it came with.
 */
import { Link } from '~/lib/edition-link';
import clsx from 'clsx';
import { Award, Star } from 'lucide-react';
import { RFQ_TEXT, TIER_LABELS, isDocumentReference } from '@wbn/contract/constants';
import type { RfqQuote } from '@wbn/contract/schemas';
import { BusinessLogo } from '~/components/business-logo';
import { CountryFlag } from '~/components/country-flag';
import { VerifiedBadge } from '~/components/verified-badge';
import { photoSrc } from '~/lib/format';
import { DocumentLink } from '~/features/files/public';
import { QuoteStatusBadge } from './status-badge';

export type QuoteHandlers = {
  /** The request takes decisions (open): Award is offered. */
  open: boolean;
  onShortlist: (quote: RfqQuote) => void;
  onAward: (quote: RfqQuote, trigger: HTMLElement) => void;
};

const actionClass =
  'inline-flex items-center justify-center gap-1.5 rounded-lg border font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60';

/** Shortlist (a toggle) and, for a submitted quote of an open request, Award; `stacked`: one under the other, each the column's width. */
export function QuoteActions({
  quote: q,
  open,
  onShortlist,
  onAward,
  stacked = false,
}: QuoteHandlers & { quote: RfqQuote; stacked?: boolean }) {
  const size = stacked ? 'w-full px-2 py-1.5 text-xs' : 'px-3 py-1.5 text-sm';
  return (
    <div className={stacked ? 'flex flex-col gap-1.5' : 'flex flex-wrap gap-2'}>
      <button
        type="button"
        aria-pressed={q.shortlisted}
        aria-label={RFQ_TEXT.shortlistOf(q.supplier.companyName)}
        onClick={() => onShortlist(q)}
        className={clsx(
          actionClass,
          size,
          q.shortlisted
            ? 'border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100'
            : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
        )}
      >
        <Star
          aria-hidden="true"
          className={clsx('h-4 w-4 shrink-0', q.shortlisted && 'fill-amber-400 text-amber-500')}
        />
        {q.shortlisted ? RFQ_TEXT.shortlisted : RFQ_TEXT.shortlist}
      </button>
      {open && q.status === 'submitted' ? (
        <button
          type="button"
          aria-label={RFQ_TEXT.awardOf(q.supplier.companyName)}
          onClick={(e) => onAward(q, e.currentTarget)}
          className={clsx(actionClass, size, 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700')}
        >
          <Award aria-hidden="true" className="h-4 w-4 shrink-0" />
          {RFQ_TEXT.award}
        </button>
      ) : null}
    </div>
  );
}

/**
 * The supplier: logo, name (a link to their page), verified, tier, country and the quote's status
 * when it is no longer submitted. `compact`: the matrix's column head, the logo above the name.
 */
export function SupplierName({ quote: q, compact = false }: { quote: RfqQuote; compact?: boolean }) {
  const s = q.supplier;
  return (
    <div className={clsx('flex min-w-0 items-start', compact ? 'flex-col gap-1.5' : 'gap-3')}>
      <BusinessLogo photo={s.photo ? { url: s.photo } : null} size="sm" className={compact ? 'h-8 w-8' : 'h-10 w-10'} />
      <div className="min-w-0">
        <Link
          to={s.path}
          className={clsx(
            'font-semibold text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500',
            // A narrow column: a long word breaks (hyphenated where English allows) rather than widen it.
            compact ? 'text-sm leading-snug hyphens-auto [overflow-wrap:anywhere]' : 'break-words',
          )}
        >
          {s.companyName}
        </Link>
        <p className="mt-0.5 flex flex-wrap items-center gap-1 text-xs text-slate-600">
          {s.verified ? <VerifiedBadge verified /> : null}
          <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-700">
            {TIER_LABELS[s.tier]}
          </span>
          {s.country ? (
            <span className="break-words">
              <CountryFlag code={s.country.code} name={s.country.countryName} />{' '}
              <span aria-hidden="true">{s.country.countryName}</span>
            </span>
          ) : null}
          {q.status !== 'submitted' ? <QuoteStatusBadge status={q.status} /> : null}
        </p>
      </div>
    </div>
  );
}

/** The supplier's note (or a dash) and the picture or PDF they sent with the quote. */
export function QuoteNote({ quote: q }: { quote: RfqQuote }) {
  return (
    <div className="min-w-0 space-y-2">
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
