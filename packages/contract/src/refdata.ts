import { z } from './zod.js';

/** Spec 1 §3 "Top-level industries (0001 to 0015)", in the spec's order. */
export const INDUSTRIES = [
  { key: '0001', name: 'Automation' },
  { key: '0002', name: 'Electronics & IT' },
  { key: '0003', name: 'Energy' },
  { key: '0004', name: 'Industrial Technology' },
  { key: '0005', name: 'Machineries' },
  { key: '0006', name: 'Power Transmission' },
  { key: '0007', name: 'Apparel' },
  { key: '0008', name: 'Baby World' },
  { key: '0009', name: 'Beauty Care' },
  { key: '0010', name: 'Fashion Accessories' },
  { key: '0011', name: 'Food & Agriculture' },
  { key: '0012', name: 'Furniture' },
  { key: '0013', name: 'Health Care' },
  { key: '0014', name: 'Home & Construction' },
  { key: '0015', name: 'Business Services' },
] as const;

/** Spec 1 §3 business-type codes. PR and UR are search modes, the rest are business types. */
export const BUSINESS_TYPES = [
  { code: 'PR', businessTypeName: 'Products' },
  { code: 'UR', businessTypeName: 'Users' },
  { code: 'MA', businessTypeName: 'Manufacturers' },
  { code: 'DI', businessTypeName: 'Distributors' },
  { code: 'WS', businessTypeName: 'Wholesalers' },
  { code: 'IM', businessTypeName: 'Importers' },
  { code: 'EX', businessTypeName: 'Exporters' },
  { code: 'RE', businessTypeName: 'Retailers' },
  { code: 'IN', businessTypeName: 'Investors' },
  { code: 'CO', businessTypeName: 'Consultants' },
  { code: 'GO', businessTypeName: 'Government' },
] as const;
export type BusinessTypeCode = (typeof BUSINESS_TYPES)[number]['code'];
export const BUSINESS_TYPE_CODES = BUSINESS_TYPES.map((t) => t.code) as [BusinessTypeCode, ...BusinessTypeCode[]];
/** Codes a company can be registered under (PR and UR only select a search mode). */
export const COMPANY_TYPE_CODES = BUSINESS_TYPE_CODES.filter((c) => c !== 'PR' && c !== 'UR');

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

export const ZIndustry = z.object({ id: z.string(), key: z.string(), name: z.string(), text: z.string(), order: z.number() });
export type Industry = z.infer<typeof ZIndustry>;
export const ZSubCategory = z.object({ id: z.string(), name: z.string() });
export const ZCategory = z.object({ id: z.string(), name: z.string(), subCategories: z.array(ZSubCategory) });
export type Category = z.infer<typeof ZCategory>;
export const ZIndustryNode = ZIndustry.extend({ description: z.string(), icon: z.string(), categories: z.array(ZCategory) });
export type IndustryNode = z.infer<typeof ZIndustryNode>;
