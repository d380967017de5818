/**
 * Webhooks per business (issue 25, decision 0036): the events a business can receive, and the
 * sentences of the Developers tab. A module of its own (decision 0009).
 */
export const WEBHOOK_EVENTS = [
  'inquiry.created',
  'inquiry.message.created',
  'inquiry.ended',
  'product.created',
  'product.updated',
  'product.deleted',
  'membership.changed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'inquiry.created': 'A new inquiry to the business',
  'inquiry.message.created': "A new message in one of the business's threads",
  'inquiry.ended': 'A thread was ended',
  'product.created': 'A product was added',
  'product.updated': 'A product was changed',
  'product.deleted': 'A product was deleted',
  'membership.changed': "The business's membership changed",
};

/** The event of `POST …/webhooks/{id}/test`: delivered only to that endpoint. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export const WEBHOOKS_PER_BUSINESS = 10;
export const WEBHOOK_URL_MAX_LENGTH = 2000;
/** One attempt's time limit. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** An endpoint that fails this long, without a success in between, is disabled and its business told. */
export const WEBHOOK_DISABLE_AFTER_DAYS = 3;
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 25;
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'retrying', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_MSG = {
  created: 'Webhook added. Copy the signing secret now: it is shown only this once.',
  deleted: 'Webhook deleted. Nothing more is sent to it.',
  notFound: 'That webhook was not found.',
  deliveryNotFound: 'That delivery was not found.',
  urlInvalid: 'Enter the full address of your endpoint, starting with https://',
  httpsOnly: 'Use an https:// address',
  urlPrivate: 'This address points inside a private network; webhooks go only to public addresses',
  urlUnresolvable: 'This address could not be found (DNS)',
  eventsRequired: 'Choose at least one event',
  tooMany: `A business can have at most ${WEBHOOKS_PER_BUSINESS} webhooks; delete one first.`,
  testQueued: 'A test event is on its way. Its delivery shows below in a few seconds.',
  redelivered: 'The delivery is queued again.',
  disabled: (days: number) => `Disabled after failing for ${days} days. Add it again once your endpoint answers.`,
} as const;

const B = '6c212ba0-a0b5-4081-a798-4376a00f86b7';
const T = '2026-11-26T14:05:09.231Z';
/** One example body per event (the document shows them). */
export const WEBHOOK_EXAMPLES: Record<WebhookEvent, { type: WebhookEvent; timestamp: string; data: Record<string, unknown> }> = {
  'inquiry.created': {
    type: 'inquiry.created',
    timestamp: T,
    data: { requestID: '0b7c5a52-7d7e-4c8e-9a4a-5c0d1f2e3a4b', businessID: B, toBusinessID: B, fromBusinessID: null, subject: 'Price for 500 ball valves', senderName: 'Ana Gómez', message: 'Could you quote 500 DN50 ball valves, FOB Miami?' },
  },
  'inquiry.message.created': {
    type: 'inquiry.message.created',
    timestamp: T,
    data: { requestID: '0b7c5a52-7d7e-4c8e-9a4a-5c0d1f2e3a4b', businessID: B, toBusinessID: B, fromBusinessID: null, messageID: 'a1d3f6e2-1b0c-4f7a-8e2d-3c4b5a697801', from: 'buyer', content: 'Can you ship in January?', createdAt: T },
  },
  'inquiry.ended': { type: 'inquiry.ended', timestamp: T, data: { requestID: '0b7c5a52-7d7e-4c8e-9a4a-5c0d1f2e3a4b', businessID: B, toBusinessID: B, fromBusinessID: null, endedAt: T } },
  'product.created': { type: 'product.created', timestamp: T, data: { productID: 'f0e1d2c3-b4a5-4968-8776-5a4b3c2d1e0f', businessID: B, name: 'Ball valve DN50', at: T } },
  'product.updated': { type: 'product.updated', timestamp: T, data: { productID: 'f0e1d2c3-b4a5-4968-8776-5a4b3c2d1e0f', businessID: B, name: 'Ball valve DN50, stainless', at: T } },
  'product.deleted': { type: 'product.deleted', timestamp: T, data: { productID: 'f0e1d2c3-b4a5-4968-8776-5a4b3c2d1e0f', businessID: B, name: 'Ball valve DN50', at: T } },
  'membership.changed': { type: 'membership.changed', timestamp: T, data: { businessID: B, tier: 'gold', receiptNumber: 'WBN-2026-000123', amountCents: 49900 } },
};
