/** Products of a business: owners and admins manage them, capped by membership tier (the spec's listing packages). */
import type { Edition } from '@wbn/contract/editions';
import { randomUUID } from 'node:crypto';
import { PACKAGES, TIERS, type CreateProductRequest, type Tier, type UpdateProductRequest } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import { AppError, invalid, notFound, isUuid } from '../../lib/errors.js';
import { refMaps, type RefMaps } from '../../core/ref-lookup.js';
import type { BusinessAccess, PhotoCheck, PhotoOwner } from '../../core/collaborators.js';
import type { PhotoJson } from '../../db/schema/index.js';
import { productsRepo, type ProductRow } from './products.repo.js';
import { presentProduct } from '../../core/product-presenter.js';
import { specsText, vocabularyWords } from '../../core/search-text.js';
import { vocabularyRepo } from '../../core/vocabulary.repo.js';
import { cacheTags, noInvalidate, type Invalidate } from '../../core/cache-tags.js';
import type { EventPublisher, ProductFact } from '../../core/events.js';
import { inTransaction } from '../../core/transaction.js';

/** Checks the industry → category → subcategory chain and returns the ids to store. */
export function taxonomy(m: RefMaps, input: UpdateProductRequest, current?: ProductRow) {
  let industryId = input.industry?.id ?? current?.industryId ?? null;
  let categoryId = input.category?.id ?? current?.categoryId ?? null;
  const subCategoryId = input.subCategory?.id ?? current?.subCategoryId ?? null;
  if (input.industry && !m.industries.has(input.industry.id)) throw invalid('industry.id', 'Unknown industry');
  if (input.category) {
    const c = m.categories.get(input.category.id);
    if (!c) throw invalid('category.id', 'Unknown category');
    if (input.industry && c.industryId !== input.industry.id)
      throw invalid('category.id', 'This category is not in the chosen industry');
    industryId = c.industryId;
  }
  if (input.subCategory) {
    const s = m.subCategories.get(input.subCategory.id);
    if (!s) throw invalid('subCategory.id', 'Unknown subcategory');
    if (input.category && s.categoryId !== input.category.id)
      throw invalid('subCategory.id', 'This subcategory is not in the chosen category');
    categoryId = s.categoryId;
    industryId = m.categories.get(s.categoryId)!.industryId;
  }
  return { industryId, categoryId, subCategoryId };
}

/** Product pictures: uploads of the business or of the editing manager; what the product holds passes unchanged. */
async function checkPictures(
  checkPhoto: PhotoCheck,
  input: UpdateProductRequest,
  owners: readonly PhotoOwner[],
  held: readonly (PhotoJson | null | undefined)[] = [],
) {
  await checkPhoto('mainImage', input.mainImage, owners, held);
  for (const [i, p] of (input.photos ?? []).entries()) await checkPhoto(`photos.${i}`, p, owners, held);
}

function fields(input: UpdateProductRequest) {
  const set: Record<string, unknown> = {};
  for (const k of ['name', 'description', 'keywords', 'mainImage', 'photos', 'specs'] as const)
    if (input[k] !== undefined) set[k] = input[k];
  if (input.leadTime !== undefined) set.leadTime = input.leadTime || null;
  if (input.sku !== undefined) set.sku = input.sku || null;
  if (input.stock !== undefined) set.stock = input.stock === 'yes';
  if (input.videos) set.videos = input.videos.map((v) => ({ videoID: v.videoID || randomUUID(), url: v.url }));
  return set;
}

/** Keywords and the names of the product's industry, category and subcategory. */
export function searchFields(
  m: RefMaps,
  p: {
    industryId: string | null;
    categoryId: string | null;
    subCategoryId: string | null;
    keywords?: string[];
    specs?: { key: string; value: string }[];
  },
) {
  const names = [
    p.industryId ? m.industries.get(p.industryId)?.name : undefined,
    p.categoryId ? m.categories.get(p.categoryId)?.name : undefined,
    p.subCategoryId ? m.subCategories.get(p.subCategoryId)?.name : undefined,
    ...(p.keywords ?? []),
  ].filter(Boolean);
  return { searchText: names.join(' '), ...(p.specs ? { specsText: specsText(p.specs) } : {}) };
}

/** A SKU another product of the business holds (the unique index answers): 409 naming `sku`. */
const SKU_TAKEN = 'Another product of this business has this SKU';
async function orSkuTaken<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (e) {
    const code = String(
      (e as { cause?: { code?: string }; code?: string }).cause?.code ?? (e as { code?: string }).code,
    );
    if (code === '23505') throw new AppError('Conflict', SKU_TAKEN, { sku: SKU_TAKEN });
    throw e;
  }
}

export const tierOf = (s: string): Tier => ((TIERS as readonly string[]).includes(s) ? (s as Tier) : 'standard');

export function limitMessage(tier: Tier) {
  const cap = PACKAGES[tier].maxProducts;
  const next = TIERS[TIERS.indexOf(tier) + 1];
  return next
    ? `Your ${tier} membership allows up to ${cap} products. Upgrade to ${next} to list up to ${PACKAGES[next].maxProducts}.`
    : `Your ${tier} membership allows up to ${cap} products, the most our network offers.`;
}

