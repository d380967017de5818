/// <reference types="node" />
/**
 * Countries' and languages' names come from the runtime's ICU (Intl.DisplayNames), not from
 * hand-made lists: every country and language of the reference data has a name in each edition.
 * The reference data's own lists are read from the packages the API seeds them from.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { countriesIn, countryName, languageName } from './display-names.js';
import { TRANSLATED_EDITIONS } from './editions.js';

const load = createRequire(import.meta.url);
const { default: Country } = load('country-state-city/lib/cjs/country.js') as {
  default: { getAllCountries(): { isoCode: string; name: string }[] };
};
const ISO6391 = load('iso-639-1') as { getAllCodes(): string[]; default?: { getAllCodes(): string[] } };
const COUNTRY_CODES = Country.getAllCountries().map((c) => c.isoCode);
const LANGUAGE_CODES = (ISO6391.default ?? ISO6391).getAllCodes();

describe.each(TRANSLATED_EDITIONS)('in the %s edition', (edition) => {
  it('every country of the reference data has a name of its own (not its code), all different', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThan(240);
    const names = COUNTRY_CODES.map((code) => countryName(code, edition));
    expect(COUNTRY_CODES.filter((code, i) => !names[i] || names[i] === code)).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
  });

  it('every language of the reference data has a name, starting with a capital as a list shows it', () => {
    expect(LANGUAGE_CODES.length).toBeGreaterThan(180);
    const names = LANGUAGE_CODES.map((code) => languageName(code, edition));
    expect(LANGUAGE_CODES.filter((code, i) => !names[i] || names[i] === code)).toEqual([]);
    expect(names.filter((name) => name && name.charAt(0) !== name.charAt(0).toLocaleUpperCase())).toEqual([]);
  });
});

describe('the names', () => {
  it('are the ones a reader of each edition expects', () => {
    expect(['US', 'MX', 'IT', 'CN', 'DE'].map((code) => countryName(code, 'es'))).toEqual([
      'Estados Unidos',
      'México',
      'Italia',
      'China',
      'Alemania',
    ]);
    expect(['US', 'MX', 'IT', 'CN', 'DE'].map((code) => countryName(code, 'it'))).toEqual([
      'Stati Uniti',
      'Messico',
      'Italia',
      'Cina',
      'Germania',
    ]);
    expect(['US', 'MX', 'IT', 'CN', 'DE'].map((code) => countryName(code, 'zh'))).toEqual([
      '美国',
      '墨西哥',
      '意大利',
      '中国',
      '德国',
    ]);
    expect(['en', 'es', 'it', 'zh'].map((code) => languageName(code, 'es'))).toEqual([
      'Inglés',
      'Español',
      'Italiano',
      'Chino',
    ]);
    expect(['en', 'es', 'it', 'zh'].map((code) => languageName(code, 'it'))).toEqual([
      'Inglese',
      'Spagnolo',
      'Italiano',
      'Cinese',
    ]);
    expect(['en', 'es', 'it', 'zh'].map((code) => languageName(code, 'zh'))).toEqual([
      '英语',
      '西班牙语',
      '意大利语',
      '中文',
    ]);
  });

  it('are undefined for a code no one knows, or a malformed one', () => {
    expect(countryName('QQ', 'es')).toBeUndefined();
    expect(countryName('not a code', 'it')).toBeUndefined();
    expect(languageName('qq', 'zh')).toBeUndefined();
  });
});

describe('a list of countries in an edition', () => {
  const list = [
    { code: 'DE', countryName: 'Germany' },
    { code: 'US', countryName: 'United States' },
    { code: 'AT', countryName: 'Austria' },
  ];
  it('keeps the reference data’s names and order in English', () => {
    expect(countriesIn('en', list).map((c) => c.name)).toEqual(['Germany', 'United States', 'Austria']);
  });
  it('names each in the edition and orders them as its language does', () => {
    expect(countriesIn('es', list).map((c) => [c.code, c.name])).toEqual([
      ['DE', 'Alemania'],
      ['AT', 'Austria'],
      ['US', 'Estados Unidos'],
    ]);
  });
});
