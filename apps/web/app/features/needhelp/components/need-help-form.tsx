/**
 * The need-business-help enquiry form (spec 2 §2, §3, §4, §5, §8): every enquiry field, client checks
 * with ZNeedHelpRequest, a toast for the outcome and the server's field errors inline.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
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
} from '@wbn/contract';
import { buttonClass } from '~/components/button-link';
import { Field, Spinner } from '~/components/form-field';
import { isApiError } from '~/lib/api-client';
import { fieldErrors } from '~/lib/field-errors';
import { useHydrated } from '~/lib/use-hydrated';
import { loadFormSchemas } from '~/lib/load-form-schemas';
import { EMPTY_REF_LISTS, getNeedHelpRefLists, type NeedHelpRefLists } from '../api/ref-lists';
import { sendEnquiry } from '../api/send-enquiry';
import {
  BUY_FIELDS,
  NEEDHELP_FIELDS,
  SELL_FIELDS,
  emptyValues,
  isNeedHelpField,
  toRequestBody,
  type NeedHelpErrors,
  type NeedHelpField,
  type NeedHelpValues,
} from '../lib/form-values';

type Option = { value: string; label: string };

type TextFieldDef = {
  name: NeedHelpField;
  label: string;
  type?: 'text' | 'url' | 'tel' | 'email';
  autoComplete?: string;
  inputMode?: 'tel' | 'numeric' | 'email' | 'url';
  required?: boolean;
};
const text = (name: NeedHelpField, label: string, extra: Omit<TextFieldDef, 'name' | 'label'> = {}): TextFieldDef => ({ name, label, ...extra });

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

export function NeedHelpForm({ loadRefLists = getNeedHelpRefLists }: { loadRefLists?: () => Promise<NeedHelpRefLists> }) {
  const [values, setValues] = useState<NeedHelpValues>(emptyValues);
  const [errors, setErrors] = useState<NeedHelpErrors>({});
  const [pending, setPending] = useState(false);
  const [lists, setLists] = useState<NeedHelpRefLists>(EMPTY_REF_LISTS);
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    let live = true;
    loadRefLists()
      .then((l) => live && setLists(l))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [loadRefLists]);

  const set = (name: NeedHelpField, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const showErrors = (next: NeedHelpErrors) => {
    setErrors(next);
    const first = NEEDHELP_FIELDS.find((f) => next[f]);
    const el = first ? formRef.current?.elements.namedItem(first) : null;
    if (el instanceof HTMLElement) el.focus();
  };

  const reset = () => {
    setValues(emptyValues());
    setErrors({});
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const { ZNeedHelpRequest } = await loadFormSchemas();
    const parsed = ZNeedHelpRequest.safeParse(values);
    if (!parsed.success) {
      showErrors(fieldErrors<NeedHelpField>(parsed.error.issues));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await sendEnquiry(toRequestBody(parsed.data));
      toast.success(MSG.enquirySent);
      reset();
    } catch (err) {
      toast.error(MSG.enquiryFailed);
      if (isApiError(err) && err.fields) {
        const known = Object.fromEntries(Object.entries(err.fields).filter(([k]) => isNeedHelpField(k))) as NeedHelpErrors;
        if (Object.keys(known).length) showErrors(known);
      }
    } finally {
      setPending(false);
    }
  }

  const input = (f: TextFieldDef) => (
    <Field key={f.name} label={f.label} error={errors[f.name]}>
      {(p) => (
        <input
          {...p}
          required={!!f.required}
          name={f.name}
          type={f.type ?? 'text'}
          inputMode={f.inputMode}
          autoComplete={f.autoComplete ?? 'off'}
          value={values[f.name]}
          onChange={(e) => set(f.name, e.target.value)}
        />
      )}
    </Field>
  );

  const select = (name: NeedHelpField, label: string, options: Option[], placeholder = 'Choose…') => (
    <Field key={name} label={label} error={errors[name]}>
      {(p) => (
        <select {...p} required={false} name={name} value={values[name]} onChange={(e) => set(name, e.target.value)}>
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

  const moreInfo = (name: 'moreInfoBuy' | 'moreInfoSell', label: string) => {
    const used = values[name].length;
    return (
      <div className="md:col-span-2">
        <Field label={label} error={errors[name]} hint={`${used}/${ENQUIRY_MORE_INFO_MAX} characters, ${Math.max(0, ENQUIRY_MORE_INFO_MAX - used)} left`}>
          {(p) => (
            <textarea
              {...p}
              required={false}
              name={name}
              rows={TEXTAREA_ROWS}
              maxLength={ENQUIRY_MORE_INFO_MAX}
              placeholder={TEXTAREA_PLACEHOLDER}
              value={values[name]}
              onChange={(e) => set(name, e.target.value)}
            />
          )}
        </Field>
      </div>
    );
  };

  const industryOptions: Option[] = lists.industries.map((i) => ({ value: i.id, label: i.name }));

  return (
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} aria-busy={pending} className="space-y-8">
      <p className="text-sm text-slate-600">{ENQUIRY_TEXT.requiredNote}</p>

      <Section legend="Your company">
        {ABOUT.map(input)}
        {select('businessType', 'Business type', lists.businessTypes.map((t) => ({ value: t.code, label: t.businessTypeName })))}
        {input(WEBSITE)}
        {select('jobPosition', 'Job position', lists.jobPositions.map((j) => ({ value: j.jobPositionID, label: j.name })))}
        {ADDRESS.map(input)}
        {select('usaState', 'US state', STATE_OPTIONS, SELECT_ONE_STATE)}
        {select('country', 'Country', lists.countries.map((c) => ({ value: c.code, label: c.countryName })))}
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
        <button type="button" onClick={reset} disabled={pending} className={buttonClass('secondary')}>
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