/** `invalidate`: drops the cached pages and answers showing a product after it changes (decision 0019). */
export type ProductsServiceDeps = {
  db: Db;
  businesses: BusinessAccess;
  checkPhoto: PhotoCheck;
  invalidate?: Invalidate;
  events?: EventPublisher;
};

export function createProductsService({
  db,
  businesses,
  checkPhoto,
  invalidate = noInvalidate,
  events = { publish: async () => undefined },
}: ProductsServiceDeps) {
  /** The change and its event commit together (the business's webhooks hear it, decision 0036). */
  const fact = (p: { id: string; businessId: string; name: string }): ProductFact => ({
    productId: p.id,
    businessId: p.businessId,
    name: p.name,
    at: new Date().toISOString(),
  });
  async function loadProduct(id: string) {
    if (!isUuid(id)) throw notFound('Product', 'productID');
    const p = await productsRepo.find(db, id);
    if (!p) throw notFound('Product', 'productID');
    return p;
  }
  const isManager = async (businessId: string, userId: string) =>
    ['owner', 'admin'].includes(await businesses.session(businessId, userId));
  async function present(p: ProductRow, edition: Edition = 'en') {
    return presentProduct(p, await businesses.load(p.businessId), await refMaps(db), edition);
  }

  return {
    async create(userId: string, input: CreateProductRequest) {
      const business = await businesses.load(input.businessID).catch(() => {
        throw new AppError('NotFound', 'Business not found', { businessID: 'Unknown business' });
      });
      await businesses.requireManager(business.id, userId);
      const m = await refMaps(db);
      const tax = taxonomy(m, input);
      await checkPictures(checkPhoto, input, [{ businessId: business.id }, { userId }]);
      const row = {
        businessId: business.id,
        ...fields(input),
        ...tax,
        ...searchFields(m, { ...tax, keywords: input.keywords, specs: input.specs ?? [] }),
        name: input.name,
        description: input.description,
      };
      const tier = tierOf(business.subscription);
      const created = await orSkuTaken(
        inTransaction(db, async (tx) => {
          const c = await productsRepo.insertUnderCap(tx, row, PACKAGES[tier].maxProducts);
          if (c) await events.publish(tx, 'product.created', fact(c));
          return c;
        }),
      );
      if (!created)
        throw new AppError('ProductLimitReached', limitMessage(tier), { businessID: 'Product limit reached' });
      await vocabularyRepo.add(db, vocabularyWords(input.name, ...(input.keywords ?? [])));
      await invalidate([cacheTags.business(business.id), cacheTags.search]);
      return present(created);
    },
    async update(userId: string, productId: string, input: UpdateProductRequest) {
      const p = await loadProduct(productId);
      await businesses.requireManager(p.businessId, userId);
      const m = await refMaps(db);
      const tax = taxonomy(m, input, p);
      await checkPictures(checkPhoto, input, [{ businessId: p.businessId }, { userId }], [p.mainImage, ...p.photos]);
      await orSkuTaken(
        inTransaction(db, async (tx) => {
          await productsRepo.update(tx, p.id, {
            ...fields(input),
            ...tax,
            ...searchFields(m, { ...tax, keywords: input.keywords ?? p.keywords, specs: input.specs }),
          });
          await events.publish(tx, 'product.updated', fact({ ...p, name: input.name ?? p.name }));
        }),
      );
      await vocabularyRepo.add(db, vocabularyWords(input.name, ...(input.keywords ?? [])));
      await invalidate([cacheTags.product(p.id), cacheTags.business(p.businessId), cacheTags.search]);
      return present(await loadProduct(p.id));
    },
    async remove(userId: string, productId: string) {
      const p = await loadProduct(productId);
      await businesses.requireManager(p.businessId, userId);
      await inTransaction(db, async (tx) => {
        await productsRepo.remove(tx, p.id);
        await events.publish(tx, 'product.deleted', fact(p));
      });
      await invalidate([cacheTags.product(p.id), cacheTags.business(p.businessId), cacheTags.search]);
    },
    /** The business a product belongs to (undefined when there is no such product): what an API key may touch (decision 0035). */
    businessOf: async (productId: string) =>
      isUuid(productId) ? (await productsRepo.find(db, productId))?.businessId : undefined,
    /** A product hidden over its tier's cap (decision 0018) is found only by its business's owner and admins. */
    /** `edition`: the language of its reference names (industry, category, sub-category, country; decision 0085). */
    async get(productId: string, viewerId?: string, edition: Edition = 'en') {
      const p = await loadProduct(productId);
      if ((await productsRepo.isHidden(db, p.id)) && !(viewerId && (await isManager(p.businessId, viewerId))))
        throw notFound('Product', 'productID');
      return present(p, edition);
    },
    async byBusiness(businessId: string, viewerId?: string) {
      await businesses.load(businessId);
      const manager = !!viewerId && (await isManager(businessId, viewerId));
      const list = (await productsRepo.byBusiness(db, businessId, manager)).map(({ hidden, ...item }) =>
        hidden ? { ...item, hidden: true } : item,
      );
      return { data: list, total: list.length };
    },
  };
}
export type ProductsService = ReturnType<typeof createProductsService>;
