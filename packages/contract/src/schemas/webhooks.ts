/** Webhooks per business (decision 0036): endpoints, their deliveries, a test, a redelivery. */
import { z } from './zod.js';
import { pagingNumber } from './fields.js';
import { cursorPage, cursorParam, okEnvelope, ZMessageResponse } from './envelope.js';
import {
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENTS,
  WEBHOOK_MSG,
  WEBHOOK_URL_MAX_LENGTH,
} from '../constants/webhooks.js';

export const ZWebhookEvent = z.enum(WEBHOOK_EVENTS, {
  message: `Each event must be one of ${WEBHOOK_EVENTS.join(', ')}`,
});

/** POST /api/business/profile/{id}/webhooks */
export const ZCreateWebhookRequest = z
  .object({
    url: z
      .string({ message: WEBHOOK_MSG.urlInvalid })
      .trim()
      .min(1, WEBHOOK_MSG.urlInvalid)
      .max(WEBHOOK_URL_MAX_LENGTH, `At most ${WEBHOOK_URL_MAX_LENGTH} characters`),
    events: z
      .array(ZWebhookEvent, { message: WEBHOOK_MSG.eventsRequired })
      .min(1, WEBHOOK_MSG.eventsRequired)
      .max(WEBHOOK_EVENTS.length),
  })
  .strict();
export type CreateWebhookRequest = z.infer<typeof ZCreateWebhookRequest>;

export const ZWebhook = z.object({
  webhookID: z.string(),
  url: z.string(),
  events: z.array(ZWebhookEvent),
  createdAt: z.string(),
  /** Since when every delivery has failed (null: the last one succeeded, or none was made). */
  failingSince: z.string().nullable(),
  /** Set when it failed for 3 days: nothing more is sent. */
  disabledAt: z.string().nullable(),
});
export type Webhook = z.infer<typeof ZWebhook>;
/** The answer of a creation: the endpoint and, this once, its signing secret (`whsec_…`, Standard Webhooks). */
export const ZCreatedWebhook = ZWebhook.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof ZCreatedWebhook>;

export const ZWebhookParams = z.object({ id: z.string().max(64), webhookID: z.string().max(64) });
export const ZWebhookDeliveryParams = ZWebhookParams.extend({ deliveryID: z.string().max(64) });
export const ZWebhookDeliveriesQuery = z.object({
  size: pagingNumber('size', 1, 100, WEBHOOK_DELIVERIES_PAGE_SIZE),
  cursor: cursorParam(),
});

export const ZWebhookAttempt = z.object({
  at: z.string(),
  /** The endpoint's HTTP status (null: no answer: a timeout, a refused connection, a private address). */
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
});
export const ZWebhookDelivery = z.object({
  deliveryID: z.string(),
  /** The `webhook-id` header: the same on every attempt of this delivery (receivers drop repeats by it). */
  messageID: z.string(),
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  createdAt: z.string(),
  payload: z.record(z.string(), z.unknown()),
  attempts: z.array(ZWebhookAttempt),
});
export type WebhookDelivery = z.infer<typeof ZWebhookDelivery>;
export const ZWebhookDeliveries = cursorPage(ZWebhookDelivery);

export const WEBHOOK_RESPONSES = {
  created: okEnvelope(ZCreatedWebhook),
  list: okEnvelope(z.array(ZWebhook)),
  done: okEnvelope(ZMessageResponse),
  deliveries: okEnvelope(ZWebhookDeliveries),
  queued: okEnvelope(z.object({ message: z.string(), deliveryID: z.string() })),
} as const;

// ---------------------------------------------------------------- what endpoints receive

const envelope = <E extends string, D extends z.ZodType>(type: E, data: D) =>
  z.object({
    type: z.literal(type),
    timestamp: z.string().meta({ description: 'When the event happened (ISO 8601)' }),
    data,
  });
const inquiryBase = {
  requestID: z.string(),
  businessID: z.string().meta({ description: 'The business this endpoint belongs to' }),
  toBusinessID: z.string(),
  fromBusinessID: z.string().nullable(),
};
const productData = z.object({ productID: z.string(), businessID: z.string(), name: z.string(), at: z.string() });

/** Every event a webhook endpoint can receive: its body (signed; see the `webhook-*` headers). */
export const WEBHOOK_PAYLOADS = {
  'inquiry.created': envelope(
    'inquiry.created',
    z.object({ ...inquiryBase, subject: z.string(), senderName: z.string(), message: z.string() }),
  ),
  'inquiry.message.created': envelope(
    'inquiry.message.created',
    z.object({
      ...inquiryBase,
      messageID: z.string(),
      from: z.enum(['buyer', 'seller']),
      content: z.string(),
      createdAt: z.string(),
    }),
  ),
  'inquiry.ended': envelope('inquiry.ended', z.object({ ...inquiryBase, endedAt: z.string() })),
  'product.created': envelope('product.created', productData),
  'product.updated': envelope('product.updated', productData),
  'product.deleted': envelope('product.deleted', productData),
  'membership.changed': envelope(
    'membership.changed',
    z.object({
      businessID: z.string(),
      /** paid: a membership was bought or renewed (its receipt); expired: it ran out, the business is on the standard tier. */
      change: z.enum(['paid', 'expired']),
      tier: z.string(),
      previousTier: z.string().nullable(),
      receiptNumber: z.string().nullable(),
      amountCents: z.number().int().nullable(),
    }),
  ),
} as const;
