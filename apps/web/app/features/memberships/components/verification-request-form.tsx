/**
 * The owner's verification request (membership screen): documents (a picture or a PDF, decision
 * 0075) through the signed upload, a note, checked with ZVerificationRequest (react-hook-form, the schema loaded on the first submit:
 * lib/forms.ts). Loaded on demand by verification-panel.tsx.
 */
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Plus, Trash2, X } from 'lucide-react';
import {
  MEMBERSHIP_MSG,
  VERIFICATION_DOCUMENT_KINDS,
  VERIFICATION_DOCUMENT_LABELS,
  VERIFICATION_LIMITS,
  type DocumentReference,
} from '@wbn/contract/constants';
import { buttonClass } from '~/components/button-link';
import { AttachmentPicker, DocumentChip, DocumentThumbnail } from '~/features/files/public';
import { isApiError } from '~/lib/api-client';
import { flatErrors, schemaResolver, type SchemaOutput } from '~/lib/forms';
import { toast } from '~/lib/toast';
import { useRequestVerification } from '../api/verification';

type Kind = (typeof VERIFICATION_DOCUMENT_KINDS)[number];
/** A picture (its address) or a PDF document. */
type DraftFile = { url: string } | DocumentReference;
type Draft = { key: number; kind: Kind; name: string; file: DraftFile | null; expireDate: string };
const isDocument = (f: DraftFile): f is DocumentReference => 'contentType' in f;

const input =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500';
let nextKey = 1;
const blank = (kind: Kind = 'registration'): Draft => ({
  key: (nextKey += 1),
  kind,
  name: kind === 'registration' ? 'Business registration' : '',
  file: null,
  expireDate: '',
});

type Values = { docs: Draft[]; note: string };
type VerificationRequest = SchemaOutput<'ZVerificationRequest'>;

/** The documents with a file, as sent; none gives MEMBERSHIP_MSG.verificationDocumentsRequired (the schema's minimum). */
const resolver = schemaResolver<Values, VerificationRequest, { businessID: string }>((s) => s.ZVerificationRequest, {
  input: (v, { businessID }) => ({
    businessID,
    documents: v.docs
      .filter((d) => d.file)
      .map((d) => ({
        kind: d.kind,
        name: d.name.trim() || VERIFICATION_DOCUMENT_LABELS[d.kind],
        file: isDocument(d.file!)
          ? { url: d.file.url, name: d.file.name, size: d.file.size, contentType: d.file.contentType }
          : { url: d.file!.url },
        ...(d.expireDate ? { expireDate: d.expireDate } : {}),
      })),
    ...(v.note.trim() ? { note: v.note } : {}),
  }),
});

