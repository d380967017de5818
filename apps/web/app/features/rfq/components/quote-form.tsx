/**
 * A supplier's quote: which of their businesses quotes (a choice when several may, its name when
 * asked to say it), unit price and currency (the request's to start with), minimum order, lead
 * time, Incoterm, validity, a note and a picture or a PDF. Sends it (POST …/quotes: the panel
 * shows the sent quote, decision 0069) or saves the changes of one already sent (PATCH). Checked with the contract's schema
 * (loaded on the first submit); the API's field errors go under their fields, and its refusals of
 * the whole quote (the month's fair use, 429; the request closed or already quoted, 409) above
 * the button, word for word.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  INCOTERM_LABELS,
  INCOTERMS,
  RFQ_CURRENCIES,
  RFQ_LIMITS,
  RFQ_TEXT,
  isDocumentReference,
  utcDayAhead,
  utcToday,
  type Incoterm,
  type RfqCurrency,
} from '@wbn/contract/constants';
import type { CreateQuoteRequest, QuoteDone, RfqAttachment, RfqQuote, UpdateQuoteRequest } from '@wbn/contract/schemas';
import { FormAlert } from '~/components/form-field';
import { AwaitingConfirmation } from '~/components/awaiting-confirmation';
import { useAwaitingConfirmation } from '~/lib/email-confirmation';
import { buttonClass } from '~/components/button-link';
import { ActionButton } from '~/components/action-button';
import { SelectField } from '~/components/form-controls';
import { FormSelectField, FormTextAreaField, FormTextField } from '~/components/form-controlled';
import { AttachmentPicker, DocumentChip } from '~/features/files/public';
import { photoSrc } from '~/lib/format';
import { errorText, isApiError } from '~/lib/api-client';
import { setServerErrors } from '~/lib/field-errors';
import { schemaResolver, toNumber } from '~/lib/forms';
import { toast } from '~/lib/toast';
import { useCreateQuote, useUpdateQuote } from '../api/quotes';

type Values = {
  businessID: string;
  unitPrice: string;
  currency: string;
  moq: string;
  leadTimeDays: string;
  incoterm: string;
  validUntil: string;
  note: string;
  attachment: RfqAttachment | null;
};

/** In the order of the form: the first invalid one gets the focus. */
const FIELDS = [
  'businessID',
  'unitPrice',
  'currency',
  'moq',
  'leadTimeDays',
  'incoterm',
  'validUntil',
  'note',
  'attachment',
] as const;

const terms = (v: Values) => ({
  unitPrice: toNumber(v.unitPrice),
  currency: v.currency || undefined,
  moq: toNumber(v.moq),
  leadTimeDays: toNumber(v.leadTimeDays),
  incoterm: v.incoterm || undefined,
  validUntil: v.validUntil,
});

const createResolver = schemaResolver<Values, CreateQuoteRequest>((s) => s.ZCreateQuoteRequest, {
  input: (v) => ({
    businessID: v.businessID,
    ...terms(v),
    note: v.note.trim() ? v.note : undefined,
    attachment: v.attachment ?? undefined,
  }),
});
// An edit sends every field: an emptied note clears it, a removed file (null) takes it off.
const editResolver = schemaResolver<Values, UpdateQuoteRequest>((s) => s.ZUpdateQuoteRequest, {
  input: (v) => ({ ...terms(v), note: v.note, attachment: v.attachment }),
});

/** What the form needs of the request: its id, and what a new quote starts from (its Incoterm and currency; USD when it names no price). */
export type QuotedRequest = { rfqID: string; incoterm: Incoterm; currency: RfqCurrency | null };

type Props = { rfq: QuotedRequest; userID: string } & (
  | {
      mode: 'create';
      businesses: readonly { businessID: string; companyName: string }[];
      /** Name the one business it sends as (a further quote: decision 0069); several are always a choice. */
      nameBusiness?: boolean;
      /** The quote is sent: the API's answer (the panel shows the quote and says so). */
      onSent: (done: QuoteDone) => void;
      /** Offers Cancel (a further quote's form, opened by a button). */
      onCancel?: () => void;
      /** Takes the focus when it opens (its first field): it was opened by a button. */
      focusFirst?: boolean;
      quote?: undefined;
    }
  | { mode: 'edit'; quote: RfqQuote; businesses?: undefined; onDone: () => void }
);

