import type { Route } from './+types/business.edit';
import { pageMeta } from '~/lib/meta';
import type { SiteHandle } from '~/layout/route-handle';
import { useRequireSession } from '~/layout/use-require-session';
import { PageFrame, PageSkeleton } from '~/components/page-frame';
import { BusinessEditor } from '~/features/business/components/edit/business-editor';
import { isEditTab, UUID_RE } from '~/lib/business-paths';
import { redirectInEdition } from '~/lib/edition-link';

/** Business editing has no footer. */
export const handle: SiteHandle = { footer: false };

export const meta = () =>
  pageMeta({
    title: 'Edit business',
    description:
      'Edit a business profile on WBN Miami: general information, contact details, factory, trade capabilities, terms and certificates.',
    keywords: 'edit business, manage business profile',
  });

/** Unknown ids go home; unknown tabs go to the default tab. */
export function loader({ params, request }: Route.LoaderArgs) {
  if (!UUID_RE.test(params.id)) throw redirectInEdition(request, '/');
  if (params.tab !== undefined && !isEditTab(params.tab))
    throw redirectInEdition(request, `/business/${params.id}/edit/general`);
  return null;
}

/** /business/{id}/edit/{tab optional}: tab ∈ general | contact | factory | trade | terms | certificates (default general). Needs a session. */
export default function EditBusiness({ params }: Route.ComponentProps) {
  const { status } = useRequireSession();
  const tab = isEditTab(params.tab) ? params.tab : 'general';
  if (status !== 'member')
    return (
      <PageFrame title="Edit business">
        <PageSkeleton label={status === 'visitor' ? 'Redirecting to login' : 'Loading'} />
      </PageFrame>
    );
  return <BusinessEditor id={params.id} tab={tab} />;
}
