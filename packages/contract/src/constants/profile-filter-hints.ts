/**
 * What the business edit screen tells its owner about the search's filters (decision 0083): the
 * filters a buyer can narrow the directory by that the profile does not answer yet, each with the
 * edit section that answers it. A business without an answer is left out of every search that
 * chooses a value of that filter. Without zod (decision 0009).
 */
import { CERTIFICATION_STANDARDS, SEARCH_FACET_HEADINGS } from './search-filters.js';

/** The filters the profile answers, in the order the hints list them. */
export const PROFILE_FILTER_GAPS = [
  'certifications',
  'employees',
  'languages',
  'incoterms',
  'paymentCurrencies',
  'paymentTypes',
  'markets',
  'foundedBefore',
  'revenue',
  'contractManufacturing',
  'verified',
] as const;
export type ProfileFilterGap = (typeof PROFILE_FILTER_GAPS)[number];

/** Where each is answered: an edit tab of the business, or its membership page (verification). */
export const PROFILE_FILTER_GAP_PLACES: Record<
  ProfileFilterGap,
  'general' | 'factory' | 'trade' | 'terms' | 'certificates' | 'membership'
> = {
  certifications: 'certificates',
  employees: 'general',
  languages: 'trade',
  incoterms: 'terms',
  paymentCurrencies: 'terms',
  paymentTypes: 'terms',
  markets: 'trade',
  foundedBefore: 'general',
  revenue: 'general',
  contractManufacturing: 'factory',
  verified: 'membership',
};

const first = CERTIFICATION_STANDARDS[0].label;
const h = SEARCH_FACET_HEADINGS;

export const PROFILE_FILTER_HINTS_TEXT = {
  heading: 'Be found by more filters',
  intro:
    'Buyers narrow their searches by these filters. Your business is left out of a filtered search until your profile answers it.',
  allAnswered: 'Your profile answers every filter buyers search by.',
  /** The sentence of each filter the profile does not answer yet. */
  gaps: {
    certifications: `Add your certificates to appear under ${first} and the other certifications.`,
    employees: `Give your total employees to appear under ${h.employees}.`,
    languages: `List the languages you speak to appear under ${h.languages}.`,
    incoterms: `Add the delivery terms you accept (FOB, CIF, …) to appear under ${h.incoterms}.`,
    paymentCurrencies: `Add the currencies you accept to appear under ${h.paymentCurrencies}.`,
    paymentTypes: `Add the payment types you accept to appear under ${h.paymentTypes}.`,
    markets: `Name your main markets by country or region (Europe, North America, …) to appear under ${h.markets}.`,
    foundedBefore: `Give your year established to appear under ${h.foundedBefore}.`,
    revenue: `Give your total annual revenue to appear under ${h.revenue}.`,
    contractManufacturing: `If you make for others (OEM, ODM, OBM, private label), say so to appear under ${h.contractManufacturing}.`,
    verified: `Have your business verified to appear under ${h.verified}.`,
  } satisfies Record<ProfileFilterGap, string>,
  /** The link of each hint: the section that answers it. */
  goTo: {
    general: 'Go to General Information',
    factory: 'Go to Factory',
    trade: 'Go to Trade Capabilities',
    terms: 'Go to Business Terms',
    certificates: 'Go to Certificates',
    membership: 'Go to Membership and verification',
  },
  /** "3 filters to answer" */
  count: (n: number) => (n === 1 ? '1 filter to answer' : `${n} filters to answer`),
} as const;
