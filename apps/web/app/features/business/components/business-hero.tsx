/**
 * Head of the business page: cover, logo, header line 'company / city, country',
 * description, like count, followers, comment and share icons; visitors get Like, Follow and
 * Connect, owners and admins the edit toggle. Members like and unlike the business (optimistic),
 * follow and unfollow it (optimistic, the follower count changes at once) and ask to
 * connect (Pending / Connected from the status call). The comment icon scrolls to the comments.
 * Whoever belongs to the business (owner, admin, member) gets none of Follow, Connect or Comment.
 * Other members get a "…" menu to report the company page or block the company (its owner).
 */
import { lazy, Suspense } from 'react';
import { Link } from '~/lib/edition-link';
import { Handshake, MessageCircle, ThumbsUp, UserPlus } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { RESPONSIVENESS, type BusinessSession } from '@wbn/contract/constants';
import type { BusinessProfile } from '@wbn/contract/schemas';
import { buttonClass } from '~/components/button-link';
import { useAuthLinks } from '~/lib/auth-href';
import { LazyLikeButton, useReactionSummary } from '~/features/reactions/public';
import { FollowerCount, LazyConnectButton, LazyFollowButton } from '~/features/social/public';
import { useRepliesWithin } from '~/components/trade-phrases';
import { formatNumber, headerLine, photoSrc, tierLabel } from '~/lib/format';
import { BusinessLogo } from '~/components/business-logo';
import { ShareButton } from './share-button';
import { TierBadge, VerifiedBadge } from '~/components/verified-badge';

type Props = {
  business: BusinessProfile;
  session: BusinessSession;
  viewer: 'loading' | 'visitor' | 'member';
  editMode: boolean;
  sharePath: string;
};

// Report / Block (Radix, the safety texts) is not part of the page's first load, which is at its
// budget (decision 0009): it arrives once the page has hydrated.
// The Like button works only for a signed-in member, known after hydration: it arrives then
// (LazyLikeButton), with the same pill meanwhile.
// Follow arrives right after the first load too; the server's HTML stands until it does (no shift).
// Members only (never in the server's HTML): its favorites calls come with it.
const FavoriteButton = lazy(() => import('./favorite-button').then((m) => ({ default: m.FavoriteButton })));
// Owners and admins only (never in the server's HTML, a session is known in the browser).
const EditToggle = lazy(() => import('./edit-toggle').then((m) => ({ default: m.EditToggle })));
const PageSafetyMenu = lazy(() => import('~/features/safety/public-lazy').then((m) => ({ default: m.PageSafetyMenu })));

const iconButton =
  'inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500';

/** The id of the page's comments section (the comment icon scrolls there). */
export const BUSINESS_COMMENTS_ID = 'business-comments';

/** Scrolls to the comments and puts the caret in the box when there is one. */
function scrollToComments() {
  const section = document.getElementById(BUSINESS_COMMENTS_ID);
  if (!section) return;
  section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  const box = section.querySelector('textarea');
  (box ?? section).focus({ preventScroll: true });
}

