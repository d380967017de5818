import { NAV_LABELS, NOTIFICATIONS_PAGE_SIZE } from '@wbn/contract/constants';
import type { Route } from './+types/notifications';
import { loadSeed } from '~/lib/member-seed.server';
import { notificationKeys } from '~/lib/query-keys/notifications';
import { pageMeta } from '~/lib/meta';
import { MemberPage } from '~/layout/member-page';
import { NotificationsList } from '~/features/notifications/components/notifications-list';

export const meta = () =>
  pageMeta({
    title: NAV_LABELS.notifications,
    description:
      'Your notifications on WBN Miami: likes, comments, follows, connection requests and invitations for you and your businesses.',
    keywords: 'notifications, likes, follows, connection requests, invitations',
  });

/** A member's first page of notifications, rendered with the page (decision 0047). */
export async function loader({ context }: Route.LoaderArgs) {
  const size = NOTIFICATIONS_PAGE_SIZE;
  return {
    memberSeed: await loadSeed(context, [
      { key: notificationKeys.pages(size), path: `/api/notifications?skip=0&size=${size}`, firstPage: { param: 0 } },
    ]),
  };
}

/** In the browser the page's own queries read the data. */
export const clientLoader = () => null;

/** Every notification, grouped and newest first (the header's bell links here). Needs a session. */
export default function Notifications() {
  return (
    <MemberPage
      title={NAV_LABELS.notifications}
      description="What happened around you and your businesses, newest first. New ones arrive while the page is open."
    >
      <NotificationsList />
    </MemberPage>
  );
}
