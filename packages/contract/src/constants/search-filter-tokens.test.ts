/** Filters as facet tokens and in words (decision 0083): the tokens the triggers write, one way of writing the same filters. */
import { describe, expect, it } from 'vitest';
import {
  canonicalSearchFilters,
  searchFacetTokenWords,
  searchFilterTokens,
  searchFiltersInWords,
} from './search-filter-tokens.js';

describe('searchFilterTokens', () => {
  it('gives each chosen facet its tokens: yes or no as 1 or 0, lists value by value, a year as itself', () => {
    expect(
      searchFilterTokens({
        countries: ['US', 'MX', 'US'],
        verified: true,
        repliesFast: false,
        foundedBefore: 2000,
        certifications: ['iso-9001'],
        languages: [],
      }),
    ).toEqual({
      countries: ['cty:US', 'cty:MX'],
      verified: ['ver:1'],
      certifications: ['cert:iso-9001'],
      foundedBefore: ['fnd:2000'],
      repliesFast: ['rf:0'],
    });
    expect(searchFilterTokens(undefined)).toEqual({});
  });
});

describe('canonicalSearchFilters', () => {
  it('writes the same filters one way: values once and sorted, bands smallest first, empty lists left out', () => {
    const a = canonicalSearchFilters({
      employees: ['201-500', '1-10', '51-200'],
      countries: ['MX', 'DE', 'MX'],
      languages: [],
    });
    const b = canonicalSearchFilters({ countries: ['DE', 'MX'], employees: ['1-10', '51-200', '201-500'] });
    expect(a).toEqual({ countries: ['DE', 'MX'], employees: ['1-10', '51-200', '201-500'] });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(canonicalSearchFilters({ languages: [] })).toBeUndefined();
  });
});

describe('filters in words', () => {
  it('names each facet by its heading and its values by their labels, the heading left out when the labels say it', () => {
    const names = { countries: (c: string) => ({ DE: 'Germany', MX: 'Mexico' })[c] };
    expect(
      searchFiltersInWords(
        { countries: ['DE', 'MX'], verified: true, employees: ['51-200'], foundedBefore: 1990, revenue: ['1m-5m'] },
        names,
      ),
    ).toEqual([
      'Country: Germany or Mexico',
      'Verified',
      '51-200 employees',
      'Annual revenue: US$1 to 5 million',
      'Founded: Before 1990',
    ]);
    expect(searchFacetTokenWords('cert:iso-9001')).toEqual({
      facet: 'certifications',
      value: 'iso-9001',
      heading: 'Certifications',
      label: 'ISO 9001',
    });
    expect(searchFacetTokenWords('nope:1')).toBeNull();
  });
});
