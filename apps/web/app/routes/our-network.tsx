import { Link } from 'react-router';
import { BRAND_NAME, PACKAGES, STATIC_PAGE_TITLES, TERRITORIAL_PLATFORMS, TIERS, TIER_LABELS, formatUsd, membershipPagePath } from '@wbn/contract';
import { pageMeta } from '~/lib/meta';
import { PageFrame, Prose } from '~/components/page-frame';

export const meta = () =>
  pageMeta({
    title: 'Our network',
    description: `The ${TERRITORIAL_PLATFORMS} territorial platforms of the ${BRAND_NAME} network and its listing packages, seen from Miami.`,
    keywords: 'our network, territorial platforms, listing packages',
  });

export default function OurNetwork() {
  return (
    <PageFrame title={STATIC_PAGE_TITLES.ourNetwork} description="The territorial platforms of the network and the listing packages they offer.">
      <Prose>
        <p>
          {BRAND_NAME} runs {TERRITORIAL_PLATFORMS} territorial web platforms. A business listed on one of them can be found by companies across the whole
          network.
        </p>
      </Prose>
      <h2 className="mt-8 text-lg font-semibold text-slate-900">Listing packages</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {TIERS.map((tier) => (
          <li key={tier}>
            <Link
              to={membershipPagePath(tier)}
              className="block rounded-lg border border-slate-200 p-4 hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <span className="block font-semibold text-slate-900">{TIER_LABELS[tier]}</span>
              <span className="mt-1 block text-sm text-slate-600">{PACKAGES[tier].priceCents === 0 ? 'Free' : `${formatUsd(PACKAGES[tier].priceCents)} per year`}</span>
            </Link>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
