import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { businessPath, productPath } from '@wbn/contract/constants';
import type { BusinessSearchHit, Product, PublicUserProfile } from '@wbn/contract/schemas';
import type { SearchOutcome } from '../api/load-search-results';
import { SearchResultsView } from './search-results-view';

const params = {
  business: 'MA',
  countries: 'global',
  search: 'valves',
  page: 1,
  fast: false,
  minRating: null,
  sort: 'relevance' as const,
};

function renderView(
  outcome: SearchOutcome,
  onRetry = vi.fn(),
  url = '/search-result?business=MA&countries=global&search=valves',
) {
  const router = createMemoryRouter(
    [
      {
        path: '/search-result',
        element: (
          <SearchResultsView
            outcome={outcome}
            countryName="Global"
            pending={false}
            onRetry={onRetry}
            retrying={false}
          />
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return { onRetry };
}

const hit = (i: number, extra: Partial<BusinessSearchHit['businessProfile']> = {}): BusinessSearchHit => ({
  businessProfile: {
    businessID: `00000000-0000-4000-8000-00000000000${i}`,
    subscription: 'standard',
    verified: false,
    general: {
      companyName: `Company ${i}`,
      shortDescription: 'We make valves.',
      businessType: { code: 'MA', name: 'Manufacturers' },
      profilePhoto: null,
    },
    contactInfo: { country: { code: 'BA', countryName: 'Bosnia and Herzegovina', emoji: '🇧🇦' } },
    ...extra,
  } as unknown as BusinessSearchHit['businessProfile'],
  reactions: { reactionCount: { like: i } },
});

afterEach(cleanup);

describe('SearchResultsView', () => {
  it('shows how fast a company replies on its card, and switches the "Replies fast" filter', () => {
    renderView({
      ...params,
      failed: false,
      data: {
        kind: 'business',
        total: 1,
        results: [hit(1, { responsiveness: { rate: 0.9, medianReplySeconds: 3 * 3600, sample: 5 } })],
      },
    });
    expect(screen.getByText('Usually replies within 3 hours')).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: 'Replies fast' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.getAttribute('href')).toBe('/search-result?business=MA&countries=global&search=valves&replies=fast');
  });

  it('offers a minimum rating and an order beside "Replies fast", kept in the address, and shows each rated card’s stars', () => {
    renderView(
      {
        ...params,
        minRating: 4,
        failed: false,
        data: { kind: 'business', total: 2, results: [hit(1, { rating: { average: 4.3, count: 12 } }), hit(2)] },
      },
      vi.fn(),
      '/search-result?business=MA&countries=global&search=valves&rating=4&page=2',
    );
    const base = '/search-result?business=MA&countries=global&search=valves';
    const rating = screen.getByRole('group', { name: 'Rating' });
    const choices = within(rating).getAllByRole('link');
    expect(choices.map((a) => a.textContent)).toEqual([
      'Any rating',
      '4 stars & up',
      '3 stars & up',
      '2 stars & up',
      '1 star & up',
    ]);
    expect(choices.map((a) => a.getAttribute('aria-current'))).toEqual([null, 'true', null, null, null]);
    expect(choices[0]!.getAttribute('href')).toBe(base);
    expect(choices[2]!.getAttribute('href')).toBe(`${base}&rating=3`);
    const sort = screen.getByRole('group', { name: 'Sort by' });
    const orders = within(sort).getAllByRole('link');
    expect(orders.map((a) => a.textContent)).toEqual(['Best match', 'Highest rated']);
    expect(orders[0]!.getAttribute('aria-current')).toBe('true');
    expect(orders[1]!.getAttribute('href')).toBe(`${base}&rating=4&sort=rating`);
    expect(screen.getByText('Only businesses with an average from at least 3 reviews are listed.')).toBeTruthy();

    const rated = screen.getByRole('article', { name: 'Company 1' });
    expect(within(rated).getByRole('img', { name: '4.3 out of 5 stars' })).toBeTruthy();
    expect(within(rated).getByText('4.3')).toBeTruthy();
    expect(within(rated).getByText('(12 reviews)')).toBeTruthy();
    const unrated = screen.getByRole('article', { name: 'Company 2' });
    expect(within(unrated).queryByRole('img', { name: /out of 5 stars/ })).toBeNull();
  });

  it('says why "Highest rated" found nothing and leads back to every business', async () => {
    renderView(
      { ...params, sort: 'rating', failed: false, data: { kind: 'business', total: 0, results: [] } },
      vi.fn(),
      '/search-result?business=MA&countries=global&search=valves&sort=rating&rating=2',
    );
    expect(await screen.findByText('No results for “valves”')).toBeTruthy();
    expect(screen.getByText('None of them has an average from 3 reviews yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show every business' }).getAttribute('href')).toBe(
      '/search-result?business=MA&countries=global&search=valves',
    );
  });

  it('shows the heading, business cards with the spec cuts and badges, and a pager', () => {
    const results = [hit(1, { verified: true, subscription: 'gold' }), hit(2)];
    renderView({ ...params, failed: false, data: { kind: 'business', total: 12, results } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('12 Results for Manufacturers - valves');
    const first = screen.getByRole('article', { name: 'Company 1' });
    expect(within(first).getByRole('link', { name: 'Company 1' }).getAttribute('href')).toBe(
      businessPath('Company 1', results[0]!.businessProfile.businessID),
    );
    expect(within(first).getByText('Bosnia and Herzegovina...')).toBeTruthy();
    // The flag is an image named by the whole country name, loaded when near the screen (decision 0070).
    const flag = within(first).getByRole('img', { name: 'Bosnia and Herzegovina' });
    expect(flag.getAttribute('src')).toBe('/assets/flags/7.5.0/ba.svg');
    expect(flag.getAttribute('loading')).toBe('lazy');
    expect(within(first).getByText('Verified')).toBeTruthy();
    expect(within(first).getByText('GOLD')).toBeTruthy();
    expect(within(first).getByText('Manufacturers')).toBeTruthy();
    // Standard, unverified: no badges.
    const second = screen.getByRole('article', { name: 'Company 2' });
    expect(within(second).queryByText('Verified')).toBeNull();
    expect(within(second).queryByText('STANDARD')).toBeNull();
    expect(within(second).getByText('2')).toBeTruthy();

    const pager = screen.getByRole('navigation', { name: 'Result pages' });
    const pages = within(pager).getAllByRole('link', { name: /^Page / });
    expect(pages.map((a) => a.textContent)).toEqual(['1', '2', '3']);
    expect(pages[0]!.getAttribute('aria-current')).toBe('page');
    expect(pages[1]!.getAttribute('href')).toBe('/search-result?business=MA&countries=global&search=valves&page=2');
  });

  it('shows product cards with the classification and at most 4 specs cut at 50 characters', async () => {
    const product = {
      productID: '00000000-0000-4000-8000-0000000000aa',
      name: 'Ball Valve',
      description: 'A valve.',
      mainImage: null,
      specs: [
        { key: 'Size', value: 'x'.repeat(60) },
        { key: 'B', value: 'b' },
        { key: 'C', value: 'c' },
        { key: 'D', value: 'd' },
        { key: 'E', value: 'e' },
      ],
      industry: { id: '0004', name: 'Industrial Technology' },
      category: { id: '0004-01', name: 'Industrial Valves' },
      subCategory: { id: '0004-01-01', name: 'Ball Valves' },
      businessProfile: { businessID: 'b1', companyName: 'Acme Valves', country: null },
    } as unknown as Product;
    renderView(
      { ...params, business: 'PR', failed: false, data: { kind: 'product', total: 1, results: [product] } },
      vi.fn(),
      '/search-result?business=PR&search=valves',
    );
    // The product cards' code loads with the first page of products.
    const card = await screen.findByRole('article', { name: 'Ball Valve' });
    expect(within(card).getByRole('link', { name: 'Ball Valve' }).getAttribute('href')).toBe(
      productPath('Acme Valves', 'Ball Valve', product.productID),
    );
    expect(within(card).getByText('Industrial Valves')).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Size:', 'B:', 'C:', 'D:']);
    expect(within(card).getByText(`${'x'.repeat(50)}...`)).toBeTruthy();
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).toBeNull();
  });

  it('shows user cards', async () => {
    const user = {
      userID: 'u1',
      firstName: 'Ana',
      lastName: 'Lopez',
      city: 'Lima',
      state: { stateID: 'LIM', stateName: 'Lima Region' },
      country: { code: 'PE', countryName: 'Peru', emoji: '🇵🇪' },
      jobPosition: { jobPositionID: 'j', name: 'Buyer' },
      companyName: 'Andes Trading',
      briefPresentation: 'I buy valves.',
      profilePhoto: null,
      reactions: { reactionCount: { like: 3 } },
    } as unknown as PublicUserProfile;
    renderView({ ...params, business: 'UR', failed: false, data: { kind: 'user', total: 1, results: [user] } });
    const card = await screen.findByRole('article', { name: 'Ana Lopez' });
    expect(within(card).getByRole('link', { name: 'Ana Lopez' }).getAttribute('href')).toBe('/profile/u1');
    for (const text of ['Buyer', 'Andes Trading', 'Lima, Lima Region, Peru', 'I buy valves.'])
      expect(within(card).getByText(text)).toBeTruthy();
  });

  it('says what to try when nothing matches', async () => {
    renderView({ ...params, countries: 'MX', failed: false, data: { kind: 'business', total: 0, results: [] } });
    expect(await screen.findByText('No results for “valves”')).toBeTruthy();
    expect(screen.getByText('Try another word, business type or Global.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search Global' }).getAttribute('href')).toBe(
      '/search-result?business=MA&countries=global&search=valves',
    );
    expect(screen.getByRole('link', { name: 'Search products' }).getAttribute('href')).toBe(
      '/search-result?business=PR&countries=MX&search=valves',
    );
  });

  it('says which other types match when this type finds nothing, each one click away', async () => {
    const elsewhere = [
      { businessType: 'DI', total: 2, capped: false },
      { businessType: 'PR', total: 6, capped: false },
    ];
    renderView({ ...params, failed: false, data: { kind: 'business', total: 0, results: [] }, elsewhere });
    const line = await screen.findByText(
      (_, el) =>
        el?.tagName === 'P' && el.textContent === 'No manufacturers match “valves” — 2 distributors and 6 products do.',
    );
    expect(within(line).getByRole('link', { name: '2 distributors' }).getAttribute('href')).toBe(
      '/search-result?business=DI&countries=global&search=valves',
    );
    expect(within(line).getByRole('link', { name: '6 products' }).getAttribute('href')).toBe(
      '/search-result?business=PR&countries=global&search=valves',
    );
    expect(screen.queryByText('No results for “valves”')).toBeNull();
  });

  it('adds the other types under a short page of results', async () => {
    renderView({
      ...params,
      failed: false,
      data: { kind: 'business', total: 1, results: [hit(1)] },
      elsewhere: [{ businessType: 'UR', total: 1, capped: false }],
    });
    const line = await screen.findByText(
      (_, el) => el?.tagName === 'P' && el.textContent === 'Also matching “valves”: 1 member.',
    );
    expect(within(line).getByRole('link', { name: '1 member' }).getAttribute('href')).toBe(
      '/search-result?business=UR&countries=global&search=valves',
    );
  });

  it('shows an error with a retry when the search failed', async () => {
    const { onRetry } = renderView({ ...params, failed: true, data: null });
    expect((await screen.findByRole('alert')).textContent).toContain('could not be run');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
