/**
 * GET /api/rfq: the public board. The loader reads the first page on the server (loadBoard);
 * "Show more" reads the next ones in the browser (useBoard, a cursor at a time).
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { RfqList } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { loadFromApi, type ApiFetch } from '~/lib/server-api';
import { boardApiQuery, type BoardParams } from '../lib/board-params';
import { rfqKeys } from './keys';

/** The board's page the address asks for, read by the page's loader; null when the API failed. */
export const loadBoard = (context: { apiFetch?: ApiFetch } | undefined, p: BoardParams) =>
  loadFromApi<RfqList>(context, `/api/rfq${boardApiQuery(p)}`);

const getBoardPage = (p: BoardParams, cursor: string | null, signal?: AbortSignal) =>
  apiRequest<RfqList>(`/api/rfq${boardApiQuery(p, cursor)}`, { auth: false, signal });

/** The board's pages: the server's first one, then more by cursor. Without a first page (the server's read failed) it reads it itself. */
export function useBoard(p: BoardParams, first: RfqList | null) {
  return useInfiniteQuery({
    queryKey: rfqKeys.board(p),
    initialPageParam: (p.cursor || null) as string | null,
    queryFn: ({ pageParam, signal }) => getBoardPage(p, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor,
    initialData: first ? { pages: [first], pageParams: [p.cursor || null] } : undefined,
    // The server's page has just been read: not again as the page hydrates.
    staleTime: 60_000,
  });
}
