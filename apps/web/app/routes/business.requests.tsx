import type { Route } from './+types/business.requests';
import { pageMeta } from '~/lib/meta';
import type { SiteHandle } from '~/layout/route-handle';
import { useRequireSession } from '~/layout/use-require-session';
import { PageFrame, PageSkeleton } from '~/components/page-frame';
import { MessageCenter } from '~/features/requests/components/message-center';
import { UUID_RE } from '~/lib/business-paths';
import { messageCenterSeed } from '~/features/requests/api/seed.server';
import { redirectInEdition } from '~/lib/edition-link';

export const meta = () =>
  pageMeta({
    title: 'Requests',
    description: 'The message center of a business on WBN Miami: its inquiry threads and conversations.',
    keywords: 'requests, message center, business inquiries',
  });

/** The message center fills the screen: no footer under it, no next steps over it (decision 0072). */
export const handle: SiteHandle = { footer: false, nextSteps: false };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (!UUID_RE.test(params.id) || (params.rid !== undefined && !UUID_RE.test(params.rid)))
    throw redirectInEdition(request, '/');
  // A member's threads rendered with the page (decision 0047).
  return { memberSeed: await messageCenterSeed(context, params.id, params.rid ?? null) };
}

/** In the browser, moving between threads and inboxes reads through the page's queries, not the server's loader. */
export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  if (!UUID_RE.test(params.id) || (params.rid !== undefined && !UUID_RE.test(params.rid)))
    throw redirectInEdition(request, '/');
  return null;
}

/**
 * /business/{id}/requests/{rid?}: the message center of a business (its owner, admins
 * and members), and /business/{userID}/requests for the user's own inbox; rid selects a thread.
 */
export default function BusinessRequests({ params }: Route.ComponentProps) {
  const { status, userID } = useRequireSession();
  if (status !== 'member' || !userID)
    return (
      <PageFrame
        title="Requests"
        description="The inquiries this business has received and sent, each with its conversation."
      >
        <PageSkeleton label={status === 'visitor' ? 'Redirecting to login' : 'Loading'} />
      </PageFrame>
    );
  return <MessageCenter inboxId={params.id} rid={params.rid ?? null} userID={userID} />;
}
