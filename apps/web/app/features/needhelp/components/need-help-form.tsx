/**
 * The need-business-help enquiry form: every enquiry field, client checks
 * with ZNeedHelpRequest (react-hook-form, the schema loaded on the first submit: lib/forms.ts), a
 * toast for the outcome and the server's field errors inline.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { toast } from '~/lib/toast';
import {
  ENQUIRY_MORE_INFO_MAX,
  ENQUIRY_TEXT,
  MSG,
  NO_FEE_TEXT,
  SELECT_ONE_STATE,
  TEXTAREA_PLACEHOLDER,
  TEXTAREA_ROWS,
  US_STATE_CODES,
} from '@wbn/contract/constants';
import { buttonClass } from '~/components/button-link';
import { Field, Spinner } from '~/components/form-field';
import { isApiError } from '~/lib/api-client';
import { setServerErrors } from '~/lib/field-errors';
import { schemaResolver, type SchemaOutput } from '~/lib/forms';
import { useHydrated } from '~/lib/use-hydrated';
import { EMPTY_REF_LISTS, getNeedHelpRefLists, type NeedHelpRefLists } from '../api/ref-lists';
import { sendEnquiry } from '../api/send-enquiry';
import {
  BUY_FIELDS,
  NEEDHELP_FIELDS,
  SELL_FIELDS,
  emptyValues,
  toRequestBody,
  type NeedHelpField,
  type NeedHelpValues,
} from '../lib/form-values';

type NeedHelpRequest = SchemaOutput<'ZNeedHelpRequest'>;
const resolver = schemaResolver<NeedHelpValues, NeedHelpRequest>((s) => s.ZNeedHelpRequest);

type Option = { value: string; label: string };

type TextFieldDef = {
  name: NeedHelpField;
  label: string;
  type?: 'text' | 'url' | 'tel' | 'email';
  autoComplete?: string;
  inputMode?: 'tel' | 'numeric' | 'email' | 'url';
  required?: boolean;
};
const text = (name: NeedHelpField, label: string, extra: Omit<TextFieldDef, 'name' | 'label'> = {}): TextFieldDef => ({
  name,
  label,
  ...extra,
});

const ABOUT = [
  text('firstName', 'First name', { autoComplete: 'given-name' }),
  text('lastName', 'Last name', { autoComplete: 'family-name' }),
  text('businessName', 'Business name', { autoComplete: 'organization' }),
] as const;
const WEBSITE = text('website', 'Website', { type: 'url', inputMode: 'url', autoComplete: 'url' });
const ADDRESS = [
  text('address', 'Address', { autoComplete: 'street-address' }),
  text('zipcode', 'Zip code', { autoComplete: 'postal-code' }),
  text('city', 'City', { autoComplete: 'address-level2' }),
] as const;
const CONTACT = [
  text('companyPhone', 'Company telephone *', { type: 'tel', inputMode: 'tel', autoComplete: 'tel', required: true }),
  text('companyFax', 'Company fax', { type: 'tel', inputMode: 'tel' }),
  text('totalEmployees', 'Total employees', { inputMode: 'numeric' }),
  text('salesEmployees', 'Sales employees', { inputMode: 'numeric' }),
  text('mobilePhone', 'Mobile phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' }),
  text('email', 'E-mail *', { type: 'email', inputMode: 'email', autoComplete: 'email', required: true }),
] as const;

const STATE_OPTIONS: Option[] = US_STATE_CODES.map((code) => ({ value: code, label: code }));

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-3 text-base font-semibold text-slate-900">{legend}</legend>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** The characters used and left of a "more information" box, as it is typed. */
function CharactersLeft({
  control,
  name,
  children,
}: {
  control: Control<NeedHelpValues, unknown, NeedHelpRequest>;
  name: 'moreInfoBuy' | 'moreInfoSell';
  children: (hint: string) => ReactNode;
}) {
  const used = (useWatch({ control, name }) ?? '').length;
  return children(`${used}/${ENQUIRY_MORE_INFO_MAX} characters, ${Math.max(0, ENQUIRY_MORE_INFO_MAX - used)} left`);
}

