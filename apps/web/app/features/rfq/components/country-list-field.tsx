/** A short list of countries (the supplier countries): a select adds one, each chosen one has a remove button. */
import { useId } from 'react';
import { RFQ_TEXT } from '@wbn/contract/constants';
import type { Country } from '@wbn/contract/schemas';
import { FieldShell, RemovableChip, controlClass, describedBy } from '~/components/form-controls';

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
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      {value.length ? (
        <ul aria-label={label} className="flex flex-wrap gap-1.5">
          {value.map((code) => (
            <RemovableChip
              key={code}
              as="li"
              label={name(code)}
              removeLabel={RFQ_TEXT.removeItem(name(code))}
              onRemove={() => onChange(value.filter((c) => c !== code))}
            />
          ))}
        </ul>
      ) : null}
      <select
        ref={inputRef}
        id={id}
        value=""
        disabled={value.length >= max}
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
              {c.countryName}
            </option>
          ))}
      </select>
    </FieldShell>
  );
}
