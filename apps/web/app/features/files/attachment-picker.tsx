/**
 * Choose a picture or a PDF document and upload it: pictures through uploadImage (checked and
 * re-encoded by the API), PDFs through uploadDocument (stored as sent). While uploading the button
 * is disabled and a bar shows the progress; a refused or failed upload shows its message under it.
 * It reports the stored file and clears itself: the caller shows what was added (thumbnails, chips).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Loader2, Paperclip } from 'lucide-react';
import { ATTACHMENT_MESSAGES, DOCUMENT_MESSAGES, DOCUMENT_TEXT, type DocumentReference } from '@wbn/contract/constants';
import { isApiError } from '~/lib/api-client';
import { IMAGE_ACCEPT, uploadErrorMessage, uploadImage, validateImageFile, type UploadTarget } from './upload-image';
import { DOCUMENT_ACCEPT, isPdfFile, uploadDocument, validateDocumentFile } from './upload-document';
import { HiddenFileInput } from './hidden-file-input';

/** A stored picture (its address and size versions) or a stored document. */
export type UploadedAttachment = { url: string; versions: { url: string; width: number }[] } | DocumentReference;

/** The accept attribute: the picture types and PDF. */
export const ATTACHMENT_ACCEPT = `${IMAGE_ACCEPT},${DOCUMENT_ACCEPT}`;

/** Null when the file may be uploaded as a picture or a document (with `pdfOnly`, a document), else the message to show. */
export function validateAttachmentFile(file: File, pdfOnly = false): string | null {
  if (isPdfFile(file)) return validateDocumentFile(file);
  if (pdfOnly) return DOCUMENT_MESSAGES.type;
  if (file.type.startsWith('image/')) return validateImageFile(file);
  return ATTACHMENT_MESSAGES.type;
}

export type AttachmentPickerProps = {
  target: UploadTarget;
  /** The button's text, e.g. "Add a picture or PDF". */
  buttonText: string;
  onUploaded: (file: UploadedAttachment) => void;
  /** Called with true when an upload starts and false when it ends (e.g. to disable a Save button). */
  onUploadingChange?: (uploading: boolean) => void;
  disabled?: boolean;
  /** Ids of the texts that describe the button (a label, a hint). */
  describedBy?: string;
  /** Takes PDF documents only (a certificate's PDF, decision 0075). */
  pdfOnly?: boolean;
};

export function AttachmentPicker({
  target,
  buttonText,
  onUploaded,
  onUploadingChange,
  disabled = false,
  describedBy,
  pdfOnly = false,
}: AttachmentPickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const id = useId();
  const [uploading, setUploading] = useState<{ name: string; progress: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  async function handleFile(file: File) {
    setError(null);
    const invalid = validateAttachmentFile(file, pdfOnly);
    if (invalid) {
      setError(invalid);
      return;
    }
    const pdf = isPdfFile(file);
    const controller = new AbortController();
    abortRef.current = controller;
    setUploading({ name: file.name, progress: 0 });
    onUploadingChange?.(true);
    const onProgress = (progress: number) => setUploading({ name: file.name, progress });
    try {
      const stored: UploadedAttachment = pdf
        ? await uploadDocument(file, target, { onProgress, signal: controller.signal })
        : await uploadImage(file, target, { onProgress, signal: controller.signal }).then((ref) => ({
            url: ref.url,
            versions: ref.versions,
          }));
      if (controller.signal.aborted) return;
      onUploaded(stored);
    } catch (e) {
      if (controller.signal.aborted) return;
      setError(isApiError(e) ? e.message : pdf ? DOCUMENT_MESSAGES.uploadFailed : uploadErrorMessage(target));
    } finally {
      if (!controller.signal.aborted) {
        setUploading(null);
        onUploadingChange?.(false);
      }
    }
  }

  const errorId = `${id}-error`;
  const inactive = disabled || uploading !== null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          disabled={inactive}
          aria-describedby={[describedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined}
          onClick={() => inputRef.current?.click()}
          className="inline-flex items-center gap-2 rounded-lg border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {uploading ? (
            <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
          ) : (
            <Paperclip aria-hidden="true" className="h-4 w-4" />
          )}
          {uploading ? 'Uploading…' : buttonText}
        </button>
        {uploading ? (
          <progress
            className="h-1.5 w-40 overflow-hidden rounded [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
            max={100}
            value={Math.round(uploading.progress * 100)}
            aria-label={DOCUMENT_TEXT.uploading(uploading.name)}
          />
        ) : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <HiddenFileInput
        inputRef={inputRef}
        accept={pdfOnly ? DOCUMENT_ACCEPT : ATTACHMENT_ACCEPT}
        disabled={inactive}
        onFile={(file) => void handleFile(file)}
      />
    </div>
  );
}
