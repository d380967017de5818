/**
 * The Products tab of a business (/business/{id}/product): the company's products;
 * owner and admin also add, edit and delete them, within their package's products cap, and
 * import and export the catalogue as a CSV or XLSX file (decision 0037).
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from '~/lib/edition-link';
import { toast } from '~/lib/toast';
import { Info, Package, Pencil, Plus, Trash2 } from 'lucide-react';
import { MSG, PACKAGES, TIERS, productPath, type Tier } from '@wbn/contract/constants';
import type { BusinessProfile, ProductListItem } from '@wbn/contract/schemas';
import { isApiError } from '~/lib/api-client';
import { buttonClass } from '~/components/button-link';
import { PageSkeleton } from '~/components/page-frame';
import { useBusinessWithSession } from '../api/get-business-profile';
import { useProduct } from '../api/get-product';
import { useProductsByBusiness, type BusinessProductList } from '../api/get-products-by-business';
import { useDeleteProduct } from '../api/save-product';
import { ConfirmDialog } from './modal';
import { ProductCard, ProductGridSkeleton } from './product-card';
import { CatalogueActions } from './catalogue/catalogue-actions';
import { LoadError } from './load-error';

// The form (and zod, which checks it while typing) loads when a product is added or edited, not with the list (decision 0009).
const ProductForm = lazy(() => import('./form/product-form').then((m) => ({ default: m.ProductForm })));

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; productID: string };

const tierOf = (subscription: string | undefined): Tier =>
  (TIERS as readonly string[]).includes(subscription ?? '') ? (subscription as Tier) : 'standard';

export const membershipHref = (businessID: string) => `/business/${businessID}/membership`;

export function ProductsTab({
  businessID,
  initialProfile,
  initialList,
}: {
  businessID: string;
  initialProfile: BusinessProfile | null;
  initialList: BusinessProductList | null;
}) {
  const business = useBusinessWithSession(businessID);
  const list = useProductsByBusiness(businessID, initialList);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [toDelete, setToDelete] = useState<ProductListItem | null>(null);
  const top = useRef<HTMLDivElement>(null);

  const profile = business.data?.profile ?? initialProfile;
  const session = business.data?.session ?? 'none';
  const canManage = session === 'owner' || session === 'admin';
  const companyName = profile?.general.companyName ?? '';
  const max = PACKAGES[tierOf(profile?.subscription)].maxProducts;
  const total = list.data?.total ?? list.data?.data.length ?? 0;
  const atCap = total >= max;

  // The owner and admins also get the products hidden over the membership's cap: the server render is the visitors' list.
  const refetchList = list.refetch;
  useEffect(() => {
    if (canManage) void refetchList();
  }, [canManage, refetchList]);

  // Whoever may not manage (a visitor, or a session that changed) goes back to the list.
  useEffect(() => {
    if (!canManage && business.isFetched && mode.kind !== 'list') setMode({ kind: 'list' });
  }, [canManage, business.isFetched, mode.kind]);

  const go = (next: Mode) => {
    setMode(next);
    requestAnimationFrame(() => top.current?.scrollIntoView({ block: 'start' }));
  };

  if (!profile && business.isError) {
    return (
      <LoadError
        message={isApiError(business.error) ? business.error.message : MSG.unexpectedTryAgain}
        onRetry={() => void business.refetch()}
      />
    );
  }

  if (mode.kind !== 'list' && canManage) {
    return (
      <div ref={top} className="scroll-mt-24">
        {mode.kind === 'create' ? (
          <FormSection
            title="Add product"
            businessID={businessID}
            productID={null}
            onClose={() => go({ kind: 'list' })}
          />
        ) : (
          <FormSection
            title="Edit product"
            businessID={businessID}
            productID={mode.productID}
            onClose={() => go({ kind: 'list' })}
          />
        )}
      </div>
    );
  }

  return (
    <div ref={top} className="flex scroll-mt-24 flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600" aria-live="polite">
          {list.data
            ? canManage
              ? `${total} of ${max} products`
              : `${total} ${total === 1 ? 'product' : 'products'}`
            : '\u00a0'}
        </p>
        {canManage ? (
          <div className="flex flex-col items-start gap-2 sm:items-end">
            {/* Two by two on a phone, one row from the tablet up. */}
            <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:flex-wrap sm:justify-end">
              <CatalogueActions businessID={businessID} />
              {atCap ? (
                <button
                  type="button"
                  disabled
                  aria-describedby="product-cap-note"
                  className={buttonClass('primary', 'cursor-not-allowed opacity-50')}
                >
                  <Plus aria-hidden className="h-4 w-4" /> Add product
                </button>
              ) : (
                <button
                  type="button"
                  onClick={() => go({ kind: 'create' })}
                  disabled={!list.data}
                  className={buttonClass('primary', 'disabled:opacity-50')}
                >
                  <Plus aria-hidden className="h-4 w-4" /> Add product
                </button>
              )}
            </div>
            {atCap ? (
              <p id="product-cap-note" className="flex max-w-sm items-start gap-1.5 text-sm text-slate-600">
                <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
                <span>
                  Your {tierOf(profile?.subscription).toUpperCase()} package allows up to {max} products.{' '}
                  <Link
                    to={membershipHref(businessID)}
                    className="font-semibold text-brand-600 underline hover:text-brand-700"
                  >
                    Upgrade your membership
                  </Link>{' '}
                  to add more.
                </span>
              </p>
            ) : null}
          </div>
        ) : null}
      </div>

      {list.isError && !list.data ? (
        <LoadError
          message={isApiError(list.error) ? list.error.message : MSG.unexpectedTryAgain}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data ? (
        <ProductGridSkeleton />
      ) : list.data.data.length === 0 ? (
        <EmptyState canManage={canManage} onAdd={() => go({ kind: 'create' })} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 md:grid-cols-3">
          {list.data.data.map((p) => (
            <li key={p.productID} className="flex">
              <ProductCard
                product={p}
                href={productPath(companyName || 'company', p.name, p.productID)}
                actions={
                  canManage ? (
                    <>
                      <button
                        type="button"
                        onClick={() => go({ kind: 'edit', productID: p.productID })}
                        className={buttonClass('secondary', 'px-3 py-1.5')}
                        aria-label={`Edit ${p.name}`}
                      >
                        <Pencil aria-hidden className="h-4 w-4" /> Edit
                      </button>
                      <button
                        type="button"
                        onClick={() => setToDelete(p)}
                        aria-label={`Delete ${p.name}`}
                        className="inline-flex items-center gap-2 rounded-lg px-3 py-1.5 text-sm font-semibold text-red-600 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
                      >
                        <Trash2 aria-hidden className="h-4 w-4" /> Delete
                      </button>
                    </>
                  ) : null
                }
              />
            </li>
          ))}
        </ul>
      )}

      <DeleteDialog businessID={businessID} product={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}

function FormSection({
  title,
  businessID,
  productID,
  onClose,
}: {
  title: string;
  businessID: string;
  productID: string | null;
  onClose: () => void;
}) {
  const product = useProduct(productID);
  return (
    <section aria-labelledby="product-form-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="product-form-title" className="text-xl font-semibold text-slate-900">
          {title}
          {product.data ? <span className="font-normal text-slate-500">: {product.data.name}</span> : null}
        </h2>
        <button type="button" onClick={onClose} className={buttonClass('ghost')}>
          Back to products
        </button>
      </div>
      <Suspense fallback={<PageSkeleton label="Loading the form" />}>
        {productID === null ? (
          <ProductForm
            businessID={businessID}
            membershipHref={membershipHref(businessID)}
            original={null}
            onDone={onClose}
            onCancel={onClose}
          />
        ) : product.isError ? (
          <LoadError
            message={isApiError(product.error) ? product.error.message : MSG.unexpectedTryAgain}
            onRetry={() => void product.refetch()}
          />
        ) : !product.data ? (
          <PageSkeleton label="Loading the product" />
        ) : (
          <ProductForm
            key={product.data.productID}
            businessID={businessID}
            membershipHref={membershipHref(businessID)}
            original={product.data}
            onDone={onClose}
            onCancel={onClose}
          />
        )}
      </Suspense>
    </section>
  );
}

function DeleteDialog({
  businessID,
  product,
  onClose,
}: {
  businessID: string;
  product: ProductListItem | null;
  onClose: () => void;
}) {
  const remove = useDeleteProduct(businessID);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <ConfirmDialog
      open={product !== null}
      title="Delete product"
      message={
        <>
          Delete <strong>{product?.name}</strong>? Buyers will no longer see it. This cannot be undone.
        </>
      }
      confirmLabel="Delete"
      busy={remove.isPending}
      error={error}
      onClose={close}
      onConfirm={() => {
        if (!product) return;
        setError(null);
        remove.mutate(product.productID, {
          onSuccess: () => {
            toast.success(MSG.toastSuccessDefault);
            close();
          },
          onError: (e) => setError(isApiError(e) ? e.message : MSG.toastFailureDefault),
        });
      }}
    />
  );
}

function EmptyState({ canManage, onAdd }: { canManage: boolean; onAdd: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
      <Package aria-hidden className="h-10 w-10 text-slate-400" />
      {canManage ? (
        <>
          <p className="font-semibold text-slate-900">No products yet</p>
          <p className="max-w-sm text-sm text-slate-600">
            Add your first product so buyers can find it: a name, a description and a good picture are enough to start.
          </p>
          <button type="button" onClick={onAdd} className={buttonClass('primary')}>
            <Plus aria-hidden className="h-4 w-4" /> Add product
          </button>
        </>
      ) : (
        <>
          <p className="font-semibold text-slate-900">No products yet</p>
          <p className="max-w-sm text-sm text-slate-600">
            This company has not listed any products. Send them a request to ask about what they offer.
          </p>
        </>
      )}
    </div>
  );
}
