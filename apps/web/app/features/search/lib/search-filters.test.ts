import { describe, expect, it } from 'vitest';
import { filterModel, readSearchFilters } from './search-filters';

const model = (query: string, facets: Parameters<typeof filterModel>[2], categoryIndustry = {}) => {
  const params = new URLSearchParams(query);
  return filterModel(params, readSearchFilters(params), facets, categoryIndustry);
};

describe('the filter panel worked out on the server (decision 0082)', () => {
  it('switches a year in place of the other, and a yes for a no', () => {
    const m = model('business=MA&f.foundedBefore=2000&f.verified=true&page=3', {
      foundedBefore: [
        { value: '2000', label: 'Before 2000', count: 5 },
        { value: '1990', label: 'Before 1990', count: 2 },
      ],
      verified: [
        { value: 'true', label: 'Verified', count: 3 },
        { value: 'false', label: 'Not verified', count: 2 },
      ],
    });
    const [verified, founded] = m.sections;
    expect(founded!.choices.map((c) => [c.value, c.on, c.href])).toEqual([
      ['1990', false, '?business=MA&f.verified=true&f.foundedBefore=1990'],
      ['2000', true, '?business=MA&f.verified=true'],
    ]);
    expect(verified!.choices[1]!.href).toBe('?business=MA&f.verified=false&f.foundedBefore=2000');
    expect(m.clearHref).toBe('?business=MA');
  });

  it('lists bands, years and tiers in their own order, the other facets as answered (the most results first)', () => {
    const m = model('', {
      countries: [
        { value: 'US', label: 'United States', count: 3 },
        { value: 'CL', label: 'Chile', count: 1 },
      ],
      employees: [
        { value: '501-1000', label: '501-1000 employees', count: 3 },
        { value: '51-200', label: '51-200 employees', count: 1 },
      ],
      foundedBefore: [
        { value: '2000', label: 'Before 2000', count: 5 },
        { value: '1980', label: 'Before 1980', count: 4 },
      ],
    });
    expect(m.sections.map((s) => s.choices.map((c) => c.value))).toEqual([
      ['US', 'CL'],
      ['51-200', '501-1000'],
      ['1980', '2000'],
    ]);
  });

  it('leaves out the facets with nothing to choose and "Replies fast" (the page’s own switch), and drops bad values', () => {
    const m = model('f.countries=ZZZ&f.employees=lots', {
      countries: [],
      repliesFast: [{ value: 'true', label: 'Replies fast', count: 1 }],
      tiers: [{ value: 'gold', label: 'Gold', count: 1 }],
    });
    expect(m.sections.map((s) => s.facet)).toEqual(['tiers']);
    expect(m.chips).toEqual([]);
  });

  it('nests a category under its listed industry, and lists it on its own when its industry is not listed', () => {
    const m = model(
      'f.categories=0004-01',
      {
        industries: [{ value: '0004', label: 'Industrial Technology', count: 2 }],
        categories: [
          { value: '0004-01', label: 'Industrial Valves', count: 2 },
          { value: '0009-01', label: 'Skin Care', count: 1 },
        ],
      },
      { '0004-01': '0004', '0009-01': '0009' },
    );
    expect(m.sections.map((s) => [s.heading, s.choices.map((c) => c.label)])).toEqual([
      ['Industry', ['Industrial Technology']],
      ['Category', ['Skin Care']],
    ]);
    expect(m.sections[0]!.choices[0]!.children!.map((c) => [c.label, c.on])).toEqual([['Industrial Valves', true]]);
    expect(m.chips.map((c) => [c.heading, c.label, c.href])).toEqual([['Category', 'Industrial Valves', '?']]);
  });
});
