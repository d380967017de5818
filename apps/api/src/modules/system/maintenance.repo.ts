import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export const maintenanceRepo = {
  /** Refreshes the planner's statistics and the visibility map (the embedded database has no autovacuum; decision 0010). */
  analyze: async (db: Db) => void (await db.execute(sql`vacuum analyze`)),
};