export function VerificationRequestForm({ businessID }: { businessID: string }) {
  const ids = useId();
  const [uploads, setUploads] = useState(0);
  const send = useRequestVerification(businessID);
  const { watch, getValues, setValue, register, setError, handleSubmit, formState } = useForm<
    Values,
    { businessID: string },
    VerificationRequest
  >({
    resolver,
    defaultValues: { docs: [blank()], note: '' },
    context: { businessID },
  });
  const docs = watch('docs');
  const errors = flatErrors(formState.errors);
  // From the form's current list: an upload may finish after other changes.
  const setDocs = (change: (list: Draft[]) => Draft[]) =>
    setValue('docs', change(getValues('docs')), { shouldDirty: true });
  const update = (key: number, patch: Partial<Draft>) =>
    setDocs((d) => d.map((x) => (x.key === key ? { ...x, ...patch } : x)));

  const submit = handleSubmit((body) =>
    send.mutate(body, {
      onSuccess: (r) => toast.success(r.message),
      onError: (err) => {
        if (isApiError(err))
          for (const [path, message] of Object.entries(err.fields ?? {}))
            setError(path as 'docs', { type: 'server', message });
        setError('root.server', {
          message: isApiError(err) ? err.message : MEMBERSHIP_MSG.verificationDocumentsRequired,
        });
      },
    }),
  );
  const alert = errors.documents ?? errors['root.server'];

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-labelledby={`${ids}-t`}>
      <p id={`${ids}-t`} className="text-sm text-slate-700">
        Send a photo, scan or PDF of your business registration and of your certificates. Our staff check them and grant
        the Verified badge, usually within two working days.
      </p>
      <ul className="space-y-4">
        {docs.map((d, i) => (
          <li
            key={d.key}
            className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-[auto_1fr]"
          >
            <div className="space-y-2">
              <p className="text-sm font-semibold text-slate-700">Document {i + 1}</p>
              {d.file ? <DraftPreview file={d.file} onRemove={() => update(d.key, { file: null })} /> : null}
              <AttachmentPicker
                target={{ kind: 'business', businessID }}
                buttonText={d.file ? 'Change file' : 'Choose a picture or PDF'}
                onUploaded={(f) => update(d.key, { file: 'contentType' in f ? f : { url: f.url } })}
                onUploadingChange={(on) => setUploads((u) => u + (on ? 1 : -1))}
              />
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <label className="text-sm font-semibold text-slate-700">
                What it is
                <select
                  value={d.kind}
                  onChange={(e) => update(d.key, { kind: e.target.value as Kind })}
                  className={`${input} mt-1`}
                >
                  {VERIFICATION_DOCUMENT_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {VERIFICATION_DOCUMENT_LABELS[k]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="text-sm font-semibold text-slate-700">
                Name
                <input
                  value={d.name}
                  maxLength={VERIFICATION_LIMITS.nameChars}
                  onChange={(e) => update(d.key, { name: e.target.value })}
                  placeholder="e.g. ISO 9001"
                  className={`${input} mt-1`}
                />
              </label>
              {d.kind === 'certificate' ? (
                <label className="text-sm font-semibold text-slate-700">
                  Expires on
                  <input
                    type="date"
                    value={d.expireDate}
                    onChange={(e) => update(d.key, { expireDate: e.target.value })}
                    className={`${input} mt-1`}
                  />
                </label>
              ) : null}
              {docs.length > 1 ? (
                <button
                  type="button"
                  onClick={() => setDocs((x) => x.filter((y) => y.key !== d.key))}
                  className="inline-flex items-center gap-1 self-end text-sm font-semibold text-red-600 hover:underline"
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" /> Remove
                </button>
              ) : null}
              {errors[`documents.${i}.file`] ? (
                <p className="text-sm text-red-700 sm:col-span-2">{errors[`documents.${i}.file`]}</p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {docs.length < VERIFICATION_LIMITS.documents ? (
        <button
          type="button"
          onClick={() => setDocs((d) => [...d, blank('certificate')])}
          className={buttonClass('ghost', 'px-2')}
        >
          <Plus aria-hidden="true" className="h-4 w-4" /> Add a certificate
        </button>
      ) : null}
      <label className="block text-sm font-semibold text-slate-700">
        Note for our staff (optional)
        <textarea
          {...register('note')}
          maxLength={VERIFICATION_LIMITS.noteChars}
          rows={3}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
      </label>
      {errors.note ? <p className="text-sm text-red-700">{errors.note}</p> : null}
      {alert ? (
        <p role="alert" className="text-sm text-red-700">
          {alert}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={send.isPending || uploads > 0}
        className={buttonClass('primary', 'disabled:opacity-60')}
      >
        {send.isPending ? 'Sending…' : 'Request verification'}
      </button>
    </form>
  );
}

/** What a document row holds: a PDF's first page and name, or the picture; either can be removed. */
function DraftPreview({ file, onRemove }: { file: DraftFile; onRemove: () => void }) {
  if (isDocument(file))
    return (
      <div className="flex flex-wrap items-start gap-2">
        <DocumentThumbnail doc={file} className="h-24 w-[4.25rem]" />
        <DocumentChip doc={file} onRemove={onRemove} />
      </div>
    );
  return (
    <div className="flex items-start gap-2">
      <img src={file.url} alt="" className="h-24 w-24 rounded-md border border-slate-200 object-cover" />
      <button
        type="button"
        onClick={onRemove}
        aria-label="Remove the picture"
        className="inline-flex h-8 w-8 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
