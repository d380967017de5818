/**
 * /rfq/new: "Request quotations" (decision 0038). Needs a session (visitors go to login and come
 * back). Who may post: the member, and the businesses they own or administer (the message center's
 * inboxes say which, as on "Send request"). The form is a chunk of its own (decision 0009).
 */
import { lazy, Suspense } from 'react';
import { RFQ_TEXT } from '@wbn/contract/constants';
import { pageMeta } from '~/lib/meta';
import { PageFrame, PageSkeleton } from '~/components/page-frame';
import { useRequireSession } from '~/layout/use-require-session';
import { ErrorState } from '~/components/list-states';
import { useRequestSummary } from '~/features/requests/api/get-summary';
import type { Poster } from '~/features/rfq/components/rfq-form';

const loadForm = () => import('~/features/rfq/components/rfq-form');
// Asked for as soon as this module runs in the browser, alongside the session.
if (typeof window !== 'undefined') void loadForm();
const RfqForm = lazy(() => loadForm().then((m) => ({ default: m.RfqForm })));

export const meta = () => [
  ...pageMeta({
    title: RFQ_TEXT.newTitle,
    description: RFQ_TEXT.newIntro,
    keywords: 'request for quotation, RFQ, sourcing, suppliers',
  }),
  { name: 'robots', content: 'noindex' },
];

export default function NewRfq() {
  const { status, userID } = useRequireSession();
  const member = status === 'member' && userID ? userID : null;
  const summary = useRequestSummary(Boolean(member));

  let body;
  if (!member || summary.isPending)
    body = <PageSkeleton label={status === 'visitor' ? 'Redirecting to login' : 'Loading'} />;
  else if (summary.isError) body = <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />;
  else {
    // The member first, then the businesses they own or administer (a plain member posts as themself).
    const posters: Poster[] = summary.data.inboxes
      .filter((i) => i.role === 'self' || i.role === 'owner' || i.role === 'admin')
      .map((i) => ({ id: i.type === 'user' ? member : i.id, name: i.name, type: i.type }))
      .sort((a, b) => (a.type === b.type ? 0 : a.type === 'user' ? -1 : 1));
    body = (
      <Suspense fallback={<PageSkeleton label="Loading" />}>
        <RfqForm userID={member} posters={posters.length ? posters : [{ id: member, name: '', type: 'user' }]} />
      </Suspense>
    );
  }

  return (
    <PageFrame title={RFQ_TEXT.newTitle} description={RFQ_TEXT.newIntro}>
      {body}
    </PageFrame>
  );
}
