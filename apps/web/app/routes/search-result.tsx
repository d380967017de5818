/**
 * /search-result?business={type}&countries={country or global}&search={text}&page={n}
 * (the search results page). Rendered on the server: the loader runs the search of
 * the type's kind (PR products, UR users, otherwise businesses of that type) for one page of 5,
 * narrowed by the address's filters (`f.<facet>`) and with every choice's count for the filter
 * panel (decision 0082).
 */
import { useNavigation, useRevalidator } from 'react-router';
import { msg } from '@lingui/core/macro';
import { countryName, specPathOf, type Edition } from '@wbn/contract/editions';
import { CITY_NAME, DEFAULT_SEARCH_COUNTRY, SITE_PATHS } from '@wbn/contract/constants';
import type { Route } from './+types/search-result';
import { pageMeta } from '~/lib/meta';
import type { SiteHandle } from '~/layout/route-handle';
import { loadSearchResults, type SearchOutcome } from '~/features/search/api/load-search-results';
import { SearchResultsView } from '~/features/search/components/search-results-view';
import { HeaderSearchBar } from '~/features/search/components/search-bar';
import { failedHeading, readSearchParams, resultsHeading, searchKind } from '~/features/search/lib/search-params';
import { SaveSearchButton } from '~/features/saved-searches/components/save-search-button';
import { industryTreeFor, type IndustryTreeRef } from '~/lib/industry-tree.server';
import { filterModel, readSearchFilters, type FilterModel } from '~/features/search/lib/search-filters';
import { facetWordsIn } from '~/features/search/lib/facet-words.server';
import { businessTypeName, useBusinessTypeName } from '~/lib/business-type-names';
import type { PageI18n } from '~/lib/i18n-runtime';
import { loaderI18n } from '~/lib/i18n.server';

export const handle: SiteHandle = { sidebar: true, headerSearch: HeaderSearchBar };

/** A name for a country code in the page's edition, decided on the server so the page never disagrees with itself. */
function countryDisplayName(code: string, edition: Edition, i18n: PageI18n) {
  if (code === DEFAULT_SEARCH_COUNTRY) return i18n._(msg`Global`);
  return countryName(code, edition) ?? code;
}

/**
 * The industry of each category the filters list (decision 0082), from the industry tree, so the
 * panel nests them: only those listed, to keep the page's data small.
 */
function categoryIndustries(tree: IndustryTreeRef | null, categories: readonly { value: string }[]) {
  if (!categories.length) return {};
  const wanted = new Set(categories.map((c) => c.value));
  const out: Record<string, string> = {};
  for (const industry of tree?.tree ?? [])
    for (const category of industry.categories) if (wanted.has(category.id)) out[category.id] = industry.key;
  return out;
}

/** The page's title, description and keywords in its edition, written by the loader (meta has no catalogue). */
function searchMeta(outcome: SearchOutcome, place: string, i18n: PageI18n) {
  const label = businessTypeName(outcome.business, i18n);
  const city = CITY_NAME;
  const search = outcome.search;
  const title = outcome.failed
    ? failedHeading(outcome.business, search, i18n)
    : resultsHeading(outcome.data.total, outcome.business, search, i18n);
  const page = outcome.page;
  const worldwide = outcome.countries === DEFAULT_SEARCH_COUNTRY;
  const description = search
    ? worldwide
      ? i18n._(
          msg`${label} matching “${search}” worldwide, found through the ${city} edition of the B2B network: compare profiles, products and contacts.`,
        )
      : i18n._(
          msg`${label} matching “${search}” in ${place}, found through the ${city} edition of the B2B network: compare profiles, products and contacts.`,
        )
    : worldwide
      ? i18n._(
          msg`${label} worldwide, found through the ${city} edition of the B2B network: compare profiles, products and contacts.`,
        )
      : i18n._(
          msg`${label} in ${place}, found through the ${city} edition of the B2B network: compare profiles, products and contacts.`,
        );
  return {
    title: page > 1 ? i18n._(msg`${title} (page ${page})`) : title,
    description,
    keywords: [search, label, place, i18n._(msg`B2B search`)].filter(Boolean),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const address = new URL(request.url).searchParams;
  const { edition, messages, i18n } = loaderI18n(request, 'search');
  const params = { ...readSearchParams(address), filters: readSearchFilters(address) };
  const outcome = await loadSearchResults(context, params, edition);
  // The counts become the panel here (decision 0082): the page gets what it draws, not the raw answer.
  let filters: FilterModel | null = null;
  if (outcome.data && outcome.data.kind !== 'user') {
    const { facets, ...data } = outcome.data;
    outcome.data = data;
    const tree = await industryTreeFor(context, edition);
    const categoryIndustry = categoryIndustries(tree, facets?.categories ?? []);
    const words = edition === 'en' ? undefined : facetWordsIn(edition, i18n, tree);
    filters = filterModel(address, params.filters, facets, categoryIndustry, words);
  }
  const place = countryDisplayName(params.countries, edition, i18n);
  return { outcome, countryName: place, filters, messages, meta: searchMeta(outcome, place, i18n) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData)
    return pageMeta({
      title: 'Search results',
      description: `Companies, products and people in ${CITY_NAME} and worldwide.`,
    });
  return pageMeta(loaderData.meta);
}

export default function SearchResult({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const pending =
    navigation.state === 'loading' && specPathOf(navigation.location.pathname) === SITE_PATHS.searchResult;
  const typeName = useBusinessTypeName();
  const { outcome, countryName: place, filters } = loaderData;
  // Companies and products can be saved with alerts (decision 0041); member searches cannot.
  const save =
    searchKind(outcome.business) === 'user' ? null : (
      <SaveSearchButton
        search={{
          textQuery: outcome.search,
          businessType: outcome.business,
          country: outcome.countries,
          typeName: typeName(outcome.business),
          countryName: outcome.countries === DEFAULT_SEARCH_COUNTRY ? null : place,
          // The filters as the loader read them (decision 0082), saved with the search (decision 0083).
          filters: outcome.filters,
        }}
      />
    );
  return (
    <SearchResultsView
      outcome={outcome}
      countryName={place}
      pending={pending}
      onRetry={() => void revalidator.revalidate()}
      retrying={revalidator.state === 'loading'}
      actions={save}
      filters={filters}
    />
  );
}
