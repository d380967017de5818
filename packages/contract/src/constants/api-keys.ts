/**
 * API keys per business (decision 0035): what a key may do, and the sentences of the
 * Developers tab. A module of its own, so only that tab's chunk carries them (decision 0009).
 */
export const API_KEY_SCOPES = [
  'catalogue:read',
  'catalogue:write',
  'inquiries:read',
  'inquiries:write',
  'webhooks:manage',
] as const;
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

/** The Developers tab of a business's manage area (/business/{id}/developers): the page around both sections. */
export const DEVELOPERS_TAB_TEXT = {
  title: 'Developers',
  titleOf: (companyName: string) => `API keys and webhooks of ${companyName}`,
  description:
    "Connect this business's own software: API keys for programs that call the API, webhooks that tell your server what happened.",
  managersOnly: 'Only the owner or an admin of this business can manage its API keys and webhooks.',
  intro:
    'An API key lets a program of yours, such as an ERP or a CRM, call the API for this business. A webhook tells your server as soon as something happens here, so it need not keep asking.',
  guideLink: 'The developer guide',
  guideRest: 'shows how to send a key with each request and how to check the signature of every webhook request.',
  /** The business's ID and a first call to copy (decision 0070). */
  idHeading: 'Business ID',
  idHint: 'Calls about this business name it by this ID.',
  copyId: 'Copy ID',
  idCopied: 'Business ID copied.',
  tryHeading: 'Try it',
  tryIntro:
    'Put the secret of a key with the catalogue:read scope in WBN_KEY, then run this command: it lists the products of this business.',
  copyCommand: 'Copy command',
  commandCopied: 'Command copied.',
  copyFailed: 'It could not be copied. Select the text and copy it yourself.',
} as const;

/** The one-time panel that shows a new secret (an API key's or a webhook's). */
export const SECRET_PANEL_TEXT = {
  copy: 'Copy secret',
  copied: 'Copied to the clipboard.',
  copyFailed: 'The secret could not be copied. Select it and copy it yourself.',
  dismiss: 'I have copied it, hide it',
} as const;

/** The API keys section of the Developers tab. */
export const API_KEY_TEXT = {
  heading: 'API keys',
  intro: `A key lets one program act for this business with only the scopes you give it. Give each program its own key, so that you can revoke one without stopping the others. A business can hold up to ${API_KEYS_PER_BUSINESS} keys.`,
  createHeading: 'Create a key',
  nameLabel: 'Name',
  nameHint: 'What the key is for, such as “ERP catalogue sync”. Only the people who manage this business see it.',
  scopesLegend: 'What the key may do',
  expiryLabel: 'Expires on (optional)',
  expiryHint: 'The key stops working at the end of this day (UTC). Leave it empty for a key that does not expire.',
  create: 'Create key',
  secretHeading: 'Your new API key',
  secretLabel: 'Secret',
  secretWarning:
    'Keep it where you keep passwords. Once you hide this panel, nobody can show it again, not even us; if you lose it, revoke the key and create another.',
  listHeading: 'Keys of this business',
  loading: 'Loading the API keys',
  empty: 'No API keys yet. Create one for each program that should reach the API for this business.',
  scopesOf: (name: string) => `Scopes of ${name}`,
  createdOn: (day: string, by: string | null) => (by ? `Created ${day} by ${by}` : `Created ${day}`),
  lastUsed: (when: string) => `Last used ${when}`,
  neverUsed: 'Never used',
  expiresOn: (day: string) => `Expires ${day}`,
  expiredOn: (day: string) => `Expired ${day}`,
  noExpiry: 'Does not expire',
  expired: 'Expired',
  activity: 'Activity',
  activityOf: (name: string) => `Activity of ${name}`,
  revoke: 'Revoke',
  revokeOf: (name: string) => `Revoke ${name}`,
  revokeTitle: (name: string) => `Revoke the key “${name}”?`,
  revokeBody:
    'Every request made with it is refused from now on. This cannot be undone: a program that still needs access will need a new key.',
  revokeConfirm: 'Revoke key',
  usesLoading: 'Loading the uses of this key',
  usesEmpty: `This key has not been used in the last ${API_KEY_USES_KEPT_DAYS} days.`,
  usesKept: `Each request made with this key, newest first. Uses are kept for ${API_KEY_USES_KEPT_DAYS} days.`,
  noAddress: 'address unknown',
} as const;
