/** The query keys of requests for quotation: everything under ['rfq']; a member's reads carry their id (the viewer differs by member). */
import type { BoardParams } from '../lib/board-params';

export const rfqKeys = {
  all: ['rfq'] as const,
  board: (p: BoardParams) => ['rfq', 'board', p.q, p.industry, p.country, p.cursor] as const,
  mine: (userID: string) => ['rfq', 'mine', userID] as const,
  one: (rfqID: string, userID: string) => ['rfq', 'one', rfqID, userID] as const,
  quotes: (rfqID: string, userID: string) => ['rfq', 'quotes', rfqID, userID] as const,
};
