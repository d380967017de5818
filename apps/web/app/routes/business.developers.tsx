/**
 * /business/{id}/developers, the Developers tab: the business's API keys (decision 0035) and
 * webhooks (decision 0036). Needs a session; only the owner and admins use it: anyone else is told
 * so here, and the API refuses them (403) anyway. The sections load on demand (decision 0009).
 */
import { Suspense, lazy, useEffect } from 'react';
import { Link } from '~/lib/edition-link';
import { ArrowLeft, Lock } from 'lucide-react';
import { DEVELOPERS_TAB_TEXT } from '@wbn/contract/constants';
import type { Route } from './+types/business.developers';
import { pageMeta } from '~/lib/meta';
import { useRequireSession } from '~/layout/use-require-session';
import { PageFrame, PageSkeleton } from '~/components/page-frame';
import { useBusiness } from '~/features/business/api/get-business';
import { BusinessTabs, businessTabs } from '~/features/business/components/business-tabs';
import { EmptyState, ErrorState } from '~/components/list-states';
import { businessLinks, publicBusinessPath, UUID_RE } from '~/lib/business-paths';
import { redirectInEdition } from '~/lib/edition-link';

// The typed client, the forms and the lists come with this chunk, never with the page's first load.
const loadArea = () => import('~/features/integrations/components/developers-area');
const DevelopersArea = lazy(() => loadArea().then((m) => ({ default: m.DevelopersArea })));

export const meta = () => [
  ...pageMeta({
    title: DEVELOPERS_TAB_TEXT.title,
    description: 'The API keys and webhooks of a business on WBN Miami, for its owner and admins.',
    keywords: 'API keys, webhooks, integration',
  }),
  { name: 'robots', content: 'noindex' },
];

export function loader({ params, request }: Route.LoaderArgs) {
  if (!UUID_RE.test(params.id)) throw redirectInEdition(request, '/');
  return null;
}

export default function BusinessDevelopers({ params }: Route.ComponentProps) {
  const { status } = useRequireSession();
  const business = useBusiness(params.id, { enabled: status === 'member' });
  const data = business.data;
  const canEdit = data?.session === 'owner' || data?.session === 'admin';
  const links = businessLinks(params.id);

  // The sections' chunk comes while the business loads, not after.
  useEffect(() => {
    if (status === 'member') void loadArea();
  }, [status]);

  return (
    <div className="space-y-5">
      {data && canEdit ? (
        <BusinessTabs tabs={businessTabs(params.id, data.session, true, links.manage, DEVELOPERS_TAB_TEXT.title)} />
      ) : null}
      <PageFrame
        title={data ? DEVELOPERS_TAB_TEXT.titleOf(data.profile.general.companyName) : DEVELOPERS_TAB_TEXT.title}
        description={
          data ? (
            <Link
              to={canEdit ? links.manage : publicBusinessPath(data.profile)}
              className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              Back to the business page
            </Link>
          ) : (
            DEVELOPERS_TAB_TEXT.description
          )
        }
      >
        {status !== 'member' || business.isPending ? (
          <PageSkeleton label={status === 'visitor' ? 'Redirecting to login' : 'Loading'} />
        ) : business.isError ? (
          <ErrorState error={business.error} onRetry={() => void business.refetch()} />
        ) : !canEdit ? (
          <EmptyState icon={Lock} title={DEVELOPERS_TAB_TEXT.managersOnly} />
        ) : (
          <Suspense fallback={<PageSkeleton label="Loading the API keys and webhooks" />}>
            <DevelopersArea businessID={params.id} />
          </Suspense>
        )}
      </PageFrame>
    </div>
  );
}
