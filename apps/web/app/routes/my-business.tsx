import { NAV_LABELS } from '@wbn/contract';
import { pageMeta } from '~/lib/meta';
import { MemberPage } from '~/layout/member-page';

export const meta = () =>
  pageMeta({
    title: NAV_LABELS.myBusiness,
    description: 'The business profiles you own on WBN Miami: manage them, view them as a buyer or create a new one.',
    keywords: 'my business, business profile, manage business',
  });

export default function MyBusiness() {
  return <MemberPage title={NAV_LABELS.myBusiness} description="The business profiles you own: manage them, view them as a buyer, or create a new one." />;
}
