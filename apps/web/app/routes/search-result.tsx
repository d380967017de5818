/**
 * /search-result?business={type}&countries={country or global}&search={text}&page={n}
 * (the search results page). Rendered on the server: the loader runs the search of
 * the type's kind (PR products, UR users, otherwise businesses of that type) for one page of 5,
 * narrowed by the address's filters (`f.<facet>`) and with every choice's count for the filter
 * panel (decision 0082).
 */
import { useNavigation, useRevalidator } from 'react-router';
import { editionOf, specPathOf } from '@wbn/contract/editions';
import { CITY_NAME, DEFAULT_SEARCH_COUNTRY, SITE_PATHS } from '@wbn/contract/constants';
import type { Route } from './+types/search-result';
import { pageMeta } from '~/lib/meta';
import type { SiteHandle } from '~/layout/route-handle';
import { loadSearchResults } from '~/features/search/api/load-search-results';
import { SearchResultsView } from '~/features/search/components/search-results-view';
import { HeaderSearchBar } from '~/features/search/components/search-bar';
import { businessTypeLabel, readSearchParams, resultsHeading, searchKind } from '~/features/search/lib/search-params';
import { SaveSearchButton } from '~/features/saved-searches/components/save-search-button';
import { industryTreeFor } from '~/lib/industry-tree.server';
import { filterModel, readSearchFilters, type FilterModel } from '~/features/search/lib/search-filters';

export const handle: SiteHandle = { sidebar: true, headerSearch: HeaderSearchBar };

const GLOBAL_NAME = 'Global';

/** An English name for a country code, decided on the server so the page never disagrees with itself. */
function countryDisplayName(code: string) {
  if (code === DEFAULT_SEARCH_COUNTRY) return GLOBAL_NAME;
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The industry of each category the filters list (decision 0082), from the industry tree, so the
 * panel nests them: only those listed, to keep the page's data small.
 */
async function categoryIndustries(context: Route.LoaderArgs['context'], categories: readonly { value: string }[]) {
  if (!categories.length) return {};
  const ref = await industryTreeFor(context);
  const wanted = new Set(categories.map((c) => c.value));
  const out: Record<string, string> = {};
  for (const industry of ref?.tree ?? [])
    for (const category of industry.categories) if (wanted.has(category.id)) out[category.id] = industry.key;
  return out;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const address = new URL(request.url).searchParams;
  const params = { ...readSearchParams(address), filters: readSearchFilters(address) };
  const outcome = await loadSearchResults(context, params, editionOf(new URL(request.url).pathname));
  // The counts become the panel here (decision 0082): the page gets what it draws, not the raw answer.
  let filters: FilterModel | null = null;
  if (outcome.data && outcome.data.kind !== 'user') {
    const { facets, ...data } = outcome.data;
    outcome.data = data;
    const categoryIndustry = await categoryIndustries(context, facets?.categories ?? []);
    filters = filterModel(address, params.filters, facets, categoryIndustry);
  }
  return { outcome, countryName: countryDisplayName(params.countries), filters };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData)
    return pageMeta({
      title: 'Search results',
      description: `Companies, products and people in ${CITY_NAME} and worldwide.`,
    });
  const { outcome, countryName } = loaderData;
  const label = businessTypeLabel(outcome.business);
  const where = outcome.countries === DEFAULT_SEARCH_COUNTRY ? 'worldwide' : `in ${countryName}`;
  const what = outcome.search ? `“${outcome.search}”` : label.toLowerCase();
  const title = outcome.failed
    ? `${label}${outcome.search ? ` - ${outcome.search}` : ''}`
    : resultsHeading(outcome.data.total, outcome.business, outcome.search);
  const page = outcome.page > 1 ? ` (page ${outcome.page})` : '';
  return pageMeta({
    title: `${title}${page}`,
    description: `${label} matching ${what} ${where}, found through the ${CITY_NAME} edition of the B2B network: compare profiles, products and contacts.`,
    keywords: [outcome.search, label, countryName, 'B2B search'].filter(Boolean),
  });
}

export default function SearchResult({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const pending =
    navigation.state === 'loading' && specPathOf(navigation.location.pathname) === SITE_PATHS.searchResult;
  const { outcome, countryName, filters } = loaderData;
  // Companies and products can be saved with alerts (decision 0041); member searches cannot.
  const save =
    searchKind(outcome.business) === 'user' ? null : (
      <SaveSearchButton
        search={{
          textQuery: outcome.search,
          businessType: outcome.business,
          country: outcome.countries,
          typeName: businessTypeLabel(outcome.business),
          countryName: outcome.countries === DEFAULT_SEARCH_COUNTRY ? null : countryName,
          // The filters as the loader read them (decision 0082), saved with the search (decision 0083).
          filters: outcome.filters,
        }}
      />
    );
  return (
    <SearchResultsView
      outcome={outcome}
      countryName={countryName}
      pending={pending}
      onRetry={() => void revalidator.revalidate()}
      retrying={revalidator.state === 'loading'}
      actions={save}
      filters={filters}
    />
  );
}
