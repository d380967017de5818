/**
 * Verification on the membership screen: paid tiers include it; the owner sends documents
 * (business registration, certificates) through the signed upload; staff decide. Shows the
 * state of the last request: waiting, granted (what was checked and when) or refused (why).
 */
import { useId, useState, type FormEvent } from 'react';
import { BadgeCheck, Clock, Plus, ShieldAlert, Trash2 } from 'lucide-react';
import {
  MEMBERSHIP_MSG,
  VERIFICATION_DOCUMENT_KINDS,
  VERIFICATION_DOCUMENT_LABELS,
  VERIFICATION_LIMITS,
} from '@wbn/contract/constants';
import type { MembershipState, VerificationDocument } from '@wbn/contract/schemas';
import { buttonClass } from '~/components/button-link';
import { ImagePicker } from '~/features/files/image-picker';
import { isApiError } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { useRequestVerification } from '../api/verification';
import { formatDay } from '~/lib/dates';

type Kind = (typeof VERIFICATION_DOCUMENT_KINDS)[number];
type Draft = { key: number; kind: Kind; name: string; file: { url: string } | null; expireDate: string };

const input = 'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500';
let nextKey = 1;
const blank = (kind: Kind = 'registration'): Draft => ({ key: (nextKey += 1), kind, name: kind === 'registration' ? 'Business registration' : '', file: null, expireDate: '' });

function RequestForm({ businessID }: { businessID: string }) {
  const ids = useId();
  const [docs, setDocs] = useState<Draft[]>(() => [blank()]);
  const [note, setNote] = useState('');
  const [uploads, setUploads] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useRequestVerification(businessID);
  const update = (key: number, patch: Partial<Draft>) => setDocs((d) => d.map((x) => (x.key === key ? { ...x, ...patch } : x)));

  function submit(e: FormEvent) {
    e.preventDefault();
    const ready = docs.filter((d) => d.file);
    if (!ready.length) return setErrors({ documents: MEMBERSHIP_MSG.verificationDocumentsRequired });
    const documents: VerificationDocument[] = ready.map((d) => ({ kind: d.kind, name: d.name.trim() || VERIFICATION_DOCUMENT_LABELS[d.kind], file: { url: d.file!.url }, ...(d.expireDate ? { expireDate: d.expireDate } : {}) }));
    setErrors({});
    send.mutate(
      { businessID, documents, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: (r) => toast.success(r.message),
        onError: (err) => setErrors(isApiError(err) ? { ...(err.fields ?? {}), form: err.message } : { form: MEMBERSHIP_MSG.verificationDocumentsRequired }),
      },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4" aria-labelledby={`${ids}-t`}>
      <p id={`${ids}-t`} className="text-sm text-slate-700">
        Send a photo or scan of your business registration and of your certificates. Our staff check them and grant the Verified badge, usually within two working days.
      </p>
      <ul className="space-y-4">
        {docs.map((d, i) => (
          <li key={d.key} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-[auto_1fr]">
            <ImagePicker
              label={`Document ${i + 1}`}
              target={{ kind: 'business', businessID }}
              value={d.file}
              onChange={(v) => update(d.key, { file: v ? { url: v.url } : null })}
              onUploadingChange={(on) => setUploads((u) => u + (on ? 1 : -1))}
              buttonText={d.file ? 'Change file' : 'Choose file'}
            />
            <div className="grid gap-3 sm:grid-cols-2">
              <label className="text-sm font-semibold text-slate-700">
                What it is
                <select value={d.kind} onChange={(e) => update(d.key, { kind: e.target.value as Kind })} className={`${input} mt-1`}>
                  {VERIFICATION_DOCUMENT_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {VERIFICATION_DOCUMENT_LABELS[k]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="text-sm font-semibold text-slate-700">
                Name
                <input value={d.name} maxLength={VERIFICATION_LIMITS.nameChars} onChange={(e) => update(d.key, { name: e.target.value })} placeholder="e.g. ISO 9001" className={`${input} mt-1`} />
              </label>
              {d.kind === 'certificate' ? (
                <label className="text-sm font-semibold text-slate-700">
                  Expires on
                  <input type="date" value={d.expireDate} onChange={(e) => update(d.key, { expireDate: e.target.value })} className={`${input} mt-1`} />
                </label>
              ) : null}
              {docs.length > 1 ? (
                <button type="button" onClick={() => setDocs((x) => x.filter((y) => y.key !== d.key))} className="inline-flex items-center gap-1 self-end text-sm font-semibold text-red-600 hover:underline">
                  <Trash2 aria-hidden="true" className="h-4 w-4" /> Remove
                </button>
              ) : null}
              {errors[`documents.${i}.file`] ? <p className="text-sm text-red-700 sm:col-span-2">{errors[`documents.${i}.file`]}</p> : null}
            </div>
          </li>
        ))}
      </ul>
      {docs.length < VERIFICATION_LIMITS.documents ? (
        <button type="button" onClick={() => setDocs((d) => [...d, blank('certificate')])} className={buttonClass('ghost', 'px-2')}>
          <Plus aria-hidden="true" className="h-4 w-4" /> Add a certificate
        </button>
      ) : null}
      <label className="block text-sm font-semibold text-slate-700">
        Note for our staff (optional)
        <textarea value={note} maxLength={VERIFICATION_LIMITS.noteChars} onChange={(e) => setNote(e.target.value)} rows={3} className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm" />
      </label>
      {errors.documents || errors.form ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.documents ?? errors.form}
        </p>
      ) : null}
      <button type="submit" disabled={send.isPending || uploads > 0} className={buttonClass('primary', 'disabled:opacity-60')}>
        {send.isPending ? 'Sending…' : 'Request verification'}
      </button>
    </form>
  );
}

export function VerificationPanel({ state }: { state: MembershipState }) {
  const v = state.verification;
  const paid = state.subscription !== 'standard';
  return (
    <section aria-labelledby="verification-title" className="space-y-3">
      <h2 id="verification-title" className="text-lg font-semibold text-slate-900">
        Verification
      </h2>
      {state.verified ? (
        <div className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
          <BadgeCheck aria-hidden="true" className="h-5 w-5 shrink-0" />
          <div>
            <p className="font-semibold">Verified{v?.decidedAt ? ` on ${formatDay(v.decidedAt)}` : ''}</p>
            {v?.checked.length ? <p className="mt-1">Checked: {v.checked.join('; ')}</p> : null}
          </div>
        </div>
      ) : !paid ? (
        <p className="text-sm text-slate-600">{MEMBERSHIP_MSG.verificationPaidOnly}</p>
      ) : v?.status === 'pending' ? (
        <div className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          <Clock aria-hidden="true" className="h-5 w-5 shrink-0" />
          <p>
            Your request of {formatDay(v.createdAt)} ({v.documents.length} {v.documents.length === 1 ? 'document' : 'documents'}) is waiting for our staff.
          </p>
        </div>
      ) : (
        <div className="space-y-4">
          {v?.status === 'refused' ? (
            <div className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
              <ShieldAlert aria-hidden="true" className="h-5 w-5 shrink-0" />
              <p>
                Your last request was refused{v.decidedAt ? ` on ${formatDay(v.decidedAt)}` : ''}: {v.reason}
              </p>
            </div>
          ) : null}
          {state.canPay ? <RequestForm businessID={state.businessID} /> : <p className="text-sm text-slate-600">The owner of this business can request verification.</p>}
        </div>
      )}
    </section>
  );
}
