import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { Photo } from '@wbn/contract/schemas';
import { Modal } from '../modal';
import { imageUrl } from '../../lib/image';

/** Thumbnails of the main image and photos; a click (or Enter) enlarges one in a dialog. */
export function ProductGallery({
  images,
  productName,
  openIndex,
  onOpenChange,
}: {
  images: Photo[];
  productName: string;
  openIndex: number | null;
  onOpenChange: (index: number | null) => void;
}) {
  const count = images.length;
  const { t } = useLingui();
  if (count === 0) return null;
  return (
    <>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {images.map((img, i) => {
          const n = i + 1;
          return (
            <li key={`${img.url}-${i}`}>
              <button
                type="button"
                onClick={() => onOpenChange(i)}
                aria-label={t`Enlarge picture ${n} of ${count}`}
                className="block w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
              >
                <img
                  src={imageUrl(img, 240) ?? img.url}
                  alt=""
                  loading="lazy"
                  className="aspect-square w-full object-cover transition-transform hover:scale-105"
                />
              </button>
            </li>
          );
        })}
      </ul>
      <Lightbox images={images} productName={productName} index={openIndex} onChange={onOpenChange} />
    </>
  );
}

function Lightbox({
  images,
  productName,
  index,
  onChange,
}: {
  images: Photo[];
  productName: string;
  index: number | null;
  onChange: (index: number | null) => void;
}) {
  const count = images.length;
  const current = index === null ? null : images[index];
  const step = (delta: number) => index !== null && onChange((index + delta + count) % count);
  const { t } = useLingui();
  const n = (index ?? 0) + 1;
  const title = index === null ? productName : t`${productName}: picture ${n} of ${count}`;
  const src = current ? (imageUrl(current, 1200) ?? current.url) : '';
  return (
    <Modal
      open={index !== null}
      onClose={() => onChange(null)}
      title={title}
      className="max-w-5xl"
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') step(1);
        if (e.key === 'ArrowLeft') step(-1);
      }}
    >
      {current ? (
        <div className="flex flex-col gap-3">
          <div className="flex items-center justify-center rounded-lg bg-slate-900">
            <img
              src={src}
              alt={t`${productName}, picture ${n}`}
              className="max-h-[70vh] w-auto max-w-full object-contain"
            />
          </div>
          {count > 1 ? (
            <div className="flex items-center justify-between gap-2">
              {/* Arrow keys also move between pictures while the dialog is open. */}
              <button
                type="button"
                onClick={() => step(-1)}
                className="inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <ChevronLeft aria-hidden className="h-4 w-4" /> {t`Previous`}
              </button>
              <span className="text-sm text-slate-500" aria-live="polite">
                {(index ?? 0) + 1} / {count}
              </span>
              <button
                type="button"
                onClick={() => step(1)}
                className="inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                {t`Next`} <ChevronRight aria-hidden className="h-4 w-4" />
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
