/**
 * The inquiry form of "Send request": receiver (read-only), sender (the
 * user or one of their businesses), subject (the presets, 'Other' asks for the typed subject),
 * message (the default text area: 512 characters, 6 rows, 'Type here...', with a counter). All
 * required, else 'You have to fill all the form fields'. Success: 'Inquiry sent successfully',
 * then the new conversation. A member whose address is not confirmed finds the form disabled with
 * the reason before typing (decisions 0028, 0072).
 */
import { useId, useRef } from 'react';
import { useNavigate } from '~/lib/edition-link';
import { useForm, useWatch } from 'react-hook-form';
import { Package, X } from 'lucide-react';
import {
  INQUIRY_SUBJECT_MAX_LENGTH,
  INQUIRY_SUBJECT_OTHER,
  INQUIRY_SUBJECTS,
  MSG,
  TEXTAREA_MAX_LENGTH,
  TEXTAREA_PLACEHOLDER,
  TEXTAREA_ROWS,
} from '@wbn/contract/constants';
import type { RequestInbox } from '@wbn/contract/schemas';
import { Field, FormAlert, Spinner } from '~/components/form-field';
import { buttonClass } from '~/components/button-link';
import { isApiError } from '~/lib/api-client';
import { setServerErrors } from '~/lib/field-errors';
import { schemaResolver, type SchemaOutput } from '~/lib/forms';
import { toast } from '~/lib/toast';
import { useAwaitingConfirmation } from '~/lib/email-confirmation';
import { AwaitingConfirmation } from '~/components/awaiting-confirmation';
import { useSendInquiry } from '../api/mutations';
import { inboxPath } from '../lib/threads';

type Props = {
  business: { businessID: string; companyName: string };
  product: { productID: string; name: string } | null;
  onRemoveProduct: () => void;
  /** The user's own inbox first, then their businesses (the receiving one left out). */
  senders: RequestInbox[];
  userID: string;
};

/** `other`: the subject typed after choosing 'Other'. */
type Values = { from: string; subject: string; other: string; message: string };
type Context = { to: string; userID: string; productID?: string };
type SendInquiryRequest = SchemaOutput<'ZSendInquiryRequest'>;
/** In the order of the form (the first invalid one gets the focus). */
const FIELDS = ['from', 'subject', 'other', 'message'] as const;
const isOther = (v: Values) => v.subject === INQUIRY_SUBJECT_OTHER;

const resolver = schemaResolver<Values, SendInquiryRequest, Context>((s) => s.ZSendInquiryRequest, {
  // 'Other' with nothing typed stays 'Other', which the schema refuses with REQUEST_MSG.subjectOtherRequired.
  input: (v, c) => ({
    to: c.to,
    from: v.from === c.userID ? undefined : v.from,
    subject: isOther(v) ? v.other.trim() || INQUIRY_SUBJECT_OTHER : v.subject,
    message: v.message,
    productID: c.productID,
  }),
  errorsOn: (v) => (isOther(v) ? { subject: 'other' } : {}),
});

