/** Directory search (the spec's search calls): businesses, products and members, plus suggestions. */
import {
  COMPANY_TYPE_CODES,
  HOME_LATEST_PER_TYPE,
  SEARCH_COUNT_CAP,
  HOME_LATEST_TYPES,
  searchPath,
  EMPLOYEE_BANDS,
  SEARCH_FACET_PREFIX,
  SEARCH_FILTER_FACETS,
  SEARCH_FILTER_TEXT,
  TIER_LABELS,
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
import type { RefMaps } from '../../core/ref-lookup.js';
import type { SearchEngine } from './search-engine.js';
import { directoryRepo } from '../../core/directory.repo.js';

type BusinessQuery = z.output<typeof ZSearchBusinessRequest>;
type ProductQuery = z.output<typeof ZSearchProductRequest>;
type UserQuery = z.output<typeof ZSearchUserRequest>;
type CountsQuery = z.output<typeof ZSearchCountsRequest>;
const countryFilter = (c: string) => (c === 'global' ? null : c);

/** The request's filters as facet_values tokens (decision 0080; migration 0042 writes the same). */
function facetTokens(filters: SearchFilters | undefined): FacetTokens {
  const out: FacetTokens = {};
  if (!filters) return out;
  for (const name of SEARCH_FILTER_FACETS) {
    const v = filters[name];
    if (v === undefined) continue;
    const values = typeof v === 'boolean' ? [v ? '1' : '0'] : [...new Set(v)];
    out[name] = values.map((x) => `${SEARCH_FACET_PREFIX[name]}:${x}`);
  }
  return out;
}

const BAND_LABELS = new Map(EMPLOYEE_BANDS.map((b) => [b.value as string, SEARCH_FILTER_TEXT.employeesBand(b.value)]));
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
      return { value: raw, label: (m.languages.get(raw) ?? m.languages.get(raw.toUpperCase()))?.languageName ?? raw };
    case 'incoterms':
    case 'paymentCurrencies':
      return { value: raw, label: raw.toUpperCase() };
    case 'paymentTypes':
      return { value: raw, label: raw.charAt(0).toUpperCase() + raw.slice(1) };
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
};

export function createSearchService({ db, engine, industryTree }: SearchServiceDeps) {
  async function businessesByIds(ids: string[]) {
    const m = await refMaps(db);
    return (await directoryRepo.businesses(db, ids)).map((b) => presentBusiness(b, m));
  }

  return {
    async businesses(q: BusinessQuery) {
      if (!COMPANY_TYPE_CODES.includes(q.businessType as (typeof COMPANY_TYPE_CODES)[number])) {
        throw invalid(
          'businessType',
          'Search businesses by a company type (MA, DI, WS, IM, EX, RE, IN, CO, GO); PR and UR have their own searches',
        );
      }
      const tokens = facetTokens(q.filters);
      const found = await engine.businesses({
        text: q.textQuery,
        type: q.businessType,
        country: countryFilter(q.country),
        repliesFast: q.repliesFast,
        minRating: q.minRating,
        sort: q.sort,
        ...(q.filters ? { facets: tokens } : {}),
        ...(q.facets ? { withFacets: true } : {}),
        skip: q.skip,
        size: q.size,
      });
      const m = await refMaps(db);
      const list = found.rows.map((b) => presentBusiness(b, m));
      const results = list.map((b) => ({ businessProfile: b, reactions: b.reactions }));
      if (!q.facets) return { results, total_results: found.total };
      return { results, total_results: found.total, facets: presentFacets(found.facets!, tokens, m) };
    },

    async products(q: ProductQuery) {
      const found = await engine.products({ text: q.textQuery, skip: q.skip, size: q.size });
      const m = await refMaps(db);
      const results = found.rows.map((r) => presentProduct(r.p, r.b, m));
      return { results, total_results: found.total };
    },

    async users(q: UserQuery) {
      const size = q.limit ?? q.size;
      const found = await engine.members({ text: q.textQuery, country: countryFilter(q.country), skip: q.skip, size });
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
    async counts(q: CountsQuery): Promise<SearchCounts> {
      const c = await engine.countsByKind({
        text: q.textQuery,
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
