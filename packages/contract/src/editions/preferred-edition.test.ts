import { describe, expect, it } from 'vitest';
import { editionOfLanguages, languagesOfHeader } from './preferred-edition.js';

describe('the edition a reader prefers', () => {
  it("takes the first of the reader's languages that has an edition", () => {
    expect(editionOfLanguages(['es-MX', 'en'])).toBe('es');
    expect(editionOfLanguages(['fr-FR', 'zh-CN', 'en'])).toBe('zh');
    expect(editionOfLanguages(['IT'])).toBe('it');
    expect(editionOfLanguages(['fr', 'de'])).toBeUndefined();
    expect(editionOfLanguages([])).toBeUndefined();
  });
  it("reads an Accept-Language header by weight, leaving out q=0 and '*'", () => {
    expect(languagesOfHeader('es-MX,es;q=0.9,en;q=0.8')).toEqual(['es-MX', 'es', 'en']);
    expect(languagesOfHeader('en;q=0.5, zh-CN, *;q=0.1')).toEqual(['zh-CN', 'en']);
    expect(languagesOfHeader('it;q=0, fr')).toEqual(['fr']);
    expect(languagesOfHeader(undefined)).toEqual([]);
    expect(editionOfLanguages(languagesOfHeader('fr-CA,fr;q=0.9,it;q=0.7'))).toBe('it');
  });
});
