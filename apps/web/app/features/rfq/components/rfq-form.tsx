/**
 * "Request quotations" (/rfq/new): every field of ZCreateRfqRequest. Post as yourself or as a
 * business you own or administer; what you need (title, description, up to three categories);
 * quantity, unit and an optional target price; Incoterm, destination, optional supplier countries
 * and the deadline (a UTC day, tomorrow to 60 days ahead); who may quote (public, or the businesses
 * you invite); pictures. Checked with the contract's schema, loaded on the first submit
 * (decision 0009); the API's field errors go under their fields. Success opens the request.
 */
import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  AUTH_PAGES,
  INCOTERM_LABELS,
  INCOTERMS,
  RFQ_CURRENCIES,
  RFQ_LIMITS,
  RFQ_MSG,
  RFQ_PATHS,
  RFQ_TEXT,
  RFQ_UNITS,
  RFQ_VISIBILITIES,
  RFQ_VISIBILITY_LABELS,
  utcDayAhead,
  type RfqVisibility,
} from '@wbn/contract/constants';
import type { CreateRfqRequest, Photo } from '@wbn/contract/schemas';
import { FormAlert } from '~/components/form-field';
import { buttonClass } from '~/components/button-link';
import { authHref } from '~/layout/auth-href';
import { useIndustryTree } from '~/layout/use-industries';
import { useCountries } from '~/features/business/api/get-countries';
import { ActionButton } from '~/features/business/components/action-button';
import { CategoryPicker } from '~/features/business/components/category-picker';
import { SelectField, TextAreaField, TextField } from '~/features/business/components/form-controls';
import { errorText, isApiError } from '~/lib/api-client';
import { setServerErrors } from '~/lib/field-errors';
import { errorMessage, schemaResolver } from '~/lib/forms';
import { toast } from '~/lib/toast';
import { useCreateRfq } from '../api/rfq';
import { AttachmentsField } from './attachments-field';
import { CountryListField } from './country-list-field';
import { InputField, toNumber } from './fields';
import { InviteField, type InvitedBusiness } from './invite-field';

/** Who may post: the member themself (`id` is their userID) and the businesses they own or administer. */
export type Poster = { id: string; name: string; type: 'user' | 'business' };

type Values = {
  asBusinessID: string;
  title: string;
  description: string;
  industry: string;
  categories: string[];
  quantity: string;
  unit: string;
  targetPrice: { min: string; max: string; currency: string };
  incoterm: string;
  destinationCountry: string;
  supplierCountries: string[];
  deadline: string;
  visibility: RfqVisibility;
  invitedBusinessIDs: InvitedBusiness[];
  attachments: Photo[];
};
type Context = { userID: string };

/** In the order of the form: the first invalid one gets the focus. */
const FIELDS = [
  'asBusinessID',
  'title',
  'description',
  'categories',
  'quantity',
  'unit',
  'targetPrice.min',
  'targetPrice.max',
  'targetPrice.currency',
  'incoterm',
  'destinationCountry',
  'supplierCountries',
  'deadline',
  'visibility',
  'invitedBusinessIDs',
  'attachments',
] as const;

/** The request the form stands for: the industry only narrows the categories; empty optional values are left out. */
function toRequest(v: Values, { userID }: Context) {
  const price = v.targetPrice;
  return {
    title: v.title,
    description: v.description,
    categories: v.categories,
    quantity: toNumber(v.quantity),
    unit: v.unit || undefined,
    targetPrice: price.min.trim() || price.max.trim() ? { min: toNumber(price.min), max: toNumber(price.max), currency: price.currency || undefined } : undefined,
    incoterm: v.incoterm || undefined,
    destinationCountry: v.destinationCountry || undefined,
    supplierCountries: v.supplierCountries.length ? v.supplierCountries : undefined,
    deadline: v.deadline,
    visibility: v.visibility,
    invitedBusinessIDs: v.visibility === 'invited' ? v.invitedBusinessIDs.map((b) => b.businessID) : undefined,
    attachments: v.attachments.length ? v.attachments : undefined,
    asBusinessID: v.asBusinessID && v.asBusinessID !== userID ? v.asBusinessID : undefined,
  };
}

const resolver = schemaResolver<Values, CreateRfqRequest, Context>((s) => s.ZCreateRfqRequest, {
  input: toRequest,
  // The schema says it only once every other field is right (a refinement of the whole): said at once here.
  also: (v) => ({ invitedBusinessIDs: v.visibility === 'invited' && !v.invitedBusinessIDs.length ? RFQ_MSG.invitedRequired : undefined }),
});

const section = 'space-y-4 rounded-xl border border-slate-200 p-4 sm:p-5';
const heading = 'text-base font-semibold text-slate-900';

