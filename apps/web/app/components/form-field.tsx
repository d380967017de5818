/** Small form pieces shared by the account pages (routes/auth.*.tsx): a labelled field, the form alert and the button spinner. */
import { useId, type ReactNode, type Ref } from 'react';

/** What a Field hands to its input: the id its label points at, the shared look and the error/hint wiring. */
export type InputProps = {
  id: string;
  className: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  required: true;
};

/** A label above one input, with an optional hint or error under it; `aside` sits to the right of the label. */
export function Field(props: {
  label: string;
  error?: string;
  hint?: string;
  aside?: ReactNode;
  children: (p: InputProps) => ReactNode;
}) {
  const { label, error, hint, aside, children } = props;
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {aside}
      </div>
      {children({
        id,
        required: true,
        'aria-invalid': !!error,
        'aria-describedby': describedBy,
        className: `block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm outline-none focus:ring-2 ${
          error ? 'border-red-500 focus:ring-red-200' : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
        }`,
      })}
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The error box at the top of a form (role=alert); focusable so the page can move focus to it. */
export function FormAlert({ id, ref, children }: { id?: string; ref?: Ref<HTMLDivElement>; children: ReactNode }) {
  return (
    <div
      id={id}
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      {children}
    </div>
  );
}

/** The spinner inside a pending primary button. Decorative: the button's text says what is going on. */
export function Spinner() {
  return (
    <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
  );
}
