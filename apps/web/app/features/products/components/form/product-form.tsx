/**
 * Add or edit a product (every field of Product): name, keywords, description, main image, photos,
 * videos, technical specifications, industry / category / subcategory, lead time and stock.
 * react-hook-form holds the draft and its errors (decision 0024); its resolver is `validate`, the
 * contract's schema (this module is itself loaded on demand, so it imports the schema).
 */
import { useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '~/lib/edition-link';
import { toast } from '~/lib/toast';
import { AlertTriangle } from 'lucide-react';
import { MSG, PRODUCT_LIMITS, PRODUCT_TITLE_DESCRIPTION_CHARS, STOCK_LABELS } from '@wbn/contract/constants';
import type { Product } from '@wbn/contract/schemas';
import { isApiError } from '~/lib/api-client';
import { flatErrors } from '~/lib/forms';
import { buttonClass } from '~/components/button-link';
import { ImagePicker } from '~/features/files/public';
import { useCreateProduct, useUpdateProduct } from '../../api/save-product';
import { useFullIndustryTree } from '../../api/get-industry-tree';
import { CategorySelects } from './category-selects';
import { Field, describedBy, inputClass } from './controls';
import { PhotosEditor } from './photos-editor';
import { SpecsEditor } from './specs-editor';
import { TagsInput } from './tags-input';
import { VideosEditor } from './videos-editor';
import {
  emptyForm,
  formFromProduct,
  toCreateRequest,
  toUpdateRequest,
  productResolver,
  type FieldErrors,
  type ProductFormState,
  type ProductFormContext,
} from './product-form-state';

export const PRODUCT_LIMIT_ERROR = 'ProductLimitReached';

/** The API's field names ('industry.id', 'specs.2.key') mapped to the form's. */
function serverFieldErrors(fields: Record<string, string> | undefined): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const key = path.split('.')[0] as keyof FieldErrors;
    out[key] ??= message;
  }
  return out;
}

