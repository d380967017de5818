import { pageMeta } from '~/lib/meta';
import { MemberPage } from '~/layout/member-page';

export const meta = () =>
  pageMeta({
    title: 'Membership',
    description: 'Upgrade a business to a gold, premium or platinum membership on WBN Miami.',
    keywords: 'membership upgrade, gold, premium, platinum',
  });

export default function BusinessMembership() {
  return <MemberPage title="Membership" description="This business's current membership and verification, and the yearly upgrades it can buy." />;
}
