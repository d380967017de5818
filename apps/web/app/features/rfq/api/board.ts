/**
 * GET /api/rfq: the public board. The loader reads the first page on the server (loadBoard);
 * "Show more" reads the next ones in the browser (useBoard, a cursor at a time).
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Edition } from '@wbn/contract/editions';
import type { RfqList } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { loadFromApi, type ApiFetch } from '~/lib/server-api';
import { boardApiQuery, type BoardParams } from '../lib/board-params';
import { rfqKeys } from './keys';

/** The address of a board's page: the categories named in the page's edition (`lang`). */
const boardPath = (p: BoardParams, edition: Edition, cursor?: string | null) => {
  const query = boardApiQuery(p, cursor);
  return edition === 'en' ? `/api/rfq${query}` : `/api/rfq${query}${query ? '&' : '?'}lang=${edition}`;
};

/** The board's page the address asks for, read by the page's loader; null when the API failed. */
export const loadBoard = (context: { apiFetch?: ApiFetch } | undefined, p: BoardParams, edition: Edition = 'en') =>
  loadFromApi<RfqList>(context, boardPath(p, edition));

const getBoardPage = (p: BoardParams, edition: Edition, cursor: string | null, signal?: AbortSignal) =>
  apiRequest<RfqList>(boardPath(p, edition, cursor), { auth: false, signal });

/** The board's pages: the server's first one, then more by cursor. Without a first page (the server's read failed) it reads it itself. */
export function useBoard(p: BoardParams, first: RfqList | null, edition: Edition = 'en') {
  return useInfiniteQuery({
    queryKey: [...rfqKeys.board(p), edition],
    initialPageParam: (p.cursor || null) as string | null,
    queryFn: ({ pageParam, signal }) => getBoardPage(p, edition, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor,
    initialData: first ? { pages: [first], pageParams: [p.cursor || null] } : undefined,
    // The server's page has just been read: not again as the page hydrates.
    staleTime: 60_000,
  });
}
