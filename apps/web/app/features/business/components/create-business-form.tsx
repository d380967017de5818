/**
 * Create business (the create-business payload): company name, main industry,
 * main categories, business type, country, state, short description, cover and logo.
 * Checked with the contract schema first; the server's 400 shows the spec's completion message
 * with the field errors inline; 401 sends the user to login; success goes to /my-business.
 * A member whose address is not confirmed finds the form disabled with the reason before typing
 * (decisions 0028, 0072); Cancel still leads back.
 */
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { Link, useNavigate } from '~/lib/edition-link';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '~/lib/toast';
import {
  AUTH_PAGES,
  BUSINESS_COVER_ADVISED,
  MSG,
  SITE_PATHS,
  TEXTAREA_MAX_LENGTH,
  type FileReference,
} from '@wbn/contract/constants';
import type { CreateBusinessRequest } from '@wbn/contract/schemas';
import { isApiError } from '~/lib/api-client';
import { setServerErrors } from '~/lib/field-errors';
import { schemaResolver } from '~/lib/forms';
import { buttonClass } from '~/components/button-link';
import { authHref } from '~/lib/auth-href';
import { useIndustryTree } from '~/lib/use-industries';
import { ImagePicker } from '~/features/files/public';
import { useCreateBusiness } from '../api/create-business';
import { useBusinessTypes } from '~/lib/ref-data/business-types';
import { ActionButton } from '~/components/action-button';
import { AwaitingConfirmation } from '~/components/awaiting-confirmation';
import { useAwaitingConfirmation } from '~/lib/email-confirmation';
import { CategoryPickerField } from './category-picker-field';
import { CountryStateFields, useCountryHasStates } from './country-state-fields';
import { FormError } from '~/components/form-controls';
import { FormSelectField, FormTextAreaField, FormTextField } from '~/components/form-controlled';

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

const EMPTY: Draft = {
  companyName: '',
  industry: '',
  categories: [],
  businessType: '',
  country: '',
  state: '',
  shortDescription: '',
  profilePhoto: null,
  coverPhoto: null,
};
/** In the order of the form (the first invalid one gets the focus). */
const FIELDS = [
  'companyName',
  'businessType',
  'categories',
  'country',
  'state',
  'shortDescription',
  'profilePhoto',
  'coverPhoto',
] as const;

/** The request the draft stands for: the industry only narrows the category list; empty optional values are left out. */
const toRequest = (d: Draft) => ({
  companyName: d.companyName,
  categories: d.categories,
  businessType: d.businessType,
  country: d.country,
  state: d.state || undefined,
  shortDescription: d.shortDescription,
  profilePhoto: d.profilePhoto ?? undefined,
  coverPhoto: d.coverPhoto ?? undefined,
});

/** A state is needed where the chosen country has states (the page knows: the form's context). */
const resolver = schemaResolver<Draft, CreateBusinessRequest, { hasStates: boolean }>((s) => s.ZCreateBusinessRequest, {
  input: toRequest,
  also: (d, { hasStates }) => ({ state: hasStates && !d.state ? 'Choose a state' : undefined }),
});

