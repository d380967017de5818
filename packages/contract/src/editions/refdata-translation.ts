/**
 * The shape of one edition's translated reference data. Every file of translations
 * (refdata-es.ts, refdata-it.ts, refdata-zh.ts) is a plain object of this type: strings only.
 *
 * Keys (see README.md):
 * - industries by the industry key ('0001' … '0015'), the id the API uses;
 * - categories by their English name inside their industry, and sub-categories by their English
 *   name inside their category (the industry tree keeps names unique within an industry, so the
 *   pair industry key + English name names one node; the API's positional ids, '0001-03' and
 *   '0001-03-02', follow from the tree's order);
 * - business types by code ('MA', 'DI' …), job positions by jobPositionID ('sales-director' …),
 *   genders by code ('F', 'M', 'O', 'N').
 */
import type { BusinessTypeCode, INDUSTRIES } from '../constants/refdata.js';
import type { TranslatedEdition } from './editions.js';

export type IndustryKey = (typeof INDUSTRIES)[number]['key'];
export type GenderCode = 'F' | 'M' | 'O' | 'N';

export type CategoryTranslation = {
  name: string;
  /** English sub-category name → its name in the edition's language. */
  subCategories: Record<string, string>;
};

export type IndustryTranslation = {
  name: string;
  description: string;
  /** English category name → the category's translation. */
  categories: Record<string, CategoryTranslation>;
};

export type RefdataTranslation = {
  edition: TranslatedEdition;
  industries: Record<IndustryKey, IndustryTranslation>;
  businessTypes: Record<BusinessTypeCode, string>;
  /** jobPositionID → name. */
  jobPositions: Record<string, string>;
  genders: Record<GenderCode, string>;
};
