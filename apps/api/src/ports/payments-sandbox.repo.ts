/** The sandbox card provider's own table (sandbox_charges): its charges, as a provider would keep them. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sandboxCharges } from '../db/schema/index.js';

export type SandboxChargeRow = typeof sandboxCharges.$inferSelect;

export const sandboxChargesRepo = {
  find: async (db: Db, id: string): Promise<SandboxChargeRow | undefined> =>
    (await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, id)).limit(1))[0],
  byIdempotencyKey: async (db: Db, key: string): Promise<SandboxChargeRow | undefined> =>
    (await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, key)).limit(1))[0],
  /** A new charge; a second one with the same idempotency key is ignored (the caller reads the one that won). */
  insertOnce: async (db: Db, row: typeof sandboxCharges.$inferInsert) =>
    void (await db.insert(sandboxCharges).values(row).onConflictDoNothing()),
  set: async (db: Db, id: string, set: Partial<typeof sandboxCharges.$inferInsert>) =>
    (
      await db
        .update(sandboxCharges)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(sandboxCharges.id, id))
        .returning()
    )[0],
};
