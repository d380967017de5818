/** The field groups of the edit-profile form (every editable field of the user profile). */
import { useId, type ReactNode } from 'react';
import { TEXTAREA_MAX_LENGTH } from '@wbn/contract/constants';
import { useIndustryTree } from '~/lib/use-industries';
import { useBusinessTypes } from '~/lib/ref-data/business-types';
import { CountryStateFields } from '~/features/business/public';
import { FieldShell, SelectField, TextAreaField, TextField, controlClass } from '~/components/form-controls';
import { useGenders } from '../api/get-genders';
import { useJobPositions } from '../api/get-job-positions';
import { useLanguages } from '../api/get-languages';
import type { DraftErrors, ProfileDraft } from '../lib/profile-form';
import { BirthDateField } from './birth-date-field';

export type SectionProps = {
  draft: ProfileDraft;
  errors: DraftErrors;
  set: <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) => void;
  disabled: boolean;
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

function Toggle({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  disabled: boolean;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        className="h-4 w-4 rounded border-slate-300 accent-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500"
      />
      {label}
    </label>
  );
}

const loading = (pending: boolean, what: string) => (pending ? `Loading ${what}…` : `Select ${what}`);

export function PersonalSection({ draft, errors, set, disabled }: SectionProps) {
  const genders = useGenders();
  const languages = useLanguages();
  return (
    <Section id="edit-personal" title="Personal details">
      <TextField
        label="First name"
        required
        value={draft.firstName}
        onChange={(v) => set('firstName', v)}
        error={errors.firstName}
        maxLength={80}
        autoComplete="given-name"
        disabled={disabled}
      />
      <TextField
        label="Last name"
        required
        value={draft.lastName}
        onChange={(v) => set('lastName', v)}
        error={errors.lastName}
        maxLength={80}
        autoComplete="family-name"
        disabled={disabled}
      />
      <TextField
        label="Username"
        value={draft.username}
        onChange={(v) => set('username', v)}
        error={errors.username}
        maxLength={40}
        autoComplete="username"
        hint="Letters, digits, dot, dash and underscore."
        disabled={disabled}
      />
      <EmailField value={draft.email} />
      <SelectField
        label="Gender"
        value={draft.gender}
        onChange={(v) => set('gender', v)}
        error={errors.gender}
        placeholder={loading(genders.isPending, 'a gender')}
        options={(genders.data ?? []).map((g) => ({ value: g.code, label: g.name }))}
        disabled={disabled}
      />
      <SelectField
        label="Preferred language"
        value={draft.preferredLanguage}
        onChange={(v) => set('preferredLanguage', v)}
        error={errors.preferredLanguage}
        placeholder={loading(languages.isPending, 'a language')}
        options={(languages.data ?? []).map((l) => ({ value: l.code, label: l.languageName }))}
        disabled={disabled}
      />
      <BirthDateField
        value={draft.birthDate}
        onChange={(v) => set('birthDate', v)}
        error={errors.birthDate}
        disabled={disabled}
      />
      <div className="flex items-end pb-2">
        <Toggle
          label="Show my birth date on my public profile"
          checked={draft.showBirthDate}
          onChange={(v) => set('showBirthDate', v)}
          disabled={disabled}
        />
      </div>
    </Section>
  );
}

function EmailField({ value }: { value: string }) {
  const id = useId();
  return (
    <FieldShell id={id} label="E-mail" hint="Your login e-mail cannot be changed here.">
      <input
        id={id}
        type="email"
        value={value}
        readOnly
        aria-readonly="true"
        aria-describedby={`${id}-hint`}
        className={controlClass(false) + ' bg-slate-50 text-slate-600'}
      />
    </FieldShell>
  );
}

