import { describe, expect, it } from 'vitest';
import {
  countryFromAcceptLanguage,
  parseAcceptLanguage,
  presentationLanguage,
  presentationLanguageOf,
  regionOf,
} from './presentation';

describe('presentationLanguage (Spanish for Mexico, Chile and Peru, English elsewhere)', () => {
  it('is Spanish for a browser in Mexico, Chile or Peru', () => {
    expect(presentationLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(presentationLanguage('es-CL')).toBe('es');
    expect(presentationLanguage('es-pe,es;q=0.9')).toBe('es');
    // The country decides, not the language: English in Mexico still gets the Mexican presentation.
    expect(presentationLanguage('en-MX,en;q=0.9')).toBe('es');
  });

  it('is English elsewhere, and without a region or a header', () => {
    expect(presentationLanguage('es-ES,es;q=0.9')).toBe('en');
    expect(presentationLanguage('es-AR')).toBe('en');
    expect(presentationLanguage('es-419,es;q=0.9')).toBe('en');
    expect(presentationLanguage('en-US,en;q=0.9')).toBe('en');
    expect(presentationLanguage('es')).toBe('en');
    expect(presentationLanguage('')).toBe('en');
    expect(presentationLanguage(null)).toBe('en');
    expect(presentationLanguage('*')).toBe('en');
  });

  it('follows the preference order (q values), not the order of writing', () => {
    expect(presentationLanguage('en-US;q=0.5,es-MX;q=0.9')).toBe('es');
    expect(presentationLanguage('es-MX;q=0.4,en-GB;q=0.8')).toBe('en');
    // The first preferred tag with a region counts; a bare language is skipped.
    expect(presentationLanguage('es,es-PE;q=0.9,en-US;q=0.8')).toBe('es');
  });
});

describe('presentationLanguageOf (the editions, decision 0085)', () => {
  it('follows Accept-Language on the English edition only: Spanish on the Spanish one, English on the others', () => {
    expect(presentationLanguageOf('en', 'es-MX')).toBe('es');
    expect(presentationLanguageOf('en', 'en-US')).toBe('en');
    expect(presentationLanguageOf('es', 'en-US')).toBe('es');
    expect(presentationLanguageOf('es', null)).toBe('es');
    for (const edition of ['it', 'zh'] as const) {
      expect(presentationLanguageOf(edition, 'es-MX')).toBe('en');
      expect(presentationLanguageOf(edition, null)).toBe('en');
    }
  });
});

describe('Accept-Language parsing', () => {
  it('orders tags by q, keeping the written order for ties, and drops q=0', () => {
    expect(parseAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual(['fr-CH', 'fr', 'en', 'de']);
    expect(parseAcceptLanguage('en;q=0, es-CL')).toEqual(['es-CL']);
  });

  it('finds the region subtag', () => {
    expect(regionOf('es-MX')).toBe('MX');
    expect(regionOf('zh-Hant-TW')).toBe('TW');
    expect(regionOf('es-419')).toBe('419');
    expect(regionOf('en')).toBeNull();
    expect(countryFromAcceptLanguage('de, en-gb;q=0.8')).toBe('GB');
  });
});
