/** Edit tab "general" (the general section): every field of ZGeneralSection. */
import { useState } from 'react';
import { BUSINESS_COVER_ADVISED, TEXTAREA_MAX_LENGTH, type FileReference } from '@wbn/contract/constants';
import type { BusinessProfile } from '@wbn/contract/schemas';
import { useIndustryTree } from '~/lib/use-industries';
import { ImagePicker } from '~/features/files/public';
import { useBusinessTypes } from '~/lib/ref-data/business-types';
import { errorAt, rangeToStrings, toNumber, toRange } from '../../lib/validation';
import { CategoryPicker, categoryRef } from '../category-picker';
import { RangeField, SelectField, TextAreaField, TextField } from '~/components/form-controls';
import { EditForm } from './edit-form';
import { toFileRef, toPhoto } from './photo-ref';
import { useSaveSection } from './use-save-section';

const PERIODS = ['day', 'week', 'month', 'year'] as const;

export function GeneralForm({ business }: { business: BusinessProfile }) {
  const g = business.general;
  const tree = useIndustryTree();
  const types = useBusinessTypes();
  const [uploads, setUploads] = useState(0);
  const onUploading = (on: boolean) => setUploads((n) => n + (on ? 1 : -1));
  const {
    draft: d,
    set,
    errors,
    saving,
    onSubmit,
  } = useSaveSection(business.businessID, 'general', {
    defaults: () => ({
      companyName: g.companyName,
      shortDescription: g.shortDescription,
      generalDescription: g.generalDescription ?? '',
      businessType: g.businessType?.code ?? '',
      industry: g.industry?.id ?? '',
      categories: g.categories.map((c) => categoryRef(c.industry.id, c.id)),
      yearStablished: g.yearStablished !== null ? String(g.yearStablished) : '',
      totalAnnualRevenue: rangeToStrings(g.totalAnnualRevenue),
      totalEmployees: rangeToStrings(g.totalEmployees),
      totalProductionEmployees: rangeToStrings(g.totalProductionEmployees),
      productionCapacity: {
        ...rangeToStrings(g.productionCapacity),
        unit: g.productionCapacity?.unit ?? '',
        period: g.productionCapacity?.period ?? '',
      },
      profilePhoto: toFileRef(g.profilePhoto),
      coverPhoto: toFileRef(g.coverPhoto),
      video: g.video?.url ?? '',
    }),
    toValue: (d) => {
      const pc = d.productionCapacity;
      const capacityRange = toRange(pc);
      const capacity =
        capacityRange || pc.unit.trim() || pc.period
          ? { ...(capacityRange ?? { min: Number.NaN, max: Number.NaN }), unit: pc.unit, period: pc.period }
          : undefined;
      return {
        companyName: d.companyName,
        shortDescription: d.shortDescription,
        generalDescription: d.generalDescription,
        businessType: d.businessType ? { code: d.businessType } : undefined,
        industry: d.industry ? { id: d.industry } : undefined,
        categories: d.categories,
        yearStablished: toNumber(d.yearStablished),
        totalAnnualRevenue: toRange(d.totalAnnualRevenue),
        totalEmployees: toRange(d.totalEmployees),
        totalProductionEmployees: toRange(d.totalProductionEmployees),
        productionCapacity: capacity,
        profilePhoto: toPhoto(d.profilePhoto),
        coverPhoto: toPhoto(d.coverPhoto),
        video: d.video.trim() ? { url: d.video.trim() } : undefined,
      };
    },
  });

  return (
    <EditForm businessID={business.businessID} onSubmit={onSubmit} saving={saving} busy={uploads > 0}>
      <TextField
        label="Company name"
        required
        value={d.companyName}
        onChange={(v) => set('companyName', v)}
        error={errors.companyName}
        maxLength={160}
      />
      <TextAreaField
        label="Short description"
        required
        value={d.shortDescription}
        onChange={(v) => set('shortDescription', v)}
        maxLength={TEXTAREA_MAX_LENGTH}
        error={errors.shortDescription}
      />
      <TextAreaField
        label="General description"
        value={d.generalDescription}
        onChange={(v) => set('generalDescription', v)}
        maxLength={5000}
        rows={8}
        error={errors.generalDescription}
        hint="History, strengths, certifications, the markets you serve."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Business type"
          value={d.businessType}
          onChange={(v) => set('businessType', v)}
          options={(types.data ?? []).map((t) => ({ value: t.code, label: t.businessTypeName }))}
          error={errorAt(errors, 'businessType')}
        />
        <TextField
          label="Year established"
          type="number"
          inputMode="numeric"
          min={1800}
          max={2100}
          value={d.yearStablished}
          onChange={(v) => set('yearStablished', v)}
          error={errors.yearStablished}
        />
      </div>
      <CategoryPicker
        tree={tree}
        industry={d.industry}
        onIndustryChange={(v) => set('industry', v)}
        industryError={errorAt(errors, 'industry')}
        value={d.categories}
        onChange={(v) => set('categories', v)}
        error={
          errorAt(errors, 'categories') &&
          (d.categories.length ? errorAt(errors, 'categories') : 'Choose at least one category')
        }
        required
      />
      <RangeField
        label="Total annual revenue"
        unit="USD"
        value={d.totalAnnualRevenue}
        onChange={(v) => set('totalAnnualRevenue', v)}
        error={errorAt(errors, 'totalAnnualRevenue')}
      />
      <RangeField
        label="Total employees"
        value={d.totalEmployees}
        onChange={(v) => set('totalEmployees', v)}
        error={errorAt(errors, 'totalEmployees')}
      />
      <RangeField
        label="Production employees"
        value={d.totalProductionEmployees}
        onChange={(v) => set('totalProductionEmployees', v)}
        error={errorAt(errors, 'totalProductionEmployees')}
      />
      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-medium text-slate-800">Production capacity</legend>
        <RangeField
          label="Quantity"
          value={d.productionCapacity}
          onChange={(v) => set('productionCapacity', { ...d.productionCapacity, ...v })}
          error={errorAt(errors, 'productionCapacity.min') ?? errorAt(errors, 'productionCapacity.max')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Unit"
            placeholder="e.g. units, tons, pieces"
            value={d.productionCapacity.unit}
            onChange={(v) => set('productionCapacity', { ...d.productionCapacity, unit: v })}
            maxLength={40}
            error={errors['productionCapacity.unit']}
          />
          <SelectField
            label="Per"
            value={d.productionCapacity.period}
            onChange={(v) => set('productionCapacity', { ...d.productionCapacity, period: v })}
            options={PERIODS.map((p) => ({ value: p, label: p }))}
            error={
              errors['productionCapacity.period'] ??
              (errors.productionCapacity && !d.productionCapacity.period ? errors.productionCapacity : undefined)
            }
          />
        </div>
      </fieldset>
      <TextField
        label="Video address"
        type="url"
        placeholder="https://www.youtube.com/watch?v=…"
        value={d.video}
        onChange={(v) => set('video', v)}
        error={errorAt(errors, 'video')}
        hint="A YouTube or Vimeo address plays on the page; other addresses show as a link."
      />
      <div className="grid gap-6 sm:grid-cols-[auto_1fr]">
        <ImagePicker
          label="Logo"
          target={{ kind: 'business', businessID: business.businessID }}
          value={d.profilePhoto}
          onChange={(v: FileReference | null) => set('profilePhoto', v)}
          onUploadingChange={onUploading}
        />
        <div className="space-y-1">
          <ImagePicker
            label="Cover photo"
            shape="wide"
            target={{ kind: 'business', businessID: business.businessID }}
            value={d.coverPhoto}
            onChange={(v: FileReference | null) => set('coverPhoto', v)}
            onUploadingChange={onUploading}
          />
          <p className="text-xs text-slate-500">
            A cover of about {BUSINESS_COVER_ADVISED.height} x {BUSINESS_COVER_ADVISED.width} px is advised.
          </p>
        </div>
      </div>
    </EditForm>
  );
}
