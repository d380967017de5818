/** The enquiry form's values: every field is a string, '' when empty. */
import { ENQUIRY_PRODUCT_SLOTS } from '@wbn/contract/constants';
import type { NeedHelpRequest } from '@wbn/contract/schemas';

const slots = (prefix: 'buyProduct' | 'sellProduct') =>
  Array.from({ length: ENQUIRY_PRODUCT_SLOTS }, (_, i) => `${prefix}${i + 1}` as `${typeof prefix}${1 | 2 | 3 | 4}`);

export const BUY_FIELDS = slots('buyProduct');
export const SELL_FIELDS = slots('sellProduct');

/** In the order they appear on the form (the first invalid one gets the focus). */
export const NEEDHELP_FIELDS = [
  'firstName',
  'lastName',
  'businessName',
  'businessType',
  'website',
  'jobPosition',
  'address',
  'zipcode',
  'city',
  'usaState',
  'country',
  'companyPhone',
  'companyFax',
  'totalEmployees',
  'salesEmployees',
  'mobilePhone',
  'email',
  ...BUY_FIELDS,
  'moreInfoBuy',
  ...SELL_FIELDS,
  'moreInfoSell',
] as const satisfies readonly (keyof NeedHelpRequest)[];

export type NeedHelpField = (typeof NEEDHELP_FIELDS)[number];
export type NeedHelpValues = Record<NeedHelpField, string>;

export const emptyValues = (): NeedHelpValues =>
  Object.fromEntries(NEEDHELP_FIELDS.map((f) => [f, ''])) as NeedHelpValues;

/** The body to send: empty fields are left out. */
export function toRequestBody(data: NeedHelpRequest): NeedHelpRequest {
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== '')) as NeedHelpRequest;
}
