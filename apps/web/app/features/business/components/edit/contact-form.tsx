/** Edit tab "contact" (contactInfo): every field of ZContactSection. */
import { normalizeDialCode } from '@wbn/contract/constants';
import type { BusinessProfile } from '@wbn/contract/schemas';
import { errorAt } from '../../lib/validation';
import { CountryStateFields } from '../country-state-fields';
import { TextAreaField, TextField } from '~/components/form-controls';
import { EditForm } from './edit-form';
import { useSaveSection } from './use-save-section';

type PhoneDraft = { countryCode: string; businessPhoneNumber: string };
const phoneDraft = (p: PhoneDraft | null): PhoneDraft => ({
  countryCode: p?.countryCode ?? '',
  businessPhoneNumber: p?.businessPhoneNumber ?? '',
});
const phoneBody = (p: PhoneDraft) =>
  p.countryCode.trim() || p.businessPhoneNumber.trim()
    ? {
        countryCode: p.countryCode.trim() ? normalizeDialCode(p.countryCode.trim()) : '',
        businessPhoneNumber: p.businessPhoneNumber,
      }
    : undefined;
const withScheme = (s: string) => (s && !/^[a-z][a-z0-9+.-]*:\/\//i.test(s) ? `https://${s}` : s);

export function PhoneFields({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: PhoneDraft;
  onChange: (v: PhoneDraft) => void;
  error?: string;
}) {
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      <div className="grid grid-cols-[6.5rem_1fr] gap-2">
        <TextField
          label={<span className="text-xs font-normal text-slate-600">Dial code</span>}
          placeholder="+1"
          inputMode="tel"
          value={value.countryCode}
          onChange={(v) => onChange({ ...value, countryCode: v })}
          maxLength={5}
        />
        <TextField
          label={<span className="text-xs font-normal text-slate-600">Number</span>}
          type="tel"
          placeholder="305 555 0142"
          value={value.businessPhoneNumber}
          onChange={(v) => onChange({ ...value, businessPhoneNumber: v })}
          maxLength={20}
        />
      </div>
      {error ? <p className="text-xs font-medium text-red-600">{error}</p> : null}
    </fieldset>
  );
}

export function ContactForm({ business }: { business: BusinessProfile }) {
  const c = business.contactInfo;
  const {
    draft: d,
    set,
    errors,
    saving,
    onSubmit,
  } = useSaveSection(business.businessID, 'contactInfo', {
    defaults: () => ({
      legalAddressEnglish: c.legalAddressEnglish ?? '',
      shippingAddressEnglish: c.shippingAddressEnglish ?? '',
      city: c.city ?? '',
      zipcode: c.zipcode ?? '',
      country: c.country?.code ?? '',
      state: c.state?.stateID ?? '',
      email: c.email ?? '',
      website: c.website ?? '',
      phone: phoneDraft(c.phone),
      mobilePhone: phoneDraft(c.mobilePhone),
    }),
    toValue: (d) => ({
      legalAddressEnglish: d.legalAddressEnglish,
      shippingAddressEnglish: d.shippingAddressEnglish,
      city: d.city,
      zipcode: d.zipcode,
      country: d.country ? { code: d.country } : undefined,
      state: d.state ? { stateID: d.state } : undefined,
      email: d.email.trim() || undefined,
      website: withScheme(d.website.trim()) || undefined,
      phone: phoneBody(d.phone),
      mobilePhone: phoneBody(d.mobilePhone),
    }),
  });

  return (
    <EditForm businessID={business.businessID} onSubmit={onSubmit} saving={saving}>
      <TextAreaField
        label="Legal address (in English)"
        rows={3}
        maxLength={300}
        value={d.legalAddressEnglish}
        onChange={(v) => set('legalAddressEnglish', v)}
        error={errors.legalAddressEnglish}
      />
      <TextAreaField
        label="Shipping address (in English)"
        rows={3}
        maxLength={300}
        value={d.shippingAddressEnglish}
        onChange={(v) => set('shippingAddressEnglish', v)}
        error={errors.shippingAddressEnglish}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="City"
          value={d.city}
          onChange={(v) => set('city', v)}
          maxLength={120}
          autoComplete="address-level2"
          error={errors.city}
        />
        <TextField
          label="Zip code"
          value={d.zipcode}
          onChange={(v) => set('zipcode', v)}
          maxLength={20}
          autoComplete="postal-code"
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
          label="E-mail"
          type="email"
          value={d.email}
          onChange={(v) => set('email', v)}
          maxLength={254}
          autoComplete="email"
          error={errors.email}
        />
        <TextField
          label="Website"
          type="url"
          placeholder="https://example.com"
          value={d.website}
          onChange={(v) => set('website', v)}
          maxLength={300}
          autoComplete="url"
          error={errors.website}
        />
        <PhoneFields label="Phone" value={d.phone} onChange={(v) => set('phone', v)} error={errorAt(errors, 'phone')} />
        <PhoneFields
          label="Mobile phone"
          value={d.mobilePhone}
          onChange={(v) => set('mobilePhone', v)}
          error={errorAt(errors, 'mobilePhone')}
        />
      </div>
    </EditForm>
  );
}
