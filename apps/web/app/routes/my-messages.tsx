import { pageMeta } from '~/lib/meta';
import type { SiteHandle } from '~/layout/route-handle';
import { useRequireSession } from '~/layout/use-require-session';
import { PageFrame, PageSkeleton } from '~/components/page-frame';
import { MessageCenter } from '~/features/requests/components/message-center';

export const meta = () =>
  pageMeta({
    title: 'Messages',
    description: 'Your conversations with buyers, suppliers and partners on WBN Miami.',
    keywords: 'messages, business requests, B2B chat',
  });

/** The message center fills the screen; no footer under it. */
export const handle: SiteHandle = { footer: false };

/** /my-messages: the message center, on the user's own inbox; the selector switches to their businesses. */
export default function MyMessages() {
  const { status, userID } = useRequireSession();
  if (status !== 'member' || !userID)
    return (
      <PageFrame title="Messages" description="Your conversations with buyers, suppliers and partners, as yourself or as one of your businesses.">
        <PageSkeleton label={status === 'visitor' ? 'Redirecting to login' : 'Loading'} />
      </PageFrame>
    );
  return <MessageCenter inboxId={userID} rid={null} userID={userID} />;
}
