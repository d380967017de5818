/** A short list of countries (the supplier countries): a select adds one, each chosen one has a remove button. */
import { useId } from 'react';
import { X } from 'lucide-react';
import { RFQ_TEXT } from '@wbn/contract/constants';
import type { Country } from '@wbn/contract/schemas';
import { controlClass } from '~/features/business/components/form-controls';
import { describedBy } from './fields';

type Props = {
  label: string;
  hint?: string;
  error?: string;
  countries: readonly Country[];
  value: readonly string[];
  onChange: (codes: string[]) => void;
  max: number;
  inputRef?: (element: HTMLElement | null) => void;
};

export function CountryListField({ label, hint, error, countries, value, onChange, max, inputRef }: Props) {
  const id = useId();
  const name = (code: string) => countries.find((c) => c.code === code)?.countryName ?? code;
  const full = value.length >= max;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {value.length ? (
        <ul aria-label={label} className="flex flex-wrap gap-1.5">
          {value.map((code) => (
            <li key={code} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-xs font-medium text-brand-700">
              {name(code)}
              <button
                type="button"
                onClick={() => onChange(value.filter((c) => c !== code))}
                aria-label={RFQ_TEXT.removeItem(name(code))}
                className="rounded-full p-0.5 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <X aria-hidden="true" className="h-3 w-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <select
        ref={inputRef}
        id={id}
        value=""
        disabled={full}
        onChange={(e) => {
          if (e.target.value) onChange([...value, e.target.value]);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClass(Boolean(error))}
      >
        <option value="">{RFQ_TEXT.addCountry}</option>
        {countries
          .filter((c) => !value.includes(c.code))
          .map((c) => (
            <option key={c.code} value={c.code}>
              {`${c.emoji} ${c.countryName}`.trim()}
            </option>
          ))}
      </select>
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
