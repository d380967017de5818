/**
 * /business/{id}/membership, the membership screen: current tier, verification, the
 * yearly upgrades with a card checkout, and the owner's receipts (?receipt= opens one to print).
 * Needs a session; the owner pays, admins read, everyone else is refused by the API.
 */
import { useSearchParams } from 'react-router';
import { Link } from '~/lib/edition-link';
import { ArrowLeft } from 'lucide-react';
import type { Route } from './+types/business.membership';
import { pageMeta } from '~/lib/meta';
import { useRequireSession } from '~/layout/use-require-session';
import { PageFrame, PageSkeleton } from '~/components/page-frame';
import { useBusiness } from '~/features/business/api/get-business';
import { BusinessTabs, businessTabs } from '~/features/business/components/business-tabs';
import { businessLinks, UUID_RE } from '~/lib/business-paths';
import { MembershipPanel } from '~/features/memberships/components/membership-panel';
import { ReceiptView } from '~/features/memberships/components/receipt-view';
import { redirectInEdition } from '~/lib/edition-link';

export const meta = () =>
  pageMeta({
    title: 'Membership',
    description: 'Upgrade a business to a gold, premium or platinum membership on WBN Miami.',
    keywords: 'membership upgrade, gold, premium, platinum',
  });

export function loader({ params, request }: Route.LoaderArgs) {
  if (!UUID_RE.test(params.id)) throw redirectInEdition(request, '/');
  return null;
}

export default function BusinessMembership({ params }: Route.ComponentProps) {
  const { status } = useRequireSession();
  const [search] = useSearchParams();
  const receiptID = search.get('receipt');
  const business = useBusiness(params.id, { enabled: status === 'member' });
  const data = business.data;
  const canEdit = data?.session === 'owner' || data?.session === 'admin';
  const links = businessLinks(params.id);

  return (
    <div className="space-y-5">
      {data && canEdit ? (
        <BusinessTabs tabs={businessTabs(params.id, data.session, true, links.manage, 'Membership')} />
      ) : null}
      <PageFrame
        title={data ? `Membership of ${data.profile.general.companyName}` : 'Membership'}
        description={
          data ? (
            <Link
              to={links.manage}
              className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline print:hidden"
            >
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              Back to the business page
            </Link>
          ) : (
            "This business's current membership and verification, and the yearly upgrades it can buy."
          )
        }
      >
        {status !== 'member' ? (
          <PageSkeleton label={status === 'visitor' ? 'Redirecting to login' : 'Loading'} />
        ) : receiptID ? (
          <ReceiptView receiptID={receiptID} backTo={links.membership} />
        ) : (
          <MembershipPanel businessID={params.id} />
        )}
      </PageFrame>
    </div>
  );
}
