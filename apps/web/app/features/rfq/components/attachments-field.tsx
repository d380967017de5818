/** A request's pictures (up to RFQ_LIMITS.attachments): thumbnails with Remove, and a picker that uploads one more (the upload flow of features/files). */
import { Trash2 } from 'lucide-react';
import { RFQ_TEXT } from '@wbn/contract/constants';
import type { Photo } from '@wbn/contract/schemas';
import { ImagePicker } from '~/features/files/image-picker';
import { photoSrc } from '~/features/business/lib/format';

type Props = { value: Photo[]; onChange: (photos: Photo[]) => void; max: number; onUploadingChange: (uploading: boolean) => void; error?: string };

export function AttachmentsField({ value, onChange, max, onUploadingChange, error }: Props) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">
        {RFQ_TEXT.attachmentsLegend}{' '}
        <span className="font-normal text-slate-500">
          ({value.length}/{max})
        </span>
      </legend>
      <p className="text-xs text-slate-500">{RFQ_TEXT.attachmentsHint}</p>
      {value.length ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {value.map((photo, i) => (
            <li key={`${photo.url}-${i}`} className="relative">
              <img src={photoSrc(photo, 200) ?? photo.url} alt={RFQ_TEXT.pictureOf(i + 1)} className="aspect-square w-full rounded-lg border border-slate-200 object-cover" />
              <button
                type="button"
                onClick={() => onChange(value.filter((_, j) => j !== i))}
                aria-label={RFQ_TEXT.removeItem(RFQ_TEXT.pictureOf(i + 1).toLowerCase())}
                className="absolute top-1 right-1 inline-flex h-8 w-8 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {value.length < max ? (
        <ImagePicker
          target={{ kind: 'user' }}
          value={null}
          onChange={(ref) => {
            if (ref) onChange([...value, { url: ref.url, versions: ref.versions }]);
          }}
          label={RFQ_TEXT.addPicture}
          hideLabel
          buttonText={RFQ_TEXT.addPicture}
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
