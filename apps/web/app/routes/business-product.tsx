import { pageMeta } from '~/lib/meta';
import { PageFrame } from '~/components/page-frame';

export const meta = () =>
  pageMeta({
    title: 'Product',
    description: 'A product on WBN Miami: description, specifications, pictures and the company that offers it.',
    keywords: 'product, specifications, supplier, manufacturer',
  });

export default function ProductPage() {
  return <PageFrame title="Product" description="A product's description, specifications, pictures and videos, and the company that offers it." />;
}
