/**
 * The listing-packages block (the spec's listing packages): one card per tier with price, products cap,
 * verification, boosts per month, support hours and a link to its membership page.
 */
import { Link } from '~/lib/edition-link';
import { Check, Minus } from 'lucide-react';
import { PACKAGES, TIERS, TIER_LABELS, formatUsd, membershipPagePath, type Tier } from '@wbn/contract/constants';

type Row = { label: string; value: string | null };

function rows(tier: Tier): Row[] {
  const p = PACKAGES[tier];
  return [
    { label: 'Products', value: `Up to ${p.maxProducts}` },
    { label: 'Verification', value: p.verification ? 'Included' : null },
    { label: 'Advertising boosts', value: p.boostsPerMonth ? `${p.boostsPerMonth} per month` : null },
    { label: 'Support', value: p.supportHours ? `${p.supportHours} hours` : null },
  ];
}

export const priceText = (tier: Tier) =>
  PACKAGES[tier].priceCents === 0 ? 'Free' : `${formatUsd(PACKAGES[tier].priceCents)} per year`;

export function PackagesGrid() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {TIERS.map((tier) => (
        <li key={tier} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h3 className="text-lg font-semibold text-slate-900">{TIER_LABELS[tier]}</h3>
          <p className="mt-1 text-base font-semibold text-brand-700">{priceText(tier)}</p>
          <dl className="mt-4 flex-1 space-y-2 text-sm">
            {rows(tier).map((r) => (
              <div key={r.label} className="flex items-start gap-2">
                {r.value ? (
                  <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
                ) : (
                  <Minus aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" />
                )}
                <dt className="text-slate-600">{r.label}:</dt>
                <dd className="font-medium text-slate-900">{r.value ?? 'Not included'}</dd>
              </div>
            ))}
          </dl>
          <Link
            to={membershipPagePath(tier)}
            className="mt-5 inline-flex justify-center rounded-lg border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            {TIER_LABELS[tier]} package details
          </Link>
        </li>
      ))}
    </ul>
  );
}