export function NeedHelpForm({
  loadRefLists = getNeedHelpRefLists,
}: {
  loadRefLists?: () => Promise<NeedHelpRefLists>;
}) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting: pending },
  } = useForm<NeedHelpValues, unknown, NeedHelpRequest>({ resolver, defaultValues: emptyValues() });
  const [lists, setLists] = useState<NeedHelpRefLists>(EMPTY_REF_LISTS);
  const hydrated = useHydrated();

  useEffect(() => {
    let live = true;
    loadRefLists()
      .then((l) => live && setLists(l))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [loadRefLists]);

  const onSubmit = handleSubmit(async (data) => {
    try {
      await sendEnquiry(toRequestBody(data));
      toast.success(MSG.enquirySent);
      reset();
    } catch (err) {
      toast.error(MSG.enquiryFailed);
      if (isApiError(err)) setServerErrors(setError, err.fields, NEEDHELP_FIELDS);
    }
  });

  const input = (f: TextFieldDef) => (
    <Field key={f.name} label={f.label} error={errors[f.name]?.message}>
      {(p) => (
        <input
          {...p}
          {...register(f.name)}
          required={!!f.required}
          type={f.type ?? 'text'}
          inputMode={f.inputMode}
          autoComplete={f.autoComplete ?? 'off'}
        />
      )}
    </Field>
  );

  const select = (name: NeedHelpField, label: string, options: Option[], placeholder = 'Choose…') => (
    <Field key={name} label={label} error={errors[name]?.message}>
      {(p) => (
        <select {...p} {...register(name)} required={false}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  const moreInfo = (name: 'moreInfoBuy' | 'moreInfoSell', label: string) => (
    <div className="md:col-span-2">
      <CharactersLeft control={control} name={name}>
        {(hint) => (
          <Field label={label} error={errors[name]?.message} hint={hint}>
            {(p) => (
              <textarea
                {...p}
                {...register(name)}
                required={false}
                rows={TEXTAREA_ROWS}
                maxLength={ENQUIRY_MORE_INFO_MAX}
                placeholder={TEXTAREA_PLACEHOLDER}
              />
            )}
          </Field>
        )}
      </CharactersLeft>
    </div>
  );

  const industryOptions: Option[] = lists.industries.map((i) => ({ value: i.id, label: i.name }));

  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-busy={pending} className="space-y-8">
      <p className="text-sm text-slate-600">{ENQUIRY_TEXT.requiredNote}</p>

      <Section legend="Your company">
        {ABOUT.map(input)}
        {select(
          'businessType',
          'Business type',
          lists.businessTypes.map((t) => ({ value: t.code, label: t.businessTypeName })),
        )}
        {input(WEBSITE)}
        {select(
          'jobPosition',
          'Job position',
          lists.jobPositions.map((j) => ({ value: j.jobPositionID, label: j.name })),
        )}
        {ADDRESS.map(input)}
        {select('usaState', 'US state', STATE_OPTIONS, SELECT_ONE_STATE)}
        {select(
          'country',
          'Country',
          lists.countries.map((c) => ({ value: c.code, label: c.countryName })),
        )}
      </Section>

      <Section legend="Contacts and size">{CONTACT.map(input)}</Section>

      <Section legend="Products you buy">
        {BUY_FIELDS.map((f, i) => select(f, `Product you buy ${i + 1}`, industryOptions))}
        {moreInfo('moreInfoBuy', 'More information about the products you buy')}
      </Section>

      <Section legend="Products you sell">
        {SELL_FIELDS.map((f, i) => select(f, `Product you sell ${i + 1}`, industryOptions))}
        {moreInfo('moreInfoSell', 'More information about the products you sell')}
      </Section>

      <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-700">{NO_FEE_TEXT}</p>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={() => reset()} disabled={pending} className={buttonClass('secondary')}>
          {ENQUIRY_TEXT.reset}
        </button>
        <button type="submit" disabled={!hydrated || pending} className={buttonClass('primary', 'disabled:opacity-60')}>
          {pending && <Spinner />}
          {pending ? ENQUIRY_TEXT.sending : ENQUIRY_TEXT.submit}
        </button>
      </div>
    </form>
  );
}
