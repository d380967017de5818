import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SearchOutcome } from '../api/load-search-results';
import { filterModel, readSearchFilters, type SearchFacetCounts } from '../lib/search-filters';
import { SearchResultsView } from './search-results-view';

const base = '/search-result?business=MA&countries=global&search=valves';

const facets: SearchFacetCounts = {
  industries: [
    { value: '0004', label: 'Industrial Technology', count: 7 },
    { value: '0001', label: 'Automation', count: 3 },
  ],
  categories: [
    { value: '0004-01', label: 'Industrial Valves', count: 5 },
    { value: '0004-02', label: 'Pumps', count: 2 },
    { value: '0001-01', label: 'PLCs & Controllers', count: 3 },
  ],
  countries: [
    { value: 'DE', label: 'Germany', count: 12 },
    { value: 'US', label: 'United States', count: 1 },
    { value: 'MX', label: 'Mexico', count: 0 },
  ],
  employees: [{ value: '51-200', label: '51-200 employees', count: 12300, estimated: true }],
  verified: [
    { value: 'true', label: 'Verified', count: 4 },
    { value: 'false', label: 'Not verified', count: 9 },
  ],
  languages: [],
};

function renderPanel(url: string, total = 13, extra: Partial<SearchOutcome> = {}) {
  const outcome = {
    business: 'MA',
    countries: 'global',
    search: 'valves',
    page: 1,
    fast: false,
    minRating: null,
    sort: 'relevance',
    failed: false,
    data: { kind: 'business', total, results: [] },
    ...extra,
  } as SearchOutcome;
  // What the loader works out on the server.
  const address = new URL(url, 'http://x').searchParams;
  const categoryIndustry = { '0004-01': '0004', '0004-02': '0004', '0001-01': '0001' };
  const filters = filterModel(address, readSearchFilters(address), facets, categoryIndustry);
  const router = createMemoryRouter(
    [
      {
        path: '/search-result',
        element: (
          <SearchResultsView
            outcome={outcome}
            countryName="Global"
            pending={false}
            onRetry={vi.fn()}
            retrying={false}
            filters={filters}
          />
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('the filter panel (decision 0082)', () => {
  it('lists each facet with an answer under its heading, each choice a checkbox read with its count', () => {
    renderPanel(base);
    const panel = screen.getByRole('complementary', { name: 'Filters' });
    const headings = within(panel)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    // Languages answered nothing: not shown.
    expect(headings).toEqual(['Industry', 'Country', 'Verified', 'Employees']);
    const germany = within(panel).getByRole('checkbox', { name: 'Germany, 12 results' });
    expect(germany.getAttribute('aria-checked')).toBe('false');
    expect(germany.getAttribute('href')).toBe(`${base}&f.countries=DE`);
    // An estimate (a large set's sample scaled, decision 0086) reads "about", ≈12,300.
    const band = within(panel).getByRole('checkbox', { name: '51-200 employees, about 12,300 results' });
    expect(band.textContent).toContain('≈12,300');
    expect(within(panel).getByRole('checkbox', { name: 'United States, 1 result' })).toBeTruthy();
    // No filter: no chips, no "Clear all".
    expect(screen.queryByRole('list', { name: 'Applied filters' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Clear all filters' })).toBeNull();
  });

  it('nests each industry’s categories in a disclosure, open where a choice is made', () => {
    renderPanel(`${base}&f.categories=0004-02`);
    const panel = screen.getByRole('complementary', { name: 'Filters' });
    const industry = within(panel).getByRole('checkbox', { name: 'Industrial Technology, 7 results' });
    const tree = industry.closest('li')!;
    const details = tree.querySelector('details')!;
    expect(details.open).toBe(true);
    expect(within(tree).getByText('Categories (2)')).toBeTruthy();
    expect(
      within(tree)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('data-value')),
    ).toEqual(['0004', '0004-01', '0004-02']);
    const automation = within(panel).getByRole('checkbox', { name: 'Automation, 3 results' }).closest('li')!;
    expect(automation.querySelector('details')!.open).toBe(false);
  });

  it('shows the applied filters as chips that remove them, keeps a chosen value with 0, and clears all back to page 1', () => {
    const url = `${base}&rating=4&f.countries=DE&f.countries=MX&f.verified=true&page=2`;
    renderPanel(url);
    const panel = screen.getByRole('complementary', { name: 'Filters' });
    const mexico = within(panel).getByRole('checkbox', { name: 'Mexico, 0 results' });
    expect(mexico.getAttribute('aria-checked')).toBe('true');
    // Unchoosing a value keeps the others and goes back to page 1.
    expect(mexico.getAttribute('href')).toBe(`${base}&rating=4&f.countries=DE&f.verified=true`);
    // A yes-or-no facet takes the other answer in place of the first.
    expect(within(panel).getByRole('checkbox', { name: 'Not verified, 9 results' }).getAttribute('href')).toBe(
      `${base}&rating=4&f.countries=DE&f.countries=MX&f.verified=false`,
    );
    const chips = within(screen.getByRole('list', { name: 'Applied filters' })).getAllByRole('link');
    expect(chips.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Remove filter Country: Germany',
      'Remove filter Country: Mexico',
      'Remove filter Verified: Verified',
    ]);
    expect(chips[0]!.getAttribute('href')).toBe(`${base}&rating=4&f.countries=MX&f.verified=true`);
    expect(screen.getByRole('link', { name: 'Clear all filters' }).getAttribute('href')).toBe(`${base}&rating=4`);
    expect(screen.getByRole('button', { name: 'Filters, 3 applied' })).toBeTruthy();
  });

  it('says no result matches the filters and offers to clear them', async () => {
    renderPanel(`${base}&f.countries=MX`, 0);
    expect(await screen.findByText('No results with these filters')).toBeTruthy();
    const clear = screen.getAllByRole('link', { name: 'Clear all filters' });
    expect(clear.map((c) => c.getAttribute('href'))).toEqual([base, base]);
  });
});
