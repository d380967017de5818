/** Directory search (the spec's search calls): businesses, products and members, plus suggestions. */
import {
  COMPANY_TYPE_CODES,
  HOME_LATEST_PER_TYPE,
  SEARCH_COUNT_CAP,
  HOME_LATEST_TYPES,
  searchPath,
  EMPLOYEE_BANDS,
  CERTIFICATION_OTHER,
  CERTIFICATION_STANDARDS,
  MARKET_REGIONS,
  REVENUE_BANDS,
  SEARCH_FACET_PREFIX,
  SEARCH_FILTER_FACETS,
  SEARCH_FILTER_TEXT,
  TIER_LABELS,
  searchFilterTokens,
  type FacetValue,
  type SearchFacets,
  type SearchFilters,
  type SearchFilterFacet,
  type Tier,
  type IndustryNode,
  type PublicUserProfile,
} from '@wbn/contract';
import { z } from 'zod';
import type {
  SearchCounts,
  ZSearchBusinessRequest,
  ZSearchCountsRequest,
  ZSearchProductRequest,
  ZSearchUserRequest,
} from '@wbn/contract';
import type { Db } from '../../db/client.js';
import { invalid } from '../../lib/errors.js';
import { refMaps } from '../../core/ref-lookup.js';
import { presentBusiness } from '../../core/business-presenter.js';
import { presentProduct } from '../../core/product-presenter.js';
import { presentProfile } from '../../core/profile-presenter.js';
import { searchRepo, type FacetCounts, type FacetTokens } from './search.repo.js';
import type { FacetCountCache } from './search.facet-cache.js';
import type { RefMaps } from '../../core/ref-lookup.js';
import type { SearchEngine } from './search-engine.js';
import { directoryRepo } from '../../core/directory.repo.js';
import { englishAlternatives } from './search-languages.js';
import type { Edition } from '@wbn/contract/editions';

type BusinessQuery = z.output<typeof ZSearchBusinessRequest>;
type ProductQuery = z.output<typeof ZSearchProductRequest>;
type UserQuery = z.output<typeof ZSearchUserRequest>;
type CountsQuery = z.output<typeof ZSearchCountsRequest>;
const countryFilter = (c: string) => (c === 'global' ? null : c);
/** The English names the words name in the request's edition, for the engine (decision 0089); nothing when none. */
const alsoIn = (text: string, lang: Edition) => {
  const also = englishAlternatives(text, lang);
  return also.length ? { also } : {};
};

/** The request's filters as facet_values tokens: the contract's one builder (decisions 0080, 0083), as the triggers write them. */
const facetTokens = (filters: SearchFilters | undefined): FacetTokens => searchFilterTokens(filters);

const BAND_LABELS = new Map(EMPLOYEE_BANDS.map((b) => [b.value as string, SEARCH_FILTER_TEXT.employeesBand(b.value)]));
/** Labels of the values decision 0081 adds: certification standards, revenue bands, world regions. */
const LABELS = new Map<string, string>([
  ...[...CERTIFICATION_STANDARDS, CERTIFICATION_OTHER].map((c) => [`cert:${c.value}`, c.label] as const),
  ...REVENUE_BANDS.map((b) => [`rev:${b.value}`, b.label] as const),
  ...MARKET_REGIONS.map((m) => [`mkt:${m.value}`, m.label] as const),
]);
/** The reference languages by their lower-cased names, per reference map (profiles keep a language's name, "English"). */
const languagesByName = new WeakMap<RefMaps['languages'], Map<string, string>>();
/** A spoken language's token (a code, or a lower-cased name) as people read it: "English", not "english". */
function languageLabel(raw: string, m: RefMaps): string {
  const byCode = m.languages.get(raw) ?? m.languages.get(raw.toUpperCase());
  if (byCode) return byCode.languageName;
  let names = languagesByName.get(m.languages);
  if (!names) {
    names = new Map([...m.languages.values()].map((l) => [l.languageName.toLowerCase(), l.languageName]));
    languagesByName.set(m.languages, names);
  }
  return names.get(raw) ?? raw.charAt(0).toUpperCase() + raw.slice(1);
}
/** A facet value as the answer shows it: the value a filter takes, and its label. */
function facetValue(name: SearchFilterFacet, raw: string, m: RefMaps): { value: string; label: string } {
  switch (name) {
    case 'verified':
      return {
        value: String(raw === '1'),
        label: raw === '1' ? SEARCH_FILTER_TEXT.verifiedYes : SEARCH_FILTER_TEXT.verifiedNo,
      };
    case 'contractManufacturing':
      return { value: String(raw === '1'), label: raw === '1' ? SEARCH_FILTER_TEXT.yes : SEARCH_FILTER_TEXT.no };
    case 'industries':
      return { value: raw, label: m.industries.get(raw)?.name ?? raw };
    case 'categories':
      return { value: raw, label: m.categories.get(raw)?.name ?? raw };
    case 'countries':
      return { value: raw, label: m.countries.get(raw)?.countryName ?? raw };
    case 'tiers':
      return { value: raw, label: TIER_LABELS[raw as Tier] ?? raw };
    case 'employees':
      return { value: raw, label: BAND_LABELS.get(raw) ?? raw };
    case 'languages':
      return { value: raw, label: languageLabel(raw, m) };
    case 'incoterms':
    case 'paymentCurrencies':
      return { value: raw, label: raw.toUpperCase() };
    case 'paymentTypes':
      return { value: raw, label: raw.charAt(0).toUpperCase() + raw.slice(1) };
    case 'certifications':
    case 'revenue':
    case 'markets':
      return { value: raw, label: LABELS.get(`${SEARCH_FACET_PREFIX[name]}:${raw}`) ?? raw };
    case 'foundedBefore':
      return { value: raw, label: SEARCH_FILTER_TEXT.foundedBefore(raw) };
    case 'repliesFast':
      return {
        value: String(raw === '1'),
        label: raw === '1' ? SEARCH_FILTER_TEXT.repliesFastYes : SEARCH_FILTER_TEXT.repliesFastNo,
      };
  }
}

