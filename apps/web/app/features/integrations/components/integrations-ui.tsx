/**
 * Pieces the Developers tab's two sections share: a group of checkboxes (scopes, events) with its
 * error, the form's own error above its button, the small buttons of a row, and what a section
 * shows while its list loads, fails or is refused.
 */
import { useId, type ReactNode, type Ref } from 'react';
import { Lock } from 'lucide-react';
import { DEVELOPERS_TAB_TEXT } from '@wbn/contract/constants';
import { ErrorState } from '~/components/error-state';
import { PageSkeleton } from '~/components/page-frame';
import { EmptyState } from '~/components/list-states';
import { errorText, isApiError } from '~/lib/api-client';

/** The buttons of a key's or a webhook's row (Activity, Revoke, Send test...). */
export const rowButtonClass =
  'inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60';

/**
 * A section's list while it loads, when it fails (with Try again), or when the API refuses the
 * person (403: not the owner or an admin, perhaps no longer); otherwise the list itself.
 */
export function ListStates({
  query,
  loading,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  loading: string;
  children: () => ReactNode;
}) {
  if (query.isPending) return <PageSkeleton label={loading} />;
  if (query.isError && isApiError(query.error) && query.error.status === 403)
    return <EmptyState icon={Lock} title={DEVELOPERS_TAB_TEXT.managersOnly} />;
  if (query.isError) return <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  return <>{children()}</>;
}

type CheckboxGroupProps<T extends string> = {
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: readonly T[];
  onChange: (next: T[]) => void;
  error?: string;
  /** The first box: where focus goes when the group is in error (react-hook-form's `field.ref`). */
  firstRef?: Ref<HTMLInputElement>;
};

/**
 * One checkbox per option, each named by its label (what it means) and described by its code (what
 * the API and the guide call it). The choice keeps the options' order, whatever the clicks' order.
 */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  labels,
  value,
  onChange,
  error,
  firstRef,
}: CheckboxGroupProps<T>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid gap-1.5 sm:grid-cols-2">
        {options.map((option, i) => (
          <label
            key={option}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2 hover:bg-slate-50 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
          >
            <input
              ref={i === 0 ? firstRef : undefined}
              type="checkbox"
              value={option}
              checked={value.includes(option)}
              onChange={(e) => onChange(options.filter((o) => (o === option ? e.target.checked : value.includes(o))))}
              aria-labelledby={`${id}-${i}-label`}
              aria-describedby={`${id}-${i}-code`}
              aria-invalid={error ? true : undefined}
              className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600 focus-visible:outline-none"
            />
            <span className="min-w-0">
              <span id={`${id}-${i}-label`} className="block text-sm text-slate-800">
                {labels[option]}
              </span>
              <code id={`${id}-${i}-code`} className="block font-mono text-xs break-all text-slate-500">
                {option}
              </code>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A refusal of the whole form (too many keys, the network): above its button. */
export function FormError({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  ) : null;
}
