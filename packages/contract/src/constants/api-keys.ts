/**
 * API keys per business (issue 25, decision 0035): what a key may do, and the sentences of the
 * Developers tab. A module of its own, so only that tab's chunk carries them (decision 0009).
 */
export const API_KEY_SCOPES = ['catalogue:read', 'catalogue:write', 'inquiries:read', 'inquiries:write', 'webhooks:manage'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'catalogue:read': 'Read the product catalogue',
  'catalogue:write': 'Create, change and delete products',
  'inquiries:read': "Read the business's inquiry threads",
  'inquiries:write': "Reply in the business's inquiry threads",
  'webhooks:manage': 'Manage webhooks',
};

/** Every secret begins with this, so a leaked one is easy to find and a bearer token tells what it is. */
export const API_KEY_PREFIX = 'wbn_';
/** The characters of the key's start shown in lists (the prefix included). */
export const API_KEY_SHOWN_LENGTH = 12;
export const API_KEY_NAME_MAX_LENGTH = 80;
/** Keys one business may hold at once (revoked ones do not count). */
export const API_KEYS_PER_BUSINESS = 20;
/** Requests one key may make in a minute (429 with RateLimit headers past it). */
export const API_KEY_REQUESTS_PER_MINUTE = 120;
/** How long each use of a key is kept in its log. */
export const API_KEY_USES_KEPT_DAYS = 90;
export const API_KEY_USES_PAGE_SIZE = 50;

export const API_KEY_MSG = {
  created: 'Key created. Copy the secret now: it is shown only this once.',
  revoked: 'Key revoked. Requests with it are refused from now on.',
  notFound: 'That key was not found, or is revoked already.',
  nameRequired: 'Give the key a name',
  scopesRequired: 'Choose at least one scope',
  expiryPast: 'The expiry must be in the future',
  tooMany: `A business can hold at most ${API_KEYS_PER_BUSINESS} keys; revoke one first.`,
  /** 401: an unknown, revoked or expired key. */
  invalid: 'This API key is not valid: it is unknown, revoked or expired.',
  /** 403: a route a key cannot call (account, password, payment, membership, staff...). */
  notForKeys: 'API keys cannot be used for this; sign in as a person.',
  missingScope: (scope: string) => `This API key lacks the scope ${scope}.`,
  otherBusiness: 'This API key acts only for its own business.',
} as const;
