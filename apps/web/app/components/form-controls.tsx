/**
 * Labelled form controls with inline errors (aria-invalid + aria-describedby), shared by the
 * business, product and RFQ forms. Bound to a react-hook-form field: `form-controlled.tsx`.
 */
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { X } from 'lucide-react';
import clsx from 'clsx';
import { TEXTAREA_MAX_LENGTH, TEXTAREA_PLACEHOLDER, TEXTAREA_ROWS } from '@wbn/contract/constants';

export const controlClass = (invalid?: boolean) =>
  clsx(
    'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:bg-slate-50 disabled:text-slate-500',
    invalid ? 'border-red-500' : 'border-slate-300',
  );

type FieldShellProps = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
  className?: string;
};

export function FieldShell({ id, label, error, hint, required, children, className }: FieldShellProps) {
  return (
    <div className={clsx('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

type Common = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  disabled?: boolean;
  /** The control element, e.g. react-hook-form's `field.ref`, which focuses the first invalid field. */
  inputRef?: (element: HTMLElement | null) => void;
  onBlur?: () => void;
};

export function TextField({
  value,
  onChange,
  type = 'text',
  placeholder,
  autoComplete,
  maxLength,
  inputMode,
  min,
  max,
  step,
  inputRef,
  onBlur,
  ...common
}: Common & {
  value: string;
  onChange: (v: string) => void;
  type?: 'text' | 'email' | 'url' | 'number' | 'date' | 'tel';
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  inputMode?: 'numeric' | 'decimal' | 'text' | 'email' | 'url' | 'tel';
  min?: number | string;
  max?: number | string;
  step?: number | 'any';
}) {
  const id = useId();
  return (
    <FieldShell id={id} {...common}>
      <input
        ref={inputRef}
        id={id}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        placeholder={placeholder}
        autoComplete={autoComplete}
        maxLength={maxLength}
        inputMode={inputMode}
        min={min}
        max={max}
        step={step}
        disabled={common.disabled}
        aria-required={common.required || undefined}
        aria-invalid={common.error ? true : undefined}
        aria-describedby={describedBy(id, common.error, common.hint)}
        className={controlClass(Boolean(common.error))}
      />
    </FieldShell>
  );
}

/** The spec's default text area: 512 characters, 6 rows, 'Type here...', counter shown. */
export function TextAreaField({
  value,
  onChange,
  maxLength = TEXTAREA_MAX_LENGTH,
  rows = TEXTAREA_ROWS,
  placeholder = TEXTAREA_PLACEHOLDER,
  inputRef,
  onBlur,
  ...common
}: Common & { value: string; onChange: (v: string) => void; maxLength?: number; rows?: number; placeholder?: string }) {
  const id = useId();
  return (
    <FieldShell id={id} {...common}>
      <textarea
        ref={inputRef}
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        maxLength={maxLength}
        rows={rows}
        placeholder={placeholder}
        disabled={common.disabled}
        aria-required={common.required || undefined}
        aria-invalid={common.error ? true : undefined}
        aria-describedby={[describedBy(id, common.error, common.hint), `${id}-count`].filter(Boolean).join(' ')}
        className={clsx(controlClass(Boolean(common.error)), 'resize-y')}
      />
      <p id={`${id}-count`} className="text-right text-xs tabular-nums text-slate-500" aria-live="polite">
        {value.length}/{maxLength}
      </p>
    </FieldShell>
  );
}

export type Option = { value: string; label: string };

export function SelectField({
  value,
  onChange,
  options,
  placeholder = 'Select…',
  inputRef,
  onBlur,
  ...common
}: Common & { value: string; onChange: (v: string) => void; options: readonly Option[]; placeholder?: string }) {
  const id = useId();
  return (
    <FieldShell id={id} {...common}>
      <select
        ref={inputRef}
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        disabled={common.disabled}
        aria-required={common.required || undefined}
        aria-invalid={common.error ? true : undefined}
        aria-describedby={describedBy(id, common.error, common.hint)}
        className={controlClass(Boolean(common.error))}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** A min / max number pair (the profile's ranges). */
export function RangeField({
  value,
  onChange,
  unit,
  ...common
}: Common & {
  value: { min: string; max: string };
  onChange: (v: { min: string; max: string }) => void;
  unit?: string;
}) {
  const id = useId();
  const input = (side: 'min' | 'max') => (
    <div className="flex min-w-0 flex-1 items-center gap-2">
      <span className="text-xs font-medium uppercase text-slate-500" aria-hidden="true">
        {side}
      </span>
      <input
        id={side === 'min' ? id : `${id}-max`}
        type="number"
        inputMode="numeric"
        min={0}
        value={value[side]}
        onChange={(e) => onChange({ ...value, [side]: e.target.value })}
        aria-label={
          side === 'min' ? undefined : `${typeof common.label === 'string' ? common.label : ''} maximum`.trim()
        }
        aria-invalid={common.error ? true : undefined}
        aria-describedby={describedBy(id, common.error, common.hint)}
        className={controlClass(Boolean(common.error))}
      />
    </div>
  );
  return (
    <FieldShell
      id={id}
      {...common}
      label={
        <>
          {common.label} {unit ? <span className="font-normal text-slate-500">({unit})</span> : null}
        </>
      }
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        {input('min')}
        {input('max')}
      </div>
    </FieldShell>
  );
}

/** One chosen item of a list (a tag, a country) with its remove button. */
export function RemovableChip({
  label,
  removeLabel,
  onRemove,
  as: Tag = 'span',
}: {
  label: ReactNode;
  removeLabel: string;
  onRemove: () => void;
  as?: 'span' | 'li';
}) {
  return (
    <Tag className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-0.5 pl-2.5 pr-1 text-xs font-medium text-brand-700">
      <span className="truncate">{label}</span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={removeLabel}
        className="shrink-0 rounded-full p-0.5 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <X aria-hidden="true" className="h-3 w-3" />
      </button>
    </Tag>
  );
}

/** A list of short texts: Enter or comma adds, each chip has a remove button. */
export function TagInput({
  values,
  onChange,
  placeholder = 'Type and press Enter',
  max,
  ...common
}: Common & { values: string[]; onChange: (v: string[]) => void; placeholder?: string; max?: number }) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = (raw: string) => {
    const parts = raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const next = [...values];
    for (const p of parts) if (!next.some((v) => v.toLowerCase() === p.toLowerCase())) next.push(p);
    onChange(max ? next.slice(0, max) : next);
    setDraft('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      if (draft.trim()) add(draft);
    } else if (e.key === 'Backspace' && draft === '' && values.length) {
      onChange(values.slice(0, -1));
    }
  };
  const full = max !== undefined && values.length >= max;
  return (
    <FieldShell
      id={id}
      {...common}
      hint={common.hint ?? `Press Enter or comma after each entry${max ? ` (up to ${max})` : ''}.`}
    >
      <div
        className={clsx(
          controlClass(Boolean(common.error)),
          'flex flex-wrap items-center gap-1.5 focus-within:ring-2 focus-within:ring-brand-500',
        )}
      >
        {values.map((v) => (
          <RemovableChip
            key={v}
            label={v}
            removeLabel={`Remove ${v}`}
            onRemove={() => onChange(values.filter((x) => x !== v))}
          />
        ))}
        <input
          id={id}
          value={draft}
          disabled={full || common.disabled}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => draft.trim() && add(draft)}
          placeholder={full ? '' : placeholder}
          aria-invalid={common.error ? true : undefined}
          aria-describedby={describedBy(id, common.error, common.hint ?? 'x')}
          className="min-w-32 flex-1 border-0 bg-transparent p-0.5 text-sm outline-none placeholder:text-slate-400"
        />
      </div>
    </FieldShell>
  );
}

export function FormError({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
      {children}
    </div>
  );
}
