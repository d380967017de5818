/**
 * The reference data's plain constants, without zod (the spec's industries and business types):
 * pages import these with their first load; the schemas of the reference data are in
 * schemas/refdata.ts (decision 0009).
 */
/** The spec's "Top-level industries (0001 to 0015)", in the spec's order. */
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

/** The spec's business-type codes. PR and UR are search modes, the rest are business types. */
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
