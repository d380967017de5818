/** Edit tab "terms" (businessTerms): every field of ZTermsSection. */
import type { BusinessProfile } from '@wbn/contract/schemas';
import { errorAt } from '../../lib/validation';
import { TagInput } from '~/components/form-controls';
import { EditForm } from './edit-form';
import { useSaveSection } from './use-save-section';

const FIELDS = [
  { key: 'acceptedDeliveryTerms', label: 'Accepted delivery terms', placeholder: 'e.g. FOB, CIF, EXW' },
  { key: 'acceptedPaymentCurrencies', label: 'Accepted payment currencies', placeholder: 'e.g. USD, EUR' },
  { key: 'packagingTypes', label: 'Packaging types', placeholder: 'e.g. Carton, Pallet' },
  { key: 'acceptedPaymentTypes', label: 'Accepted payment types', placeholder: 'e.g. T/T, L/C' },
] as const;

export function TermsForm({ business }: { business: BusinessProfile }) {
  const {
    draft: d,
    set,
    errors,
    saving,
    onSubmit,
  } = useSaveSection(business.businessID, 'businessTerms', {
    defaults: () => ({ ...business.businessTerms }),
    toValue: (d) => d,
  });
  return (
    <EditForm businessID={business.businessID} saving={saving} onSubmit={onSubmit}>
      {FIELDS.map((f) => (
        <TagInput
          key={f.key}
          label={f.label}
          placeholder={f.placeholder}
          max={20}
          values={d[f.key]}
          onChange={(v) => set(f.key, v)}
          error={errorAt(errors, f.key)}
        />
      ))}
    </EditForm>
  );
}
