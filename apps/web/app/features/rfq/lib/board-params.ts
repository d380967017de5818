/**
 * The board's address, /rfqs?q=&industry=&country=&cursor=: what the loader, the filters and
 * "Show more" read and write. A value the API would refuse (an industry that is not four digits,
 * a country that is not two letters) is left out rather than failing the page.
 */
import { RFQ_LIMITS, RFQ_PAGE_SIZE } from '@wbn/contract/constants';

export type BoardParams = { q: string; industry: string; country: string; cursor: string };

const CURSOR_MAX = 512;

export function readBoardParams(search: URLSearchParams): BoardParams {
  const industry = search.get('industry') ?? '';
  const country = (search.get('country') ?? '').toUpperCase();
  const cursor = search.get('cursor') ?? '';
  return {
    q: (search.get('q') ?? '').trim().slice(0, RFQ_LIMITS.queryChars),
    industry: /^\d{4}$/.test(industry) ? industry : '',
    country: /^[A-Z]{2}$/.test(country) ? country : '',
    cursor: cursor.length <= CURSOR_MAX ? cursor : '',
  };
}

/** The API's query string for one page of the board (`cursor` replaces the address's). */
export function boardApiQuery(p: BoardParams, cursor: string | null = p.cursor || null): string {
  const out = new URLSearchParams();
  if (p.q) out.set('q', p.q);
  if (p.industry) out.set('industry', p.industry);
  if (p.country) out.set('country', p.country);
  out.set('size', String(RFQ_PAGE_SIZE));
  if (cursor) out.set('cursor', cursor);
  return `?${out.toString()}`;
}

/** Whether the visitor narrowed the board (the empty state then suggests other words). */
export const isFiltered = (p: BoardParams) => Boolean(p.q || p.industry || p.country);
