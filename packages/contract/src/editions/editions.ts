/**
 * The product's editions: English (the spec's own texts) and the Spanish (Latin America), Italian
 * and Simplified Chinese ones. Plain constants: no zod, no functions.
 */
export const EDITIONS = ['en', 'es', 'it', 'zh'] as const;
export type Edition = (typeof EDITIONS)[number];
/** The editions with translated reference data (English is the source). */
export type TranslatedEdition = Exclude<Edition, 'en'>;
export const TRANSLATED_EDITIONS = ['es', 'it', 'zh'] as const satisfies readonly TranslatedEdition[];

/** Each edition's name in its own language, as a language switcher shows it. */
export const EDITION_NAMES: Record<Edition, string> = {
  en: 'English',
  es: 'Español',
  it: 'Italiano',
  zh: '中文',
};

/**
 * The BCP 47 locale each edition formats with (Intl): Latin-American Spanish (es-419, the Americas'
 * Spanish the Miami network's buyers read), Italian, and Simplified Chinese.
 */
export const EDITION_LOCALES: Record<Edition, string> = {
  en: 'en-US',
  es: 'es-419',
  it: 'it-IT',
  zh: 'zh-Hans',
};

/**
 * The edition each of the spec's footer language links leads to (its text in LANGUAGE_LINKS):
 * the home page of that edition.
 */
export const LANGUAGE_LINK_EDITIONS: Readonly<Record<string, TranslatedEdition>> = {
  Spanish: 'es',
  Italian: 'it',
  Chinese: 'zh',
};

/** The cookie that keeps the edition a visitor chose (a move between editions, or a declined offer). */
export const EDITION_COOKIE = 'wbn_edition';
