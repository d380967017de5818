/** The RFQ forms' inputs: a labelled input (number, date, text) with its hint and error, on the business forms' field frame. */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import { FieldShell, controlClass } from '~/features/business/components/form-controls';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'aria-invalid' | 'aria-describedby' | 'ref'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** react-hook-form's `field.ref`: the first invalid field gets the focus. */
  inputRef?: (element: HTMLElement | null) => void;
  className?: string;
};

export const describedBy = (id: string, error?: string, hint?: ReactNode) => [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

export function InputField({ label, error, hint, inputRef, className, required, ...input }: Props) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <input
        {...input}
        ref={inputRef}
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={clsx(controlClass(Boolean(error)))}
      />
    </FieldShell>
  );
}

/** A number as typed ('' stays empty, the schema then says what is missing). */
export const toNumber = (value: string) => (value.trim() === '' ? undefined : Number(value.replace(',', '.')));
