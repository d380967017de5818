import { NAV_LABELS } from '@wbn/contract';
import { pageMeta } from '~/lib/meta';
import { MemberPage } from '~/layout/member-page';

export const meta = () =>
  pageMeta({
    title: NAV_LABELS.myB2B,
    description: 'Your WBN Miami newsfeed: post as yourself or as one of your businesses and follow what your network shares.',
    keywords: 'newsfeed, B2B posts, business updates',
  });

export default function Newsfeed() {
  return <MemberPage title={NAV_LABELS.myB2B} description="Post as yourself or as one of your businesses, and follow what the companies and people in your network share." />;
}