/** Every facet's values with labels, the most results first; a chosen value the results lack shows with 0. */
function presentFacets(counts: FacetCounts, tokens: FacetTokens, m: RefMaps): SearchFacets {
  const out = {} as SearchFacets;
  for (const name of SEARCH_FILTER_FACETS) {
    const prefix = SEARCH_FACET_PREFIX[name].length + 1;
    const list: FacetValue[] = counts[name].map((c) => ({
      ...facetValue(name, c.token.slice(prefix), m),
      count: c.count,
      ...(c.estimated ? { estimated: true } : {}),
    }));
    for (const token of tokens[name] ?? [])
      if (!counts[name].some((c) => c.token === token))
        list.push({ ...facetValue(name, token.slice(prefix), m), count: 0 });
    out[name] = list.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  }
  return out;
}

/**
 * `engine`: where the pages are found (the search port, decision 0020); PostgreSQL full text
 * unless the module is given another. `industryTree`: the catalog's tree (industries and their
 * categories), for suggestions.
 */
export type SearchServiceDeps = {
  db: Db;
  engine: SearchEngine;
  industryTree: () => Promise<IndustryNode[]>;
  /** Facet counts of searches without words, kept until a write invalidates `search` (decision 0086); none: always counted. */
  facetCache?: FacetCountCache;
};

