/**
 * The listing-packages prices block (the spec's listing packages): the four tiers with price
 * per year (or Free), product cap, verification, advertising boosts and support, each linking
 * to its /membership-{tier} page. Limits the spec does not give are shown as a dash.
 */
import { Link } from '~/lib/edition-link';
import { ArrowRight, Minus } from 'lucide-react';
import clsx from 'clsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { PACKAGES, TIERS, TIER_LABELS, formatUsd, membershipPagePath, type Tier } from '@wbn/contract/constants';
import { useSpecText } from '~/lib/i18n';

export function PackagesBlock({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useLingui();
  const spec = useSpecText();
  /** A tier's price per year (the contract's USD form), or Free. */
  const price = (tier: Tier) => (PACKAGES[tier].priceCents === 0 ? t`Free` : formatUsd(PACKAGES[tier].priceCents));
  const rows = (tier: Tier): { label: string; value: string | null }[] => {
    const { maxProducts: products, boostsPerMonth: boosts, supportHours: hours, verification } = PACKAGES[tier];
    return [
      { label: t`Products`, value: t`Up to ${products}` },
      { label: t`Company verification`, value: verification ? t`Included` : null },
      { label: t`Advertising boosts`, value: boosts ? t`${boosts} per month` : null },
      { label: t`Support`, value: hours ? t`${plural(hours, { one: '# hour', other: '# hours' })}` : null },
    ];
  };
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Item = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section
      aria-labelledby="packages-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <Heading id="packages-title" className="text-xl font-semibold text-slate-900">
        <Trans>Listing packages</Trans>
      </Heading>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          Start free; upgrade a business for more products, verification and visibility. Prices are per year.
        </Trans>
      </p>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {TIERS.map((tier) => {
          const paid = PACKAGES[tier].priceCents > 0;
          const name = spec(TIER_LABELS[tier]);
          return (
            <li
              key={tier}
              className={clsx(
                'flex flex-col rounded-xl border p-4',
                tier === 'platinum' ? 'border-brand-500 ring-1 ring-brand-500' : 'border-slate-200',
              )}
            >
              <Item className="text-sm font-bold uppercase tracking-wide text-brand-700">{name}</Item>
              <p className="mt-2">
                <span className="text-2xl font-bold text-slate-900">{price(tier)}</span>
                {paid ? <span className="text-sm text-slate-500"> {t`per year`}</span> : null}
              </p>
              <dl className="mt-4 flex-1 space-y-2 text-sm">
                {rows(tier).map((row) => (
                  <div key={row.label} className="flex items-start justify-between gap-2">
                    <dt className="text-slate-600">{row.label}</dt>
                    <dd className="text-right font-medium text-slate-900">
                      {row.value ?? (
                        <>
                          <Minus aria-hidden="true" className="inline h-4 w-4 text-slate-300" />
                          <span className="sr-only">
                            <Trans>Not included</Trans>
                          </span>
                        </>
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
              <Link
                to={membershipPagePath(tier)}
                className="mt-4 inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <Trans>{name} package</Trans>
                <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
