import { Link } from '~/lib/edition-link';
import { ArrowLeft } from 'lucide-react';
import type { Route } from './+types/business.members';
import { pageMeta } from '~/lib/meta';
import { useRequireSession } from '~/layout/use-require-session';
import { PageFrame, PageSkeleton } from '~/components/page-frame';
import { useBusiness } from '~/features/business/api/get-business';
import { BusinessTabs, businessTabs } from '~/features/business/components/business-tabs';
import { ErrorState } from '~/components/list-states';
import { MembersPanel } from '~/features/business/components/members-panel';
import { businessLinks, publicBusinessPath, UUID_RE } from '~/lib/business-paths';
import { redirectInEdition } from '~/lib/edition-link';

export const meta = () =>
  pageMeta({
    title: 'Business members',
    description: 'The people who manage and represent a business on WBN Miami.',
    keywords: 'business members, company team',
  });

export function loader({ params, request }: Route.LoaderArgs) {
  if (!UUID_RE.test(params.id)) throw redirectInEdition(request, '/');
  return null;
}

/** /business/{id}/member or /members. Needs a session; the owner manages, others read. */
export default function BusinessMembers({ params }: Route.ComponentProps) {
  const { status, userID } = useRequireSession();
  const business = useBusiness(params.id, { enabled: status === 'member' });
  const data = business.data;
  const canEdit = data?.session === 'owner' || data?.session === 'admin';

  return (
    <div className="space-y-5">
      {data && canEdit ? (
        <BusinessTabs tabs={businessTabs(params.id, data.session, true, businessLinks(params.id).manage, 'Members')} />
      ) : null}
      <PageFrame
        title={data ? `Members of ${data.profile.general.companyName}` : 'Members'}
        description={
          data ? (
            <Link
              to={canEdit ? businessLinks(params.id).manage : publicBusinessPath(data.profile)}
              className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              Back to the business page
            </Link>
          ) : (
            'The people who manage and represent this business.'
          )
        }
      >
        {status !== 'member' || business.isPending ? (
          <PageSkeleton label={status === 'visitor' ? 'Redirecting to login' : 'Loading'} />
        ) : business.isError ? (
          <ErrorState error={business.error} onRetry={() => void business.refetch()} />
        ) : (
          <MembersPanel businessID={params.id} session={data?.session ?? 'none'} userID={userID} />
        )}
      </PageFrame>
    </div>
  );
}
