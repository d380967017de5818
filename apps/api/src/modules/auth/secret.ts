import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appSecrets } from '../../db/schema/index.js';
import { newSecret } from './tokens.js';

/**
 * The JWT signing secret when JWT_SECRET is not set: made once and kept in the database, so
 * every API process sharing that database signs and verifies alike.
 */
export async function loadJwtSecret(db: Db): Promise<string> {
  await db.insert(appSecrets).values({ name: 'jwt', value: newSecret(48) }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'jwt'));
  return row.value;
}
