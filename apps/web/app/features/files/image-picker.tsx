/**
 * Choose an image, preview it, upload it (uploadImage) and report the FileReference.
 * Controlled: `value` is the current image (or null). While uploading the control is
 * disabled and shows progress; a refused or failed upload shows its message under it.
 * For "add another" lists pass value={null}: the picker clears itself after each upload.
 */
import { useEffect, useId, useRef, useState } from 'react';
import clsx from 'clsx';
import { ImagePlus, Loader2, X } from 'lucide-react';
import { IMAGE_MAX_BYTES, type FileReference } from '@wbn/contract/constants';
import { isApiError } from '~/lib/api-client';
import { IMAGE_ACCEPT, uploadErrorMessage, uploadImage, validateImageFile, type UploadTarget } from './upload-image';
import { HiddenFileInput } from './hidden-file-input';

export type ImagePickerProps = {
  target: UploadTarget;
  /** The current image: a FileReference, or any stored photo ({ url }). */
  value: Pick<FileReference, 'url'> | null;
  onChange: (value: FileReference | null) => void;
  /** Visible label of the control. */
  label: string;
  /** Text of the choose button (default 'Choose image' / 'Change image'). */
  buttonText?: string;
  /** Offer a "Remove" button when an image is set. */
  removable?: boolean;
  disabled?: boolean;
  /** Called with true when an upload starts and false when it ends (e.g. to disable a Save button). */
  onUploadingChange?: (uploading: boolean) => void;
  /** Preview shape. */
  shape?: 'square' | 'circle' | 'wide';
  /** Hide the visible label (it stays available to screen readers). */
  hideLabel?: boolean;
  className?: string;
};

const previewShape = {
  square: 'h-28 w-28 rounded-lg',
  circle: 'h-28 w-28 rounded-full',
  wide: 'h-32 w-full max-w-md rounded-lg',
} as const;

export function ImagePicker({
  target,
  value,
  onChange,
  label,
  buttonText,
  removable = false,
  disabled = false,
  onUploadingChange,
  shape = 'square',
  hideLabel = false,
  className,
}: ImagePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const id = useId();
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const uploading = progress !== null;

  useEffect(() => () => abortRef.current?.abort(), []);
  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL(localPreview);
    },
    [localPreview],
  );

  async function handleFile(file: File) {
    setError(null);
    const invalid = validateImageFile(file);
    if (invalid) {
      setError(invalid);
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setLocalPreview(URL.createObjectURL(file));
    setProgress(0);
    onUploadingChange?.(true);
    try {
      const ref = await uploadImage(file, target, { onProgress: setProgress, signal: controller.signal });
      if (controller.signal.aborted) return;
      onChange(ref);
    } catch (e) {
      if (controller.signal.aborted) return;
      setError(isApiError(e) ? e.message : uploadErrorMessage(target));
    } finally {
      if (!controller.signal.aborted) {
        setProgress(null);
        setLocalPreview(null);
        onUploadingChange?.(false);
      }
    }
  }

  const shown = localPreview ?? value?.url ?? null;
  const inactive = disabled || uploading;
  const errorId = `${id}-error`;

  return (
    <div className={clsx('flex flex-col gap-2', className)}>
      <span id={`${id}-label`} className={clsx('text-sm font-medium text-slate-700', hideLabel && 'sr-only')}>
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        <div
          className={clsx(
            'relative flex shrink-0 items-center justify-center overflow-hidden border border-slate-200 bg-slate-100 text-slate-400',
            previewShape[shape],
          )}
        >
          {shown ? (
            <img src={shown} alt="" className={clsx('h-full w-full object-cover', uploading && 'opacity-60')} />
          ) : (
            <ImagePlus aria-hidden className="h-8 w-8" />
          )}
          {uploading ? (
            <span className="absolute inset-0 flex items-center justify-center bg-white/40">
              <Loader2 aria-hidden className="h-6 w-6 animate-spin text-brand-600" />
            </span>
          ) : null}
        </div>
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              aria-describedby={error ? errorId : undefined}
              aria-labelledby={`${id}-label ${id}-button`}
              id={`${id}-button`}
              disabled={inactive}
              onClick={() => inputRef.current?.click()}
              className="inline-flex items-center gap-2 rounded-lg border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50"
            >
              {uploading ? 'Uploading…' : (buttonText ?? (value ? 'Change image' : 'Choose image'))}
            </button>
            {removable && value && !uploading ? (
              <button
                type="button"
                disabled={disabled}
                onClick={() => {
                  setError(null);
                  onChange(null);
                }}
                className="inline-flex items-center gap-1 rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-50"
              >
                <X aria-hidden className="h-4 w-4" /> Remove
              </button>
            ) : null}
          </div>
          {uploading ? (
            <progress
              className="h-1.5 w-40 overflow-hidden rounded [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
              max={100}
              value={Math.round((progress ?? 0) * 100)}
              aria-label={`Uploading ${label}`}
            />
          ) : null}
          <span className="text-xs text-slate-500">JPEG, PNG, WebP or GIF, up to {IMAGE_MAX_BYTES / 1024} KB.</span>
        </div>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <HiddenFileInput
        inputRef={inputRef}
        accept={IMAGE_ACCEPT}
        disabled={inactive}
        onFile={(file) => void handleFile(file)}
      />
    </div>
  );
}
