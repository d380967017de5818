/**
 * Read-only stars (decision 0073): five stars filled to the value, a fraction of a star filled in
 * part (4.3 fills four and a third of the fifth). Screen readers hear one label, "4.3 out of 5
 * stars" (the contract's `starsLabel`, in the page's edition), never five separate images. The number and count beside them are the caller's to write
 * (`starsNumber`, `reviewCountLabel` of the contract).
 */
import { Star } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { REVIEW_LIMITS, starsNumber } from '@wbn/contract/constants';

export type StarsSize = 'sm' | 'md' | 'lg';

const SIZE_CLASS: Record<StarsSize, string> = {
  sm: 'h-3.5 w-3.5',
  md: 'h-4 w-4',
  lg: 'h-5 w-5',
};

export function StarsDisplay({ value, size = 'md' }: { value: number; size?: StarsSize }) {
  const { t } = useLingui();
  const icon = SIZE_CLASS[size];
  const shown = starsNumber(value);
  const max = REVIEW_LIMITS.starsMax;
  const stars = Array.from({ length: REVIEW_LIMITS.starsMax }, (_, i) => Math.min(1, Math.max(0, value - i)));
  return (
    <span role="img" aria-label={t`${shown} out of ${max} stars`} className="inline-flex shrink-0 items-center gap-0.5">
      {stars.map((fill, i) => (
        <span key={i} aria-hidden="true" className={`relative inline-block ${icon}`}>
          <Star className={`absolute inset-0 ${icon} fill-slate-200 text-slate-300`} strokeWidth={1.5} />
          {fill > 0 ? (
            <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Star className={`${icon} fill-amber-400 text-amber-500`} strokeWidth={1.5} />
            </span>
          ) : null}
        </span>
      ))}
    </span>
  );
}
