/**
 * The inquiry form (spec 1 §2 "Send request", §5 "Inquiry"): receiver (read-only), sender (the
 * user or one of their businesses), subject (the presets, 'Other' asks for the typed subject),
 * message (the default text area: 512 characters, 6 rows, 'Type here...', with a counter). All
 * required, else 'You have to fill all the form fields'. Success: 'Inquiry sent successfully',
 * then the new conversation.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Package, X } from 'lucide-react';
import {
  INQUIRY_SUBJECT_MAX_LENGTH,
  INQUIRY_SUBJECT_OTHER,
  INQUIRY_SUBJECTS,
  MSG,
  TEXTAREA_MAX_LENGTH,
  TEXTAREA_PLACEHOLDER,
  TEXTAREA_ROWS,
  type RequestInbox,
} from '@wbn/contract';
import { Field, FormAlert, Spinner } from '~/components/form-field';
import { buttonClass } from '~/components/button-link';
import { isApiError } from '~/lib/api-client';
import { toast } from '~/lib/toast';
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

type Fields = 'from' | 'subject' | 'other' | 'message' | 'to' | 'productID';

export function SendRequestForm({ business, product, onRemoveProduct, senders, userID }: Props) {
  const send = useSendInquiry();
  const navigate = useNavigate();
  const [from, setFrom] = useState(userID);
  const [subject, setSubject] = useState('');
  const [other, setOther] = useState('');
  const [message, setMessage] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const alertRef = useRef<HTMLDivElement>(null);
  const counterId = useId();

  const showAlert = (text: string) => {
    setAlert(text);
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    if (send.isPending) return;
    const typed = subject === INQUIRY_SUBJECT_OTHER ? other.trim() : subject;
    const missing: Partial<Record<Fields, string>> = {};
    if (!from) missing.from = 'Choose who sends the inquiry';
    if (!subject) missing.subject = 'Choose a subject';
    else if (!typed) missing.other = 'Type the subject';
    if (!message.trim()) missing.message = 'Write your message';
    setErrors(missing);
    if (Object.keys(missing).length) return showAlert(MSG.inquiryFillAll);
    setAlert(null);
    send.mutate(
      { to: business.businessID, from: from === userID ? undefined : from, subject: typed, message: message.trim(), productID: product?.productID },
      {
        onSuccess: (res) => {
          toast.success(MSG.inquirySent);
          navigate(inboxPath(from, res.request.requestID));
        },
        onError: (err) => {
          const fields = isApiError(err) ? (err.fields ?? {}) : {};
          setErrors({ ...fields, ...(fields.subject && subject === INQUIRY_SUBJECT_OTHER ? { other: fields.subject } : {}) });
          if (isApiError(err) && err.status >= 400 && err.status < 500) showAlert(err.message);
          toast.error(MSG.toastFailureDefault);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="max-w-2xl space-y-5" aria-busy={send.isPending || undefined}>
      {alert ? <FormAlert ref={alertRef}>{alert}</FormAlert> : null}
      <Field label="Receiver" error={errors.to}>
        {(p) => <input {...p} required={p.required} readOnly value={business.companyName} className={`${p.className} bg-slate-50 text-slate-700`} />}
      </Field>
      {product ? (
        <div className="flex items-center gap-2 rounded-lg border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-brand-700" data-testid="inquiry-product">
          <Package aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span className="min-w-0 flex-1 truncate">About the product: {product.name}</span>
          <button type="button" onClick={onRemoveProduct} aria-label={`Do not attach ${product.name}`} className="rounded-full p-1 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500">
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      ) : null}
      {errors.productID ? <p className="text-sm text-red-700">{errors.productID}</p> : null}
      <Field label="Sender" error={errors.from}>
        {(p) => (
          <select {...p} value={from} onChange={(e) => setFrom(e.target.value)}>
            {senders.map((s) => (
              <option key={s.id} value={s.id}>
                {s.type === 'user' ? `${s.name} (you)` : s.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Subject" error={errors.subject}>
        {(p) => (
          <select {...p} value={subject} onChange={(e) => setSubject(e.target.value)}>
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
        <Field label="Your subject" error={errors.other}>
          {(p) => <input {...p} type="text" value={other} maxLength={INQUIRY_SUBJECT_MAX_LENGTH} onChange={(e) => setOther(e.target.value)} autoComplete="off" />}
        </Field>
      ) : null}
      <Field
        label="Message"
        error={errors.message}
        aside={
          <span id={counterId} className="text-xs text-slate-500">
            {message.length}/{TEXTAREA_MAX_LENGTH}
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
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        )}
      </Field>
      <button type="submit" disabled={send.isPending} className={buttonClass('primary', 'disabled:cursor-not-allowed disabled:opacity-60')}>
        {send.isPending ? <Spinner /> : null}
        Send inquiry
      </button>
    </form>
  );
}
