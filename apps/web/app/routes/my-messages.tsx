import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useNavigate } from '~/lib/edition-link';
import type { RequestSummary } from '@wbn/contract/schemas';
import type { Route } from './+types/my-messages';
import { loadAsMember, memberIdOf } from '~/lib/member-seed.server';
import { messageCenterSeed } from '~/features/requests/api/seed.server';
import { pageMeta } from '~/lib/meta';
import type { SiteHandle } from '~/layout/route-handle';
import { useRequireSession } from '~/layout/use-require-session';
import { PageFrame, PageSkeleton } from '~/components/page-frame';
import { MessageCenter } from '~/features/requests/components/message-center';
import { UUID_RE } from '~/lib/business-paths';
import { useRequestSummary } from '~/features/requests/api/get-summary';
import { inboxPath, newestUnreadInbox } from '~/features/requests/lib/threads';
import { redirectInEdition } from '~/lib/edition-link';

export const meta = () =>
  pageMeta({
    title: 'Messages',
    description: 'Your conversations with buyers, suppliers and partners on WBN Miami.',
    keywords: 'messages, business requests, B2B chat',
  });

/** The message center fills the screen: no footer under it, no next steps over it (decision 0072). */
export const handle: SiteHandle = { footer: false, nextSteps: false };

/**
 * For a member, on the server (decision 0047): straight to the inbox with the newest unread thread,
 * else the own inbox's threads rendered with the page.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const userID = memberIdOf(context);
  if (!userID) return { memberSeed: [] };
  const thread = new URL(request.url).searchParams.get('thread');
  if (!thread) {
    const summary = await loadAsMember<RequestSummary>(context, '/api/business/request/summary');
    const newest = summary ? newestUnreadInbox(summary.inboxes) : null;
    if (newest && newest.id !== userID) throw redirectInEdition(request, inboxPath(newest.id));
  }
  return { memberSeed: await messageCenterSeed(context, userID, thread && UUID_RE.test(thread) ? thread : null) };
}

/** In the browser the page's own queries read the data. */
export const clientLoader = () => null;

/**
 * /my-messages: the message center, on the inbox that holds the newest unread thread (a business's
 * when a buyer just wrote to it), else the user's own; the selector switches between them
 * (decision 0045). `?thread={requestID}` opens that conversation in the user's own inbox (an awarded
 * request links its buyer here).
 */
export default function MyMessages() {
  const { status, userID } = useRequireSession();
  const [search] = useSearchParams();
  const thread = search.get('thread');
  const navigate = useNavigate();
  const summary = useRequestSummary(status === 'member');
  const chosen = useRef(false);
  useEffect(() => {
    if (chosen.current || thread || !userID || !summary.data) return;
    chosen.current = true;
    const newest = newestUnreadInbox(summary.data.inboxes);
    if (newest && newest.id !== userID) void navigate(inboxPath(newest.id), { replace: true });
  }, [summary.data, thread, userID, navigate]);
  if (status !== 'member' || !userID)
    return (
      <PageFrame
        title="Messages"
        description="Your conversations with buyers, suppliers and partners, as yourself or as one of your businesses."
      >
        <PageSkeleton label={status === 'visitor' ? 'Redirecting to login' : 'Loading'} />
      </PageFrame>
    );
  return <MessageCenter inboxId={userID} rid={thread && UUID_RE.test(thread) ? thread : null} userID={userID} />;
}
