import type { ReactNode } from 'react';
import clsx from 'clsx';

export const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30 disabled:bg-slate-50 aria-[invalid=true]:border-red-500';

export const smallButtonClass =
  'inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50';

export const iconButtonClass =
  'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50';

/** A labelled block of the form with optional hint and error (the error is announced). */
export function Field({
  id,
  label,
  hint,
  error,
  required,
  children,
  className,
}: {
  id?: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  children: ReactNode;
  className?: string;
}) {
  const Label = id ? 'label' : 'span';
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <Label {...(id ? { htmlFor: id } : {})} className="text-sm font-medium text-slate-700">
        {label}
        {required ? (
          <span aria-hidden className="text-red-600">
            {' '}
            *
          </span>
        ) : null}
      </Label>
      {children}
      {hint ? (
        <span id={id ? `${id}-hint` : undefined} className="text-xs text-slate-500">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={id ? `${id}-error` : undefined} role="alert" className="text-sm text-red-600">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** aria attributes linking an input to its Field's hint and error. */
export const describedBy = (id: string, hint: boolean, error?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined,
});
