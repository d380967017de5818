import { useLocation } from 'react-router';
import { Link } from '~/lib/edition-link';
import { Check } from 'lucide-react';
import clsx from 'clsx';
import {
  BUY_NOW_TEXT,
  CITY_NAME,
  DEFAULT_TIER,
  MEMBERSHIP_CHOOSE_BUSINESS_PATH,
  PACKAGES,
  SITE_NAME,
  TIERS,
  TIER_LABELS,
  formatUsd,
  membershipPagePath,
  type Tier,
} from '@wbn/contract/constants';
import { pageMeta } from '~/lib/meta';
import { PageFrame } from '~/components/page-frame';
import { ButtonLink } from '~/components/button-link';
import { TIER_PARAGRAPHS } from '~/features/pages/content/membership';
import { specPathOf } from '@wbn/contract/editions';

/** One module serves /membership-{standard|gold|premium|platinum}; the tier comes from the path. */
const tierFromPath = (pathname: string): Tier =>
  TIERS.find((t) => specPathOf(pathname).toLowerCase().startsWith(membershipPagePath(t))) ?? DEFAULT_TIER;

export const meta = ({ location }: { location: { pathname: string } }) => {
  const tier = tierFromPath(location.pathname);
  return pageMeta({
    title: `${TIER_LABELS[tier]} membership`,
    description: `What the ${TIER_LABELS[tier]} listing package of ${SITE_NAME} includes and what it costs.`,
    keywords: `${tier} membership, listing package, B2B membership price, ${CITY_NAME}`,
  });
};

function benefits(tier: Tier): string[] {
  const p = PACKAGES[tier];
  const list = [`Up to ${p.maxProducts} products`];
  if (p.verification) list.push('Company verification');
  if (p.boostsPerMonth) list.push(`${p.boostsPerMonth} advertising boosts per month`);
  if (p.supportHours) list.push(`${p.supportHours} hours of support`);
  return list;
}

export default function MembershipPackage() {
  const tier = tierFromPath(useLocation().pathname);
  const pkg = PACKAGES[tier];
  const paid = pkg.priceCents > 0;
  return (
    <PageFrame
      title={`${TIER_LABELS[tier]} membership`}
      description="What this listing package includes for your business, and its yearly price."
    >
      <p className="text-2xl font-semibold text-brand-700">{paid ? `${formatUsd(pkg.priceCents)} per year` : 'Free'}</p>
      <p className="mt-4 max-w-[70ch] text-base leading-relaxed text-slate-700">{TIER_PARAGRAPHS[tier]}</p>
      <ul className="mt-4 space-y-2">
        {benefits(tier).map((b) => (
          <li key={b} className="flex items-center gap-2 text-slate-700">
            <Check aria-hidden="true" className="h-4 w-4 text-brand-600" />
            {b}
          </li>
        ))}
      </ul>
      {paid ? (
        <ButtonLink to={MEMBERSHIP_CHOOSE_BUSINESS_PATH} className="mt-6">
          {BUY_NOW_TEXT}
        </ButtonLink>
      ) : null}
      <nav aria-label="Other packages" className="mt-8 border-t border-slate-100 pt-4">
        <ul className="flex flex-wrap gap-2">
          {TIERS.map((t) => (
            <li key={t}>
              <Link
                to={membershipPagePath(t)}
                aria-current={t === tier ? 'page' : undefined}
                className={clsx(
                  'inline-flex rounded-full border px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-brand-500',
                  t === tier
                    ? 'border-brand-600 bg-brand-50 text-brand-700'
                    : 'border-slate-200 text-slate-700 hover:border-brand-500',
                )}
              >
                {TIER_LABELS[t]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </PageFrame>
  );
}
