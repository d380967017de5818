import { describe, expect, it } from 'vitest';
import { ZSearchFilters } from '../schemas/search.js';
import { searchFiltersFromParams, searchFiltersToParams } from './search-filter-params.js';
import { SEARCH_FILTER_MAX_VALUES } from './search-filters.js';

const read = (query: string) => searchFiltersFromParams(new URLSearchParams(query));

describe('filters in the address (f.<facet>, decision 0082)', () => {
  it('reads repeated values of each facet, and the yes-or-no facets as booleans', () => {
    expect(
      read('business=MA&countries=DE&f.countries=US&f.countries=mx&f.employees=51-200&f.verified=true&f.tiers=gold'),
    ).toEqual({ countries: ['US', 'MX'], employees: ['51-200'], verified: true, tiers: ['gold'] });
    expect(read('f.contractManufacturing=false')).toEqual({ contractManufacturing: false });
  });

  it('reads a founding year as one number, and the banded and recognised facets by their values', () => {
    const filters = read(
      'f.foundedBefore=1999&f.foundedBefore=2000&f.foundedBefore=2010&f.revenue=1m-5m&f.revenue=huge&f.certifications=ISO-9001&f.markets=europe&f.markets=mars&f.repliesFast=true',
    );
    expect(filters).toEqual({
      foundedBefore: 2000,
      revenue: ['1m-5m'],
      certifications: ['iso-9001'],
      markets: ['europe'],
      repliesFast: true,
    });
    expect(ZSearchFilters.parse(filters)).toEqual(filters);
    expect(searchFiltersToParams(filters)).toContainEqual(['f.foundedBefore', '2000']);
  });

  it('has none when the address has none: the spec’s own parameters are not filters', () => {
    expect(read('business=MA&countries=US&search=valve&page=2')).toBeUndefined();
    expect(read('')).toBeUndefined();
  });

  it('drops unknown facets, bad values and repeats, and keeps what the search request accepts', () => {
    const filters = read(
      [
        'f.unknown=1',
        'f.countries=USA',
        'f.countries=us',
        'f.countries=US',
        'f.industries=12',
        'f.industries=0001',
        'f.employees=lots',
        'f.tiers=diamond',
        'f.verified=maybe',
        'f.languages=%20Spanish%20',
        `f.incoterms=${'x'.repeat(81)}`,
        'f.categories=',
      ].join('&'),
    );
    expect(filters).toEqual({ countries: ['US'], industries: ['0001'], languages: ['spanish'] });
    expect(ZSearchFilters.parse(filters)).toEqual(filters);
  });

  it('keeps at most SEARCH_FILTER_MAX_VALUES values of a facet', () => {
    const many = Array.from({ length: SEARCH_FILTER_MAX_VALUES + 5 }, (_, i) => `f.languages=l${i}`).join('&');
    const filters = read(many);
    expect(filters?.languages).toHaveLength(SEARCH_FILTER_MAX_VALUES);
    expect(() => ZSearchFilters.parse(filters)).not.toThrow();
  });

  it('writes filters as parameters in the facets’ order, and reads them back the same', () => {
    const filters = { verified: true, countries: ['US', 'MX'], employees: ['51-200' as const], languages: [] };
    const params = searchFiltersToParams(filters);
    expect(params).toEqual([
      ['f.countries', 'US'],
      ['f.countries', 'MX'],
      ['f.verified', 'true'],
      ['f.employees', '51-200'],
    ]);
    const query = new URLSearchParams(params).toString();
    expect(query).toBe('f.countries=US&f.countries=MX&f.verified=true&f.employees=51-200');
    expect(searchFiltersFromParams(new URLSearchParams(query))).toEqual({
      countries: ['US', 'MX'],
      verified: true,
      employees: ['51-200'],
    });
    expect(searchFiltersToParams(undefined)).toEqual([]);
  });
});
