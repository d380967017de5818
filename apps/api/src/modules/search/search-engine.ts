/**
 * The directory-search port (decision 0020): what the search service asks of a search engine.
 * The service validates the request and presents the rows; the engine finds one page of
 * businesses, products or members for a visitor's text, and the names that complete a few typed
 * letters. The engine built is PostgreSQL full text (`postgres-search-engine.ts`); an external
 * engine (Meilisearch, OpenSearch) is one more module implementing this type, chosen where the
 * platform is put together (server/platform.ts). It returns the same rows, read by id through the repos
 * (`businessesRepo.findMany`, …) after the engine has ranked the ids.
 */
import type { SearchSort } from '@wbn/contract';
import type { BusinessWithCategories } from '../../core/collaborators.js';
import type { ProfileRow } from '../../core/directory.repo.js';
import type { FacetCounts, FacetTokens, ProductHit } from './search.repo.js';

export type SearchPage<T> = { rows: T[]; total: number };
type Count = { total: number; capped: boolean };
export type KindCounts = { businessTypes: ({ type: string } & Count)[]; products: Count; members: Count };

export type SearchEngine = {
  name: string;
  /** `type`: a company type code; `country`: an ISO code, null for every country. */
  businesses(q: {
    text: string;
    /** English alternatives of the words, each an OR branch (search-languages.ts, decision 0089). */
    also?: readonly (readonly string[])[];
    type: string;
    country: string | null;
    repliesFast?: boolean;
    /** Average of at least this many stars (decision 0077). */
    minRating?: number;
    /** 'rating': rated businesses only, the highest average first, then more reviews, then the usual order. */
    sort?: SearchSort;
    /** Filters with counts (decision 0080): each facet's chosen values as facet_values tokens. */
    facets?: FacetTokens;
    /** Count each facet's values among the results too (disjunctive: a chosen facet over the others' results). */
    withFacets?: boolean;
    skip: number;
    size: number;
  }): Promise<SearchPage<BusinessWithCategories> & { facets?: FacetCounts }>;
  /** `facets`, `withFacets`: as for businesses, over products' facet_values (decision 0081). */
  products(q: {
    text: string;
    /** English alternatives of the words, each an OR branch (search-languages.ts, decision 0089). */
    also?: readonly (readonly string[])[];
    facets?: FacetTokens;
    withFacets?: boolean;
    skip: number;
    size: number;
  }): Promise<SearchPage<ProductHit> & { facets?: FacetCounts }>;
  members(q: {
    text: string;
    also?: readonly (readonly string[])[];
    country: string | null;
    skip: number;
    size: number;
  }): Promise<SearchPage<ProfileRow>>;
  /**
   * How many matches each company type, products and members have for `text` (in `country` for
   * companies and members), each stopping at `cap`: the results page's "other types" line.
   */
  countsByKind(q: {
    text: string;
    also?: readonly (readonly string[])[];
    country: string | null;
    cap: number;
    types: readonly string[];
  }): Promise<KindCounts>;
  /** Companies and products whose names contain `text` (at least two letters), best first. */
  suggestCompanies(text: string, limit: number): Promise<{ id: string; company_name: string; country_code: string }[]>;
  suggestProducts(text: string, limit: number): Promise<{ id: string; name: string; company_name: string }[]>;
  /**
   * Told after every write that changes what search shows, with the same tags the page cache
   * is invalidated with (`business:<id>`, `product:<id>`, `search`; modules/cache/cache-tags.ts).
   * PostgreSQL keeps its search vectors by triggers in the same transaction and has nothing to
   * do; an external engine re-reads those rows and sends them to its index.
   */
  changed(tags: readonly string[]): Promise<void>;
};