export function BusinessHero({ business: b, session, viewer, editMode, sharePath }: Props) {
  const { login } = useAuthLinks();
  const canEdit = session === 'owner' || session === 'admin';
  const cover = photoSrc(b.general.coverPhoto, 1200);
  // The like count: the business's own count, then the summary entry a like or unlike updates at once.
  const summary = useReactionSummary(b.businessID, {
    initial: { reactionCount: { like: b.reactions?.reactionCount?.like ?? 0 } },
    enabled: viewer === 'member',
  });
  const likes = summary.data?.reactionCount.like ?? b.reactions?.reactionCount?.like ?? 0;
  // Narrower sides on a phone: three buttons share its width, and an edition's longer word still fits on one line.
  const pill = buttonClass('secondary', 'px-2 py-1.5 sm:px-3');
  const connect = buttonClass('primary', 'px-2 py-1.5 sm:px-3');
  // Owner, admin or member: no Follow, Connect or Comment on their own business.
  const outsider = session === 'none';
  const { t, i18n } = useLingui();
  const repliesWithin = useRepliesWithin();
  const name = b.general.companyName;
  const answered = b.responsiveness ? Math.round(b.responsiveness.rate * 100) : 0;
  const fastHours = RESPONSIVENESS.fastHours;

  return (
    <section
      aria-labelledby="business-name"
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      {/* The spec's advised cover is 800 x 200: the box has that shape at every width, so such a
          cover shows whole, words included; another shape is cropped around its centre (decision 0072). */}
      <div
        data-testid="business-cover"
        className="relative aspect-[4/1] bg-gradient-to-r from-brand-700 via-brand-600 to-brand-500"
      >
        {/* The cover is the page's largest paint: fetch it before the scripts. */}
        {cover ? <img src={cover} alt="" fetchPriority="high" className="h-full w-full object-cover" /> : null}
      </div>
      {/* The logo sits below the cover, beside the name, never on it: a cover often carries words
          (the demo's show the industry) that a logo laid over it would hide (decision 0043). */}
      <div className="px-4 pb-5 pt-4 sm:px-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 grow basis-64 items-start gap-3 sm:gap-4">
            <div data-testid="business-logo" className="shrink-0">
              <BusinessLogo photo={b.general.profilePhoto} size="hero" loading="eager" className="shadow-sm" />
            </div>
            <div className="min-w-0 flex-1">
              <h1
                id="business-name"
                className="text-xl font-semibold tracking-tight break-words text-slate-900 sm:text-2xl"
              >
                {headerLine(b)}
              </h1>
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <VerifiedBadge verified={b.verified} />
                <TierBadge label={tierLabel(b.subscription)} />
                {b.general.businessType?.name ? (
                  <span className="text-sm text-slate-600">{b.general.businessType.name}</span>
                ) : null}
              </div>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {canEdit ? (
              <Suspense fallback={null}>
                <EditToggle id={b.businessID} on={editMode} />
              </Suspense>
            ) : null}
            {viewer === 'member' ? (
              <Suspense fallback={null}>
                <FavoriteButton businessID={b.businessID} companyName={b.general.companyName} />
              </Suspense>
            ) : null}
            {viewer === 'member' && outsider ? (
              <Suspense fallback={<span aria-hidden="true" className="inline-block h-10 w-10" />}>
                <PageSafetyMenu kind="business" businessID={b.businessID} companyName={b.general.companyName} />
              </Suspense>
            ) : null}
          </div>
        </div>
        <p className="mt-3 max-w-3xl whitespace-pre-line text-sm leading-relaxed text-slate-700 sm:text-base">
          {b.general.shortDescription}
        </p>
        {b.responsiveness ? (
          <p className="mt-2 text-sm text-emerald-800">
            {b.responsiveness.medianReplySeconds !== null
              ? `${repliesWithin(b.responsiveness.medianReplySeconds)} · `
              : null}
            {t`Answers ${answered}% of inquiries within ${fastHours} hours`}
          </p>
        ) : null}

        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
          <p className="flex items-center gap-4 text-sm text-slate-600">
            <span>
              <strong className="font-semibold text-slate-900">{formatNumber(likes, i18n.locale)}</strong>{' '}
              {t`${plural(likes, { one: 'like', other: 'likes' })}`}
            </span>
            <FollowerCount id={b.businessID} />
          </p>
          <div className="flex items-center gap-1">
            {outsider ? (
              <button
                type="button"
                className={iconButton}
                aria-label={t`Comment on ${name}`}
                title={t`Comments`}
                onClick={scrollToComments}
              >
                <MessageCircle aria-hidden="true" className="h-5 w-5" />
              </button>
            ) : null}
            <ShareButton path={sharePath} className={iconButton} />
          </div>
        </div>

        {!editMode ? (
          <div className="mt-3 grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
            {viewer === 'member' ? (
              <Suspense
                fallback={
                  <span className={pill} aria-hidden="true">
                    <ThumbsUp aria-hidden="true" className="h-4 w-4 shrink-0" />
                    {t`Like`}
                  </span>
                }
              >
                <LazyLikeButton
                  resourceID={b.businessID}
                  resourceType="business"
                  initialCount={likes}
                  className={pill}
                />
              </Suspense>
            ) : (
              <Link to={login} className={pill} aria-label={t`Like (log in first)`}>
                <ThumbsUp aria-hidden="true" className="h-4 w-4 shrink-0" />
                {t`Like`}
              </Link>
            )}
            {outsider && viewer === 'member' ? (
              <LazyFollowButton id={b.businessID} type="business" name={b.general.companyName} className={pill} />
            ) : outsider ? (
              // Until someone is known to be signed in, Follow is the login link, as Like is: no code to load for it.
              <Link to={login} className={pill} aria-label={t`Follow ${name} (log in first)`}>
                <UserPlus aria-hidden="true" className="h-4 w-4 shrink-0" />
                {t`Follow`}
              </Link>
            ) : null}
            {outsider && viewer === 'visitor' ? (
              // A visitor's Connect is the login link, as Like and Follow are: no code to load for it.
              <Link to={login} className={connect} aria-label={t`Connect with ${name} (log in first)`}>
                <Handshake aria-hidden="true" className="h-4 w-4 shrink-0" />
                {t`Connect`}
              </Link>
            ) : outsider ? (
              <LazyConnectButton businessID={b.businessID} companyName={name} className={connect} />
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
