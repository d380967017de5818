import { describe, expect, it } from 'vitest';
import { countPhrase, joinPhrases, noneOfType } from './other-types';

describe('the other types line', () => {
  it('says each count with its noun, singular or plural, and capped counts with a plus', () => {
    expect(countPhrase({ businessType: 'PR', total: 6, capped: false })).toBe('6 products');
    expect(countPhrase({ businessType: 'DI', total: 1, capped: false })).toBe('1 distributor');
    expect(countPhrase({ businessType: 'GO', total: 2, capped: false })).toBe('2 government bodies');
    expect(countPhrase({ businessType: 'UR', total: 1000, capped: true })).toBe('1,000+ members');
  });

  it('names the searched type and joins the phrases as a sentence', () => {
    expect(noneOfType('MA', 'valve')).toBe('No manufacturers match “valve”');
    expect(joinPhrases(['6 products'])).toBe('6 products');
    expect(joinPhrases(['6 products', '2 distributors'])).toBe('6 products and 2 distributors');
    expect(joinPhrases(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
