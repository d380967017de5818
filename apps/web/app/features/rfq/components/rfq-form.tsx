/**
 * "Request quotations" (/rfq/new): every field of ZCreateRfqRequest. Post as yourself or as a
 * business you own or administer; what you need (title, description, up to three categories);
 * quantity, unit and an optional target price; Incoterm, destination, optional supplier countries
 * and the deadline (a UTC day, tomorrow to 60 days ahead); who may quote (public, or the businesses
 * you invite); pictures. Checked with the contract's schema, loaded on the first submit
 * (decision 0009); the API's field errors go under their fields. Success opens the request.
 */
import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link, useNavigate } from '~/lib/edition-link';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  AUTH_PAGES,
  INCOTERM_LABELS,
  INCOTERMS,
  RFQ_CURRENCIES,
  RFQ_LIMITS,
  RFQ_PATHS,
  RFQ_TEXT,
  RFQ_UNITS,
  RFQ_VISIBILITIES,
  RFQ_VISIBILITY_LABELS,
  utcDayAhead,
} from '@wbn/contract/constants';
import type { CreateRfqRequest } from '@wbn/contract/schemas';
import { FormAlert } from '~/components/form-field';
import { AwaitingConfirmation } from '~/components/awaiting-confirmation';
import { useAwaitingConfirmation } from '~/lib/email-confirmation';
import { buttonClass } from '~/components/button-link';
import { FormSelectField, FormTextAreaField, FormTextField } from '~/components/form-controlled';
import { authHref } from '~/lib/auth-href';
import { useIndustryTree } from '~/lib/use-industries';
import { useCountries } from '~/lib/ref-data/countries';
import { ActionButton } from '~/components/action-button';
import { CategoryPickerField } from '~/features/business/public';
import { errorText, isApiError } from '~/lib/api-client';
import { setServerErrors } from '~/lib/field-errors';
import { errorMessage } from '~/lib/forms';
import { toast } from '~/lib/toast';
import { useCreateRfq } from '../api/rfq';
import {
  RFQ_FORM_FIELDS,
  rfqFormResolver,
  type Poster,
  type RfqFormContext,
  type RfqFormValues,
} from '../lib/rfq-form-values';
import { AttachmentsField } from './attachments-field';
import { CountryListField } from './country-list-field';
import { InviteField } from './invite-field';

