/**
 * Countries' and languages' names in an edition's language, from the runtime's own ICU data
 * (Intl.DisplayNames: Node's full ICU, every current browser): they are not translated by hand.
 * The reference data keeps the English names (countries from country-state-city, languages from
 * iso-639-1); the codes are the same ISO codes Intl reads.
 */
import { EDITION_LOCALES, type Edition } from './editions.js';

/**
 * Names ICU gives that an edition replaces: none yet. The English edition keeps the reference
 * data's own names (the English names below are only what Intl would say).
 */
export const COUNTRY_NAME_OVERRIDES: Partial<Record<Edition, Record<string, string>>> = {};

/** The country's name (ISO 3166-1 alpha-2 code) in the edition's language; undefined for a code ICU does not know. */
export function countryName(code: string, edition: Edition): string | undefined {
  const override = COUNTRY_NAME_OVERRIDES[edition]?.[code];
  if (override) return override;
  return displayName('region', edition, code);
}

/** A country as an edition names it: ICU's name in an edition, the reference data's `english` in English (or when ICU has none). */
export const countryNameIn = (edition: Edition, code: string, english: string): string =>
  edition === 'en' ? english : (countryName(code, edition) ?? english);

/**
 * A list of countries as an edition's lists show them: each named in its language (English keeps
 * the reference data's names) and, in an edition, in that language's alphabetical order.
 */
export function countriesIn<C extends { code: string; countryName: string }>(
  edition: Edition,
  list: readonly C[],
): (C & { name: string })[] {
  const named = list.map((c) => ({ ...c, name: countryNameIn(edition, c.code, c.countryName) }));
  if (edition !== 'en') {
    const order = new Intl.Collator(EDITION_LOCALES[edition]);
    named.sort((a, b) => order.compare(a.name, b.name));
  }
  return named;
}

/**
 * The language's name (ISO 639-1 code) in the edition's language, as a list shows it: Spanish and
 * Italian write language names in lower case inside a sentence ('inglés', 'inglese'), and a list
 * item starts with a capital ('Inglés', 'Inglese').
 */
export function languageName(code: string, edition: Edition): string | undefined {
  const name = displayName('language', edition, code);
  return name && name.charAt(0).toLocaleUpperCase(EDITION_LOCALES[edition]) + name.slice(1);
}

const namers = new Map<string, Intl.DisplayNames>();
/** Intl's name of a code, or undefined when ICU has none or the code is malformed. */
function displayName(type: 'region' | 'language', edition: Edition, code: string): string | undefined {
  const key = `${type} ${edition}`;
  let namer = namers.get(key);
  if (!namer) {
    namer = new Intl.DisplayNames([EDITION_LOCALES[edition]], { type, fallback: 'none' });
    namers.set(key, namer);
  }
  try {
    return namer.of(code);
  } catch {
    return undefined;
  }
}
