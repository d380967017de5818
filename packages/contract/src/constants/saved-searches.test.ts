import { describe, expect, it } from 'vitest';
import { describeSavedSearch, savedSearchPath, savedSearchTitle } from './saved-searches.js';

describe('saved searches in words', () => {
  it('are named by their words, else by the kind and the country', () => {
    expect(savedSearchTitle({ textQuery: ' ball valve ', typeName: 'Manufacturers', countryName: 'Germany' })).toBe(
      'ball valve',
    );
    expect(savedSearchTitle({ textQuery: '', typeName: 'Manufacturers', countryName: 'Germany' })).toBe(
      'Manufacturers in Germany',
    );
    expect(savedSearchTitle({ textQuery: '', typeName: 'Products', countryName: null })).toBe('Products');
  });

  it('say every filter, and run on the results page with the same address the search bar makes', () => {
    expect(
      describeSavedSearch({
        textQuery: 'valve',
        typeName: 'Manufacturers',
        countryName: 'Germany',
        industryName: 'Machinery',
        includeRfqs: true,
      }),
    ).toBe('Manufacturers matching “valve”, in Germany, in Machinery, and requests for quotation');
    expect(describeSavedSearch({ textQuery: '', typeName: 'Products', countryName: null })).toBe('Products, worldwide');
    expect(savedSearchPath({ textQuery: 'ball valve', businessType: 'MA', country: 'DE' })).toBe(
      '/search-result?business=MA&countries=DE&search=ball+valve',
    );
    expect(savedSearchPath({ textQuery: '', businessType: 'PR', country: null })).toBe(
      '/search-result?business=PR&countries=global&search=',
    );
  });
});
