import { useSearchParams } from 'react-router';
import { pageMeta } from '~/lib/meta';
import type { SiteHandle } from '~/layout/route-handle';
import { useRequireSession } from '~/layout/use-require-session';
import { PageFrame, PageSkeleton } from '~/components/page-frame';
import { MessageCenter } from '~/features/requests/components/message-center';
import { UUID_RE } from '~/features/business/lib/paths';

export const meta = () =>
  pageMeta({
    title: 'Messages',
    description: 'Your conversations with buyers, suppliers and partners on WBN Miami.',
    keywords: 'messages, business requests, B2B chat',
  });

/** The message center fills the screen; no footer under it. */
export const handle: SiteHandle = { footer: false };

/**
 * /my-messages: the message center, on the user's own inbox; the selector switches to their
 * businesses. `?thread={requestID}` opens that conversation (an awarded request links its buyer here).
 */
export default function MyMessages() {
  const { status, userID } = useRequireSession();
  const [search] = useSearchParams();
  const thread = search.get('thread');
  if (status !== 'member' || !userID)
    return (
      <PageFrame title="Messages" description="Your conversations with buyers, suppliers and partners, as yourself or as one of your businesses.">
        <PageSkeleton label={status === 'visitor' ? 'Redirecting to login' : 'Loading'} />
      </PageFrame>
    );
  return <MessageCenter inboxId={userID} rid={thread && UUID_RE.test(thread) ? thread : null} userID={userID} />;
}
