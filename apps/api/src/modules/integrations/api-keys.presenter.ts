/** API keys as the Developers tab shows them: never the secret (only at creation) nor its hash. */
import type { ApiKey, ApiKeyScope, ApiKeyUse } from '@wbn/contract';
import type { apiKeys, apiKeyUses } from '../../db/schema/index.js';

export function presentApiKey(
  k: typeof apiKeys.$inferSelect,
  creator?: { first: string | null; last: string | null },
): ApiKey {
  return {
    keyID: k.id,
    name: k.name,
    scopes: k.scopes as ApiKeyScope[],
    prefix: k.prefix,
    createdBy: k.createdByUserId
      ? { userID: k.createdByUserId, name: `${creator?.first ?? ''} ${creator?.last ?? ''}`.trim() || 'A member' }
      : null,
    createdAt: k.createdAt.toISOString(),
    expiresAt: k.expiresAt?.toISOString() ?? null,
    lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
  };
}

export const presentUse = (u: typeof apiKeyUses.$inferSelect): ApiKeyUse => ({
  method: u.method,
  route: u.route,
  status: u.status,
  ip: u.ip,
  at: u.at.toISOString(),
});
