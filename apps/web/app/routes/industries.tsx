/**
 * /industries, the industries page: intro text and the 15 industry cards,
 * each with its icon, description, a button searching the industry name, and its categories
 * with subcategory links. Server-rendered from the industry tree, which is not in the page's
 * hydration data: in the browser the page hydrates once the tree has been fetched (GET
 * /api/catsys/industry/full-tree?v=…, decision 0019); the server's HTML stands until then.
 */
import { Suspense } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { INDUSTRIES, SITE_NAME } from '@wbn/contract/constants';
import type { IndustryNode } from '@wbn/contract/schemas';
import { pageMeta } from '~/lib/meta';
import type { SiteHandle } from '~/layout/route-handle';
import { useIndustryTreeSuspense } from '~/lib/use-industries';
import { PageFrame } from '~/components/page-frame';
import { IndustryCard, industryAnchor, type IndustryCardData } from '~/features/search/components/industry-card';
import { HeaderSearchBar } from '~/features/search/components/search-bar';
import { loaderI18n } from '~/lib/i18n.server';
import type { Route } from './+types/industries';

export const handle: SiteHandle = { sidebar: true, headerSearch: HeaderSearchBar };

const count = INDUSTRIES.length;
const site = SITE_NAME;

/** The page's catalogue in its edition, and its title, description and keywords written with it. */
export function loader({ request }: Route.LoaderArgs) {
  const { messages, i18n } = loaderI18n(request, 'industries');
  return {
    messages,
    meta: {
      title: i18n._(msg`Industries`),
      description: i18n._(
        msg`All ${count} industries of ${site} with their categories: find suppliers and buyers in each.`,
      ),
      keywords: i18n._(msg`industries, categories, subcategories, B2B sectors`),
    },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.meta);

/** The tree names an icon per industry (not part of the contract's IndustryNode type). */
type TreeNode = IndustryNode & { icon?: string };

/** The tree in order; without it (API down) the 15 fixed names, without categories. */
function useIndustryCards(): IndustryCardData[] {
  const tree = useIndustryTreeSuspense() as TreeNode[];
  if (tree.length === 0) return INDUSTRIES.map((i) => ({ key: i.key, name: i.name, categories: [] }));
  return [...tree]
    .sort((a, b) => a.order - b.order)
    .map((i) => ({
      key: i.key || i.id,
      name: i.name,
      description: i.description,
      icon: i.icon,
      categories: i.categories,
    }));
}

export default function Industries() {
  return (
    <Suspense fallback={<IndustriesLoading />}>
      <IndustriesContent />
    </Suspense>
  );
}

/** After a client-side navigation, until the tree has been fetched (once per visit). */
function IndustriesLoading() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Industries`} description={t`${site} sorts companies and products into ${count} industries.`}>
      <div role="status" aria-label={t`Loading industries`} className="h-40 animate-pulse rounded-lg bg-slate-100" />
    </PageFrame>
  );
}

function IndustriesContent() {
  const { t } = useLingui();
  const industries = useIndustryCards();
  const categoryCount = industries.reduce((n, i) => n + i.categories.length, 0);
  const sorted = categoryCount
    ? t`${site} sorts companies and products into ${count} industries and ${categoryCount} categories.`
    : t`${site} sorts companies and products into ${count} industries.`;
  const pick = t`Pick an industry, a category or a subcategory to see the manufacturers working in it worldwide; from the results you can switch to distributors, exporters, products or any country.`;
  return (
    <div className="space-y-4">
      <PageFrame title={t`Industries`} description={`${sorted} ${pick}`}>
        <nav aria-label={t`Jump to an industry`}>
          <ul className="flex flex-wrap gap-2">
            {industries.map((industry) => (
              <li key={industry.key}>
                <a
                  href={`#${industryAnchor(industry.key)}`}
                  aria-label={t`Go to ${industry.name}`}
                  className="inline-flex rounded-full border border-slate-200 px-3 py-1 text-sm text-slate-700 hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  {industry.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageFrame>
      {industries.map((industry) => (
        <IndustryCard key={industry.key} industry={industry} />
      ))}
    </div>
  );
}
