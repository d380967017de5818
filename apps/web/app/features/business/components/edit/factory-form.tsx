/** Edit tab "factory" (the factory section): every field of ZFactorySection. */
import type { BusinessProfile } from '@wbn/contract/schemas';
import { usePageI18n } from '~/lib/i18n-runtime';
import { contractManufacturingLabel } from '../contract-manufacturing';
import { errorAt, toNumber } from '../../lib/validation';
import { CountryStateFields } from '../country-state-fields';
import { TextAreaField, TextField } from '~/components/form-controls';
import { EditForm } from './edit-form';
import { useSaveSection } from './use-save-section';

const CONTRACT_KINDS = ['OEM', 'ODM', 'OBM', 'PRIVATE_LABEL'] as const;

export function FactoryForm({ business }: { business: BusinessProfile }) {
  const i18n = usePageI18n();
  const f = business.factory;
  const {
    draft: d,
    set,
    errors,
    saving,
    onSubmit,
  } = useSaveSection(business.businessID, 'factory', {
    defaults: () => ({
      manufacturingFacilities: f.manufacturingFacilities ?? '',
      city: f.city ?? '',
      zipcode: f.zipcode ?? '',
      country: f.country?.code ?? '',
      state: f.state?.stateID ?? '',
      factorySize: f.factorySize !== null ? String(f.factorySize) : '',
      numberProductionLines: f.numberProductionLines !== null ? String(f.numberProductionLines) : '',
      contractManufacturing: f.contractManufacturing,
    }),
    toValue: (d) => ({
      manufacturingFacilities: d.manufacturingFacilities,
      city: d.city,
      zipcode: d.zipcode,
      country: d.country ? { code: d.country } : undefined,
      state: d.state ? { stateID: d.state } : undefined,
      factorySize: toNumber(d.factorySize),
      numberProductionLines: toNumber(d.numberProductionLines),
      contractManufacturing: d.contractManufacturing,
    }),
  });

  return (
    <EditForm businessID={business.businessID} onSubmit={onSubmit} saving={saving}>
      <TextAreaField
        label="Manufacturing facilities"
        rows={5}
        maxLength={2000}
        value={d.manufacturingFacilities}
        onChange={(v) => set('manufacturingFacilities', v)}
        error={errors.manufacturingFacilities}
        hint="Plants, machinery, quality control, capacity."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="City" value={d.city} onChange={(v) => set('city', v)} maxLength={120} error={errors.city} />
        <TextField
          label="Zip code"
          value={d.zipcode}
          onChange={(v) => set('zipcode', v)}
          maxLength={20}
          error={errors.zipcode}
        />
        <CountryStateFields
          country={d.country}
          state={d.state}
          onChange={(v) => {
            set('country', v.country);
            set('state', v.state);
          }}
          countryError={errorAt(errors, 'country')}
          stateError={errorAt(errors, 'state')}
        />
        <TextField
          label="Factory size (m²)"
          type="number"
          inputMode="decimal"
          min={0}
          value={d.factorySize}
          onChange={(v) => set('factorySize', v)}
          error={errors.factorySize}
        />
        <TextField
          label="Number of production lines"
          type="number"
          inputMode="numeric"
          min={0}
          value={d.numberProductionLines}
          onChange={(v) => set('numberProductionLines', v)}
          error={errors.numberProductionLines}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Contract manufacturing</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {CONTRACT_KINDS.map((k) => (
            <label key={k} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-slate-300 accent-brand-600"
                checked={d.contractManufacturing.includes(k)}
                onChange={(e) =>
                  set(
                    'contractManufacturing',
                    e.target.checked ? [...d.contractManufacturing, k] : d.contractManufacturing.filter((x) => x !== k),
                  )
                }
              />
              {contractManufacturingLabel(k, i18n)}
            </label>
          ))}
        </div>
        {errorAt(errors, 'contractManufacturing') ? (
          <p className="mt-1 text-xs font-medium text-red-600">{errorAt(errors, 'contractManufacturing')}</p>
        ) : null}
      </fieldset>
    </EditForm>
  );
}