export function ContactSection({ draft, errors, set, disabled }: SectionProps) {
  const dialId = useId();
  const phoneError = errors.phoneNumber ?? errors.countryCode;
  return (
    <Section id="edit-contact" title="Contact and location">
      <FieldShell
        id={dialId}
        label="Mobile phone"
        error={phoneError}
        hint="Country code and number, e.g. + 1 12345678. Leave the number empty to keep it off."
      >
        <div className="flex gap-2">
          <input
            id={dialId}
            aria-label="Country dial code"
            inputMode="tel"
            placeholder="+1"
            maxLength={5}
            value={draft.countryCode}
            disabled={disabled}
            onChange={(e) => set('countryCode', e.target.value)}
            aria-invalid={errors.countryCode || errors.phoneNumber ? true : undefined}
            aria-describedby={phoneError ? `${dialId}-error` : `${dialId}-hint`}
            className={controlClass(Boolean(phoneError)) + ' w-20! shrink-0'}
          />
          <input
            aria-label="Phone number"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="12345678"
            maxLength={20}
            value={draft.phoneNumber}
            disabled={disabled}
            onChange={(e) => set('phoneNumber', e.target.value)}
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={phoneError ? `${dialId}-error` : `${dialId}-hint`}
            className={controlClass(Boolean(phoneError)) + ' min-w-0 flex-1'}
          />
        </div>
      </FieldShell>
      <TextField
        label="City"
        value={draft.city}
        onChange={(v) => set('city', v)}
        error={errors.city}
        maxLength={120}
        autoComplete="address-level2"
        disabled={disabled}
      />
      <CountryStateFields
        country={draft.country}
        state={draft.state}
        onChange={(v) => {
          set('country', v.country);
          set('state', v.state);
        }}
        countryError={errors.country}
        stateError={errors.state}
        disabled={disabled}
      />
    </Section>
  );
}

export function WorkSection({ draft, errors, set, disabled }: SectionProps) {
  const jobs = useJobPositions();
  const types = useBusinessTypes();
  const industries = useIndustryTree();
  return (
    <Section id="edit-work" title="Work">
      <TextField
        label="Profession"
        value={draft.profession}
        onChange={(v) => set('profession', v)}
        error={errors.profession}
        maxLength={120}
        disabled={disabled}
      />
      <div className="flex items-end pb-2">
        <Toggle
          label="Show my profession on my public profile"
          checked={draft.showProfession}
          onChange={(v) => set('showProfession', v)}
          disabled={disabled}
        />
      </div>
      <TextField
        label="Company"
        value={draft.companyName}
        onChange={(v) => set('companyName', v)}
        error={errors.companyName}
        maxLength={160}
        autoComplete="organization"
        disabled={disabled}
      />
      <SelectField
        label="Job position"
        value={draft.jobPosition}
        onChange={(v) => set('jobPosition', v)}
        error={errors.jobPosition}
        placeholder={loading(jobs.isPending, 'a job position')}
        options={(jobs.data ?? []).map((j) => ({ value: j.jobPositionID, label: j.name }))}
        disabled={disabled}
      />
      <SelectField
        label="Business type"
        value={draft.businessType}
        onChange={(v) => set('businessType', v)}
        error={errors.businessType}
        placeholder={loading(types.isPending, 'a business type')}
        options={(types.data ?? []).map((t) => ({ value: t.code, label: t.businessTypeName }))}
        disabled={disabled}
      />
      <SelectField
        label="Industry"
        value={draft.industry}
        onChange={(v) => set('industry', v)}
        error={errors.industry}
        placeholder="Select an industry"
        options={industries.map((i) => ({ value: i.id, label: i.name }))}
        disabled={disabled}
      />
    </Section>
  );
}

export function AboutSection({ draft, errors, set, disabled }: SectionProps) {
  return (
    <section aria-labelledby="edit-about" className="space-y-4">
      <h2 id="edit-about" className="text-lg font-semibold text-slate-900">
        About you
      </h2>
      <TextAreaField
        label="Brief presentation"
        value={draft.briefPresentation}
        onChange={(v) => set('briefPresentation', v)}
        maxLength={TEXTAREA_MAX_LENGTH}
        error={errors.briefPresentation}
        hint="What you do and what you are looking for. Shown on your profile and in member search."
        disabled={disabled}
      />
    </section>
  );
}
