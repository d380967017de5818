import { pageMeta } from '~/lib/meta';
import type { SiteHandle } from '~/layout/route-handle';
import { PageFrame } from '~/components/page-frame';

export const handle: SiteHandle = { sidebar: true };

export const meta = () =>
  pageMeta({
    title: 'Search results',
    description: 'Companies, products and people on WBN Miami that match your search.',
    keywords: 'search companies, search products, B2B search, suppliers',
  });

export default function SearchResult() {
  return <PageFrame title="Search results" description="Companies, products and people that match your search, filtered by business type and country." />;
}
