import { pageMeta } from '~/lib/meta';
import { PageFrame } from '~/components/page-frame';

export const meta = () =>
  pageMeta({
    title: 'Timeline',
    description: 'Posts shared by a member or a business on WBN Miami.',
    keywords: 'timeline, posts, business updates',
  });

export default function Timeline() {
  return <PageFrame title="Timeline" description="The posts a member or a business has shared, newest first." />;
}
