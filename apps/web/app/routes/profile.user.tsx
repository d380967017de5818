/**
 * /profile/{userID} — a member's public profile: rendered on the server for search
 * engines with their businesses and the first page of their timeline. Birth date and profession
 * appear only when their switches allow (the API leaves them out). Follower count and Follow
 * (optimistic); visitors get a login link that brings them back. Members also get a "…" menu to
 * report or block the member (loaded after hydration). The member's own public page offers Edit
 * profile instead of Follow.
 */
import { lazy, Suspense } from 'react';
import { Pencil } from 'lucide-react';
import { SITE_PATHS } from '@wbn/contract/constants';
import type { PublicProfileResponse, TimelinePage } from '@wbn/contract/schemas';
import type { Route } from './+types/profile.user';
import type { SiteHandle } from '~/layout/route-handle';
import { pageMeta } from '~/lib/meta';
import { loadFromApi } from '~/lib/server-api';
import { useSession } from '~/lib/session-context';
import { ButtonLink, buttonClass } from '~/components/button-link';
import { UUID_RE } from '~/lib/business-paths';
import { publicProfileApiPath, usePublicProfile } from '~/features/profile/api/get-public-profile';
import { ProfileBusinesses } from '~/features/profile/components/profile-businesses';
import { ProfileDetails } from '~/features/profile/components/profile-details';
import { ProfileHero, fullName } from '~/features/profile/components/profile-hero';
import { ProfileLayout } from '~/features/profile/components/profile-layout';
import { timelinePath } from '~/features/social/api/load-timeline';
import { LazyFollowButton } from '~/features/social/components/lazy-follow-button';
import { FollowerCount } from '~/features/social/components/follower-count';
import { TimelinePosts } from '~/features/social/components/timeline-posts';
import { memberPath } from '~/features/social/lib/paths';
import { editionOf, editionPath } from '@wbn/contract/editions';
import { redirectInEdition } from '~/lib/edition-link';

// Report / Block (Radix, the safety texts) is not part of the page's first load (decision 0009): it
// arrives once the page has hydrated.
const PageSafetyMenu = lazy(() => import('~/features/safety/public-lazy').then((m) => ({ default: m.PageSafetyMenu })));

export const handle: SiteHandle = { ownCanonical: true };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = params.userID;
  if (!UUID_RE.test(id)) throw redirectInEdition(request, '/');
  const [found, timeline] = await Promise.all([
    loadFromApi<PublicProfileResponse>(context, publicProfileApiPath(id)),
    loadFromApi<TimelinePage>(context, timelinePath(id, 0)),
  ]);
  if (!found) throw redirectInEdition(request, '/');
  return { profile: found.profile, timeline, origin: new URL(request.url).origin };
}

export const meta = ({ data, location }: Route.MetaArgs) => {
  const p = data?.profile;
  if (!p)
    return pageMeta({
      title: 'Member profile',
      description: 'A member profile on WBN Miami: who they are, the businesses they own and what they post.',
      keywords: 'member profile, business contact, B2B network',
    });
  const name = fullName(p);
  const role = [p.jobPosition?.name, p.companyName].filter(Boolean).join(' at ');
  const about = p.briefPresentation?.replace(/\s+/g, ' ').trim();
  return pageMeta({
    title: name,
    description:
      [role || p.profession, about].filter(Boolean).join('. ').slice(0, 155) || `${name} on the WBN business network.`,
    canonical: `${data?.origin ?? ''}${editionPath(editionOf(location.pathname), memberPath(p.userID))}`,
    image: p.profilePhoto?.url,
    keywords: [name, p.companyName, p.industry?.name, p.businessType?.name].filter((s): s is string => Boolean(s)),
  });
};

export default function UserProfilePage({ loaderData }: Route.ComponentProps) {
  const { status, userID: viewer } = useSession();
  const initial = loaderData.profile;
  const query = usePublicProfile(initial.userID, { initial });
  const p = query.data && query.data.userID === initial.userID ? query.data : initial;
  const name = fullName(p);
  const self = viewer === p.userID;

  return (
    <ProfileLayout
      hero={
        <ProfileHero
          profile={p}
          actions={
            self ? (
              <ButtonLink to={SITE_PATHS.profileEdit} variant="secondary" className="bg-white">
                <Pencil aria-hidden="true" className="h-4 w-4" />
                Edit profile
              </ButtonLink>
            ) : (
              <>
                <LazyFollowButton
                  key={p.userID}
                  id={p.userID}
                  type="user"
                  name={name}
                  className={buttonClass('primary', 'px-4')}
                  followingClassName={buttonClass('secondary', 'bg-white px-4')}
                />
                {status === 'member' ? (
                  <Suspense fallback={<span aria-hidden="true" className="inline-block h-10 w-10" />}>
                    <PageSafetyMenu key={p.userID} kind="member" userID={p.userID} name={name} />
                  </Suspense>
                ) : null}
              </>
            )
          }
          stats={
            <p className="flex flex-wrap gap-x-4">
              <FollowerCount id={p.userID} initial={p.followersCount} />
              <span>
                <strong className="font-semibold text-slate-900 tabular-nums">{p.followingCount}</strong> following
              </span>
            </p>
          }
        />
      }
      details={<ProfileDetails profile={p} own={false} />}
      businesses={
        <ProfileBusinesses
          businesses={p.businesses}
          failed={false}
          retrying={false}
          onRetry={() => void query.refetch()}
          own={false}
          firstName={p.firstName}
        />
      }
      timelineTitle={`Posts of ${p.firstName}`}
      timeline={
        <TimelinePosts
          key={p.userID}
          timelineID={p.userID}
          initial={loaderData.timeline}
          label={`Posts of ${name}`}
          emptyTitle={`${p.firstName} has not posted yet`}
          emptyText={<p>Follow {p.firstName} to see their posts in your newsfeed when they do.</p>}
        />
      }
    />
  );
}
