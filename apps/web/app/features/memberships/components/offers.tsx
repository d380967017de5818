/** The upgrades a business can buy (only higher tiers), each priced for today. */
import { Check } from 'lucide-react';
import clsx from 'clsx';
import { PACKAGES, TIER_LABELS, formatUsd, type Tier } from '@wbn/contract/constants';
import type { Quote } from '@wbn/contract/schemas';
import { buttonClass } from '~/components/button-link';
import { creditAmount, creditLabel, yearlyPrice } from '../lib/format';

export function benefitsOf(tier: Tier): string[] {
  const p = PACKAGES[tier];
  return [
    `Up to ${p.maxProducts} products`,
    ...(p.verification ? ['Company verification'] : []),
    ...(p.boostsPerMonth ? [`${p.boostsPerMonth} advertising boosts per month`] : []),
    ...(p.supportHours ? [`${p.supportHours} hours of professional support`] : []),
  ];
}

export function Offers({
  offers,
  canPay,
  chosen,
  onChoose,
}: {
  offers: Quote[];
  canPay: boolean;
  chosen: string | null;
  onChoose: (planId: string) => void;
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {offers.map((o) => {
        const tier = o.subscription as Tier;
        const active = chosen === o.planId;
        return (
          <li
            key={o.planId}
            className={clsx(
              'flex flex-col rounded-xl border bg-white p-5 shadow-sm',
              active ? 'border-brand-600 ring-2 ring-brand-500' : 'border-slate-200',
            )}
          >
            <h3 className="text-sm font-bold uppercase tracking-wide text-brand-700">{TIER_LABELS[tier]}</h3>
            <p className="mt-2 text-xl font-bold tabular-nums text-slate-900">{yearlyPrice(o.price)}</p>
            {o.credit ? (
              <div className="mt-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
                <p>
                  {creditLabel(o.credit)}: <span className="font-semibold tabular-nums">{creditAmount(o.credit)}</span>
                </p>
                <p className="font-semibold">
                  You pay today: <span className="tabular-nums">{formatUsd(o.amount)}</span>
                </p>
              </div>
            ) : null}
            <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
              {benefitsOf(tier).map((b) => (
                <li key={b} className="flex items-start gap-2">
                  <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
                  {b}
                </li>
              ))}
            </ul>
            {canPay ? (
              <button
                type="button"
                onClick={() => onChoose(o.planId)}
                aria-pressed={active}
                className={buttonClass(active ? 'primary' : 'secondary', 'mt-5 w-full')}
              >
                {active ? `${TIER_LABELS[tier]} chosen` : `Upgrade to ${TIER_LABELS[tier]}`}
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
