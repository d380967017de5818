/**
 * How the web app's own numbers print (counts, ranges; the formatters every other number format is built on), and
 * display helpers for business data: the pages' labels and the profile fields.
 */
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
 * The numbers the web app prints itself go through the helpers below (dates: ~/lib/dates), each
 * taking the locale last, 'en-US' unless given, so that an edition in another language can pass its
 * own. Prices and the RFQ's amounts and quantities are the contract's formatters (`formatUsd`,
 * `formatRfqAmount`, `formatQuantity`): the spec fixes those texts and the API prints them too
 * (receipts, e-mails, notifications). This module is in most pages' first load (decision 0009):
 * what it holds stays small.
 */
export const DEFAULT_LOCALE = 'en-US';

/**
 * One formatter per locale and options, made on first use: building an Intl formatter takes tens of
 * milliseconds on a slow phone, and most pages importing this module never format a number. The
 * formats used only by parts loaded on demand are built on it in modules of their own (file sizes:
 * ~/lib/file-size), so that their code stays out of the first loads.
 */
const numberFormats: Record<string, Intl.NumberFormat> = {};
export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  (numberFormats[locale + JSON.stringify(options)] ??= new Intl.NumberFormat(locale, options));

/** A count with thousands separators: '12,345'. */
export const formatNumber = (n: number, locale = DEFAULT_LOCALE) => numberFormat(locale).format(n);

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
