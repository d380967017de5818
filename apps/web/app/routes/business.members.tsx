import { pageMeta } from '~/lib/meta';
import { PageFrame } from '~/components/page-frame';

export const meta = () =>
  pageMeta({
    title: 'Business members',
    description: 'The people who manage and represent a business on WBN Miami.',
    keywords: 'business members, company team',
  });

export default function BusinessMembers() {
  return <PageFrame title="Members" description="The people who manage and represent this business." />;
}