export function ProductForm({
  businessID,
  membershipHref,
  original,
  onDone,
  onCancel,
}: {
  businessID: string;
  membershipHref: string;
  original: Product | null;
  onDone: (product: Product) => void;
  onCancel: () => void;
}) {
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const [uploads, setUploads] = useState(0);
  const errorBox = useRef<HTMLDivElement>(null);
  const { tree, isLoading: treeLoading } = useFullIndustryTree();
  const form = useForm<ProductFormState, ProductFormContext, ProductFormState>({
    resolver: productResolver,
    defaultValues: original ? formFromProduct(original) : emptyForm(),
    context: { businessID, original, tree },
    // The first invalid control or alert gets the focus below (the editors are not single inputs).
    shouldFocusError: false,
  });
  const state = form.watch();
  const checked: FieldErrors = flatErrors(form.formState.errors);
  const errors: FieldErrors = { ...checked, form: form.formState.errors.root?.server?.message ?? checked.form };
  const create = useCreateProduct(businessID);
  const update = useUpdateProduct(businessID);
  const saving = create.isPending || update.isPending;
  const busy = saving || uploads > 0;

  const set = <K extends keyof ProductFormState>(key: K, value: ProductFormState[K]) => {
    form.setValue(key, value as never, { shouldDirty: true });
    if (form.formState.errors[key]) form.clearErrors(key);
  };
  const trackUpload = (uploading: boolean) => setUploads((n) => Math.max(0, n + (uploading ? 1 : -1)));

  /** Once the messages are shown: the first invalid control (or alert) gets the focus. */
  function focusFirstError() {
    requestAnimationFrame(() => {
      const first = document.querySelector<HTMLElement>(
        '[data-product-form] [aria-invalid="true"], [data-product-form] [role="alert"]',
      );
      (first ?? errorBox.current)?.focus?.();
      first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    });
  }

  const save = form.handleSubmit(async (state) => {
    try {
      const product = original
        ? await update.mutateAsync({ productID: original.productID, body: toUpdateRequest(state, original) })
        : await create.mutateAsync(toCreateRequest(state, businessID));
      toast.success(MSG.toastSuccessDefault);
      onDone(product);
    } catch (err) {
      if (isApiError(err) && err.name === PRODUCT_LIMIT_ERROR) {
        setLimitMessage(err.message);
        requestAnimationFrame(() => errorBox.current?.focus());
        return;
      }
      const message = isApiError(err) ? err.message : MSG.toastFailureDefault;
      for (const [field, text] of Object.entries(serverFieldErrors(isApiError(err) ? err.fields : undefined)))
        if (text) form.setError(field as keyof ProductFormState, { type: 'server', message: text });
      form.setError('root.server', { message });
      focusFirstError();
    }
  }, focusFirstError);

  function onSubmit(e: FormEvent) {
    if (busy) return e.preventDefault();
    setLimitMessage(null);
    return save(e);
  }

  return (
    <form onSubmit={onSubmit} noValidate data-product-form className="flex flex-col gap-6" aria-busy={saving}>
      <div ref={errorBox} tabIndex={-1} className="outline-none">
        {limitMessage ? (
          <div role="alert" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
            <AlertTriangle aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
            <div className="flex flex-col gap-2">
              <p className="font-semibold">{limitMessage}</p>
              <Link to={membershipHref} className={buttonClass('primary', 'self-start')}>
                See membership packages
              </Link>
            </div>
          </div>
        ) : null}
        {errors.form ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700">
            {errors.form}
          </p>
        ) : null}
      </div>

      <Field id="product-name" label="Product name" required error={errors.name}>
        <input
          id="product-name"
          type="text"
          value={state.name}
          maxLength={PRODUCT_LIMITS.nameChars}
          disabled={saving}
          onChange={(e) => set('name', e.target.value)}
          className={inputClass}
          {...describedBy('product-name', false, errors.name)}
        />
      </Field>

      <Field
        id="product-description"
        label="Description"
        required
        error={errors.description}
        hint={`${state.description.length} / ${PRODUCT_LIMITS.descriptionChars}. The first ${PRODUCT_TITLE_DESCRIPTION_CHARS} characters become the page title.`}
      >
        <textarea
          id="product-description"
          rows={6}
          value={state.description}
          maxLength={PRODUCT_LIMITS.descriptionChars}
          disabled={saving}
          onChange={(e) => set('description', e.target.value)}
          className={inputClass}
          {...describedBy('product-description', true, errors.description)}
        />
      </Field>

      <Field
        id="product-keywords"
        label="Keywords"
        error={errors.keywords}
        hint={`Up to ${PRODUCT_LIMITS.keywords}; buyers find the product by them.`}
      >
        <TagsInput
          id="product-keywords"
          value={state.keywords}
          onChange={(v) => set('keywords', v)}
          max={PRODUCT_LIMITS.keywords}
          maxLength={PRODUCT_LIMITS.keywordChars}
          disabled={saving}
          describedBy="product-keywords-hint"
        />
      </Field>

      <div className="flex flex-col gap-1.5">
        <ImagePicker
          target={{ kind: 'business', businessID }}
          value={state.mainImage}
          onChange={(ref) => set('mainImage', ref ? { url: ref.url, versions: ref.versions } : null)}
          label="Main image"
          removable={!original?.mainImage}
          disabled={saving}
          onUploadingChange={trackUpload}
        />
        {errors.mainImage ? (
          <p role="alert" className="text-sm text-red-600">
            {errors.mainImage}
          </p>
        ) : null}
      </div>

      <PhotosEditor
        businessID={businessID}
        photos={state.photos}
        onChange={(v) => set('photos', v)}
        onUploadingChange={trackUpload}
        disabled={saving}
        error={errors.photos}
      />

      <VideosEditor urls={state.videos} onChange={(v) => set('videos', v)} disabled={saving} error={errors.videos} />

      <SpecsEditor rows={state.specs} onChange={(v) => set('specs', v)} disabled={saving} error={errors.specs} />

      <CategorySelects
        tree={tree}
        loading={treeLoading}
        value={state.category}
        onChange={(v) => {
          set('category', v);
          form.clearErrors(['industry', 'subCategory'] as never);
        }}
        disabled={saving}
        required={{ industry: !!original?.industry }}
        errors={{ industry: errors.industry, category: errors.category, subCategory: errors.subCategory }}
      />

      <div className="grid gap-4 md:grid-cols-2">
        <Field
          id="product-sku"
          label="SKU (optional)"
          error={errors.sku}
          hint="Your own code for it; catalogue imports match products by it"
        >
          <input
            id="product-sku"
            type="text"
            value={state.sku}
            maxLength={64}
            disabled={saving}
            onChange={(e) => set('sku', e.target.value)}
            className={inputClass}
            {...describedBy('product-sku', true, errors.sku)}
          />
        </Field>
        <Field id="product-lead-time" label="Lead time" error={errors.leadTime} hint="For example: 15 days">
          <input
            id="product-lead-time"
            type="text"
            value={state.leadTime}
            maxLength={PRODUCT_LIMITS.leadTimeChars}
            disabled={saving}
            onChange={(e) => set('leadTime', e.target.value)}
            className={inputClass}
            {...describedBy('product-lead-time', true, errors.leadTime)}
          />
        </Field>
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-slate-700">In stock</legend>
          <div className="flex gap-4">
            {(['yes', 'no'] as const).map((v) => (
              <label key={v} className="inline-flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="product-stock"
                  value={v}
                  checked={state.stock === v}
                  disabled={saving}
                  onChange={() => set('stock', v)}
                  className="h-4 w-4 accent-brand-600"
                />
                {STOCK_LABELS[v]}
              </label>
            ))}
          </div>
          {errors.stock ? <span className="text-sm text-red-600">{errors.stock}</span> : null}
        </fieldset>
      </div>

      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        <button type="button" onClick={onCancel} disabled={saving} className={buttonClass('ghost')}>
          Cancel
        </button>
        <button
          type="submit"
          disabled={busy}
          className={buttonClass('primary', 'disabled:cursor-not-allowed disabled:opacity-50')}
        >
          {saving ? 'Saving…' : uploads > 0 ? 'Uploading…' : original ? 'Save changes' : 'Add product'}
        </button>
      </div>
    </form>
  );
}
