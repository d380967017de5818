/** Webhooks as the Developers tab shows them: never the signing secret (only at creation). */
import type { Webhook, WebhookDelivery, WebhookEvent } from '@wbn/contract';
import type { DeliveryRow, WebhookRow } from './webhooks.repo.js';

export const presentWebhook = (w: WebhookRow): Webhook => ({
  webhookID: w.id,
  url: w.url,
  events: w.events as WebhookEvent[],
  createdAt: w.createdAt.toISOString(),
  failingSince: w.failingSince?.toISOString() ?? null,
  disabledAt: w.disabledAt?.toISOString() ?? null,
});

export const presentDelivery = (d: DeliveryRow): WebhookDelivery => ({
  deliveryID: d.id,
  messageID: d.messageId,
  event: d.event,
  status: d.status as WebhookDelivery['status'],
  createdAt: d.createdAt.toISOString(),
  payload: d.payload,
  attempts: d.attempts,
});
