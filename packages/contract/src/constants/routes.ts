/** Route helpers shared by the web app and the API (the spec's route table). */
import { URL_ID_LENGTH, DEFAULT_SEARCH_BUSINESS_TYPE, DEFAULT_SEARCH_COUNTRY } from './spec.js';

/** Slug: company name and id, spaces replaced by hyphens, encoded twice. */
export const businessPath = (companyName: string, businessID: string) =>
  `/business/${encodeURIComponent(encodeURIComponent(`${companyName.trim().replace(/\s+/g, '-')}-${businessID}`))}`;

/** Slug: company, product name, trailing hyphen, then the id; encoded twice. */
export const productPath = (companyName: string, productName: string, productID: string) =>
  `/business-product/${encodeURIComponent(
    encodeURIComponent(
      `${companyName.trim().replace(/\s+/g, '-')}-${productName.trim().replace(/\s+/g, '-')}-${productID}`,
    ),
  )}`;

/** Only the last 36 characters of a slug are the id. */
export const idFromSlug = (slug: string) => {
  let s = slug;
  for (let i = 0; i < 2; i++) {
    try {
      s = decodeURIComponent(s);
    } catch {
      break;
    }
  }
  return s.slice(-URL_ID_LENGTH);
};

export const searchPath = (opts: { business?: string; countries?: string; search?: string } = {}) => {
  const q = new URLSearchParams({
    business: opts.business ?? DEFAULT_SEARCH_BUSINESS_TYPE,
    countries: opts.countries ?? DEFAULT_SEARCH_COUNTRY,
    search: opts.search ?? '',
  });
  return `/search-result?${q.toString()}`;
};

/** An inquiry thread in the receiving business's message center (links in e-mails and notifications). */
export const inquiryThreadPath = (toBusinessID: string, requestID: string) =>
  `/business/${toBusinessID}/requests/${requestID}`;

/** The Insights tab's name (the business page's tab bar shows it; the tab's texts are in constants/insights.ts). */
export const INSIGHTS_TAB_LABEL = 'Insights';
