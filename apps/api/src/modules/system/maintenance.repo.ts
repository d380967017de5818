import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

export const maintenanceRepo = {
  /** Refreshes the planner's statistics and the visibility map (the embedded database has no autovacuum; decision 0010). */
  analyze: async (db: Db) => void (await db.execute(sql`vacuum analyze`)),
  /**
   * How many indexes of the `rum` access method exist: the rank indexes search reads in rank order
   * (migrations 0034-0036 build them only where the server has the extension; decision 0079).
   */
  rumIndexCount: async (db: Db) => {
    const [r] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from pg_class c join pg_am a on a.oid = c.relam where c.relkind = 'i' and a.amname = 'rum'`,
      ),
    );
    return Number(r?.n ?? 0);
  },
};
