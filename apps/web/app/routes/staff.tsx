/** /staff: the staff area. Needs a session; the API refuses everyone who is not staff. */
import { Suspense, lazy } from 'react';
import { pageMeta } from '~/lib/meta';
import { MemberPage } from '~/layout/member-page';
import { PageSkeleton } from '~/components/page-frame';

// Staff only: its code never weighs on anyone else's first load (decision 0009).
const StaffArea = lazy(() => import('~/features/staff/components/staff-area').then((m) => ({ default: m.StaffArea })));

export const meta = () => [
  ...pageMeta({
    title: 'Staff area',
    description: 'Verification requests, payments, need-help enquiries and reviews waiting on the network.',
  }),
  { name: 'robots', content: 'noindex' },
];

export default function Staff() {
  return (
    <MemberPage
      title="Staff area"
      description="Verification requests, membership payments, need-help enquiries, failed background jobs, reports to moderate, and reviews waiting for a decision."
    >
      <Suspense fallback={<PageSkeleton label="Loading the staff area" />}>
        <StaffArea />
      </Suspense>
    </MemberPage>
  );
}
