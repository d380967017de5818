import { BadgeCheck, ShieldAlert } from 'lucide-react';
import { PRODUCT_TEXT } from '@wbn/contract/constants';
import { useSpecText } from '~/lib/i18n';

/** The spec's 'Verified' or 'Not Verified': the business's verification state, in the page's edition. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  const spec = useSpecText();
  return verified ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700">
      <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
      {spec(PRODUCT_TEXT.verified)}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
      <ShieldAlert aria-hidden="true" className="h-3.5 w-3.5" />
      {spec(PRODUCT_TEXT.notVerified)}
    </span>
  );
}

export function TierBadge({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center rounded-full bg-accent-500/15 px-2 py-0.5 text-xs font-bold tracking-wide text-amber-800">
      {label}
    </span>
  );
}