const fromQuote = (q: RfqQuote): Values => ({
  businessID: q.supplier.businessID,
  unitPrice: String(q.unitPrice),
  currency: q.currency,
  moq: String(q.moq),
  leadTimeDays: String(q.leadTimeDays),
  incoterm: q.incoterm,
  validUntil: q.validUntil,
  note: q.note ?? '',
  attachment: q.attachment,
});

export function QuoteForm(props: Props) {
  const { rfq, userID, mode } = props;
  const create = useCreateQuote(rfq.rfqID, userID);
  const update = useUpdateQuote(rfq.rfqID, userID);
  const alertRef = useRef<HTMLDivElement>(null);
  const [uploads, setUploads] = useState(0);
  const choices = props.mode === 'create' ? props.businesses : [];
  const blank: Values = {
    businessID: choices[0]?.businessID ?? '',
    unitPrice: '',
    currency: rfq.currency ?? 'USD',
    moq: '',
    leadTimeDays: '',
    incoterm: rfq.incoterm,
    validUntil: utcDayAhead(30),
    note: '',
    attachment: null,
  };
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, CreateQuoteRequest | UpdateQuoteRequest>({
    resolver: (mode === 'edit' ? editResolver : createResolver) as never,
    defaultValues: props.mode === 'edit' ? fromQuote(props.quote) : blank,
  });
  const businessID = useWatch({ control, name: 'businessID' });
  const focusFirst = props.mode === 'create' && props.focusFirst;
  useEffect(() => {
    if (focusFirst) setFocus(choices.length > 1 ? 'businessID' : 'unitPrice');
    // On opening only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const alert = errors.root?.server?.message;

  const showAlert = (message: string) => {
    setError('root.server', { message });
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const submit = handleSubmit(async (body) => {
    try {
      if (props.mode === 'edit') {
        const r = await update.mutateAsync({ quoteID: props.quote.quoteID, body: body as UpdateQuoteRequest });
        toast.success(r.message);
        props.onDone();
      } else {
        props.onSent(await create.mutateAsync(body as CreateQuoteRequest));
      }
    } catch (err) {
      // A bad field (400) goes under it; a refusal of the whole quote (429, 409, 403) above the button, as the API says it.
      const shown =
        isApiError(err) &&
        err.status === 400 &&
        setServerErrors(setError, err.fields, choices.length > 1 ? FIELDS : FIELDS.filter((f) => f !== 'businessID'));
      if (!shown) showAlert(errorText(err));
    }
  });

  const busy = isSubmitting || create.isPending || update.isPending;
  // A member whose address is not confirmed finds the form disabled with the reason (decisions 0028, 0072).
  const waiting = useAwaitingConfirmation();
  const waitsId = `${useId()}-waits`;
  const today = utcToday();
  return (
    <form noValidate onSubmit={submit} aria-busy={busy || undefined} className="space-y-4">
      {waiting ? <AwaitingConfirmation action="rfq" id={waitsId} /> : null}
      <fieldset
        disabled={waiting}
        aria-describedby={waiting ? waitsId : undefined}
        className="m-0 min-w-0 border-0 p-0 space-y-4"
      >
        {alert ? <FormAlert ref={alertRef}>{alert}</FormAlert> : null}
        {choices.length > 1 ? (
          <Controller
            control={control}
            name="businessID"
            render={({ field, fieldState }) => (
              <SelectField
                label={RFQ_TEXT.quoteAs}
                required
                value={field.value}
                onChange={(v) => {
                  field.onChange(v);
                  // The picture was uploaded for the business chosen before.
                  setValue('attachment', null);
                }}
                onBlur={field.onBlur}
                inputRef={field.ref}
                placeholder={RFQ_TEXT.quoteAs}
                options={choices.map((b) => ({ value: b.businessID, label: b.companyName }))}
                error={fieldState.error?.message}
              />
            )}
          />
        ) : props.mode === 'create' && props.nameBusiness && choices[0] ? (
          <p className="text-sm text-slate-700">
            <span className="font-medium text-slate-800">{RFQ_TEXT.quoteAs}:</span>{' '}
            <strong className="font-semibold break-words text-slate-900">{choices[0].companyName}</strong>
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            control={control}
            name="unitPrice"
            label={RFQ_TEXT.unitPriceLabel}
            required
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
          />
          <FormSelectField
            control={control}
            name="currency"
            label={RFQ_TEXT.currencyLabel}
            required
            options={RFQ_CURRENCIES.map((c) => ({ value: c, label: c }))}
          />
          <FormTextField
            control={control}
            name="moq"
            label={RFQ_TEXT.moqLabel}
            required
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
          />
          <FormTextField
            control={control}
            name="leadTimeDays"
            label={RFQ_TEXT.leadTimeLabel}
            hint={RFQ_TEXT.leadTimeHint}
            required
            type="number"
            inputMode="numeric"
            min={0}
            max={RFQ_LIMITS.leadTimeDaysMax}
            step={1}
          />
          <FormSelectField
            control={control}
            name="incoterm"
            label={RFQ_TEXT.incotermLabel}
            required
            options={INCOTERMS.map((i) => ({ value: i, label: INCOTERM_LABELS[i] }))}
          />
          <FormTextField
            control={control}
            name="validUntil"
            label={RFQ_TEXT.validUntilLabel}
            required
            type="date"
            min={today}
            max={utcDayAhead(RFQ_LIMITS.validUntilMaxDays)}
          />
        </div>
        <FormTextAreaField
          control={control}
          name="note"
          label={RFQ_TEXT.noteLabel}
          hint={RFQ_TEXT.noteHint}
          maxLength={RFQ_LIMITS.noteChars}
          rows={4}
          placeholder=""
        />
        <Controller
          control={control}
          name="attachment"
          render={({ field, fieldState }) => (
            <AttachmentInput
              value={field.value}
              onChange={field.onChange}
              businessID={businessID || choices[0]?.businessID || props.quote?.supplier.businessID || ''}
              onUploadingChange={(on) => setUploads((n) => n + (on ? 1 : -1))}
              error={fieldState.error?.message}
            />
          )}
        />
      </fieldset>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {props.mode === 'edit' || props.onCancel ? (
          <button
            type="button"
            onClick={props.mode === 'edit' ? props.onDone : props.onCancel}
            className={buttonClass('ghost')}
          >
            {RFQ_TEXT.cancel}
          </button>
        ) : null}
        <ActionButton type="submit" loading={busy} disabled={uploads > 0 || waiting}>
          {mode === 'edit' ? RFQ_TEXT.saveQuote : RFQ_TEXT.sendQuoteButton}
        </ActionButton>
      </div>
    </form>
  );
}

/** The quote's one file: a picture (thumbnail) or a PDF (chip), with Remove, and a picker that uploads it for the quoting business. */
function AttachmentInput(props: {
  value: RfqAttachment | null;
  onChange: (value: RfqAttachment | null) => void;
  businessID: string;
  onUploadingChange: (on: boolean) => void;
  error?: string;
}) {
  const { value, onChange } = props;
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-700">
        {RFQ_TEXT.attachmentLabel}
      </span>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {RFQ_TEXT.attachmentHint}
      </p>
      {value ? (
        isDocumentReference(value) ? (
          <div>
            <DocumentChip doc={value} onRemove={() => onChange(null)} />
          </div>
        ) : (
          <div className="relative h-28 w-28">
            <img
              src={photoSrc(value, 200) ?? value.url}
              alt={RFQ_TEXT.quotePicture}
              className="h-full w-full rounded-lg border border-slate-200 object-cover"
            />
            <button
              type="button"
              onClick={() => onChange(null)}
              aria-label={RFQ_TEXT.removeItem('the picture')}
              className="absolute top-1 right-1 inline-flex h-8 w-8 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            </button>
          </div>
        )
      ) : null}
      <AttachmentPicker
        target={{ kind: 'business', businessID: props.businessID }}
        buttonText={value ? RFQ_TEXT.replaceFile : RFQ_TEXT.chooseFile}
        describedBy={`${id}-label ${id}-hint`}
        onUploaded={(file) => onChange(file)}
        onUploadingChange={props.onUploadingChange}
      />
      {props.error ? <p className="text-xs font-medium text-red-600">{props.error}</p> : null}
    </div>
  );
}
