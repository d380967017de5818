/** Country and state selects from reference data (the ref-data calls). */
import { SELECT_ONE_STATE } from '@wbn/contract/constants';
import { useCountries } from '~/lib/ref-data/countries';
import { useStates } from '~/lib/ref-data/states';
import { SelectField } from '~/components/form-controls';

type Props = {
  country: string;
  state: string;
  onChange: (v: { country: string; state: string }) => void;
  countryError?: string;
  stateError?: string;
  required?: boolean;
  disabled?: boolean;
  /** The two selects, e.g. react-hook-form's `field.ref` of each (focus on the first invalid field). */
  countryRef?: (element: HTMLElement | null) => void;
  stateRef?: (element: HTMLElement | null) => void;
};

/** Whether the chosen country has states (then a state is required when creating a business). */
export function useCountryHasStates(code: string) {
  const states = useStates(code);
  return { hasStates: (states.data?.length ?? 0) > 0, loading: states.isFetching };
}

export function CountryStateFields({
  country,
  state,
  onChange,
  countryError,
  stateError,
  required,
  disabled,
  countryRef,
  stateRef,
}: Props) {
  const countries = useCountries();
  const states = useStates(country);
  const stateList = states.data ?? [];
  return (
    <>
      <SelectField
        label="Country"
        inputRef={countryRef}
        required={required}
        disabled={disabled}
        value={country}
        onChange={(code) => onChange({ country: code, state: '' })}
        placeholder={countries.isPending ? 'Loading countries…' : 'Select a country'}
        options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.countryName }))}
        error={countryError}
      />
      <SelectField
        label="State"
        inputRef={stateRef}
        required={required && stateList.length > 0}
        disabled={disabled || !country || stateList.length === 0}
        value={state}
        onChange={(stateID) => onChange({ country, state: stateID })}
        placeholder={
          !country
            ? 'Choose a country first'
            : states.isFetching
              ? 'Loading states…'
              : stateList.length
                ? SELECT_ONE_STATE
                : 'No states for this country'
        }
        options={stateList.map((s) => ({ value: s.stateID, label: s.stateName }))}
        error={stateError}
      />
    </>
  );
}
