import { z } from './zod.js';
import { TRANSLATED_EDITIONS } from '../editions/editions.js';

export const ZCountry = z.object({ code: z.string(), countryName: z.string(), emoji: z.string() });
export type Country = z.infer<typeof ZCountry>;
export const ZState = z.object({ stateID: z.string(), stateName: z.string(), countryCode: z.string() });
export type State = z.infer<typeof ZState>;
export const ZGender = z.object({ code: z.string(), name: z.string() });
export type Gender = z.infer<typeof ZGender>;
export const ZLanguage = z.object({ code: z.string(), languageName: z.string() });
export type Language = z.infer<typeof ZLanguage>;
export const ZJobPosition = z.object({ jobPositionID: z.string(), name: z.string() });
export type JobPosition = z.infer<typeof ZJobPosition>;
export const ZBusinessType = z.object({ code: z.string(), businessTypeName: z.string() });
export type BusinessType = z.infer<typeof ZBusinessType>;

export const ZIndustry = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  text: z.string(),
  order: z.number(),
});
export type Industry = z.infer<typeof ZIndustry>;
export const ZSubCategory = z.object({ id: z.string(), name: z.string() });
export const ZCategory = z.object({ id: z.string(), name: z.string(), subCategories: z.array(ZSubCategory) });
export type Category = z.infer<typeof ZCategory>;
export const ZIndustryNode = ZIndustry.extend({
  description: z.string(),
  icon: z.string(),
  categories: z.array(ZCategory),
});
export type IndustryNode = z.infer<typeof ZIndustryNode>;
/** GET /api/catsys/industry: every industry, without its categories. */
export const ZIndustryListItem = ZIndustry.extend({ description: z.string(), icon: z.string() });

// ---- Path and query values of /api/ref-data/* and /api/catsys/* ----
export const ZCountryParams = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'A two-letter ISO 3166-1 country code'),
});
export const ZIndustryParams = z.object({ id: z.string().regex(/^\d{4}$/, 'An industry id from 0001 to 0015') });
/** `?v=<version>`: the version pages name (decision 0019); immutable when it is the current one. */
/** `?lang=<edition>`: the edition whose reference names (industries, categories, business types, countries) an answer takes (decision 0085); absent: English. */
export const ZLangQuery = z.object({
  lang: z.enum(TRANSLATED_EDITIONS).optional().describe('the edition of the names (es, it, zh); absent: English'),
});
export const ZFullTreeQuery = ZLangQuery.extend({ v: z.string().max(64).optional() });
