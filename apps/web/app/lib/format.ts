/** Display helpers for business data: the pages' labels and the profile fields. */
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

/** Made on first use: building an Intl formatter takes tens of milliseconds on a slow phone, and most pages importing this module never format a number. */
let numberFormat: Intl.NumberFormat | undefined;
export const formatNumber = (n: number) => (numberFormat ??= new Intl.NumberFormat('en-US')).format(n);

export const formatRange = (r: { min: number; max: number } | null | undefined, suffix = '') =>
  r ? `${r.min === r.max ? formatNumber(r.min) : `${formatNumber(r.min)} – ${formatNumber(r.max)}`}${suffix}` : null;

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
