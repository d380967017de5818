import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '~/lib/edition-link';
import { ImageOff } from 'lucide-react';
import { COMPANY_PRODUCT_DESCRIPTION_MAX } from '@wbn/contract/constants';
import type { ProductListItem } from '@wbn/contract/schemas';
import { Skeleton } from '~/components/page-frame';
import { truncate } from '../lib/text';
import { imageUrl } from '../lib/image';

/** The picture of a product card, or a neutral placeholder when there is none. */
export function ProductThumb({ url, className = 'aspect-[4/3] w-full' }: { url?: string | null; className?: string }) {
  return url ? (
    <img src={url} alt="" loading="lazy" className={`${className} bg-slate-100 object-cover`} />
  ) : (
    <div className={`${className} flex items-center justify-center bg-slate-100 text-slate-400`}>
      <ImageOff aria-hidden className="h-8 w-8" />
      <span className="sr-only">
        <NoPicture />
      </span>
    </div>
  );
}

/**
 * A company product card: main image or placeholder, name linking to the
 * product page, description cut to COMPANY_PRODUCT_DESCRIPTION_MAX characters plus '...'.
 */
export function ProductCard({
  product,
  href,
  actions,
}: {
  product: ProductListItem;
  href: string;
  actions?: ReactNode;
}) {
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <Link to={href} tabIndex={-1} aria-hidden className="block">
        <ProductThumb url={imageUrl(product.mainImage, 480)} />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-base font-semibold text-slate-900">
          <Link
            to={href}
            className="hover:text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {product.name}
          </Link>
        </h3>
        {product.hidden ? (
          <p
            className="w-fit rounded bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800"
            title="Over the product cap of the current membership: buyers do not see it until the business upgrades"
          >
            Hidden: over your membership's product cap
          </p>
        ) : null}
        <p className="text-sm break-words text-slate-600">
          {truncate(product.description, COMPANY_PRODUCT_DESCRIPTION_MAX)}
        </p>
        {actions ? <div className="mt-auto flex flex-wrap gap-2 pt-2">{actions}</div> : null}
      </div>
    </article>
  );
}

function NoPicture() {
  const { t } = useLingui();
  return t`No picture`;
}

export function ProductGridSkeleton({ count = 3, label }: { count?: number; label?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-live="polite" className="grid gap-4 sm:grid-cols-2 md:grid-cols-3">
      <span className="sr-only">{label ?? t`Loading products`}…</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
          <Skeleton className="aspect-[4/3] w-full rounded-none" />
          <div className="space-y-2 p-4">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-4/5" />
          </div>
        </div>
      ))}
    </div>
  );
}
