import { NAV_LABELS } from '@wbn/contract/constants';
import { pageMeta } from '~/lib/meta';
import { MemberPage } from '~/layout/member-page';
import { NotificationsList } from '~/features/notifications/components/notifications-list';

export const meta = () =>
  pageMeta({
    title: NAV_LABELS.notifications,
    description: 'Your notifications on WBN Miami: likes, comments, follows, connection requests and invitations for you and your businesses.',
    keywords: 'notifications, likes, follows, connection requests, invitations',
  });

/** Every notification, grouped and newest first (the header's bell links here). Needs a session. */
export default function Notifications() {
  return (
    <MemberPage title={NAV_LABELS.notifications} description="What happened around you and your businesses, newest first. New ones arrive while the page is open.">
      <NotificationsList />
    </MemberPage>
  );
}
