/**
 * /profile/ — the own profile: cover, photo, name, every field, the
 * businesses it owns (GET business/profile/my-list; 'CREATE YOUR BUSINESS PROFILE NOW' always, as
 * the spec lists it), the follower counts (public profile), the timeline and Edit
 * profile. Needs a session (visitors go to login); if the profile cannot be loaded the page goes
 * to /.
 */
import { useEffect } from 'react';
import { useNavigate } from '~/lib/edition-link';
import { Pencil, PenSquare } from 'lucide-react';
import { SITE_PATHS } from '@wbn/contract/constants';
import { pageMeta } from '~/lib/meta';
import { ButtonLink } from '~/components/button-link';
import { PageFrame, PageSkeleton } from '~/components/page-frame';
import { useRequireSession } from '~/layout/use-require-session';
import { useOwnProfile } from '~/features/profile/api/get-own-profile';
import { usePublicProfile } from '~/features/profile/api/get-public-profile';
import { ProfileBusinesses, cardOf } from '~/features/profile/components/profile-businesses';
import { useMyBusinesses } from '~/lib/my-businesses';
import { ProfileDetails } from '~/features/profile/components/profile-details';
import { ProfileHero } from '~/features/profile/components/profile-hero';
import { ProfileLayout } from '~/features/profile/components/profile-layout';
import { FollowerCount } from '~/features/social/components/follower-count';
import { TimelinePosts } from '~/features/social/components/timeline-posts';

export const meta = () =>
  pageMeta({
    title: 'My profile',
    description: 'Your personal profile on WBN Miami: photo, cover, presentation, company and the businesses you own.',
    keywords: 'my profile, personal profile, B2B profile',
  });

export default function OwnProfile() {
  const { status, userID } = useRequireSession();
  const navigate = useNavigate();
  const member = status === 'member';
  const own = useOwnProfile(member);
  const pub = usePublicProfile(userID, { enabled: member });
  const mine = useMyBusinesses(member);
  const owned = mine.data?.filter((i) => i.role === 'owner').map((i) => cardOf(i.business));

  useEffect(() => {
    if (own.isError) navigate('/', { replace: true });
  }, [own.isError, navigate]);

  if (!member || !own.data || !userID)
    return (
      <PageFrame title="My profile">
        <PageSkeleton label={status === 'visitor' ? 'Redirecting to login' : 'Loading your profile'} />
      </PageFrame>
    );

  const p = own.data;
  return (
    <ProfileLayout
      hero={
        <ProfileHero
          profile={p}
          actions={
            <ButtonLink to={SITE_PATHS.profileEdit} variant="secondary" className="bg-white">
              <Pencil aria-hidden="true" className="h-4 w-4" />
              Edit profile
            </ButtonLink>
          }
          stats={
            <p className="flex flex-wrap gap-x-4">
              <FollowerCount id={userID} initial={pub.data?.followersCount} />
              {pub.data ? (
                <span>
                  <strong className="font-semibold text-slate-900 tabular-nums">{pub.data.followingCount}</strong>{' '}
                  following
                </span>
              ) : null}
            </p>
          }
        />
      }
      details={
        <ProfileDetails
          profile={p}
          own
          emptyHint={
            <ButtonLink to={SITE_PATHS.profileEdit} variant="ghost" className="px-0">
              Complete your profile
            </ButtonLink>
          }
        />
      }
      businesses={
        <ProfileBusinesses
          businesses={owned}
          failed={mine.isError}
          retrying={mine.isFetching}
          onRetry={() => void mine.refetch()}
          own
          firstName={p.firstName}
        />
      }
      timelineTitle="My posts"
      timelineAction={
        <ButtonLink to={SITE_PATHS.newsfeed} variant="ghost" className="px-2 py-1">
          <PenSquare aria-hidden="true" className="h-4 w-4" />
          Write a post
        </ButtonLink>
      }
      timeline={
        <TimelinePosts
          timelineID={userID}
          label="My posts"
          emptyTitle="You have not posted yet"
          emptyText={
            <p>
              Share news, products or what you are looking for from My B2B: it appears here and in your followers'
              newsfeeds.
            </p>
          }
        />
      }
    />
  );
}