export function createSearchService({ db, engine, industryTree, facetCache }: SearchServiceDeps) {
  async function businessesByIds(ids: string[]) {
    const m = await refMaps(db);
    return (await directoryRepo.businesses(db, ids)).map((b) => presentBusiness(b, m));
  }

  return {
    /** `lang`: the request's edition, whose names of industries and categories are searched in English too (decision 0089). */
    async businesses(q: BusinessQuery, lang: Edition = 'en') {
      if (!COMPANY_TYPE_CODES.includes(q.businessType as (typeof COMPANY_TYPE_CODES)[number])) {
        throw invalid(
          'businessType',
          'Search businesses by a company type (MA, DI, WS, IM, EX, RE, IN, CO, GO); PR and UR have their own searches',
        );
      }
      const tokens = facetTokens(q.filters);
      const country = countryFilter(q.country);
      // Without words, the counts kept since the last write that changed search (decision 0086).
      const countKey =
        q.facets && facetCache && q.textQuery.trim() === ''
          ? {
              type: q.businessType,
              country,
              repliesFast: q.repliesFast,
              minRating: q.minRating,
              rated: q.sort === 'rating',
              tokens,
            }
          : null;
      const kept = countKey ? await facetCache!.read(countKey) : null;
      // Not kept, but another request of this process is counting them: its counts, not a second count.
      const counting = countKey && !kept?.counts ? facetCache!.inFlight(countKey) : undefined;
      const find = (withFacets: boolean) =>
        engine.businesses({
          text: q.textQuery,
          ...alsoIn(q.textQuery, lang),
          type: q.businessType,
          country,
          repliesFast: q.repliesFast,
          minRating: q.minRating,
          sort: q.sort,
          ...(q.filters ? { facets: tokens } : {}),
          ...(withFacets ? { withFacets: true } : {}),
          skip: q.skip,
          size: q.size,
        });
      const search = find(!!q.facets && !kept?.counts && !counting);
      if (countKey && !kept?.counts && !counting)
        facetCache!.reading(
          countKey,
          search.then((r) => r.facets ?? null),
        );
      const found = await search;
      const m = await refMaps(db);
      const list = found.rows.map((b) => presentBusiness(b, m));
      const results = list.map((b) => ({ businessProfile: b, reactions: b.reactions }));
      if (!q.facets) return { results, total_results: found.total };
      const counts = kept?.counts ?? found.facets ?? (await counting) ?? (await find(true)).facets!;
      if (countKey && !kept?.counts && found.facets) await facetCache!.keep(countKey, counts, kept!.since);
      return { results, total_results: found.total, facets: presentFacets(counts, tokens, m) };
    },

    /** Products by words, and by filters with counts over products (decision 0081). */
    async products(q: ProductQuery, lang: Edition = 'en') {
      const tokens = facetTokens(q.filters);
      const found = await engine.products({
        text: q.textQuery,
        ...alsoIn(q.textQuery, lang),
        ...(q.filters ? { facets: tokens } : {}),
        ...(q.facets ? { withFacets: true } : {}),
        skip: q.skip,
        size: q.size,
      });
      const m = await refMaps(db);
      const results = found.rows.map((r) => presentProduct(r.p, r.b, m));
      if (!q.facets) return { results, total_results: found.total };
      return { results, total_results: found.total, facets: presentFacets(found.facets!, tokens, m) };
    },

    async users(q: UserQuery, lang: Edition = 'en') {
      const size = q.limit ?? q.size;
      const found = await engine.members({
        text: q.textQuery,
        ...alsoIn(q.textQuery, lang),
        country: countryFilter(q.country),
        skip: q.skip,
        size,
      });
      const m = await refMaps(db);
      const profiles: PublicUserProfile[] = found.rows.map((row) => {
        const { email: _email, mobilePhone: _phone, ...pub } = presentProfile(row, m);
        return {
          ...pub,
          birthDate: pub.showBirthDate ? pub.birthDate : null,
          profession: pub.showProfession ? pub.profession : null,
        };
      });
      return { profiles, totalResults: found.total };
    },

    /** How many each company type, products (PR) and members (UR) have for the same words (decision 0045). */
    async counts(q: CountsQuery, lang: Edition = 'en'): Promise<SearchCounts> {
      const c = await engine.countsByKind({
        text: q.textQuery,
        ...alsoIn(q.textQuery, lang),
        country: countryFilter(q.country),
        cap: SEARCH_COUNT_CAP,
        types: COMPANY_TYPE_CODES,
      });
      return {
        counts: [
          ...c.businessTypes.map((t) => ({ businessType: t.type, total: t.total, capped: t.capped })),
          { businessType: 'PR', ...c.products },
          { businessType: 'UR', ...c.members },
        ],
      };
    },

    /** Tell the engine what changed (server/platform.ts calls it with the page cache's invalidation tags). */
    changed: (tags: readonly string[]) => engine.changed(tags),

    async lastRegistered() {
      return businessesByIds(await searchRepo.lastRegistered(db, HOME_LATEST_TYPES, HOME_LATEST_PER_TYPE));
    },

    async suggest(text: string) {
      const q = text.trim().slice(0, 60);
      if (q.length < 2) return { companies: [], products: [], industries: [] };
      const [companies, products, nodes] = await Promise.all([
        engine.suggestCompanies(q, 5),
        engine.suggestProducts(q, 5),
        industryTree(),
      ]);
      const m = await refMaps(db);
      const needle = q.toLowerCase();
      const industries: { id: string; name: string; kind: 'industry' | 'category' | 'subcategory'; path: string }[] =
        [];
      for (const ind of nodes) {
        if (ind.name.toLowerCase().includes(needle))
          industries.push({ id: ind.id, name: ind.name, kind: 'industry', path: searchPath({ search: ind.name }) });
        for (const c of ind.categories) {
          if (c.name.toLowerCase().includes(needle))
            industries.push({ id: c.id, name: c.name, kind: 'category', path: searchPath({ search: c.name }) });
          for (const s of c.subCategories)
            if (s.name.toLowerCase().includes(needle))
              industries.push({ id: s.id, name: s.name, kind: 'subcategory', path: searchPath({ search: s.name }) });
        }
      }
      return {
        companies: companies.map((c) => ({
          businessID: c.id,
          companyName: c.company_name,
          country: m.countries.get(c.country_code)?.countryName ?? null,
        })),
        products: products.map((p) => ({ productID: p.id, name: p.name, companyName: p.company_name })),
        industries: industries.slice(0, 5),
      };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
