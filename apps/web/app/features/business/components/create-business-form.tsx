/**
 * Create business (spec 1 §2, §3 "Create-business payload", §5, §8): company name, main industry,
 * main categories, business type, country, state, short description, cover and logo.
 * Checked with the contract schema first; the server's 400 shows the spec's completion message
 * with the field errors inline; 401 sends the user to login; success goes to /my-business.
 */
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '~/lib/toast';
import { AUTH_PAGES, BUSINESS_COVER_ADVISED, MSG, SITE_PATHS, TEXTAREA_MAX_LENGTH, type CreateBusinessRequest, type FileReference } from '@wbn/contract';
import { isApiError } from '~/lib/api-client';
import { loadFormSchemas } from '~/lib/load-form-schemas';
import { buttonClass } from '~/components/button-link';
import { authHref } from '~/layout/auth-href';
import { useIndustryTree } from '~/layout/use-industries';
import { ImagePicker } from '~/features/files/image-picker';
import { useCreateBusiness } from '../api/create-business';
import { useBusinessTypes } from '../api/get-business-types';
import { issuesToFields, type FieldErrors } from '../lib/validation';
import { ActionButton } from './action-button';
import { CategoryPicker } from './category-picker';
import { CountryStateFields, useCountryHasStates } from './country-state-fields';
import { FormError, SelectField, TextAreaField, TextField } from './form-controls';

type Draft = {
  companyName: string;
  industry: string;
  categories: string[];
  businessType: string;
  country: string;
  state: string;
  shortDescription: string;
  profilePhoto: FileReference | null;
  coverPhoto: FileReference | null;
};

const EMPTY: Draft = { companyName: '', industry: '', categories: [], businessType: '', country: '', state: '', shortDescription: '', profilePhoto: null, coverPhoto: null };

export function CreateBusinessForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const tree = useIndustryTree();
  const types = useBusinessTypes();
  const create = useCreateBusiness();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [uploads, setUploads] = useState(0);
  const { hasStates } = useCountryHasStates(draft.country);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const onUploading = (on: boolean) => setUploads((n) => n + (on ? 1 : -1));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const body: CreateBusinessRequest = {
      companyName: draft.companyName,
      categories: draft.categories,
      businessType: draft.businessType,
      country: draft.country,
      state: draft.state || undefined,
      shortDescription: draft.shortDescription,
      profilePhoto: draft.profilePhoto ?? undefined,
      coverPhoto: draft.coverPhoto ?? undefined,
    };
    const { ZCreateBusinessRequest } = await loadFormSchemas();
    const parsed = ZCreateBusinessRequest.safeParse(body);
    const next = parsed.success ? {} : issuesToFields(parsed.error.issues);
    if (hasStates && !draft.state) next.state ??= 'Choose a state';
    setErrors(next);
    if (Object.keys(next).length) {
      setFormError(MSG.createBusinessIncomplete);
      return;
    }
    try {
      await create.mutateAsync(parsed.success ? parsed.data : body);
      toast.success(MSG.toastSuccessDefault);
      navigate(SITE_PATHS.myBusiness);
    } catch (err) {
      if (isApiError(err) && err.status === 401) {
        navigate(authHref(AUTH_PAGES.login, location));
        return;
      }
      if (isApiError(err) && err.fields) setErrors(err.fields);
      setFormError(isApiError(err) && err.status === 400 ? MSG.createBusinessIncomplete : MSG.toastFailureDefault);
      toast.error(isApiError(err) && err.status === 400 ? MSG.createBusinessIncomplete : MSG.toastFailureDefault);
    }
  }

  const sending = create.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="max-w-3xl space-y-8" aria-busy={sending || undefined}>
      {formError ? <FormError>{formError}</FormError> : null}

      <section aria-labelledby="create-company" className="space-y-4">
        <h2 id="create-company" className="text-lg font-semibold text-slate-900">
          Company
        </h2>
        <TextField label="Company name" required value={draft.companyName} onChange={(v) => set('companyName', v)} error={errors.companyName} maxLength={160} autoComplete="organization" />
        <SelectField
          label="Business type"
          required
          value={draft.businessType}
          onChange={(v) => set('businessType', v)}
          placeholder={types.isPending ? 'Loading business types…' : 'Select a business type'}
          options={(types.data ?? []).map((t) => ({ value: t.code, label: t.businessTypeName }))}
          error={errors.businessType}
        />
        <CategoryPicker
          tree={tree}
          required
          industry={draft.industry}
          onIndustryChange={(v) => set('industry', v)}
          value={draft.categories}
          onChange={(v) => set('categories', v)}
          error={errors.categories ?? Object.entries(errors).find(([k]) => k.startsWith('categories.'))?.[1]}
        />
      </section>

      <section aria-labelledby="create-location" className="space-y-4">
        <h2 id="create-location" className="text-lg font-semibold text-slate-900">
          Location
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <CountryStateFields
            required
            country={draft.country}
            state={draft.state}
            onChange={(v) => setDraft((d) => ({ ...d, ...v }))}
            countryError={errors.country}
            stateError={errors.state}
          />
        </div>
      </section>

      <section aria-labelledby="create-about" className="space-y-4">
        <h2 id="create-about" className="text-lg font-semibold text-slate-900">
          About
        </h2>
        <TextAreaField
          label="Short description"
          required
          value={draft.shortDescription}
          onChange={(v) => set('shortDescription', v)}
          maxLength={TEXTAREA_MAX_LENGTH}
          error={errors.shortDescription}
          hint="What the company makes or offers, in a few sentences. Buyers see it in search results."
        />
        <div className="grid gap-6 sm:grid-cols-[auto_1fr]">
          <ImagePicker label="Logo" target={{ kind: 'user' }} shape="square" value={draft.profilePhoto} onChange={(v) => set('profilePhoto', v)} removable onUploadingChange={onUploading} />
          <div className="space-y-1">
            <ImagePicker label="Cover photo" target={{ kind: 'user' }} shape="wide" value={draft.coverPhoto} onChange={(v) => set('coverPhoto', v)} removable onUploadingChange={onUploading} />
            <p className="text-xs text-slate-500">
              A cover of about {BUSINESS_COVER_ADVISED.height} x {BUSINESS_COVER_ADVISED.width} px is advised.
            </p>
          </div>
        </div>
      </section>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
        <Link to={SITE_PATHS.myBusiness} className={buttonClass('ghost')}>
          Cancel
        </Link>
        <ActionButton type="submit" loading={sending} disabled={uploads > 0}>
          Create your Business Profile
        </ActionButton>
      </div>
    </form>
  );
}
