import { describe, expect, it } from 'vitest';
import {
  CARD_COUNTRY_ELLIPSIS_OVER,
  CARD_COUNTRY_MAX,
  CARD_SPEC_MAX_ENTRIES,
  CARD_SPEC_VALUE_MAX,
} from '@wbn/contract/constants';
import { cardCountryName, cardSpecs, cutText, productClassification, userPlace } from './card-text';

describe('cardCountryName (cut to 24 characters, ellipsis if longer than 16)', () => {
  it('keeps names of up to 16 characters as they are', () => {
    expect(cardCountryName('Mexico')).toBe('Mexico');
    const sixteen = 'A'.repeat(CARD_COUNTRY_ELLIPSIS_OVER);
    expect(cardCountryName(sixteen)).toBe(sixteen);
  });

  it('adds the ellipsis to names longer than 16 characters', () => {
    expect(cardCountryName('Bosnia and Herzegovina')).toBe('Bosnia and Herzegovina...'); // 22 characters
    expect(cardCountryName('United Arab Emirates')).toBe('United Arab Emirates...'); // 20 characters
    const seventeen = 'B'.repeat(CARD_COUNTRY_ELLIPSIS_OVER + 1);
    expect(cardCountryName(seventeen)).toBe(`${seventeen}...`);
  });

  it('cuts names longer than 24 characters to 24 plus the ellipsis', () => {
    const name = 'Saint Vincent and the Grenadines'; // 32 characters
    expect(cardCountryName(name)).toBe(`${name.slice(0, CARD_COUNTRY_MAX)}...`);
    expect(cardCountryName(name)).toBe('Saint Vincent and the Gr...');
  });

  it('says nothing for a missing country', () => {
    expect(cardCountryName(null)).toBe('');
    expect(cardCountryName(undefined)).toBe('');
  });
});

describe('cardSpecs (up to 4 entries, each cut at 50 characters plus ...)', () => {
  const spec = (i: number, value = `value ${i}`) => ({ key: `key ${i}`, value });

  it('keeps at most 4 entries, in order', () => {
    const specs = Array.from({ length: 7 }, (_, i) => spec(i));
    expect(cardSpecs(specs)).toEqual(specs.slice(0, CARD_SPEC_MAX_ENTRIES));
  });

  it('cuts long values at 50 characters and adds ...', () => {
    const fifty = 'x'.repeat(CARD_SPEC_VALUE_MAX);
    const long = 'y'.repeat(CARD_SPEC_VALUE_MAX + 1);
    expect(cardSpecs([spec(0, fifty), spec(1, long)])).toEqual([
      { key: 'key 0', value: fifty },
      { key: 'key 1', value: `${'y'.repeat(CARD_SPEC_VALUE_MAX)}...` },
    ]);
  });

  it('handles a product without specs', () => {
    expect(cardSpecs([])).toEqual([]);
    expect(cardSpecs(null)).toEqual([]);
  });
});

describe('other card texts', () => {
  it('cutText only adds ... when it cut something', () => {
    expect(cutText('abc', 3)).toBe('abc');
    expect(cutText('abcd', 3)).toBe('abc...');
  });

  it('lists the product classification without missing levels', () => {
    expect(
      productClassification({ industry: { name: 'Automation' }, category: null, subCategory: { name: 'Safety PLCs' } }),
    ).toEqual(['Automation', 'Safety PLCs']);
  });

  it("lists a user's city, state and country without empty parts", () => {
    expect(
      userPlace({
        city: 'Doral',
        state: { stateName: 'Florida' },
        country: { code: 'US', countryName: 'United States' },
      }),
    ).toEqual(['Doral', 'Florida', 'United States']);
    expect(userPlace({ city: ' ', state: null, country: { code: 'PE', countryName: 'Peru' } })).toEqual(['Peru']);
  });
});
