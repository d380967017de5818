/** Edit tab "trade" (tradeCapabilities): every field of ZTradeSection. */
import type { BusinessProfile } from '@wbn/contract/schemas';
import { errorAt, toNumber } from '../../lib/validation';
import { TagInput, TextField } from '~/components/form-controls';
import { EditForm } from './edit-form';
import { useSaveSection } from './use-save-section';

export function TradeForm({ business }: { business: BusinessProfile }) {
  const t = business.tradeCapabilities;
  const {
    draft: d,
    set,
    errors,
    saving,
    onSubmit,
  } = useSaveSection(business.businessID, 'tradeCapabilities', {
    defaults: () => ({
      markets: t.markets,
      spokenLanguages: t.spokenLanguages,
      totalEmployeesSales: t.totalEmployeesSales !== null ? String(t.totalEmployeesSales) : '',
      averageLeadTime: t.averageLeadTime !== null ? String(t.averageLeadTime) : '',
    }),
    toValue: (d) => ({
      markets: d.markets,
      spokenLanguages: d.spokenLanguages,
      totalEmployeesSales: toNumber(d.totalEmployeesSales),
      averageLeadTime: toNumber(d.averageLeadTime),
    }),
  });

  return (
    <EditForm businessID={business.businessID} saving={saving} onSubmit={onSubmit}>
      <TagInput
        label="Main markets"
        placeholder="e.g. North America"
        max={50}
        values={d.markets}
        onChange={(v) => set('markets', v)}
        error={errorAt(errors, 'markets')}
      />
      <TagInput
        label="Spoken languages"
        placeholder="e.g. English"
        max={30}
        values={d.spokenLanguages}
        onChange={(v) => set('spokenLanguages', v)}
        error={errorAt(errors, 'spokenLanguages')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Sales employees"
          type="number"
          inputMode="numeric"
          min={0}
          value={d.totalEmployeesSales}
          onChange={(v) => set('totalEmployeesSales', v)}
          error={errors.totalEmployeesSales}
        />
        <TextField
          label="Average lead time (days)"
          type="number"
          inputMode="numeric"
          min={0}
          value={d.averageLeadTime}
          onChange={(v) => set('averageLeadTime', v)}
          error={errors.averageLeadTime}
        />
      </div>
    </EditForm>
  );
}
