import { pageMeta } from '~/lib/meta';
import { PageFrame } from '~/components/page-frame';

export const meta = () =>
  pageMeta({
    title: 'Company products',
    description: 'The products a business showcases on WBN Miami.',
    keywords: 'company products, product catalogue, supplier products',
  });

export default function BusinessProducts() {
  return <PageFrame title="Company products" description="The products this business showcases to buyers." />;
}
