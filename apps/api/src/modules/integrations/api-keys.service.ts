/**
 * API keys per business (decision 0035): the owner and admins create keys with scopes,
 * see them (never their secret again) and revoke them; each use is logged for 90 days. The guards
 * in core/auth.ts call `authenticate` for a bearer token that begins with `wbn_`.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_MSG,
  API_KEY_PREFIX,
  API_KEY_SHOWN_LENGTH,
  API_KEY_USES_KEPT_DAYS,
  API_KEYS_PER_BUSINESS,
  type ApiKey,
  type CreateApiKeyRequest,
  type CreatedApiKey,
} from '@wbn/contract';
import type { Db } from '../../db/client.js';
import type { ApiKeyClaims } from '../../core/auth.js';
import type { BusinessAccess } from '../../core/collaborators.js';
import type { JobQueue } from '../../core/jobs.js';
import { AppError, invalid, isUuid } from '../../lib/errors.js';
import { keysetCursor } from '../../lib/keyset-cursor.js';
import type { Limiter } from '../../ports/rate-limiter.js';
import { apiKeysRepo } from './api-keys.repo.js';
import { presentApiKey, presentUse } from './api-keys.presenter.js';

export type ApiKeysDeps = {
  db: Db;
  queue: JobQueue;
  businesses: Pick<BusinessAccess, 'requireManager'>;
  perKey: Limiter;
};

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** `wbn_` and 43 base62 characters drawn without bias from random bytes: 256 bits. */
function newSecret() {
  let out = '';
  while (out.length < 43) {
    for (const b of randomBytes(64)) if (b < 248 && out.length < 43) out += BASE62[b % 62];
  }
  return `${API_KEY_PREFIX}${out}`;
}
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');
const invalidKey = () => new AppError('SessionError', API_KEY_MSG.invalid);
const notFound = () => new AppError('NotFound', API_KEY_MSG.notFound, { keyID: API_KEY_MSG.notFound });
const DAY_MS = 24 * 3600_000;

export function createApiKeysService(d: ApiKeysDeps) {
  const { db } = d;

  // Uses past their 90 days leave the log (hourly, on the job queue).
  d.queue.define('api-keys.clean-up', async () => {
    await apiKeysRepo.deleteUsesBefore(db, new Date(Date.now() - API_KEY_USES_KEPT_DAYS * DAY_MS));
  });
  d.queue.every('api-keys.clean-up', 3600_000);

  return {
    async create(userId: string, businessId: string, input: CreateApiKeyRequest): Promise<CreatedApiKey> {
      await d.businesses.requireManager(businessId, userId);
      const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
      if (expiresAt && expiresAt.getTime() <= Date.now()) throw invalid('expiresAt', API_KEY_MSG.expiryPast);
      if ((await apiKeysRepo.countLive(db, businessId)) >= API_KEYS_PER_BUSINESS)
        throw new AppError('Conflict', API_KEY_MSG.tooMany);
      const secret = newSecret();
      const row = await apiKeysRepo.insert(db, {
        businessId,
        name: input.name,
        prefix: secret.slice(0, API_KEY_SHOWN_LENGTH),
        secretHash: hashOf(secret),
        scopes: [...new Set(input.scopes)],
        createdByUserId: userId,
        expiresAt,
      });
      const [mine] = (await apiKeysRepo.list(db, businessId)).filter((r) => r.k.id === row.id);
      return { ...presentApiKey(row, mine), secret };
    },

    async list(userId: string, businessId: string): Promise<ApiKey[]> {
      await d.businesses.requireManager(businessId, userId);
      return (await apiKeysRepo.list(db, businessId)).map((r) => presentApiKey(r.k, r));
    },

    async revoke(userId: string, businessId: string, keyId: string) {
      await d.businesses.requireManager(businessId, userId);
      if (!isUuid(keyId) || !(await apiKeysRepo.revoke(db, businessId, keyId))) throw notFound();
      return { message: API_KEY_MSG.revoked };
    },

    async uses(userId: string, businessId: string, keyId: string, q: { size: number; cursor?: string }) {
      await d.businesses.requireManager(businessId, userId);
      if (!isUuid(keyId) || !(await apiKeysRepo.isOfBusiness(db, businessId, keyId))) throw notFound();
      const after = q.cursor === undefined ? undefined : keysetCursor.read(q.cursor);
      if (q.cursor !== undefined && !after) throw invalid('cursor', 'cursor is not valid');
      const rows = await apiKeysRepo.uses(db, keyId, q.size, after);
      const page = rows.slice(0, q.size);
      const last = page[page.length - 1];
      return {
        data: page.map(presentUse),
        nextCursor: rows.length > q.size ? keysetCursor.write({ at: last.at, id: last.id }) : null,
      };
    },

    /** A bearer `wbn_…`: the key's claims, or 401; each accepted use counts against the key's per-minute limit. */
    async authenticate(secret: string): Promise<ApiKeyClaims> {
      if (secret.length > 200) throw invalidKey();
      const k = await apiKeysRepo.inForce(db, hashOf(secret), new Date());
      if (!k?.userId) throw invalidKey();
      await d.perKey.consume(k.id);
      return { keyId: k.id, businessId: k.businessId, scopes: k.scopes, userId: k.userId };
    },

    /** Logs one use (the route's pattern, never its values; the answer's status; the address). */
    recordUse: (use: { keyId: string; method: string; route: string; status: number; ip: string | null }) =>
      apiKeysRepo.recordUse(db, use),
  };
}
export type ApiKeysService = ReturnType<typeof createApiKeysService>;
