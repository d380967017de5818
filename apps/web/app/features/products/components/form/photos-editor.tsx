import { Trash2 } from 'lucide-react';
import { PRODUCT_LIMITS } from '@wbn/contract/constants';
import type { Photo } from '@wbn/contract/schemas';
import { ImagePicker } from '~/features/files/public';
import { imageUrl } from '../../lib/image';

/** Up to PRODUCT_LIMITS.photos product photos: thumbnails with Remove, and an "Add photo" picker. */
export function PhotosEditor({
  businessID,
  photos,
  onChange,
  onUploadingChange,
  disabled,
  error,
}: {
  businessID: string;
  photos: Photo[];
  onChange: (photos: Photo[]) => void;
  onUploadingChange: (uploading: boolean) => void;
  disabled?: boolean;
  error?: string;
}) {
  const full = photos.length >= PRODUCT_LIMITS.photos;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">
        Photos{' '}
        <span className="font-normal text-slate-500">
          ({photos.length} of {PRODUCT_LIMITS.photos})
        </span>
      </legend>
      {photos.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6">
          {photos.map((photo, i) => (
            <li key={`${photo.url}-${i}`} className="relative">
              <img
                src={imageUrl(photo, 200) ?? photo.url}
                alt={`Photo ${i + 1}`}
                className="aspect-square w-full rounded-lg border border-slate-200 object-cover"
              />
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(photos.filter((_, j) => j !== i))}
                aria-label={`Remove photo ${i + 1}`}
                className="absolute top-1 right-1 inline-flex h-8 w-8 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <Trash2 aria-hidden className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {full ? (
        <p className="text-sm text-slate-500">You have added the most photos a product can have.</p>
      ) : (
        <ImagePicker
          target={{ kind: 'business', businessID }}
          value={null}
          onChange={(ref) => {
            if (ref) onChange([...photos, { url: ref.url, versions: ref.versions }]);
          }}
          label="Add a photo"
          hideLabel
          buttonText="Add photo"
          disabled={disabled}
          onUploadingChange={onUploadingChange}
        />
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
