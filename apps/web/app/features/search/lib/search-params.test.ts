import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPES, SEARCH_PAGE_SIZE, searchPath } from '@wbn/contract/constants';
import {
  businessTypeLabel,
  filterOptions,
  MAX_SEARCH_PAGE,
  pageHref,
  pagerItems,
  readSearchParams,
  ratingHref,
  repliesFastHref,
  resultsHeading,
  searchKind,
  sortHref,
} from './search-params';

const read = (href: string) => readSearchParams(new URL(href, 'http://x').searchParams);
const pages = (current: number, total: number) =>
  pagerItems(current, total).map((i) => (i.type === 'page' ? i.page : '…'));

describe('readSearchParams', () => {
  it('defaults to MA, global, an empty text and page 1', () => {
    expect(read('/search-result')).toEqual({
      business: 'MA',
      countries: 'global',
      search: '',
      page: 1,
      fast: false,
      minRating: null,
      sort: 'relevance',
    });
  });

  it('reads the address written by searchPath', () => {
    expect(read(`${searchPath({ business: 'PR', countries: 'MX', search: ' solar panels ' })}&page=3`)).toEqual({
      business: 'PR',
      countries: 'MX',
      search: 'solar panels',
      page: 3,
      fast: false,
      minRating: null,
      sort: 'relevance',
    });
  });

  it('reads and switches the "Replies fast" filter, back to page 1', () => {
    expect(read('/search-result?business=MA&replies=fast').fast).toBe(true);
    expect(repliesFastHref(new URLSearchParams('business=MA&page=4'), true)).toBe('?business=MA&replies=fast');
    expect(repliesFastHref(new URLSearchParams('business=MA&replies=fast&page=2'), false)).toBe('?business=MA');
  });

  it('reads and switches the minimum rating and the order, back to page 1; nonsense is no filter', () => {
    expect(read('/search-result?rating=4&sort=rating')).toMatchObject({ minRating: 4, sort: 'rating' });
    for (const bad of ['0', '5', '6', 'x', '3.5', ''])
      expect(read(`/search-result?rating=${bad}&sort=best`)).toMatchObject({ minRating: null, sort: 'relevance' });
    expect(ratingHref(new URLSearchParams('business=MA&page=4'), 3)).toBe('?business=MA&rating=3');
    expect(ratingHref(new URLSearchParams('business=MA&rating=3&page=2'), null)).toBe('?business=MA');
    expect(sortHref(new URLSearchParams('business=MA&page=4'), 'rating')).toBe('?business=MA&sort=rating');
    expect(sortHref(new URLSearchParams('business=MA&sort=rating'), 'relevance')).toBe('?business=MA');
  });

  it('normalises case and falls back on nonsense', () => {
    expect(read('/search-result?business=di&countries=co&page=0')).toMatchObject({
      business: 'DI',
      countries: 'CO',
      page: 1,
    });
    expect(read('/search-result?business=xyz&countries=GLOBAL&page=abc')).toMatchObject({
      business: 'MA',
      countries: 'global',
      page: 1,
    });
    expect(read('/search-result?page=999999').page).toBe(MAX_SEARCH_PAGE);
  });
});

describe('search kind and heading', () => {
  it('PR shows products, UR users, any other value businesses', () => {
    expect(searchKind('PR')).toBe('product');
    expect(searchKind('UR')).toBe('user');
    for (const t of BUSINESS_TYPES.filter((b) => b.code !== 'PR' && b.code !== 'UR'))
      expect(searchKind(t.code)).toBe('business');
    expect(searchKind('ZZ')).toBe('business');
  });

  it('labels a code with its business type name', () => {
    expect(businessTypeLabel('MA')).toBe('Manufacturers');
    expect(businessTypeLabel('PR')).toBe('Products');
    expect(businessTypeLabel('UR')).toBe('Users');
    expect(businessTypeLabel('ZZ')).toBe('ZZ');
  });

  it("reads '{N} Results for {type label} - {query}'", () => {
    expect(resultsHeading(12, 'MA', 'valves')).toBe('12 Results for Manufacturers - valves');
    expect(resultsHeading(0, 'PR', 'solar')).toBe('0 Results for Products - solar');
    expect(resultsHeading(41, 'UR', '')).toBe('41 Results for Users');
  });
});

describe('pager', () => {
  it('has ceil(total/5) pages', () => {
    expect(pages(1, 0)).toEqual([]);
    expect(pages(1, SEARCH_PAGE_SIZE)).toEqual([1]);
    expect(pages(1, SEARCH_PAGE_SIZE + 1)).toEqual([1, 2]);
    expect(pages(2, 23)).toEqual([1, 2, 3, 4, 5]);
    expect(pages(1, 35)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the ends and the neighbours of the current page when there are many pages', () => {
    expect(pages(1, 60)).toEqual([1, 2, 3, 4, 5, '…', 12]);
    expect(pages(6, 60)).toEqual([1, '…', 5, 6, 7, '…', 12]);
    expect(pages(12, 60)).toEqual([1, '…', 8, 9, 10, 11, 12]);
  });

  it('links a page of the same search, page 1 without a page parameter', () => {
    const params = new URLSearchParams('business=MA&countries=global&search=valves&page=3');
    expect(pageHref(params, 4)).toBe('?business=MA&countries=global&search=valves&page=4');
    expect(pageHref(params, 1)).toBe('?business=MA&countries=global&search=valves');
  });
});

describe('filterOptions (the dropdown filter is case-insensitive)', () => {
  const options = [
    { value: 'global', label: 'Global' },
    { value: 'MX', label: 'Mexico' },
    { value: 'US', label: 'United States' },
  ];
  it('matches any part of the label, in any case', () => {
    expect(filterOptions(options, 'MEX').map((o) => o.value)).toEqual(['MX']);
    expect(filterOptions(options, 'states').map((o) => o.value)).toEqual(['US']);
    expect(filterOptions(options, ' ').length).toBe(3);
  });
  it('matches an exact code too', () => {
    expect(filterOptions(options, 'us').map((o) => o.value)).toEqual(['US']);
  });
});
