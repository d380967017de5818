/**
 * /newsfeed — 'My B2B': the composer and the newsfeed. Needs a session:
 * visitors are sent to login with `continue`.
 */
import { NAV_LABELS, SITE_PATHS } from '@wbn/contract/constants';
import { Link } from '~/lib/edition-link';
import type { Route } from './+types/newsfeed';
import { loadSeed } from '~/lib/member-seed.server';
import { socialKeys } from '~/lib/query-keys/social';
import { pageMeta } from '~/lib/meta';
import { Avatar } from '~/components/avatar';
import { PageSkeleton } from '~/components/page-frame';
import { useRequireSession } from '~/layout/use-require-session';
import { photoSrc } from '~/lib/format';
import { memberPath } from '~/features/social/lib/paths';
import { Composer } from '~/features/social/components/composer';
import { Newsfeed } from '~/features/social/components/newsfeed';

export const meta = () =>
  pageMeta({
    title: NAV_LABELS.myB2B,
    description:
      'Your WBN Miami newsfeed: post as yourself or as one of your businesses and follow what your network shares.',
    keywords: 'newsfeed, B2B posts, business updates',
  });

/** A member's first page of the newsfeed, rendered with the page (decision 0047). */
export async function loader({ context }: Route.LoaderArgs) {
  return {
    memberSeed: await loadSeed(context, [
      { key: socialKeys.feed(), path: '/api/newsfeed/load', firstPage: { param: null } },
    ]),
  };
}

/** In the browser the page's own queries read the data. */
export const clientLoader = () => null;

const sideLink =
  'block rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500';

export default function NewsfeedPage() {
  const { status, profile, userID } = useRequireSession();
  const member = status === 'member';
  const name = profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';
  return (
    <div className="mx-auto grid max-w-5xl gap-5 lg:grid-cols-[16rem_1fr]">
      <aside aria-label="Your account" className="hidden lg:block">
        <div className="sticky top-24 space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          {member ? (
            <>
              <div className="flex items-center gap-3">
                <Avatar name={name} url={photoSrc(profile?.profilePhoto, 80)} size="md" />
                <div className="min-w-0">
                  <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
                  {profile?.profession ? <p className="truncate text-xs text-slate-500">{profile.profession}</p> : null}
                </div>
              </div>
              <nav aria-label="Shortcuts" className="border-t border-slate-100 pt-2">
                <Link to={SITE_PATHS.profile} className={sideLink}>
                  My profile
                </Link>
                {userID ? (
                  <Link to={memberPath(userID)} className={sideLink}>
                    My public profile
                  </Link>
                ) : null}
                <Link to={SITE_PATHS.myBusiness} className={sideLink}>
                  {NAV_LABELS.myBusiness}
                </Link>
              </nav>
            </>
          ) : (
            <PageSkeleton />
          )}
        </div>
      </aside>
      <div className="min-w-0 space-y-5">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{NAV_LABELS.myB2B}</h1>
        {member ? (
          <>
            <Composer />
            <Newsfeed />
          </>
        ) : (
          <PageSkeleton label={status === 'visitor' ? 'Redirecting to login' : 'Loading your newsfeed'} />
        )}
      </div>
    </div>
  );
}
