import { Link } from 'react-router';
import { BRAND_NAME, BUSINESS_TYPES, CITY_NAME, SITE_NAME, SITE_PATHS, TERRITORIAL_PLATFORMS, searchPath } from '@wbn/contract';
import { pageMeta } from '~/lib/meta';
import type { SiteHandle } from '~/layout/route-handle';
import { PageFrame } from '~/components/page-frame';
import { ButtonLink } from '~/components/button-link';

export const handle: SiteHandle = { sidebar: true };

export const meta = () =>
  pageMeta({
    title: 'B2B business network and company directory',
    description: `${SITE_NAME} connects manufacturers, distributors, exporters, importers and buyers. Search companies and products by industry and country.`,
    keywords: 'B2B network, company directory, manufacturers, distributors, exporters, importers',
  });

/** Business types a visitor can browse from home (companies only; PR and UR are search modes). */
const BROWSE_TYPES = BUSINESS_TYPES.filter((t) => t.code !== 'PR' && t.code !== 'UR');

export default function Home() {
  return (
    <div className="space-y-6">
      <PageFrame
        title={SITE_NAME}
        description={`The ${CITY_NAME} edition of the ${BRAND_NAME} business-to-business network, one of ${TERRITORIAL_PLATFORMS} territorial platforms. Find suppliers and buyers by industry, business type and country.`}
      >
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={searchPath()}>Search companies</ButtonLink>
          <ButtonLink to={SITE_PATHS.industries} variant="secondary">
            Browse industries
          </ButtonLink>
        </div>
      </PageFrame>
      <section aria-labelledby="browse-types" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="browse-types" className="text-lg font-semibold text-slate-900">
          Browse by business type
        </h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {BROWSE_TYPES.map((type) => (
            <li key={type.code}>
              <Link
                to={searchPath({ business: type.code })}
                className="inline-flex rounded-full border border-slate-200 px-3 py-1.5 text-sm text-slate-700 hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                {type.businessTypeName}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
