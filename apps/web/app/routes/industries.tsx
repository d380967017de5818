import { Link } from 'react-router';
import { INDUSTRIES, searchPath } from '@wbn/contract';
import { pageMeta } from '~/lib/meta';
import type { SiteHandle } from '~/layout/route-handle';
import { useIndustryTree } from '~/layout/use-industries';
import { PageFrame } from '~/components/page-frame';

export const handle: SiteHandle = { sidebar: true };

export const meta = () =>
  pageMeta({
    title: 'Industries',
    description: `All ${INDUSTRIES.length} industries of WBN Miami with their categories: find suppliers and buyers in each.`,
    keywords: 'industries, categories, subcategories, B2B sectors',
  });

export default function Industries() {
  const tree = useIndustryTree();
  const industries = tree.length > 0 ? [...tree].sort((a, b) => a.order - b.order) : INDUSTRIES;
  return (
    <PageFrame title="Industries" description="Every industry of the network with its categories; choose one to search its companies.">
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {industries.map((industry) => (
          <li key={industry.key}>
            <Link
              to={searchPath({ search: industry.name })}
              className="block rounded-lg border border-slate-200 px-4 py-3 text-sm font-medium text-slate-800 hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              {industry.name}
            </Link>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
