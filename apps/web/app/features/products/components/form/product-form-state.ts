/**
 * The product form's state, its conversion to the create/update payloads, and client-side
 * validation with the contract's own schema (so messages are the API's).
 */
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors as FormErrors, Resolver } from 'react-hook-form';
import {
  ZCreateProductRequest,
  ZProductFields,
  type CreateProductRequest,
  type IndustryNode,
  type Photo,
  type Product,
  type UpdateProductRequest,
} from '@wbn/contract/schemas';
import type { SpecRow } from './specs-editor';
import type { CategoryChoice } from './category-selects';

export type ProductFormState = {
  name: string;
  description: string;
  keywords: string[];
  mainImage: Photo | null;
  photos: Photo[];
  videos: string[];
  specs: SpecRow[];
  category: CategoryChoice;
  leadTime: string;
  stock: '' | 'yes' | 'no';
  /** The business's own code (optional; catalogue imports match rows by it, decision 0037). */
  sku: string;
};

export type FieldErrors = Partial<Record<keyof ProductFormState | 'industry' | 'subCategory' | 'form', string>>;

const toPhoto = (p: Photo): Photo => (p.versions ? { url: p.url, versions: p.versions } : { url: p.url });

export const emptyForm = (): ProductFormState => ({
  name: '',
  description: '',
  keywords: [],
  mainImage: null,
  photos: [],
  videos: [],
  specs: [],
  category: { industryID: '', categoryID: '', subCategoryID: '' },
  leadTime: '',
  stock: '',
  sku: '',
});

export const formFromProduct = (p: Product): ProductFormState => ({
  name: p.name,
  description: p.description,
  keywords: [...(p.keywords ?? [])],
  mainImage: p.mainImage ? toPhoto(p.mainImage) : null,
  photos: (p.photos?.length ? p.photos : (p.images ?? [])).map(toPhoto),
  videos: (p.videos ?? []).map((v) => v.url),
  specs: (p.specs ?? []).map((s) => ({ key: s.key, value: s.value })),
  category: {
    industryID: p.industry?.id ?? '',
    categoryID: p.category?.id ?? '',
    subCategoryID: p.subCategory?.id ?? '',
  },
  leadTime: p.leadTime ?? '',
  stock: p.stock ?? '',
  sku: p.sku ?? '',
});

/** The fields both calls share; empty optional values are left out. */
function fields(s: ProductFormState): UpdateProductRequest {
  const body: UpdateProductRequest = {
    name: s.name.trim(),
    description: s.description.trim(),
    keywords: s.keywords,
    photos: s.photos,
    videos: s.videos
      .map((u) => u.trim())
      .filter(Boolean)
      .map((url) => ({ url })),
    specs: s.specs.map((r) => ({ key: r.key.trim(), value: r.value.trim() })).filter((r) => r.key || r.value),
  };
  if (s.mainImage) body.mainImage = s.mainImage;
  if (s.category.industryID) body.industry = { id: s.category.industryID };
  if (s.category.categoryID) body.category = { id: s.category.categoryID };
  if (s.category.subCategoryID) body.subCategory = { id: s.category.subCategoryID };
  if (s.leadTime.trim()) body.leadTime = s.leadTime.trim();
  if (s.stock) body.stock = s.stock;
  if (s.sku.trim()) body.sku = s.sku.trim();
  return body;
}

export const toCreateRequest = (s: ProductFormState, businessID: string): CreateProductRequest => ({
  ...fields(s),
  name: s.name.trim(),
  description: s.description.trim(),
  businessID,
});

/** On update, a cleared lead time is sent as '' so the stored value is emptied. */
export function toUpdateRequest(s: ProductFormState, original: Product): UpdateProductRequest {
  const body = fields(s);
  if (!s.leadTime.trim() && original.leadTime) body.leadTime = '';
  if (!s.sku.trim() && original.sku) body.sku = '';
  return body;
}

export const firstMessage = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues[0]?.message ?? '';

/** 'Choose an industry' / 'Choose a category' / 'Choose a subcategory' from the contract. */
export const chooseMessage = (level: 'industry' | 'category' | 'subCategory') =>
  firstMessage(ZProductFields.shape[level], { id: '' });

/** Client-side check with the contract schema; `original` is the product being edited. */
export function validate(s: ProductFormState, businessID: string, original: Product | null): FieldErrors {
  const errors: FieldErrors = {};
  const parsed = ZCreateProductRequest.safeParse(toCreateRequest(s, businessID));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'form') as keyof FieldErrors;
      const mapped: keyof FieldErrors = key === ('businessID' as keyof FieldErrors) ? 'form' : key;
      errors[mapped] ??= issue.message;
    }
  }
  // A saved level cannot be emptied by an update (omitted means unchanged): ask for a choice.
  if (original) {
    if (original.industry && !s.category.industryID) errors.industry ??= chooseMessage('industry');
    if (original.category && s.category.industryID && !s.category.categoryID)
      errors.category ??= chooseMessage('category');
  }
  return errors;
}

/** What the form's checks need besides its values: the business, the product being edited, the industry tree. */
export type ProductFormContext = { businessID: string; original: Product | null; tree: IndustryNode[] };

/**
 * The form's resolver (react-hook-form): `validate`, plus a subcategory where the edited product
 * had one and the chosen category has subcategories (an update cannot empty a saved level).
 */
export const productResolver: Resolver<ProductFormState, ProductFormContext, ProductFormState> = (
  values,
  context,
  options,
) => {
  const { businessID, original, tree } = context!;
  const local = validate(values, businessID, original);
  if (original?.subCategory && values.category.categoryID && !values.category.subCategoryID) {
    const cat = tree
      .find((i) => i.id === values.category.industryID)
      ?.categories.find((c) => c.id === values.category.categoryID);
    if (cat && cat.subCategories.length > 0) local.subCategory = chooseMessage('subCategory');
  }
  const found = Object.entries(local).filter((e): e is [string, string] => Boolean(e[1]));
  if (!found.length) return { values, errors: {} };
  const errors = Object.fromEntries(
    found.map(([field, message]) => [field, { type: 'validate', message } satisfies FieldError]),
  );
  return { values: {}, errors: toNestErrors(errors as FormErrors<ProductFormState>, options) };
};