export function CreateBusinessForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const tree = useIndustryTree();
  const types = useBusinessTypes();
  const create = useCreateBusiness();
  const [uploads, setUploads] = useState(0);
  const [country, setCountry] = useState(''); // the form's country, for the state rule
  const { hasStates } = useCountryHasStates(country);
  const {
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<Draft, { hasStates: boolean }, CreateBusinessRequest>({
    resolver,
    defaultValues: EMPTY,
    context: { hasStates },
  });
  const formError = errors.root?.server?.message;
  const waiting = useAwaitingConfirmation();
  const waitsId = useId();

  const onUploading = (on: boolean) => setUploads((n) => n + (on ? 1 : -1));

  const onSubmit = handleSubmit(
    async (body) => {
      try {
        await create.mutateAsync(body);
        toast.success(MSG.toastSuccessDefault);
        navigate(SITE_PATHS.myBusiness);
      } catch (err) {
        if (isApiError(err) && err.status === 401) {
          navigate(authHref(AUTH_PAGES.login, location));
          return;
        }
        if (isApiError(err)) setServerErrors(setError, err.fields, FIELDS);
        const message = isApiError(err) && err.status === 400 ? MSG.createBusinessIncomplete : MSG.toastFailureDefault;
        setError('root.server', { message });
        toast.error(message);
      }
    },
    () => setError('root.server', { message: MSG.createBusinessIncomplete }),
  );

  const sending = create.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="max-w-3xl space-y-8" aria-busy={sending || undefined}>
      {waiting ? <AwaitingConfirmation action="business" id={waitsId} /> : null}
      {formError ? <FormError>{formError}</FormError> : null}

      {/* Every field waits for a confirmed address. */}
      <fieldset disabled={waiting} aria-describedby={waiting ? waitsId : undefined} className="min-w-0 space-y-8">
        <section aria-labelledby="create-company" className="space-y-4">
          <h2 id="create-company" className="text-lg font-semibold text-slate-900">
            Company
          </h2>
          <FormTextField
            control={control}
            name="companyName"
            label="Company name"
            required
            maxLength={160}
            autoComplete="organization"
          />
          <FormSelectField
            control={control}
            name="businessType"
            label="Business type"
            required
            placeholder={types.isPending ? 'Loading business types…' : 'Select a business type'}
            options={(types.data ?? []).map((t) => ({ value: t.code, label: t.businessTypeName }))}
          />
          <CategoryPickerField control={control} name="categories" industryName="industry" tree={tree} required />
        </section>

        <section aria-labelledby="create-location" className="space-y-4">
          <h2 id="create-location" className="text-lg font-semibold text-slate-900">
            Location
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <Controller
              control={control}
              name="country"
              render={({ field: country, fieldState: countryState }) => (
                <Controller
                  control={control}
                  name="state"
                  render={({ field: state, fieldState: stateState }) => (
                    <CountryStateFields
                      required
                      country={country.value}
                      state={state.value}
                      onChange={(v) => {
                        country.onChange(v.country);
                        state.onChange(v.state);
                        setCountry(v.country);
                        // A state chosen or no longer asked for: its message goes.
                        if (v.state || v.country !== country.value) clearErrors('state');
                      }}
                      countryRef={country.ref}
                      stateRef={state.ref}
                      countryError={countryState.error?.message}
                      stateError={stateState.error?.message}
                    />
                  )}
                />
              )}
            />
          </div>
        </section>

        <section aria-labelledby="create-about" className="space-y-4">
          <h2 id="create-about" className="text-lg font-semibold text-slate-900">
            About
          </h2>
          <FormTextAreaField
            control={control}
            name="shortDescription"
            label="Short description"
            required
            maxLength={TEXTAREA_MAX_LENGTH}
            hint="What the company makes or offers, in a few sentences. Buyers see it in search results."
          />
          <div className="grid gap-6 sm:grid-cols-[auto_1fr]">
            <Controller
              control={control}
              name="profilePhoto"
              render={({ field }) => (
                <ImagePicker
                  label="Logo"
                  target={{ kind: 'user' }}
                  shape="square"
                  value={field.value}
                  onChange={field.onChange}
                  removable
                  onUploadingChange={onUploading}
                />
              )}
            />
            <div className="space-y-1">
              <Controller
                control={control}
                name="coverPhoto"
                render={({ field }) => (
                  <ImagePicker
                    label="Cover photo"
                    target={{ kind: 'user' }}
                    shape="wide"
                    value={field.value}
                    onChange={field.onChange}
                    removable
                    onUploadingChange={onUploading}
                  />
                )}
              />
              <p className="text-xs text-slate-500">
                A cover of about {BUSINESS_COVER_ADVISED.height} x {BUSINESS_COVER_ADVISED.width} px is advised.
              </p>
            </div>
          </div>
        </section>
      </fieldset>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
        <Link to={SITE_PATHS.myBusiness} className={buttonClass('ghost')}>
          Cancel
        </Link>
        <ActionButton
          type="submit"
          loading={sending}
          disabled={uploads > 0 || waiting}
          aria-describedby={waiting ? waitsId : undefined}
        >
          Create your Business Profile
        </ActionButton>
      </div>
    </form>
  );
}