export function SendRequestForm({ business, product, onRemoveProduct, senders, userID }: Props) {
  const send = useSendInquiry();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<Values, Context, SendInquiryRequest>({
    resolver,
    defaultValues: { from: userID, subject: '', other: '', message: '' },
    context: { to: business.businessID, userID, productID: product?.productID },
  });
  const subject = useWatch({ control, name: 'subject' });
  const message = useWatch({ control, name: 'message' });
  const alert = errors.root?.server?.message;
  const alertRef = useRef<HTMLDivElement>(null);
  const counterId = useId();
  const waiting = useAwaitingConfirmation();

  const showAlert = (text: string) => {
    setError('root.server', { message: text });
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const submit = handleSubmit(
    async (body) => {
      try {
        const res = await send.mutateAsync(body);
        toast.success(MSG.inquirySent);
        navigate(inboxPath(body.from ?? userID, res.request.requestID));
      } catch (err) {
        const fields = isApiError(err) ? (err.fields ?? {}) : {};
        setServerErrors(
          setError,
          {
            ...fields,
            ...(fields.subject && subject === INQUIRY_SUBJECT_OTHER ? { other: fields.subject, subject: '' } : {}),
          },
          FIELDS,
        );
        if (fields.to) setError('root.to', { message: fields.to });
        if (fields.productID) setError('root.productID', { message: fields.productID });
        if (isApiError(err) && err.status >= 400 && err.status < 500) showAlert(err.message);
        toast.error(MSG.toastFailureDefault);
      }
    },
    // Something missing: the spec's alert, and each field's message.
    () => showAlert(MSG.inquiryFillAll),
  );

  return (
    <form noValidate onSubmit={submit} className="max-w-2xl space-y-5" aria-busy={send.isPending || undefined}>
      {waiting ? <AwaitingConfirmation action="inquiry" id={`${counterId}-waits`} /> : null}
      {/* Every field and the button wait together for a confirmed address. */}
      <fieldset
        disabled={waiting}
        aria-describedby={waiting ? `${counterId}-waits` : undefined}
        className="min-w-0 space-y-5"
      >
        {alert ? <FormAlert ref={alertRef}>{alert}</FormAlert> : null}
        <Field label="Receiver" error={errors.root?.to?.message}>
          {(p) => (
            <input
              {...p}
              required={p.required}
              readOnly
              value={business.companyName}
              className={`${p.className} bg-slate-50 text-slate-700`}
            />
          )}
        </Field>
        {product ? (
          <div
            className="flex items-center gap-2 rounded-lg border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-brand-700"
            data-testid="inquiry-product"
          >
            <Package aria-hidden="true" className="h-4 w-4 shrink-0" />
            <span className="min-w-0 flex-1 truncate">About the product: {product.name}</span>
            <button
              type="button"
              onClick={onRemoveProduct}
              aria-label={`Do not attach ${product.name}`}
              className="rounded-full p-1 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          </div>
        ) : null}
        {errors.root?.productID ? <p className="text-sm text-red-700">{errors.root.productID.message}</p> : null}
        <Field label="Sender" error={errors.from?.message}>
          {(p) => (
            <select {...p} {...register('from')}>
              {senders.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.type === 'user' ? `${s.name} (you)` : s.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Subject" error={errors.subject?.message}>
          {(p) => (
            <select {...p} {...register('subject')}>
              <option value="">Choose a subject</option>
              {INQUIRY_SUBJECTS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          )}
        </Field>
        {subject === INQUIRY_SUBJECT_OTHER ? (
          <Field label="Your subject" error={errors.other?.message}>
            {(p) => (
              <input
                {...p}
                {...register('other')}
                type="text"
                maxLength={INQUIRY_SUBJECT_MAX_LENGTH}
                autoComplete="off"
              />
            )}
          </Field>
        ) : null}
        <Field
          label="Message"
          error={errors.message?.message}
          aside={
            <span id={counterId} className="text-xs text-slate-500">
              {(message ?? '').length}/{TEXTAREA_MAX_LENGTH}
            </span>
          }
        >
          {(p) => (
            <textarea
              {...p}
              aria-describedby={[p['aria-describedby'], counterId].filter(Boolean).join(' ')}
              rows={TEXTAREA_ROWS}
              maxLength={TEXTAREA_MAX_LENGTH}
              placeholder={TEXTAREA_PLACEHOLDER}
              {...register('message')}
            />
          )}
        </Field>
        <button
          type="submit"
          disabled={send.isPending}
          className={buttonClass('primary', 'disabled:cursor-not-allowed disabled:opacity-60')}
        >
          {send.isPending ? <Spinner /> : null}
          Send inquiry
        </button>
      </fieldset>
    </form>
  );
}
