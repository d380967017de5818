/**
 * The product page body: heading with a link to the company,
 * description, main picture with reactions and actions, business summary card (repeated in a
 * side area on large screens), 'Specifications', 'Tecnical Specifications', gallery, videos,
 * comments and 'Main products of {company}'. The main column is PRODUCT_MAIN_COLUMN_PX wide
 * on large screens (>= 1200 px).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type CSSProperties } from 'react';
import { Link } from '~/lib/edition-link';
import { ZoomIn } from 'lucide-react';
import { PRODUCT_MAIN_COLUMN_PX, businessPath, productPath } from '@wbn/contract/constants';
import type { BusinessProfile, Product } from '@wbn/contract/schemas';
import type { ReactionSummary } from '../../api/get-reaction-summary';
import { imageUrl } from '../../lib/image';
import { ProductThumb } from '../product-card';
import { BusinessSummaryCard } from './business-summary-card';
import { InquiryLink } from './inquiry-link';
import { CommentsSection } from './comments-section';
import { MainProducts } from './main-products';
import { ProductGallery } from './product-gallery';
import { ProductVideos } from './product-videos';
import { ReactionBar } from './reaction-bar';
import { Panel, SpecificationsPanel, TechnicalSpecifications } from './specifications';

/** `reactions` is null while the summary is still on its way (the server renders without it). */
export function ProductView({
  product,
  business,
  reactions,
}: {
  product: Product;
  business: BusinessProfile;
  reactions: ReactionSummary | null;
}) {
  const [lightbox, setLightbox] = useState<number | null>(null);
  const companyName = business.general.companyName;
  const extra = product.photos?.length ? product.photos : (product.images ?? []);
  const images = [...(product.mainImage ? [product.mainImage] : []), ...extra];
  const main = imageUrl(product.mainImage, 800);
  const hasVideos = (product.videos ?? []).length > 0;
  const { t } = useLingui();
  const productName = product.name;

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
        <article
          className="flex min-w-0 flex-col gap-5 lg:w-(--product-main) lg:shrink-0"
          style={{ '--product-main': `${PRODUCT_MAIN_COLUMN_PX}px` } as CSSProperties}
        >
          <header className="flex flex-col gap-1">
            <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900 sm:text-3xl">
              {product.name}
            </h1>
            <p className="text-sm text-slate-600">
              <Trans>
                by{' '}
                <Link
                  to={businessPath(companyName, business.businessID)}
                  className="font-semibold text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  {companyName}
                </Link>
              </Trans>
            </p>
            <div className="mt-2">
              <InquiryLink businessID={business.businessID} productID={product.productID} />
            </div>
          </header>

          <p className="text-base leading-relaxed whitespace-pre-line break-words text-slate-700">
            {product.description}
          </p>

          <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            {main ? (
              <button
                type="button"
                onClick={() => setLightbox(0)}
                className="group relative block w-full focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
                aria-label={t`Enlarge the main picture of ${productName}`}
              >
                <img
                  src={main}
                  alt={product.name}
                  className="aspect-[4/3] max-h-[28rem] w-full bg-slate-100 object-contain"
                />
                <span
                  aria-hidden
                  className="absolute right-3 bottom-3 rounded-full bg-white/90 p-2 text-slate-700 opacity-0 shadow transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
                >
                  <ZoomIn className="h-4 w-4" />
                </span>
              </button>
            ) : (
              <ProductThumb url={null} className="aspect-[4/3] max-h-[28rem] w-full" />
            )}
            <figcaption className="p-3 sm:p-4">
              <ReactionBar
                productID={product.productID}
                name={product.name}
                businessID={business.businessID}
                likes={reactions?.reactionCount.like ?? null}
                sharePath={productPath(companyName, product.name, product.productID)}
              />
            </figcaption>
          </figure>

          <BusinessSummaryCard business={business} />

          <SpecificationsPanel product={product} />
          <TechnicalSpecifications specs={product.specs} />

          {images.length > 0 ? (
            <Panel title={t`Pictures`} id="product-pictures">
              <ProductGallery
                images={images}
                productName={product.name}
                openIndex={lightbox}
                onOpenChange={setLightbox}
              />
            </Panel>
          ) : null}

          {hasVideos ? (
            <Panel title={t`Videos`} id="product-videos">
              <ProductVideos videos={product.videos} productName={product.name} />
            </Panel>
          ) : null}

          <CommentsSection />
        </article>

        <aside aria-label={t`Company`} className="hidden min-w-0 flex-1 lg:sticky lg:top-24 lg:block">
          <BusinessSummaryCard business={business} headingLevel="h2" />
        </aside>
      </div>

      <MainProducts businessID={business.businessID} companyName={companyName} currentProductID={product.productID} />
    </div>
  );
}

/** The page's loading placeholder (until product, business and reactions arrive). */
export function ProductViewSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-6 lg:flex-row">
      <span className="sr-only">{t`Loading the product…`}</span>
      <div
        className="flex flex-col gap-4 lg:w-(--product-main)"
        style={{ '--product-main': `${PRODUCT_MAIN_COLUMN_PX}px` } as CSSProperties}
      >
        <div aria-hidden className="h-8 w-2/3 animate-pulse rounded-md bg-slate-200" />
        <div aria-hidden className="h-4 w-1/3 animate-pulse rounded-md bg-slate-200" />
        <div aria-hidden className="h-4 w-full animate-pulse rounded-md bg-slate-200" />
        <div aria-hidden className="h-4 w-5/6 animate-pulse rounded-md bg-slate-200" />
        <div aria-hidden className="aspect-[4/3] w-full animate-pulse rounded-xl bg-slate-200" />
      </div>
      <div aria-hidden className="hidden h-40 flex-1 animate-pulse rounded-xl bg-slate-200 lg:block" />
    </div>
  );
}
