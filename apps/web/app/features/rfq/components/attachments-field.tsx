/**
 * A request's attachments (up to RFQ_LIMITS.attachments): pictures as thumbnails and PDF spec
 * sheets as chips (name and size), each with Remove, and a picker that uploads one more picture or
 * PDF (the upload flow of features/files).
 */
import { useId } from 'react';
import { Trash2 } from 'lucide-react';
import { isDocumentReference, RFQ_TEXT } from '@wbn/contract/constants';
import type { RfqAttachment } from '@wbn/contract/schemas';
import { AttachmentPicker, DocumentChip } from '~/features/files/public';
import { photoSrc } from '~/lib/format';

type Props = {
  value: RfqAttachment[];
  onChange: (attachments: RfqAttachment[]) => void;
  max: number;
  onUploadingChange: (uploading: boolean) => void;
  error?: string;
};

export function AttachmentsField({ value, onChange, max, onUploadingChange, error }: Props) {
  const hintId = `${useId()}-hint`;
  const remove = (i: number) => onChange(value.filter((_, j) => j !== i));
  // Pictures keep their number among pictures ("Picture 2"), whatever documents sit between them.
  const shown = value.map((file, i) => ({
    file,
    i,
    n: value.slice(0, i + 1).filter((f) => !isDocumentReference(f)).length,
  }));
  const pictures = shown.filter((s) => !isDocumentReference(s.file));
  const documents = shown.flatMap((s) => (isDocumentReference(s.file) ? [{ doc: s.file, i: s.i }] : []));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">
        {RFQ_TEXT.attachmentsLegend}{' '}
        <span className="font-normal text-slate-500">
          ({value.length}/{max})
        </span>
      </legend>
      <p id={hintId} className="text-xs text-slate-500">
        {RFQ_TEXT.attachmentsHint}
      </p>
      {pictures.length ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {pictures.map(({ file, i, n }) => (
            <li key={`${file.url}-${i}`} className="relative">
              <img
                src={photoSrc(file, 200) ?? file.url}
                alt={RFQ_TEXT.pictureOf(n)}
                className="aspect-square w-full rounded-lg border border-slate-200 object-cover"
              />
              <button
                type="button"
                onClick={() => remove(i)}
                aria-label={RFQ_TEXT.removeItem(RFQ_TEXT.pictureOf(n).toLowerCase())}
                className="absolute top-1 right-1 inline-flex h-8 w-8 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {documents.length ? (
        <ul className="flex flex-col items-start gap-2">
          {documents.map(({ doc, i }) => (
            <li key={`${doc.url}-${i}`} className="max-w-full">
              <DocumentChip doc={doc} onRemove={() => remove(i)} />
            </li>
          ))}
        </ul>
      ) : null}
      {value.length < max ? (
        <AttachmentPicker
          target={{ kind: 'user' }}
          buttonText={RFQ_TEXT.addPicture}
          describedBy={hintId}
          onUploaded={(file) => onChange([...value, file])}
          onUploadingChange={onUploadingChange}
        />
      ) : null}
      {error ? (
        <p role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
