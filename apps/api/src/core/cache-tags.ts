/**
 * What a cached page or API answer depends on, as tags (decision 0019), and the one function the
 * services call after a write that changes what a visitor sees.
 *
 * - `business:<id>`: the business's public profile and everything showing it (its page, its
 *   products' pages, which name and picture it);
 * - `product:<id>`: one product's page and public answer (its like count included);
 * - `search`: every list of businesses, products or members: search results, home's latest
 *   companies, first pages of the search API.
 * Static pages carry no tag: they change with a release, and the cache keys name the release.
 */
export const cacheTags = {
  business: (id: string) => `business:${id}`,
  product: (id: string) => `product:${id}`,
  search: 'search',
} as const;

/** Drops every cached entry (pages, API answers) carrying one of the tags, in every process. */
export type Invalidate = (tags: readonly string[]) => Promise<void>;

/** For services built without a cache (unit tests, scripts). */
export const noInvalidate: Invalidate = async () => undefined;

const UUID = '[0-9a-fA-F-]{36}';
const PUBLIC_READS: [RegExp, (m: RegExpExecArray, body: unknown) => string[]][] = [
  [new RegExp(`^/api/business/profile/(${UUID})$`), (m) => [cacheTags.business(m[1].toLowerCase())]],
  [new RegExp(`^/api/verification/business/(${UUID})$`), (m) => [cacheTags.business(m[1].toLowerCase())]],
  // The company page's first reviews: the reviews module drops the business's tag on every change a visitor sees (decision 0073).
  [
    new RegExp(`^/api/business/profile/(${UUID})/reviews\\?size=\\d+$`),
    (m) => [cacheTags.business(m[1].toLowerCase())],
  ],
  [new RegExp(`^/api/product/(${UUID})$`), (m, body) => [cacheTags.product(m[1].toLowerCase()), ...businessOf(body)]],
  [
    new RegExp(`^/api/product/by-business\\?bid=(${UUID})$`),
    (m) => [cacheTags.business(m[1].toLowerCase()), cacheTags.search],
  ],
  [
    new RegExp(`^/api/social/reaction/summary/(${UUID})$`),
    (m) => [cacheTags.product(m[1].toLowerCase()), cacheTags.business(m[1].toLowerCase())],
  ],
  [/^\/api\/search\/(business|product|counts)(\/last-registered)?$/, () => [cacheTags.search]],
  [/^\/api\/user\/search$/, () => [cacheTags.search]],
  [/^\/api\/catsys\/industry(\/full-tree)?$/, () => []],
  [/^\/api\/ref-data\/[a-z-]+$/, () => []],
];

function businessOf(body: unknown): string[] {
  const id = (body as { data?: { businessID?: unknown } } | null)?.data?.businessID;
  return typeof id === 'string' ? [cacheTags.business(id.toLowerCase())] : [];
}

/**
 * The tags of a public API read made while rendering a page (its path with the query, and the
 * answer's body); null for a read the cache does not know how to keep fresh (the page is then
 * not cached).
 */
export function tagsOfApiRead(pathWithQuery: string, body: unknown): string[] | null {
  for (const [re, tags] of PUBLIC_READS) {
    const m = re.exec(pathWithQuery);
    if (m) return tags(m, body);
  }
  return null;
}
