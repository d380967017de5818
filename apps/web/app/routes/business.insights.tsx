/**
 * /business/{id}/insights?days=7|30|90, the Insights tab (decision 0040): how often the business
 * was found, viewed and contacted, per day. Needs a session; only the owner and admins use it:
 * anyone else is told so here, and the API refuses them (403) anyway. The chart (recharts) loads
 * on demand, with this tab only (decision 0009).
 */
import { Link } from '~/lib/edition-link';
import { ArrowLeft, Lock } from 'lucide-react';
import { INSIGHTS_TEXT } from '@wbn/contract/constants';
import type { Route } from './+types/business.insights';
import { pageMeta } from '~/lib/meta';
import { useRequireSession } from '~/layout/use-require-session';
import { PageFrame, PageSkeleton } from '~/components/page-frame';
import { useBusiness } from '~/features/business/api/get-business';
import { BusinessTabs, businessTabs } from '~/features/business/components/business-tabs';
import { EmptyState, ErrorState } from '~/components/list-states';
import { businessLinks, publicBusinessPath, UUID_RE } from '~/lib/business-paths';
import { InsightsArea } from '~/features/insights/components/insights-area';
import { redirectInEdition } from '~/lib/edition-link';

export const meta = () => [
  ...pageMeta({
    title: INSIGHTS_TEXT.heading,
    description: INSIGHTS_TEXT.description,
    keywords: 'business insights, profile views, search appearances, inquiries',
  }),
  { name: 'robots', content: 'noindex' },
];

export function loader({ params, request }: Route.LoaderArgs) {
  if (!UUID_RE.test(params.id)) throw redirectInEdition(request, '/');
  return null;
}

export default function BusinessInsights({ params }: Route.ComponentProps) {
  const { status } = useRequireSession();
  const business = useBusiness(params.id, { enabled: status === 'member' });
  const data = business.data;
  const canEdit = data?.session === 'owner' || data?.session === 'admin';
  const links = businessLinks(params.id);

  return (
    <div className="space-y-5">
      {data && canEdit ? (
        <BusinessTabs tabs={businessTabs(params.id, data.session, true, links.manage, INSIGHTS_TEXT.tab)} />
      ) : null}
      <PageFrame
        title={data ? INSIGHTS_TEXT.titleOf(data.profile.general.companyName) : INSIGHTS_TEXT.heading}
        description={
          data ? (
            <Link
              to={canEdit ? links.manage : publicBusinessPath(data.profile)}
              className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              {INSIGHTS_TEXT.back}
            </Link>
          ) : (
            INSIGHTS_TEXT.description
          )
        }
      >
        {status !== 'member' || business.isPending ? (
          <PageSkeleton label={status === 'visitor' ? 'Redirecting to login' : 'Loading'} />
        ) : business.isError ? (
          <ErrorState error={business.error} onRetry={() => void business.refetch()} />
        ) : !canEdit ? (
          <EmptyState icon={Lock} title={INSIGHTS_TEXT.managersOnly} />
        ) : (
          <InsightsArea businessID={params.id} />
        )}
      </PageFrame>
    </div>
  );
}
