/** Edit tab "terms" (spec 1 §3 businessTerms): every field of ZTermsSection. */
import { useState } from 'react';
import type { BusinessProfile } from '@wbn/contract';
import { errorAt } from '../../lib/validation';
import { TagInput } from '../form-controls';
import { EditForm } from './edit-form';
import { useSaveSection } from './use-save-section';

const FIELDS = [
  { key: 'acceptedDeliveryTerms', label: 'Accepted delivery terms', placeholder: 'e.g. FOB, CIF, EXW' },
  { key: 'acceptedPaymentCurrencies', label: 'Accepted payment currencies', placeholder: 'e.g. USD, EUR' },
  { key: 'packagingTypes', label: 'Packaging types', placeholder: 'e.g. Carton, Pallet' },
  { key: 'acceptedPaymentTypes', label: 'Accepted payment types', placeholder: 'e.g. T/T, L/C' },
] as const;

export function TermsForm({ business }: { business: BusinessProfile }) {
  const { save, errors, saving } = useSaveSection(business.businessID, 'businessTerms');
  const [d, setD] = useState(() => ({ ...business.businessTerms }));
  return (
    <EditForm businessID={business.businessID} saving={saving} onSubmit={() => void save(d)}>
      {FIELDS.map((f) => (
        <TagInput key={f.key} label={f.label} placeholder={f.placeholder} max={20} values={d[f.key]} onChange={(v) => setD((x) => ({ ...x, [f.key]: v }))} error={errorAt(errors, f.key)} />
      ))}
    </EditForm>
  );
}
