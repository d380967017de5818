/**
 * "Post as" / "Comment as": the user or one of their businesses (up to 5). A native
 * select: keyboard and screen readers know it, and it fits a phone. Hidden when the user has no
 * business to choose (there is nothing to pick).
 */
import { useId } from 'react';
import clsx from 'clsx';
import type { Actor, ActorOption } from '../lib/actor';

type Props = {
  label: string;
  options: readonly ActorOption[];
  value: Actor;
  onChange: (a: Actor) => void;
  disabled?: boolean;
  compact?: boolean;
};

export function ActorSelect({ label, options, value, onChange, disabled, compact = false }: Props) {
  const id = useId();
  if (options.length < 2) return null;
  const key = value.type === 'user' ? 'user' : `business:${value.businessID}`;
  return (
    <div className={clsx('flex min-w-0 items-center gap-2', compact ? 'text-xs' : 'text-sm')}>
      <label htmlFor={id} className={clsx('shrink-0 text-slate-600', compact && 'sr-only')}>
        {label}
      </label>
      <select
        id={id}
        value={key}
        disabled={disabled}
        onChange={(e) => onChange(options.find((o) => o.key === e.target.value)?.actor ?? options[0]!.actor)}
        className={clsx(
          'min-w-0 max-w-full truncate rounded-lg border border-slate-300 bg-white text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60',
          compact ? 'px-1.5 py-0.5' : 'px-2 py-1.5',
        )}
      >
        {options.map((o) => (
          <option key={o.key} value={o.key}>
            {o.actor.type === 'user' ? `${o.name} (you)` : o.name}
          </option>
        ))}
      </select>
    </div>
  );
}