export type { Poster };

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
  } = useForm<RfqFormValues, RfqFormContext, CreateRfqRequest>({
    resolver: rfqFormResolver,
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
        const placed = isApiError(err) && err.status === 400 && setServerErrors(setError, err.fields, RFQ_FORM_FIELDS);
        // Over the day's limit (429), not your business (403), the network: above the form, as the API says it.
        showAlert(placed ? RFQ_TEXT.fixFields : errorText(err), !placed);
      }
    },
    // The first invalid field has the focus; the alert says why.
    () => showAlert(RFQ_TEXT.fixFields, false),
  );

  const busy = isSubmitting || create.isPending;
  // A member whose address is not confirmed finds the form disabled with the reason (decisions 0028, 0072).
  const waiting = useAwaitingConfirmation();
  const waitsId = 'rfq-new-waits';
  return (
    <form noValidate onSubmit={submit} aria-busy={busy || undefined} className="max-w-3xl space-y-6">
      {waiting ? <AwaitingConfirmation action="rfq" id={waitsId} /> : null}
      <fieldset
        disabled={waiting}
        aria-describedby={waiting ? waitsId : undefined}
        className="m-0 min-w-0 border-0 p-0 space-y-6"
      >
        {alert ? <FormAlert ref={alertRef}>{alert}</FormAlert> : null}

        <section aria-labelledby="rfq-new-what" className={section}>
          <h2 id="rfq-new-what" className={heading}>
            {RFQ_TEXT.sectionRequest}
          </h2>
          {posters.length > 1 ? (
            <FormSelectField
              control={control}
              name="asBusinessID"
              label={RFQ_TEXT.postAs}
              hint={RFQ_TEXT.postAsHint}
              required
              placeholder={RFQ_TEXT.postAs}
              options={posters.map((p) => ({
                value: p.id,
                label: p.type === 'user' ? `${p.name}${RFQ_TEXT.youSuffix}` : p.name,
              }))}
            />
          ) : null}
          <FormTextField
            control={control}
            name="title"
            label={RFQ_TEXT.titleLabel}
            hint={RFQ_TEXT.titleHint}
            required
            maxLength={RFQ_LIMITS.titleChars}
            autoComplete="off"
          />
          <FormTextAreaField
            control={control}
            name="description"
            label={RFQ_TEXT.descriptionLabel}
            hint={RFQ_TEXT.descriptionHint}
            required
            maxLength={RFQ_LIMITS.descriptionChars}
            rows={8}
            placeholder=""
          />
          <CategoryPickerField
            control={control}
            name="categories"
            industryName="industry"
            tree={tree}
            required
            legend={RFQ_TEXT.categoriesLegend}
            max={RFQ_LIMITS.categories}
            industryFirst={RFQ_TEXT.categoriesIndustryFirst}
          />
        </section>

        <section aria-labelledby="rfq-new-quantity" className={section}>
          <h2 id="rfq-new-quantity" className={heading}>
            {RFQ_TEXT.sectionQuantity}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormTextField
              control={control}
              name="quantity"
              label={RFQ_TEXT.quantityLabel}
              required
              type="number"
              inputMode="decimal"
              min={0}
              max={RFQ_LIMITS.quantityMax}
              step="any"
            />
            <FormSelectField
              control={control}
              name="unit"
              label={RFQ_TEXT.unitLabel}
              required
              placeholder={RFQ_TEXT.unitLabel}
              options={RFQ_UNITS.map((u) => ({ value: u, label: u }))}
            />
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">{RFQ_TEXT.targetPriceLegend}</legend>
            <p className="text-xs text-slate-500">{RFQ_TEXT.targetPriceHint}</p>
            <div className="grid gap-4 sm:grid-cols-3">
              {(['min', 'max'] as const).map((side) => (
                <FormTextField
                  key={side}
                  control={control}
                  name={`targetPrice.${side}`}
                  label={side === 'min' ? RFQ_TEXT.targetMin : RFQ_TEXT.targetMax}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="any"
                />
              ))}
              <FormSelectField
                control={control}
                name="targetPrice.currency"
                label={RFQ_TEXT.currencyLabel}
                placeholder={RFQ_TEXT.currencyLabel}
                options={RFQ_CURRENCIES.map((c) => ({ value: c, label: c }))}
              />
            </div>
          </fieldset>
        </section>

        <section aria-labelledby="rfq-new-delivery" className={section}>
          <h2 id="rfq-new-delivery" className={heading}>
            {RFQ_TEXT.sectionDelivery}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormSelectField
              control={control}
              name="incoterm"
              label={RFQ_TEXT.incotermLabel}
              hint={RFQ_TEXT.incotermHint}
              required
              placeholder={RFQ_TEXT.incotermLabel}
              options={INCOTERMS.map((i) => ({ value: i, label: INCOTERM_LABELS[i] }))}
            />
            <FormSelectField
              control={control}
              name="destinationCountry"
              label={RFQ_TEXT.destinationCountryLabel}
              required
              placeholder={countries.isPending ? '…' : RFQ_TEXT.destinationCountryLabel}
              options={countryList.map((c) => ({ value: c.code, label: c.countryName }))}
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
          <FormTextField
            control={control}
            name="deadline"
            label={RFQ_TEXT.deadline}
            hint={RFQ_TEXT.deadlineHint}
            required
            type="date"
            min={utcDayAhead(RFQ_LIMITS.deadlineMinDays)}
            max={utcDayAhead(RFQ_LIMITS.deadlineMaxDays)}
            className="sm:max-w-xs"
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
                {fieldState.error?.message ? (
                  <p className="text-xs font-medium text-red-600">{fieldState.error.message}</p>
                ) : null}
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
      </fieldset>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
        <Link to={RFQ_PATHS.board} className={buttonClass('ghost')}>
          {RFQ_TEXT.cancel}
        </Link>
        <ActionButton type="submit" loading={busy} disabled={uploads > 0 || waiting}>
          {RFQ_TEXT.postButton}
        </ActionButton>
      </div>
    </form>
  );
}
