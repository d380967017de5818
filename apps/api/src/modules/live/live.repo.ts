/** The live channel's tables (decision 0013): per-user cursors and the event log. */
import { and, asc, eq, gt, inArray, isNull, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authSessions, users } from '../../db/schema/accounts.js';
import { liveCursors, liveEvents } from '../../db/schema/notifications.js';
import { isUuid } from '../../lib/errors.js';

import type { LiveEventInput } from '../../core/collaborators.js';

export type { LiveEventInput };
export type LiveEventRow = { seq: number; type: string; payload: unknown };

export const liveRepo = {
  /**
   * Appends events and returns the last sequence number per user. Each user's cursor row is
   * taken (in user-id order, so two publishes cannot deadlock) and held until commit: a user's
   * events become visible in sequence order. Events for users that do not exist are dropped.
   */
  async append(db: Db, events: LiveEventInput[]): Promise<{ userId: string; seq: number }[]> {
    const byUser = new Map<string, LiveEventInput[]>();
    for (const e of events) if (isUuid(e.userId)) byUser.set(e.userId, [...(byUser.get(e.userId) ?? []), e]);
    if (!byUser.size) return [];
    return db.transaction(async (tx) => {
      const known = await tx.select({ id: users.id }).from(users).where(inArray(users.id, [...byUser.keys()])).orderBy(asc(users.id));
      if (!known.length) return [];
      const cursors = await tx
        .insert(liveCursors)
        .values(known.map((u) => ({ userId: u.id, seq: byUser.get(u.id)!.length })))
        .onConflictDoUpdate({ target: liveCursors.userId, set: { seq: sql`${liveCursors.seq} + excluded.seq` } })
        .returning({ userId: liveCursors.userId, seq: liveCursors.seq });
      const rows = cursors.flatMap(({ userId, seq }) => {
        const list = byUser.get(userId)!;
        return list.map((e, i) => ({ userId, seq: seq - list.length + 1 + i, type: e.type, payload: e.payload }));
      });
      await tx.insert(liveEvents).values(rows);
      return cursors;
    });
  },

  async after(db: Db, userId: string, seq: number, limit: number): Promise<LiveEventRow[]> {
    return db
      .select({ seq: liveEvents.seq, type: liveEvents.type, payload: liveEvents.payload })
      .from(liveEvents)
      .where(and(eq(liveEvents.userId, userId), gt(liveEvents.seq, seq)))
      .orderBy(asc(liveEvents.seq))
      .limit(limit);
  },

  /** The user's last sequence number (0 before their first event) and the oldest one still kept. */
  async bounds(db: Db, userId: string): Promise<{ last: number; oldest: number | null }> {
    const [cursor] = await db.select({ seq: liveCursors.seq }).from(liveCursors).where(eq(liveCursors.userId, userId));
    const [kept] = await db.select({ oldest: min(liveEvents.seq) }).from(liveEvents).where(eq(liveEvents.userId, userId));
    return { last: cursor?.seq ?? 0, oldest: kept?.oldest === null || kept?.oldest === undefined ? null : Number(kept.oldest) };
  },

  prune: (db: Db, before: Date) => db.delete(liveEvents).where(lt(liveEvents.createdAt, before)),

  /** Which of these account sessions are still open (not logged out, not revoked). */
  async openSessions(db: Db, sessionIds: string[]): Promise<Set<string>> {
    if (!sessionIds.length) return new Set();
    const rows = await db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(and(inArray(authSessions.id, sessionIds), isNull(authSessions.revokedAt)));
    return new Set(rows.map((r) => r.id));
  },
};
