/**
 * Who may see and write a thread (decision 0017, "Two sides, each a team"): side 'S' is the sending
 * user, or every owner, admin and member of the sending business; side 'R' is every owner, admin
 * and member of the receiving business. Memberships are read on every call, so a person removed
 * from a business (or who left) loses its threads at once. `bid`/`ubid` only choose among the
 * caller's own rights; they are never trusted.
 */
import { REQUEST_MSG } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import { AppError, isUuid } from '../../lib/errors.js';
import { requestsRepo, type Inbox, type RequestRow, type Side } from './requests.repo.js';

const notFound = () => new AppError('NotFound', REQUEST_MSG.notFound, { rid: REQUEST_MSG.notFound });

/** The sides the user stands on, given the businesses they belong to. */
export function sidesOf(r: RequestRow, userId: string, memberOf: readonly string[]): Side[] {
  const member = (id: string | null) => id !== null && memberOf.includes(id);
  const sides: Side[] = [];
  if (r.fromBusinessId === null ? r.fromUserId === userId : member(r.fromBusinessId)) sides.push('S');
  if (member(r.toBusinessId)) sides.push('R');
  return sides;
}

/** Which side `bid` opens the thread as: the user's own id or a business of theirs on one side. */
function sideForBid(r: RequestRow, userId: string, bid: string, sides: Side[]): Side | undefined {
  if (bid === userId) return r.fromBusinessId === null && sides.includes('S') ? 'S' : undefined;
  if (bid === r.fromBusinessId && sides.includes('S')) return 'S';
  if (bid === r.toBusinessId && sides.includes('R')) return 'R';
  return undefined;
}

export function createRequestsAccess(db: Db) {
  return {
    memberships: (userId: string) => requestsRepo.memberships(db, userId),

    /**
     * The thread and the side the caller acts on. A thread that does not exist and one the caller
     * is not part of answer the same 404; a `bid` that is not the caller's side of it, 403.
     * `blocked`: the other side's person blocked the caller (decision 0034; a writer is refused).
     */
    async thread(rid: string, userId: string, bid?: string): Promise<{ r: RequestRow; side: Side; blocked: boolean }> {
      const found = isUuid(rid) ? await requestsRepo.findFor(db, rid, userId) : undefined;
      if (!found) throw notFound();
      const { r } = found;
      const sides = sidesOf(r, userId, found.memberOf);
      if (!sides.length) throw notFound();
      const side = bid === undefined ? sides[0] : sideForBid(r, userId, bid, sides);
      if (!side) throw new AppError('Forbidden', REQUEST_MSG.bidForbidden, { bid: REQUEST_MSG.bidForbidden });
      return { r, side, blocked: side === 'S' ? found.blockedByR : found.blockedByS };
    },

    /** The inbox `ubid` names: the user's own (omitted or their id) or a business they belong to (else 403). */
    async inbox(userId: string, ubid?: string): Promise<Inbox> {
      if (ubid === undefined || ubid === userId) return { kind: 'user', userId };
      if (!isUuid(ubid) || !(await requestsRepo.memberOf(db, userId, [ubid])).length)
        throw new AppError('Forbidden', REQUEST_MSG.inboxForbidden, { ubid: REQUEST_MSG.inboxForbidden });
      return { kind: 'business', businessId: ubid };
    },
  };
}
export type RequestsAccess = ReturnType<typeof createRequestsAccess>;
