/**
 * A search's words in Spanish, Italian and Chinese read as the English names of the industries,
 * categories and sub-categories they name (decision 0089).
 */
import { describe, expect, it } from 'vitest';
import { editionOfRequest, englishAlternatives, MAX_ALTERNATIVES } from './search-languages.js';

describe('englishAlternatives', () => {
  it('reads a category name in Spanish, with or without its accents, singular or plural, as its English words', () => {
    for (const typed of ['válvulas', 'valvulas', 'Válvula', 'VALVULAS'])
      expect(englishAlternatives(typed, 'es'), typed).toEqual([['valves']]);
    expect(englishAlternatives('válvulas de bola', 'es')).toEqual([['ball', 'valves']]);
    expect(englishAlternatives('bombas', 'es')[0]).toContain('pumps');
  });

  it('reads Italian and Chinese names the same way', () => {
    expect(englishAlternatives('valvole', 'it')).toEqual([['valves']]);
    expect(englishAlternatives('valvola a sfera', 'it')).toEqual([['ball', 'valves']]);
    expect(englishAlternatives('阀门', 'zh')).toEqual([['valves']]);
    expect(englishAlternatives('球阀', 'zh')).toEqual([['ball', 'valves']]);
  });

  it('leaves words no translated name uses to the search as typed', () => {
    expect(englishAlternatives('fabricantes de válvulas', 'es')).toEqual([['valves']]);
    expect(englishAlternatives('hola Keystone', 'es')).toEqual([]);
    expect(englishAlternatives('Keystone', 'it')).toEqual([]);
    expect(englishAlternatives('abc', 'zh')).toEqual([]);
  });

  it('adds nothing on the English edition', () => {
    expect(englishAlternatives('válvulas', 'en')).toEqual([]);
    expect(englishAlternatives('阀门', 'en')).toEqual([]);
  });

  it('reads a word most of the names found use, when they do not all share one', () => {
    expect(englishAlternatives('robots de soldadura', 'es')).toEqual([['robots']]);
    expect(englishAlternatives('机器人', 'zh')).toEqual([['robots']]);
  });

  it('gives each alternative at least one word English full text keeps, and a few at most', () => {
    for (const typed of ['control', 'sistemas', 'alimentos', 'seguridad', 'agua', 'energía', 'y', 'de la']) {
      const found = englishAlternatives(typed, 'es');
      expect(found.length, typed).toBeLessThanOrEqual(MAX_ALTERNATIVES);
      for (const words of found)
        expect(
          words.some((w) => !['and', 'of', 'for', 'the'].includes(w)),
          typed,
        ).toBe(true);
    }
    expect(englishAlternatives('de la', 'es')).toEqual([]);
  });
});

describe('editionOfRequest', () => {
  it("takes the first edition of the request's languages, English when none", () => {
    expect(editionOfRequest('es-419')).toBe('es');
    expect(editionOfRequest('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(editionOfRequest('de-DE,it;q=0.5')).toBe('it');
    expect(editionOfRequest('de-DE')).toBe('en');
    expect(editionOfRequest(undefined)).toBe('en');
  });
});
