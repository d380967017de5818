/**
 * The reader's choice of edition (decision 0085): kept in a cookie for a year when they move to
 * another edition or decline the offer of one, so the offer line (layout/edition-offer.tsx) does
 * not come back. Never a redirect: the address alone decides a page's edition.
 */
import { EDITION_COOKIE, EDITIONS, editionOfLanguages, type Edition } from '@wbn/contract/editions';

const YEAR_SECONDS = 365 * 24 * 3600;

export function rememberEdition(edition: Edition) {
  document.cookie = `${EDITION_COOKIE}=${edition}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/** The edition kept in the cookie, if any. */
export function chosenEdition(cookie: string): Edition | undefined {
  const value = cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${EDITION_COOKIE}=`))
    ?.slice(EDITION_COOKIE.length + 1);
  return (EDITIONS as readonly string[]).includes(value ?? '') ? (value as Edition) : undefined;
}

/** The first edition among the browser's languages ('es-MX' → es, 'zh-CN' → zh); English when none. */
export const preferredEdition = (languages: readonly string[]): Edition => editionOfLanguages(languages) ?? 'en';

/**
 * The edition to offer on a page of `pageEdition`: the browser's, when it differs and the reader
 * has chosen none; nothing otherwise.
 */
export function editionToOffer(
  pageEdition: Edition,
  cookie: string,
  languages: readonly string[],
): Edition | undefined {
  if (chosenEdition(cookie)) return undefined;
  const preferred = preferredEdition(languages);
  return preferred === pageEdition ? undefined : preferred;
}
