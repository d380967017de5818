/**
 * What the header needs of the member a page is rendered for (decision 0047): who they are, and
 * the counts on Messages and the bell, read on the server so that the first paint shows them.
 */
import type { AppLoadContext } from 'react-router';
import type { UserProfile } from '@wbn/contract/schemas';
import { loadAsMember, loadSeed } from '~/lib/member-seed.server';
import type { RootData } from '~/lib/root-data';
import { profileKeys } from '~/lib/query-keys/profile';
import { notificationKeys } from '~/lib/query-keys/notifications';
import { requestKeys } from '~/lib/query-keys/requests';

export async function loadMemberHeader(
  context: AppLoadContext | undefined,
): Promise<Pick<RootData, 'member' | 'memberSeed'>> {
  if (!context?.memberToken) return {};
  const [profile, memberSeed] = await Promise.all([
    loadAsMember<UserProfile>(context, '/api/user/profile'),
    loadSeed(context, [
      { key: notificationKeys.unread(), path: '/api/notifications/unread-count' },
      { key: requestKeys.summary(), path: '/api/business/request/summary' },
    ]),
  ]);
  // A token the API refused (expired, signed out elsewhere): rendered as for a visitor.
  if (!profile?.userID) return {};
  return {
    member: { userID: profile.userID, profile },
    memberSeed: [{ key: profileKeys.own(), data: profile }, ...memberSeed],
  };
}
