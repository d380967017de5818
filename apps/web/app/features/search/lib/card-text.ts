/** Text cuts of the search-result cards. */
import {
  CARD_COUNTRY_ELLIPSIS_OVER,
  CARD_COUNTRY_MAX,
  CARD_SPEC_MAX_ENTRIES,
  CARD_SPEC_VALUE_MAX,
} from '@wbn/contract/constants';

export const ELLIPSIS = '...';

/**
 * The country name of a business card: "cut to 24 characters, ellipsis if longer than 16"
 * (the spec's words), read literally: the first CARD_COUNTRY_MAX characters, then '...' whenever
 * the whole name is longer than CARD_COUNTRY_ELLIPSIS_OVER characters. So 'Mexico' stays as
 * it is, 'Bosnia and Herzegovina' (22) becomes 'Bosnia and Herzegovina...', and a 30-character
 * name keeps its first 24 characters plus '...'.
 */
export const cardCountryName = (name: string | null | undefined): string => {
  const s = (name ?? '').trim();
  return s.length > CARD_COUNTRY_ELLIPSIS_OVER ? `${s.slice(0, CARD_COUNTRY_MAX)}${ELLIPSIS}` : s;
};

/** Cut a text at `max` characters and add '...' when something was cut. */
export const cutText = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}${ELLIPSIS}` : text);

/** Up to CARD_SPEC_MAX_ENTRIES spec entries, each value cut at CARD_SPEC_VALUE_MAX characters plus '...'. */
export const cardSpecs = (specs: readonly { key: string; value: string }[] | null | undefined) =>
  (specs ?? [])
    .slice(0, CARD_SPEC_MAX_ENTRIES)
    .map((s) => ({ key: s.key, value: cutText(s.value, CARD_SPEC_VALUE_MAX) }));

/** 'Industry › Category › Subcategory' of a product; missing levels are left out. */
export const productClassification = (p: {
  industry: { name: string } | null;
  category: { name: string } | null;
  subCategory: { name: string } | null;
}) => [p.industry?.name, p.category?.name, p.subCategory?.name].filter((s): s is string => Boolean(s && s.trim()));

/** 'city, state, country' of a user card; empty parts are left out. */
export const userPlace = (
  u: {
    city: string | null;
    state: { stateName: string } | null;
    country: { code: string; countryName: string } | null;
  },
  /** The country's name in the page's edition (lib/i18n.ts, useCountryName). */
  nameCountry: (code: string, english: string) => string = (_code, english) => english,
) =>
  [u.city, u.state?.stateName, u.country && nameCountry(u.country.code, u.country.countryName)].filter(
    (s): s is string => Boolean(s && s.trim()),
  );
