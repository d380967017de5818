/**
 * Webhooks per business (decision 0036): the events a business can receive, and the
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
/**
 * Deliveries of one business that may wait for a retry at once (over all its endpoints). A delivery
 * that fails while this many of its business's wait is not retried: its attempt is logged and it is
 * failed, so a business's failing endpoints cannot fill the job queue with retries.
 */
export const WEBHOOK_RETRYING_PER_BUSINESS = 500;
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
  tooManySends: 'Too many test events and redeliveries for this business in the last hour: try again later.',
  notRetried: `Not retried: ${WEBHOOK_RETRYING_PER_BUSINESS} deliveries of this business are already waiting for a retry.`,
  disabled: (days: number) => `Disabled after failing for ${days} days. Add it again once your endpoint answers.`,
} as const;

const B = '6c212ba0-a0b5-4081-a798-4376a00f86b7';
const T = '2026-11-26T14:05:09.231Z';
/** One example body per event (the document shows them). */
export const WEBHOOK_EXAMPLES: Record<
  WebhookEvent,
  { type: WebhookEvent; timestamp: string; data: Record<string, unknown> }
> = {
  'inquiry.created': {
    type: 'inquiry.created',
    timestamp: T,
    data: {
      requestID: '0b7c5a52-7d7e-4c8e-9a4a-5c0d1f2e3a4b',
      businessID: B,
      toBusinessID: B,
      fromBusinessID: null,
      subject: 'Price for 500 ball valves',
      senderName: 'Ana Gómez',
      message: 'Could you quote 500 DN50 ball valves, FOB Miami?',
    },
  },
  'inquiry.message.created': {
    type: 'inquiry.message.created',
    timestamp: T,
    data: {
      requestID: '0b7c5a52-7d7e-4c8e-9a4a-5c0d1f2e3a4b',
      businessID: B,
      toBusinessID: B,
      fromBusinessID: null,
      messageID: 'a1d3f6e2-1b0c-4f7a-8e2d-3c4b5a697801',
      from: 'buyer',
      content: 'Can you ship in January?',
      createdAt: T,
    },
  },
  'inquiry.ended': {
    type: 'inquiry.ended',
    timestamp: T,
    data: {
      requestID: '0b7c5a52-7d7e-4c8e-9a4a-5c0d1f2e3a4b',
      businessID: B,
      toBusinessID: B,
      fromBusinessID: null,
      endedAt: T,
    },
  },
  'product.created': {
    type: 'product.created',
    timestamp: T,
    data: { productID: 'f0e1d2c3-b4a5-4968-8776-5a4b3c2d1e0f', businessID: B, name: 'Ball valve DN50', at: T },
  },
  'product.updated': {
    type: 'product.updated',
    timestamp: T,
    data: {
      productID: 'f0e1d2c3-b4a5-4968-8776-5a4b3c2d1e0f',
      businessID: B,
      name: 'Ball valve DN50, stainless',
      at: T,
    },
  },
  'product.deleted': {
    type: 'product.deleted',
    timestamp: T,
    data: { productID: 'f0e1d2c3-b4a5-4968-8776-5a4b3c2d1e0f', businessID: B, name: 'Ball valve DN50', at: T },
  },
  'membership.changed': {
    type: 'membership.changed',
    timestamp: T,
    data: {
      businessID: B,
      change: 'paid',
      tier: 'gold',
      previousTier: null,
      receiptNumber: 'WBN-2026-000123',
      amountCents: 185000,
    },
  },
};

/** How a delivery went, as the Developers tab's deliveries list says it. */
export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'Pending',
  succeeded: 'Delivered',
  retrying: 'Failed, will retry',
  failed: 'Failed',
};

/** The webhooks section of the Developers tab (/business/{id}/developers). */
export const WEBHOOK_TEXT = {
  heading: 'Webhooks',
  intro: `We send a signed POST request to your endpoint each time one of the events you chose happens. A business can have up to ${WEBHOOKS_PER_BUSINESS} webhooks.`,
  addHeading: 'Add a webhook',
  urlLabel: 'Endpoint URL',
  urlHint: 'The public address that receives the events, such as https://example.com/webhooks/wbn.',
  eventsLegend: 'Events to send',
  add: 'Add webhook',
  secretHeading: 'The signing secret of your new webhook',
  secretLabel: 'Signing secret',
  secretWarning:
    'Your endpoint needs it to check that each request really comes from us. Once you hide this panel, nobody can show it again; to get a new one, delete the webhook and add it again.',
  listHeading: 'Webhooks of this business',
  loading: 'Loading the webhooks',
  empty: 'No webhooks yet. Add the address of your endpoint and choose the events it should receive.',
  eventsOf: (url: string) => `Events sent to ${url}`,
  addedOn: (day: string) => `Added ${day}`,
  failingSince: (day: string) => `Failing since ${day}`,
  disabledBadge: 'Disabled',
  sendTest: 'Send test',
  sendTestTo: (url: string) => `Send test to ${url}`,
  deliveries: 'Deliveries',
  deliveriesOf: (url: string) => `Deliveries to ${url}`,
  delete: 'Delete',
  deleteOf: (url: string) => `Delete the webhook ${url}`,
  deleteTitle: 'Delete this webhook?',
  deleteBody: (url: string) =>
    `Nothing more is sent to ${url}, and its deliveries are deleted with it. This cannot be undone.`,
  deleteConfirm: 'Delete webhook',
  deliveriesLoading: 'Loading the deliveries',
  deliveriesEmpty: 'Nothing has been sent to this endpoint yet. Send a test to see a delivery here.',
  deliveriesLive: 'Newest first. A delivery on its way updates here by itself.',
  attempts: (n: number) => (n === 1 ? '1 attempt' : `${n} attempts`),
  attemptsOf: (event: string) => `Attempts of ${event}`,
  noAttempt: 'Not attempted yet.',
  noAnswer: 'No answer',
  statusCode: (code: number) => `HTTP ${code}`,
  duration: (ms: number) => `${ms.toLocaleString('en-US')} ms`,
  payload: 'Payload',
  redeliver: 'Redeliver',
  redeliverOf: (event: string, at: string) => `Redeliver ${event} of ${at}`,
} as const;