export function RfqForm({ userID, posters }: { userID: string; posters: readonly Poster[] }) {
  const navigate = useNavigate();
  const location = useLocation();
  const tree = useIndustryTree();
  const countries = useCountries();
  const create = useCreateRfq(userID);
  const alertRef = useRef<HTMLDivElement>(null);
  const [uploads, setUploads] = useState(0);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, Context, CreateRfqRequest>({
    resolver,
    context: { userID },
    defaultValues: {
      asBusinessID: userID,
      title: '',
      description: '',
      industry: '',
      categories: [],
      quantity: '',
      unit: '',
      targetPrice: { min: '', max: '', currency: 'USD' },
      incoterm: '',
      destinationCountry: '',
      supplierCountries: [],
      deadline: utcDayAhead(14),
      visibility: 'public',
      invitedBusinessIDs: [],
      attachments: [],
    },
  });
  const visibility = useWatch({ control, name: 'visibility' });
  const postAs = useWatch({ control, name: 'asBusinessID' });
  const alert = errors.root?.server?.message;
  const countryList = countries.data ?? [];

  const showAlert = (message: string, focus = true) => {
    setError('root.server', { message });
    if (focus) requestAnimationFrame(() => alertRef.current?.focus());
  };

  const submit = handleSubmit(
    async (body) => {
      try {
        const r = await create.mutateAsync(body);
        toast.success(r.message);
        navigate(RFQ_PATHS.one(r.rfqID));
      } catch (err) {
        if (isApiError(err) && err.status === 401) {
          navigate(authHref(AUTH_PAGES.login, location));
          return;
        }
        const placed = isApiError(err) && err.status === 400 && setServerErrors(setError, err.fields, FIELDS);
        // Over the day's limit (429), not your business (403), the network: above the form, as the API says it.
        showAlert(placed ? RFQ_TEXT.fixFields : errorText(err), !placed);
      }
    },
    // The first invalid field has the focus; the alert says why.
    () => showAlert(RFQ_TEXT.fixFields, false),
  );

  const busy = isSubmitting || create.isPending;
  return (
    <form noValidate onSubmit={submit} aria-busy={busy || undefined} className="max-w-3xl space-y-6">
      {alert ? <FormAlert ref={alertRef}>{alert}</FormAlert> : null}

      <section aria-labelledby="rfq-new-what" className={section}>
        <h2 id="rfq-new-what" className={heading}>
          {RFQ_TEXT.sectionRequest}
        </h2>
        {posters.length > 1 ? (
          <Controller
            control={control}
            name="asBusinessID"
            render={({ field, fieldState }) => (
              <SelectField
                label={RFQ_TEXT.postAs}
                hint={RFQ_TEXT.postAsHint}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                placeholder={RFQ_TEXT.postAs}
                options={posters.map((p) => ({ value: p.id, label: p.type === 'user' ? `${p.name}${RFQ_TEXT.youSuffix}` : p.name }))}
                error={fieldState.error?.message}
              />
            )}
          />
        ) : null}
        <Controller
          control={control}
          name="title"
          render={({ field, fieldState }) => (
            <TextField
              label={RFQ_TEXT.titleLabel}
              hint={RFQ_TEXT.titleHint}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              maxLength={RFQ_LIMITS.titleChars}
              autoComplete="off"
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="description"
          render={({ field, fieldState }) => (
            <TextAreaField
              label={RFQ_TEXT.descriptionLabel}
              hint={RFQ_TEXT.descriptionHint}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              maxLength={RFQ_LIMITS.descriptionChars}
              rows={8}
              placeholder=""
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="industry"
          render={({ field: industry }) => (
            <Controller
              control={control}
              name="categories"
              render={({ field, fieldState }) => (
                <CategoryPicker
                  tree={tree}
                  required
                  legend={RFQ_TEXT.categoriesLegend}
                  max={RFQ_LIMITS.categories}
                  industry={industry.value}
                  onIndustryChange={industry.onChange}
                  value={field.value}
                  onChange={field.onChange}
                  focusRef={field.ref}
                  error={errorMessage(fieldState.error)}
                />
              )}
            />
          )}
        />
      </section>

      <section aria-labelledby="rfq-new-quantity" className={section}>
        <h2 id="rfq-new-quantity" className={heading}>
          {RFQ_TEXT.sectionQuantity}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={control}
            name="quantity"
            render={({ field, fieldState }) => (
              <InputField
                label={RFQ_TEXT.quantityLabel}
                required
                type="number"
                inputMode="decimal"
                min={0}
                max={RFQ_LIMITS.quantityMax}
                step="any"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="unit"
            render={({ field, fieldState }) => (
              <SelectField
                label={RFQ_TEXT.unitLabel}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                placeholder={RFQ_TEXT.unitLabel}
                options={RFQ_UNITS.map((u) => ({ value: u, label: u }))}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">{RFQ_TEXT.targetPriceLegend}</legend>
          <p className="text-xs text-slate-500">{RFQ_TEXT.targetPriceHint}</p>
          <div className="grid gap-4 sm:grid-cols-3">
            {(['min', 'max'] as const).map((side) => (
              <Controller
                key={side}
                control={control}
                name={`targetPrice.${side}`}
                render={({ field, fieldState }) => (
                  <InputField
                    label={side === 'min' ? RFQ_TEXT.targetMin : RFQ_TEXT.targetMax}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step="any"
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={fieldState.error?.message}
                  />
                )}
              />
            ))}
            <Controller
              control={control}
              name="targetPrice.currency"
              render={({ field, fieldState }) => (
                <SelectField
                  label={RFQ_TEXT.currencyLabel}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  placeholder={RFQ_TEXT.currencyLabel}
                  options={RFQ_CURRENCIES.map((c) => ({ value: c, label: c }))}
                  error={fieldState.error?.message}
                />
              )}
            />
          </div>
        </fieldset>
      </section>

      <section aria-labelledby="rfq-new-delivery" className={section}>
        <h2 id="rfq-new-delivery" className={heading}>
          {RFQ_TEXT.sectionDelivery}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={control}
            name="incoterm"
            render={({ field, fieldState }) => (
              <SelectField
                label={RFQ_TEXT.incotermLabel}
                hint={RFQ_TEXT.incotermHint}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                placeholder={RFQ_TEXT.incotermLabel}
                options={INCOTERMS.map((i) => ({ value: i, label: INCOTERM_LABELS[i] }))}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="destinationCountry"
            render={({ field, fieldState }) => (
              <SelectField
                label={RFQ_TEXT.destinationCountryLabel}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                placeholder={countries.isPending ? '…' : RFQ_TEXT.destinationCountryLabel}
                options={countryList.map((c) => ({ value: c.code, label: `${c.emoji} ${c.countryName}`.trim() }))}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
        <Controller
          control={control}
          name="supplierCountries"
          render={({ field, fieldState }) => (
            <CountryListField
              label={RFQ_TEXT.supplierCountriesLabel}
              hint={RFQ_TEXT.supplierCountriesHint}
              countries={countryList}
              value={field.value}
              onChange={field.onChange}
              max={RFQ_LIMITS.supplierCountries}
              inputRef={field.ref}
              error={errorMessage(fieldState.error)}
            />
          )}
        />
        <Controller
          control={control}
          name="deadline"
          render={({ field, fieldState }) => (
            <InputField
              label={RFQ_TEXT.deadline}
              hint={RFQ_TEXT.deadlineHint}
              required
              type="date"
              min={utcDayAhead(RFQ_LIMITS.deadlineMinDays)}
              max={utcDayAhead(RFQ_LIMITS.deadlineMaxDays)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
              className="sm:max-w-xs"
            />
          )}
        />
      </section>

      <section aria-labelledby="rfq-new-who" className={section}>
        <h2 id="rfq-new-who" className={heading}>
          {RFQ_TEXT.visibilityLegend}
        </h2>
        <Controller
          control={control}
          name="visibility"
          render={({ field, fieldState }) => (
            <fieldset className="space-y-2">
              <legend className="sr-only">{RFQ_TEXT.visibilityLegend}</legend>
              {RFQ_VISIBILITIES.map((v, i) => (
                <label
                  key={v}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2 hover:bg-slate-50 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
                >
                  <input
                    ref={i === 0 ? field.ref : undefined}
                    type="radio"
                    name={field.name}
                    value={v}
                    checked={field.value === v}
                    onChange={() => field.onChange(v)}
                    onBlur={field.onBlur}
                    className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600 focus-visible:outline-none"
                  />
                  <span className="text-sm text-slate-800">{RFQ_VISIBILITY_LABELS[v]}</span>
                </label>
              ))}
              {fieldState.error?.message ? <p className="text-xs font-medium text-red-600">{fieldState.error.message}</p> : null}
            </fieldset>
          )}
        />
        {visibility === 'invited' ? (
          <Controller
            control={control}
            name="invitedBusinessIDs"
            render={({ field, fieldState }) => (
              <InviteField
                value={field.value}
                onChange={field.onChange}
                max={RFQ_LIMITS.invitedBusinesses}
                exclude={postAs !== userID ? postAs : undefined}
                inputRef={field.ref}
                error={errorMessage(fieldState.error)}
              />
            )}
          />
        ) : null}
      </section>

      <section className={section} aria-label={RFQ_TEXT.attachmentsLegend}>
        <Controller
          control={control}
          name="attachments"
          render={({ field, fieldState }) => (
            <AttachmentsField
              value={field.value}
              onChange={field.onChange}
              max={RFQ_LIMITS.attachments}
              onUploadingChange={(on) => setUploads((n) => n + (on ? 1 : -1))}
              error={errorMessage(fieldState.error)}
            />
          )}
        />
      </section>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
        <Link to={RFQ_PATHS.board} className={buttonClass('ghost')}>
          {RFQ_TEXT.cancel}
        </Link>
        <ActionButton type="submit" loading={busy} disabled={uploads > 0}>
          {RFQ_TEXT.postButton}
        </ActionButton>
      </div>
    </form>
  );
}
