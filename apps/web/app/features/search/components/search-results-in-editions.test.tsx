/**
 * The results page says nothing in English outside the catalogues (decision 0085): drawn in the
 * pseudo-locale (every catalogue message, spec text and business type's name visibly altered), its
 * heading, counts, rating and order controls, cards, pager, filter panel with its chips, and its
 * empty and error states show no run of plain English letters, in their text or in their names for
 * screen readers. The businesses' own words (names, descriptions) are members' content: the
 * fixtures write them without letters. And in Spanish the page says what its catalogue says.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import pseudolocalize from 'pseudolocale';
import { BUSINESS_TYPES } from '@wbn/contract/constants';
import { EDITION_LOCALES, SEARCH_SPEC_TEXTS, SHELL_SPEC_TEXTS } from '@wbn/contract/editions';
import type { BusinessSearchHit } from '@wbn/contract/schemas';
import { messages as pseudoShell } from '~/locales/pseudo/shell.po';
import { messages as pseudoSearch } from '~/locales/pseudo/search.po';
import { I18nContext, PageI18n, type CompiledMessages } from '~/lib/i18n-runtime';
import { pageMessages, shellMessages } from '~/lib/i18n.server';
import { businessTypeMessageId } from '~/lib/business-type-names';
import type { SearchOutcome } from '../api/load-search-results';
import { filterModel, type FacetWords } from '../lib/search-filters';
import { englishIn, readerTexts } from '~/test/reader-texts';
import { SearchResultsView } from './search-results-view';

afterEach(cleanup);

const PSEUDO = new PageI18n('en', 'en-US', {
  ...pseudoShell,
  ...pseudoSearch,
  ...(Object.fromEntries(
    [...SHELL_SPEC_TEXTS, ...SEARCH_SPEC_TEXTS].map((t) => [t, pseudolocalize(t)]),
  ) as CompiledMessages),
  ...Object.fromEntries(BUSINESS_TYPES.map((t) => [businessTypeMessageId(t.code), pseudolocalize(t.businessTypeName)])),
});
const SPANISH = new PageI18n('es', EDITION_LOCALES.es, { ...shellMessages('es'), ...pageMessages('es', 'search') });

/** A business whose own words have no letters: only the page's words can be English. */
const hit = (i: number): BusinessSearchHit => ({
  businessProfile: {
    businessID: `00000000-0000-4000-8000-00000000000${i}`,
    subscription: 'standard',
    verified: false,
    general: {
      companyName: `№ ${i}`,
      shortDescription: '— · —',
      businessType: { code: 'MA', name: 'Manufacturers' },
      profilePhoto: null,
    },
    contactInfo: { country: null },
    rating: { average: 4.5, count: 7 },
    responsiveness: { rate: 0.9, medianReplySeconds: 7200, sample: 5 },
  } as unknown as BusinessSearchHit['businessProfile'],
  reactions: { reactionCount: { like: i } },
});

const URL_OF_SEARCH = '/search-result?business=MA&countries=global&search=&f.countries=DE';
const outcome = (over: Partial<SearchOutcome> = {}): SearchOutcome =>
  ({
    business: 'MA',
    countries: 'global',
    search: '',
    page: 1,
    fast: false,
    minRating: null,
    sort: 'relevance',
    failed: false,
    data: { kind: 'business', total: 12, results: [hit(1), hit(2)] },
    ...over,
  }) as SearchOutcome;

/** The panel as the loader words it: here every choice's name pseudo-localized. */
const PSEUDO_WORDS: FacetWords = {
  heading: (english) => PSEUDO._(english),
  label: (_facet, _value, english) => pseudolocalize(english),
};
const model = filterModel(
  new URLSearchParams(URL_OF_SEARCH.split('?')[1]),
  { countries: ['DE'] },
  {
    countries: [
      { value: 'DE', label: 'Germany', count: 12 },
      { value: 'IT', label: 'Italy', count: 3400, estimated: true },
    ],
    employees: [{ value: '1-10', label: '1-10 employees', count: 1 }],
  },
  {},
  PSEUDO_WORDS,
);

function draw(i18n: PageI18n, shown: SearchOutcome, filters = model) {
  const router = createMemoryRouter(
    [
      {
        path: '/search-result',
        element: (
          <I18nContext value={i18n}>
            <SearchResultsView
              outcome={shown}
              countryName="·"
              pending={false}
              onRetry={vi.fn()}
              retrying={false}
              filters={filters}
            />
          </I18nContext>
        ),
      },
    ],
    { initialEntries: [URL_OF_SEARCH] },
  );
  render(<RouterProvider router={router} />);
}

const leaks = () => readerTexts(document.body).filter((t) => englishIn(t).length > 0);

describe('the results page in the editions', () => {
  it('shows no English outside the catalogues: results, controls, cards, pager, filters and chips (pseudo-locale)', () => {
    draw(PSEUDO, outcome());
    expect(leaks()).toEqual([]);
    // Drawn whole: the heading, the panel's heading and a count, the chips, the pager.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('12');
    expect(document.body.textContent).toContain(pseudolocalize('Germany'));
    expect(screen.getByRole('navigation')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('shows no English in its empty and failed states (pseudo-locale)', async () => {
    draw(PSEUDO, outcome({ search: '№', data: { kind: 'business', total: 0, results: [] } }));
    // The empty state's chunk has arrived: its way out (clear the filters) is drawn.
    await waitFor(() => expect(document.querySelector('.border-dashed a')).not.toBeNull());
    expect(leaks()).toEqual([]);
    cleanup();
    draw(PSEUDO, outcome({ failed: true, data: null }), { ...model, chips: [], sections: [] });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(leaks()).toEqual([]);
  });

  it("says in Spanish what the Spanish catalogue says: heading, counts, controls and the card's words", () => {
    draw(SPANISH, outcome());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('12 resultados para Fabricantes');
    expect(screen.getByText('Mostrando 1–2 de 12')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Responde rápido' })).toBeTruthy();
    const card = screen.getAllByRole('article')[0]!;
    expect(within(card).getByText('Fabricantes')).toBeTruthy();
    expect(within(card).getByText('(7 reseñas)')).toBeTruthy();
    expect(within(card).getByText('Suele responder en menos de 2 horas')).toBeTruthy();
    // The pager's next link: its visible word after the words only screen readers hear (jsdom's
    // accessible names drop the space between the two, a real browser's do not).
    const pager = screen.getByRole('navigation', { name: 'Páginas de resultados' });
    expect(
      within(pager)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toContain('Página Siguiente');
  });
});
