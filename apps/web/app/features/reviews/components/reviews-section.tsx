/**
 * The company page's reviews (decision 0073): the summary (the average only from three reviews on,
 * how many gave each rating), the newest reviews as the server rendered them, then a page at a time.
 * Signed in, a member who traded with the business writes or changes their review here (the form
 * loads on demand); the business's owner and admins answer each review once; others may report one.
 */
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Link } from '~/lib/edition-link';
import { LogIn } from 'lucide-react';
import { REVIEW_LIMITS, REVIEW_TEXT, REVIEWS_ANCHOR, starsNumber, type BusinessSession } from '@wbn/contract/constants';
import type { Review, ReviewList, ReviewSummary } from '@wbn/contract/schemas';
import { buttonClass } from '~/components/button-link';
import { ShowMore } from '~/components/show-more';
import { StarsDisplay } from '~/components/stars';
import { useAuthLinks } from '~/lib/auth-href';
import { useReviews } from '../api/reviews';
import { ReviewCard } from './review-card';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSpecText } from '~/lib/i18n';
import { useReviewCount } from '~/components/trade-phrases';

// What only a signed-in member uses loads when it is first shown (decision 0009).
const ReviewComposer = lazy(() => import('./review-composer').then((m) => ({ default: m.ReviewComposer })));
const ReplyForm = lazy(() => import('./reply-form').then((m) => ({ default: m.ReplyForm })));
const PageSafetyMenu = lazy(() => import('~/features/safety/public-lazy').then((m) => ({ default: m.PageSafetyMenu })));

type Props = {
  businessID: string;
  companyName: string;
  /** The first page, rendered on the server. */
  initial: ReviewList | null;
  /** The viewer's role in the business, once known. */
  session: BusinessSession;
  viewer: 'loading' | 'visitor' | 'member';
  /** The signed-in member's id: they are not offered to report their own review. */
  viewerID: string | null;
};

export function ReviewsSection({ businessID, companyName, initial, session, viewer, viewerID }: Props) {
  const headingId = useId();
  const q = useReviews(businessID, initial, viewer === 'member');
  const pages = q.data?.pages ?? [];
  const summary = pages[0]?.summary ?? initial?.summary ?? null;
  const reviews = pages.flatMap((p) => p.data);
  const manages = session === 'owner' || session === 'admin';
  const { login } = useAuthLinks();
  const { t, i18n } = useLingui();
  const spec = useSpecText();

  return (
    <section
      id={REVIEWS_ANCHOR}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white shadow-sm outline-none"
    >
      <header className="border-b border-slate-100 px-5 py-3.5">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {spec(REVIEW_TEXT.heading)}
          {summary && summary.count > 0 ? (
            <span className="ml-2 text-sm font-normal text-slate-500">({i18n.number(summary.count)})</span>
          ) : null}
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">{spec(REVIEW_TEXT.intro)}</p>
      </header>
      <div className="space-y-5 px-5 py-4">
        {summary && summary.count > 0 ? <Summary summary={summary} /> : null}

        {viewer === 'member' && session === 'none' ? (
          <Suspense fallback={null}>
            <ReviewComposer businessID={businessID} companyName={companyName} />
          </Suspense>
        ) : viewer === 'visitor' ? (
          <Link to={login} className={buttonClass('secondary')}>
            <LogIn aria-hidden="true" className="h-4 w-4" />
            {spec(REVIEW_TEXT.signInToReview)}
          </Link>
        ) : null}

        {reviews.length ? (
          <ul className="divide-y divide-slate-100">
            {reviews.map((r) => (
              <li key={r.reviewID} className="py-4 first:pt-0 last:pb-0">
                <ReviewCard
                  review={r}
                  menu={
                    viewer === 'member' && viewerID !== r.author.userID ? (
                      <Suspense fallback={<span aria-hidden="true" className="inline-block h-7 w-7" />}>
                        <PageSafetyMenu
                          kind="review"
                          reviewID={r.reviewID}
                          name={r.author.name}
                          userID={r.author.userID}
                        />
                      </Suspense>
                    ) : null
                  }
                  reply={manages && !r.reply ? <ReplySlot businessID={businessID} review={r} /> : null}
                />
              </li>
            ))}
          </ul>
        ) : q.isSuccess || initial ? (
          <p className="text-sm text-slate-500">{t`${companyName} has no reviews yet.`}</p>
        ) : null}
        <ShowMore q={q} />
      </div>
    </section>
  );
}

/** The average (from three reviews on) and the distribution of the overall ratings. */
function Summary({ summary }: { summary: ReviewSummary }) {
  const { t, i18n } = useLingui();
  const spec = useSpecText();
  const reviewCount = useReviewCount();
  const most = Math.max(1, ...Object.values(summary.distribution));
  const rows = Array.from({ length: REVIEW_LIMITS.starsMax }, (_, i) => REVIEW_LIMITS.starsMax - i);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-8">
      <div className="shrink-0">
        {summary.average !== null ? (
          <>
            <p className="flex items-center gap-2">
              <span className="text-3xl font-bold text-slate-900">{starsNumber(summary.average)}</span>
              <StarsDisplay value={summary.average} size="lg" />
            </p>
            <p className="mt-1 text-sm text-slate-600">{t`Based on ${reviewCount(summary.count)}`}</p>
          </>
        ) : (
          <p className="max-w-56 text-sm text-slate-600">{spec(REVIEW_TEXT.averageLater)}</p>
        )}
      </div>
      <ul aria-label={spec(REVIEW_TEXT.distributionLabel)} className="w-full max-w-sm space-y-1">
        {rows.map((stars) => {
          const n = summary.distribution[String(stars) as keyof ReviewSummary['distribution']];
          return (
            <li key={stars} className="flex items-center gap-2 text-xs text-slate-600">
              <span className="sr-only">
                {t`${plural(stars, { one: '# star', other: '# stars' })}: ${reviewCount(n)}`}
              </span>
              <span aria-hidden="true" className="w-3 text-right tabular-nums">
                {stars}
              </span>
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100">
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${(n / most) * 100}%` }} />
              </span>
              <span aria-hidden="true" className="w-8 tabular-nums">
                {i18n.number(n)}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ReplySlot({ businessID, review }: { businessID: string; review: Review }): ReactNode {
  return (
    <Suspense fallback={null}>
      <ReplyForm businessID={businessID} review={review} />
    </Suspense>
  );
}
