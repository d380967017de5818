/**
 * The composer's optional picture (lazy chunk: the upload code validates with the contract's
 * schema, so it stays out of the page's first load, decision 0009). Uploads through the signed
 * upload as the user or as the business that posts; while it runs the composer's Post button is
 * disabled.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { ImagePlus, LoaderCircle, X } from 'lucide-react';
import type { FileReference } from '@wbn/contract/constants';
import { isApiError } from '~/lib/api-client';
import {
  IMAGE_ACCEPT,
  uploadErrorMessage,
  uploadImage,
  validateImageFile,
  type UploadTarget,
} from '~/features/files/public';

export type ComposerPictureProps = {
  target: UploadTarget;
  value: FileReference | null;
  onChange: (ref: FileReference | null) => void;
  onUploadingChange: (uploading: boolean) => void;
  disabled: boolean;
};

const chipClass =
  'inline-flex items-center gap-2 rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-600 hover:bg-slate-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50';

export function ComposerPicture({ target, value, onChange, onUploadingChange, disabled }: ComposerPictureProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const uploading = progress !== null;

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function handle(file: File) {
    setError(null);
    const invalid = validateImageFile(file);
    if (invalid) return setError(invalid);
    const controller = new AbortController();
    abort.current = controller;
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    onUploadingChange(true);
    try {
      onChange(await uploadImage(file, target, { onProgress: setProgress, signal: controller.signal }));
    } catch (e) {
      if (!controller.signal.aborted)
        setError(isApiError(e) && e.status > 0 && e.status < 500 ? e.message : uploadErrorMessage(target));
    } finally {
      if (!controller.signal.aborted) {
        setProgress(null);
        setPreview(null);
        onUploadingChange(false);
      }
    }
  }

  const shown = preview ?? value?.url ?? null;
  // `contents`: the preview takes the composer footer's whole width, the button stays beside Post.
  return (
    <div className="contents">
      {shown ? (
        <div className="relative w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
          <img
            src={shown}
            alt="The picture of your post"
            className={`mx-auto max-h-72 w-full object-contain ${uploading ? 'opacity-60' : ''}`}
          />
          {uploading ? (
            <span className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-white/40">
              <LoaderCircle aria-hidden="true" className="h-6 w-6 animate-spin text-brand-600" />
              <progress
                max={100}
                value={Math.round((progress ?? 0) * 100)}
                aria-label="Uploading the picture"
                className="h-1.5 w-40"
              />
            </span>
          ) : (
            <button
              type="button"
              disabled={disabled}
              onClick={() => onChange(null)}
              aria-label="Remove the picture"
              className="absolute top-2 right-2 inline-flex h-8 w-8 items-center justify-center rounded-full bg-slate-900/70 text-white hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          )}
        </div>
      ) : null}
      <button
        type="button"
        className={chipClass}
        disabled={disabled || uploading}
        onClick={() => input.current?.click()}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <ImagePlus aria-hidden="true" className="h-4 w-4 text-emerald-600" />
        {uploading ? 'Uploading…' : value ? 'Change picture' : 'Add a picture'}
      </button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="order-last w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        className="hidden"
        tabIndex={-1}
        aria-hidden
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) void handle(file);
        }}
      />
    </div>
  );
}
