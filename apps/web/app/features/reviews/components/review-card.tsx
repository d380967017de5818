/**
 * One review as the company page shows it: the author, the overall stars, the day, the trade it came
 * from ("Awarded quote, March 2026"), the other three ratings, the text and the business's reply.
 * `menu` (report, block) and `reply` (the business's form) are the section's to give.
 */
import type { ReactNode } from 'react';
import { Link } from '~/lib/edition-link';
import { BadgeCheck } from 'lucide-react';
import {
  REVIEW_RATING_LABELS,
  REVIEW_RATINGS,
  REVIEW_TEXT,
  REVIEW_TRADE_LABELS,
  starsNumber,
} from '@wbn/contract/constants';
import { useLingui } from '@lingui/react/macro';
import { useEdition, useSpecText } from '~/lib/i18n';
import type { Review } from '@wbn/contract/schemas';
import { Avatar } from '~/components/avatar';
import { StarsDisplay } from '~/components/stars';
import { formatDay, formatMonth } from '~/lib/dates';

export function ReviewCard({ review: r, menu, reply }: { review: Review; menu?: ReactNode; reply?: ReactNode }) {
  const detail = REVIEW_RATINGS.filter((k) => k !== 'overall');
  const { t, i18n } = useLingui();
  const spec = useSpecText();
  const edition = useEdition();
  const author = r.author.name;
  const day = (value: string) => formatDay(value, i18n.locale);
  // "Awarded quote, March 2026": the API's words in English; the kind and the month in an edition's.
  const trade =
    edition === 'en'
      ? r.trade.label
      : `${spec(REVIEW_TRADE_LABELS[r.trade.kind])}, ${formatMonth(r.trade.month, i18n.locale)}`;
  const replier = r.reply?.business.companyName;
  return (
    <article aria-label={t`The review by ${author}`} className="space-y-2">
      <div className="flex items-start gap-3">
        <Avatar name={r.author.name} url={r.author.photo} size="md" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <Link
              to={r.author.path}
              className="font-semibold text-slate-900 hover:text-brand-700 hover:underline [overflow-wrap:anywhere]"
            >
              {r.author.name}
            </Link>
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
              <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
              {trade}
            </span>
          </div>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-slate-500">
            <StarsDisplay value={r.ratings.overall} size="sm" />
            <span>
              <time dateTime={r.createdAt}>{day(r.createdAt)}</time>
              {r.edited ? ` · ${spec(REVIEW_TEXT.edited)}` : null}
            </span>
          </p>
        </div>
        {menu}
      </div>
      <p className="whitespace-pre-line text-sm leading-relaxed text-slate-700 [overflow-wrap:anywhere]">{r.text}</p>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        {detail.map((k) => (
          <div key={k} className="flex items-center gap-1">
            <dt>{spec(REVIEW_RATING_LABELS[k])}</dt>
            <dd className="font-semibold text-slate-800">
              {starsNumber(r.ratings[k])}
              <span aria-hidden="true" className="text-amber-500">
                {' '}
                ★
              </span>
            </dd>
          </div>
        ))}
      </dl>
      {r.reply ? (
        <div className="ml-4 border-l-2 border-brand-100 bg-slate-50 px-3 py-2 text-sm sm:ml-13">
          <p className="font-semibold text-slate-800">
            {t`Reply from ${replier}`}
            <span className="ml-2 font-normal text-slate-500">
              <time dateTime={r.reply.repliedAt}>{day(r.reply.repliedAt)}</time>
            </span>
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-700 [overflow-wrap:anywhere]">{r.reply.text}</p>
        </div>
      ) : (
        reply
      )}
    </article>
  );
}
