/** Connection requests to businesses (decision 0011). */
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';

const fromBiz = alias(t.businesses, 'from_biz');
const toBiz = alias(t.businesses, 'to_biz');

const connectionColumns = {
  id: t.connections.id,
  fromKey: t.connections.fromKey,
  fromUserId: t.connections.fromUserId,
  fromBusinessId: t.connections.fromBusinessId,
  toBusinessId: t.connections.toBusinessId,
  status: t.connections.status,
  createdAt: t.connections.createdAt,
  decidedAt: t.connections.decidedAt,
  firstName: t.profiles.firstName,
  lastName: t.profiles.lastName,
  userPhoto: t.profiles.profilePhoto,
  fromCompanyName: fromBiz.companyName,
  fromBusinessPhoto: fromBiz.profilePhoto,
  toCompanyName: toBiz.companyName,
  toBusinessPhoto: toBiz.profilePhoto,
};

const selectConnections = (db: Db) =>
  db
    .select(connectionColumns)
    .from(t.connections)
    .innerJoin(t.profiles, eq(t.profiles.userId, t.connections.fromUserId))
    .leftJoin(fromBiz, eq(fromBiz.id, t.connections.fromBusinessId))
    .innerJoin(toBiz, eq(toBiz.id, t.connections.toBusinessId))
    .$dynamic();

export type ConnectionRow = NonNullable<Awaited<ReturnType<typeof connectionsRepo.find>>>;
const LISTED = ['pending', 'accepted'];

export const connectionsRepo = {
  async find(db: Db, id: string) {
    const [row] = await selectConnections(db).where(eq(t.connections.id, id)).limit(1);
    return row;
  },
  async byPair(db: Db, fromKey: string, toBusinessId: string) {
    const [row] = await selectConnections(db)
      .where(and(eq(t.connections.fromKey, fromKey), eq(t.connections.toBusinessId, toBusinessId)))
      .limit(1);
    return row;
  },
  /** A new request, or a declined one asked again; returns the id. */
  async open(db: Db, row: typeof t.connections.$inferInsert) {
    const [c] = await db
      .insert(t.connections)
      .values(row)
      .onConflictDoUpdate({
        target: [t.connections.fromKey, t.connections.toBusinessId],
        set: { status: 'pending', decidedBy: null, decidedAt: null, createdAt: sql`now()`, fromUserId: row.fromUserId },
        setWhere: sql`${t.connections.status} = 'declined'`,
      })
      .returning({ id: t.connections.id });
    return c?.id;
  },
  /** Answers a pending request; false when it was no longer pending. */
  async decide(db: Db, id: string, status: 'accepted' | 'declined', userId: string) {
    const rows = await db
      .update(t.connections)
      .set({ status, decidedBy: userId, decidedAt: new Date() })
      .where(and(eq(t.connections.id, id), eq(t.connections.status, 'pending')))
      .returning({ id: t.connections.id });
    return rows.length > 0;
  },
  /** Pending and accepted requests to the business, and those it sent; newest first. */
  list: (db: Db, businessId: string) =>
    selectConnections(db)
      .where(
        and(
          or(eq(t.connections.toBusinessId, businessId), eq(t.connections.fromBusinessId, businessId)),
          inArray(t.connections.status, LISTED),
        ),
      )
      .orderBy(desc(t.connections.createdAt)),
  async remove(db: Db, id: string) {
    return (
      (await db.delete(t.connections).where(eq(t.connections.id, id)).returning({ id: t.connections.id })).length > 0
    );
  },
};
