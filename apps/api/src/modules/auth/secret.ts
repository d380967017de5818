import type { Db } from '../../db/client.js';
import { authRepo } from './auth.repo.js';
import { newSecret } from './tokens.js';

/**
 * The JWT signing secret when JWT_SECRET is not set: made once and kept in the database, so
 * every API process sharing that database signs and verifies alike.
 */
export async function loadJwtSecret(db: Db): Promise<string> {
  return authRepo.sharedSecret(db, 'jwt', () => newSecret(48));
}
