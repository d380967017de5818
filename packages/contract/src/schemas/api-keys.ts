/** API keys per business (decision 0035): create, list, revoke, and the log of their uses. */
import { z } from './zod.js';
import { pagingNumber } from './fields.js';
import { cursorPage, cursorParam, okEnvelope, ZMessageResponse } from './envelope.js';
import { noNul } from './fields.js';
import { API_KEY_MSG, API_KEY_NAME_MAX_LENGTH, API_KEY_SCOPES, API_KEY_USES_PAGE_SIZE } from '../constants/api-keys.js';

export const ZApiKeyScope = z.enum(API_KEY_SCOPES, {
  message: `Each scope must be one of ${API_KEY_SCOPES.join(', ')}`,
});

/** POST /api/business/profile/{id}/api-keys */
export const ZCreateApiKeyRequest = z
  .object({
    name: z
      .string({ message: API_KEY_MSG.nameRequired })
      .trim()
      .min(1, API_KEY_MSG.nameRequired)
      .max(API_KEY_NAME_MAX_LENGTH, `At most ${API_KEY_NAME_MAX_LENGTH} characters`)
      .refine(noNul, 'name cannot hold a NUL character'),
    scopes: z
      .array(ZApiKeyScope, { message: API_KEY_MSG.scopesRequired })
      .min(1, API_KEY_MSG.scopesRequired)
      .max(API_KEY_SCOPES.length),
    /** ISO date-time; absent: the key does not expire. */
    expiresAt: z.iso.datetime({ offset: true, message: 'expiresAt must be an ISO date and time' }).optional(),
  })
  .strict();
export type CreateApiKeyRequest = z.infer<typeof ZCreateApiKeyRequest>;

export const ZApiKey = z.object({
  keyID: z.string(),
  name: z.string(),
  scopes: z.array(ZApiKeyScope),
  /** The secret's first characters (`wbn_` and 8 more): enough to recognise it, never to use it. */
  prefix: z.string(),
  createdBy: z.object({ userID: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ZApiKey>;
/** The answer of a creation: the key and, this once, its secret. */
export const ZCreatedApiKey = ZApiKey.extend({ secret: z.string() });
export type CreatedApiKey = z.infer<typeof ZCreatedApiKey>;

export const ZApiKeyParams = z.object({ id: z.string().max(64), keyID: z.string().max(64) });
export const ZApiKeyUsesQuery = z.object({
  size: pagingNumber('size', 1, 200, API_KEY_USES_PAGE_SIZE),
  cursor: cursorParam(),
});
export const ZApiKeyUse = z.object({
  method: z.string(),
  route: z.string(),
  status: z.number().int(),
  ip: z.string().nullable(),
  at: z.string(),
});
export type ApiKeyUse = z.infer<typeof ZApiKeyUse>;
export const ZApiKeyUses = cursorPage(ZApiKeyUse);

export const API_KEY_RESPONSES = {
  created: okEnvelope(ZCreatedApiKey),
  list: okEnvelope(z.array(ZApiKey)),
  revoked: okEnvelope(ZMessageResponse),
  uses: okEnvelope(ZApiKeyUses),
} as const;
