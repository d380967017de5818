/** How numbers print (counts, quantities, amounts, file sizes), and display helpers for business data: the pages' labels and the profile fields. */
import { DEFAULT_TIER_LABEL } from '@wbn/contract/constants';
import type { BusinessProfile } from '@wbn/contract/schemas';

/** Subscription in upper case, STANDARD by default (as "My business" shows it). */
export const tierLabel = (subscription: string | null | undefined) =>
  subscription ? subscription.toUpperCase() : DEFAULT_TIER_LABEL;

/** "city, country" of the contact information; empty parts are left out. */
export const cityCountry = (b: BusinessProfile) =>
  [b.contactInfo.city, b.contactInfo.country?.countryName]
    .filter((s): s is string => Boolean(s && s.trim()))
    .join(', ');

/** The header line 'company / city, country' of the business profile page. */
export const headerLine = (b: BusinessProfile) => {
  const place = cityCountry(b);
  return place ? `${b.general.companyName} / ${place}` : b.general.companyName;
};

/**
 * Every number the web app prints goes through the helpers below (dates: ~/lib/dates). Each takes
 * the locale last, 'en-US' unless given, so that an edition in another language can pass its own.
 * The prices of the memberships ('USD 1850.00') are the contract's `formatUsd`: the spec fixes that
 * text, and the API prints it too (receipts, e-mails).
 */
export const DEFAULT_LOCALE = 'en-US';

/**
 * One formatter per locale and options, made on first use: building an Intl formatter takes tens of
 * milliseconds on a slow phone, and most pages importing this module never format a number.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, f);
  }
  return f;
}

/** A count with thousands separators: '12,345'. */
export const formatNumber = (n: number, locale = DEFAULT_LOCALE) => numberFormat(locale).format(n);

/** A quantity, up to three decimals: '5,000', '2.5' (the RFQ's quantities, as the contract's `formatQuantity`). */
export const formatQuantity = (n: number, locale = DEFAULT_LOCALE) =>
  numberFormat(locale, { maximumFractionDigits: 3 }).format(n);

/**
 * An amount in a currency, up to four decimals: '$12.50', '€1,200.00' (the RFQ's prices, as the
 * contract's `formatRfqAmount`); 'XYZ 12.5' for a code Intl does not know.
 */
export function formatMoney(amount: number, currency: string, locale = DEFAULT_LOCALE): string {
  try {
    return numberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 4 }).format(amount);
  } catch {
    return `${currency} ${amount}`;
  }
}

/** A file's size: '1 KB' at least, '340 KB', then megabytes with one decimal: '2.5 MB'. */
export function formatFileSize(bytes: number, locale = DEFAULT_LOCALE): string {
  if (bytes < 1024 * 1024)
    return `${numberFormat(locale, { useGrouping: false }).format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  const mb = numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });
  return `${mb.format(bytes / 1024 / 1024)} MB`;
}

/** 'min – max' (one number when both are the same), then `suffix`; null without a range. */
export const formatRange = (
  r: { min: number; max: number } | null | undefined,
  suffix = '',
  locale = DEFAULT_LOCALE,
) =>
  r
    ? `${r.min === r.max ? formatNumber(r.min, locale) : `${formatNumber(r.min, locale)} – ${formatNumber(r.max, locale)}`}${suffix}`
    : null;

export const formatPhone = (p: { countryCode: string; businessPhoneNumber: string } | null | undefined) => {
  if (!p || !p.businessPhoneNumber) return null;
  const code = p.countryCode ? (p.countryCode.startsWith('+') ? p.countryCode : `+${p.countryCode}`) : '';
  return `${code} ${p.businessPhoneNumber}`.trim();
};

type PhotoLike = { url: string; versions?: { url: string; width?: number }[] } | null | undefined;

/** The smallest stored version at least `width` px wide, else the original. */
export const photoSrc = (photo: PhotoLike, width?: number) => {
  if (!photo) return null;
  if (!width || !photo.versions?.length) return photo.url;
  const fit = [...photo.versions]
    .filter((v) => (v.width ?? 0) >= width)
    .sort((a, b) => (a.width ?? 0) - (b.width ?? 0))[0];
  return fit?.url ?? photo.url;
};

export const CONTRACT_MANUFACTURING_LABELS: Record<string, string> = {
  OEM: 'OEM (original equipment)',
  ODM: 'ODM (original design)',
  OBM: 'OBM (own brand)',
  PRIVATE_LABEL: 'Private label',
};
