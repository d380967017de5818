import type { Product } from '@wbn/contract';
import type { products } from '../db/schema/index.js';
import type { BusinessWithCategories } from './collaborators.js';
import type { Edition } from '@wbn/contract/editions';
import { categoryRef, countryRef, industryRef, refNamesIn, subCategoryRef, type RefMaps } from './ref-lookup.js';

export type ProductRow = typeof products.$inferSelect;

/** What a product card shows of its company. */
export type ProductCompany = Pick<
  BusinessWithCategories,
  'id' | 'companyName' | 'profilePhoto' | 'countryCode' | 'subscription' | 'verified'
>;

export function presentProduct(p: ProductRow, b: ProductCompany, m: RefMaps, edition: Edition = 'en'): Product {
  const names = refNamesIn(m, edition);
  return {
    productID: p.id,
    businessID: p.businessId,
    name: p.name,
    sku: p.sku ?? null,
    keywords: p.keywords,
    description: p.description,
    mainImage: p.mainImage ?? null,
    photos: p.photos,
    images: p.photos,
    videos: p.videos,
    specs: p.specs,
    industry: names.industry(industryRef(m, p.industryId)),
    category: names.categoryRef(categoryRef(m, p.categoryId)),
    subCategory: names.subCategoryRef(subCategoryRef(m, p.subCategoryId)),
    leadTime: p.leadTime,
    stock: p.stock ? 'yes' : 'no',
    createdAt: p.createdAt.toISOString(),
    businessProfile: {
      businessID: b.id,
      companyName: b.companyName,
      profilePhoto: b.profilePhoto ? { url: b.profilePhoto.url } : null,
      country: names.country(countryRef(m, b.countryCode)),
      subscription: b.subscription,
      verified: b.verified,
    },
  };
}
