/**
 * Webhooks per business (decision 0036). The owner and admins add endpoints with the
 * events they want; each event becomes one delivery per endpoint, sent by the job queue and signed
 * per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`), so receivers
 * verify it with a stock library. At least once; 10 s per attempt; redirects are not followed;
 * retries back off from seconds to hours for more than a day; an endpoint failing for 3 days is
 * disabled and the business's owner is e-mailed. Only public addresses are called, checked when
 * saved and again as each connection is made.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { Webhook as Signer } from 'standardwebhooks';
import {
  SITE_NAME,
  WEBHOOK_DISABLE_AFTER_DAYS,
  WEBHOOK_MSG,
  WEBHOOK_RETRYING_PER_BUSINESS,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_TIMEOUT_MS,
  WEBHOOKS_PER_BUSINESS,
  type CreateWebhookRequest,
  type CreatedWebhook,
  type Webhook,
} from '@wbn/contract';
import type { Db } from '../../db/client.js';
import type { BusinessAccess } from '../../core/collaborators.js';
import type { DomainEvents, EventBus, EventName } from '../../core/events.js';
import type { JobQueue } from '../../core/jobs.js';
import { sendMail } from '../../core/mail.js';
import { inTransaction } from '../../core/transaction.js';
import { AppError, invalid, isUuid } from '../../lib/errors.js';
import { keysetCursor } from '../../lib/keyset-cursor.js';
import { checkHost, guardedLookup, type AddressPolicy } from '../../lib/public-address.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { PubSub } from '../../ports/pubsub.js';
import type { Limiter } from '../../ports/rate-limiter.js';
import { createWebhookDirectory } from './webhooks.directory.js';
import { presentDelivery, presentWebhook } from './webhooks.presenter.js';
import { webhooksRepo, type Attempt } from './webhooks.repo.js';

export type WebhooksDeps = {
  db: Db;
  queue: JobQueue;
  box: SecretBox;
  businesses: Pick<BusinessAccess, 'requireManager'>;
  /** Loopback and private addresses allowed (development, tests); link-local never. */
  allowPrivate: boolean;
  /** Only https endpoints (a real deployment: PUBLIC_URL is https). */
  httpsOnly: boolean;
  retryBaseMs: number;
  /** Test events and redeliveries, per business (RATE_LIMIT_WEBHOOK_SENDS_PER_HOUR). */
  sends: Limiter;
  publicUrl: string;
  /** Tells every process of new and removed endpoints (webhooks.directory). */
  pubsub: PubSub;
  log?: { warn(obj: object, msg: string): void };
};

const DELIVER = 'webhooks.deliver';
const DAY_MS = 24 * 3600_000;
/** 22 attempts, from seconds apart to 4 hours apart: retries span more than 24 hours even with the least jitter. */
const MAX_ATTEMPTS = 22;
const MAX_BACKOFF_MS = 4 * 3600_000;

const notFound = () => new AppError('NotFound', WEBHOOK_MSG.notFound, { webhookID: WEBHOOK_MSG.notFound });
const newMessageId = () => `msg_${randomBytes(16).toString('base64url')}`;

/** One POST, no redirects followed, to an address the policy allows: its status, or the error. */
function post(
  url: URL,
  body: string,
  headers: Record<string, string>,
  policy: AddressPolicy,
): Promise<{ status: number | null; error: string | null }> {
  return new Promise((resolve) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': `${SITE_NAME} webhooks`, ...headers },
        lookup: guardedLookup(policy) as never,
        timeout: WEBHOOK_TIMEOUT_MS,
      },
      (res) => {
        res.resume(); // the answer's body is not read: its status decides
        resolve({ status: res.statusCode ?? null, error: null });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)));
    req.on('error', (e: NodeJS.ErrnoException) =>
      resolve({ status: null, error: e.code === 'EADDRNOTPUBLIC' ? WEBHOOK_MSG.urlPrivate : e.message.slice(0, 300) }),
    );
    req.end(body);
  });
}

export function createWebhooksService(d: WebhooksDeps) {
  const { db } = d;
  const policy: AddressPolicy = { allowPrivate: d.allowPrivate };
  const directory = createWebhookDirectory({ db, pubsub: d.pubsub, log: d.log });

  /** The endpoint's address, or 400 naming `url`: a full http(s) address that resolves to public addresses only. */
  async function checkUrl(raw: string) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw invalid('url', WEBHOOK_MSG.urlInvalid);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid('url', WEBHOOK_MSG.urlInvalid);
    if (d.httpsOnly && url.protocol !== 'https:') throw invalid('url', WEBHOOK_MSG.httpsOnly);
    const verdict = await checkHost(url.hostname, policy);
    if (verdict === 'refused') throw invalid('url', WEBHOOK_MSG.urlPrivate);
    if (verdict === 'unresolvable') throw invalid('url', WEBHOOK_MSG.urlUnresolvable);
    return url;
  }

  /** Counts one test event or redelivery of the business; 429 with Retry-After past its hourly budget. */
  async function countSend(businessId: string) {
    try {
      await d.sends.consume(businessId);
    } catch (e) {
      if (e instanceof AppError && e.code === 'TooManyRequests') {
        const err = new AppError('TooManyRequests', WEBHOOK_MSG.tooManySends) as AppError & { retryAfter?: number };
        err.retryAfter = (e as AppError & { retryAfter?: number }).retryAfter;
        throw err;
      }
      throw e;
    }
  }

  /** Queues one event to one endpoint (in the caller's transaction). */
  async function queueDelivery(
    tx: Db,
    webhookId: string,
    event: string,
    data: Record<string, unknown>,
    messageId = newMessageId(),
  ) {
    const payload = { type: event, timestamp: new Date().toISOString(), data };
    const row = await webhooksRepo.addDelivery(tx, { webhookId, messageId, event, payload });
    await d.queue.enqueue(tx, DELIVER, { deliveryId: row.id });
    return row.id;
  }

  /** One event to every endpoint of these businesses that listens to it. */
  async function fanOut(businessIds: (string | null | undefined)[], event: string, data: Record<string, unknown>) {
    const ids = [...new Set(businessIds.filter((b): b is string => !!b))];
    if (!ids.length) return;
    const hooks = await webhooksRepo.listening(db, ids, event);
    if (!hooks.length) return;
    await inTransaction(db, async (tx) => {
      for (const h of hooks) await queueDelivery(tx, h.id, event, { ...data, businessID: h.businessId });
    });
  }

  /** An endpoint failing for 3 days is disabled, and its business's owner told once. */
  async function noteFailure(webhookId: string, businessId: string, url: string) {
    const since = await webhooksRepo.failing(db, webhookId);
    if (!since || Date.now() - since.getTime() < WEBHOOK_DISABLE_AFTER_DAYS * DAY_MS) return;
    if (!(await webhooksRepo.disable(db, webhookId))) return;
    await directory.changed(businessId);
    const owner = await webhooksRepo.ownerEmail(db, businessId);
    if (owner) {
      await sendMail(d.queue, db, {
        kind: 'notification',
        to: owner.email,
        subject: `A webhook of ${owner.name} was disabled`,
        text: `Every delivery to ${url} has failed for ${WEBHOOK_DISABLE_AFTER_DAYS} days, so ${SITE_NAME} stopped sending to it. Check the endpoint and its delivery log, then add it again in your business's Developers tab:\n${d.publicUrl}/my-business`,
        action: 'Open My Business',
      });
    }
  }

  d.queue.define<{ deliveryId: string }>(
    DELIVER,
    async ({ deliveryId }, ctx) => {
      const delivery = await webhooksRepo.delivery(db, deliveryId);
      if (!delivery) return; // its endpoint was deleted
      const hook = await webhooksRepo.byId(db, delivery.webhookId);
      if (!hook || hook.disabledAt) {
        await webhooksRepo.setStatus(db, deliveryId, 'failed');
        return;
      }
      const secret = d.box.open(hook.secretSealed);
      if (!secret) throw new Error('The signing secret could not be opened (the server secret changed?)');
      const body = JSON.stringify(delivery.payload);
      const at = new Date();
      const signature = new Signer(secret).sign(delivery.messageId, at, body);
      const started = performance.now();
      const url = new URL(hook.url);
      const verdict = await checkHost(url.hostname, policy);
      const result =
        verdict === 'ok'
          ? await post(
              url,
              body,
              {
                'webhook-id': delivery.messageId,
                'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
                'webhook-signature': signature,
              },
              policy,
            )
          : { status: null, error: verdict === 'refused' ? WEBHOOK_MSG.urlPrivate : WEBHOOK_MSG.urlUnresolvable };
      const attempt: Attempt = {
        at: at.toISOString(),
        statusCode: result.status,
        durationMs: Math.round(performance.now() - started),
        error: result.error,
      };
      const ok = result.status !== null && result.status >= 200 && result.status < 300;
      if (ok) {
        await webhooksRepo.recordAttempt(db, deliveryId, attempt, 'succeeded');
        await webhooksRepo.succeeded(db, hook.id);
        return;
      }
      const error = attempt.error ?? `The endpoint answered ${result.status}`;
      // A retry only while fewer than the cap of the business's deliveries wait for one.
      const retry =
        ctx.attempt < ctx.job.maxAttempts &&
        (await webhooksRepo.retryingOfBusiness(db, hook.businessId, deliveryId, WEBHOOK_RETRYING_PER_BUSINESS)) <
          WEBHOOK_RETRYING_PER_BUSINESS;
      const notRetried = ctx.attempt < ctx.job.maxAttempts && !retry;
      await webhooksRepo.recordAttempt(
        db,
        deliveryId,
        { ...attempt, error: notRetried ? `${error}. ${WEBHOOK_MSG.notRetried}` : error },
        retry ? 'retrying' : 'failed',
      );
      await noteFailure(hook.id, hook.businessId, hook.url);
      if (retry) throw new Error(error);
    },
    { maxAttempts: MAX_ATTEMPTS, timeoutMs: 30_000, backoff: { baseMs: d.retryBaseMs, maxMs: MAX_BACKOFF_MS } },
  );

  /**
   * What a business's endpoints hear: the domain events of its inquiries, products and membership.
   * A listener writes a job only when one of the businesses has an endpoint hearing that event.
   */
  function listen(events: Pick<EventBus, 'on'>) {
    const on = <E extends EventName>(
      event: E,
      heard: string,
      businessIds: (e: DomainEvents[E]) => (string | null)[],
      data: (e: DomainEvents[E]) => Record<string, unknown>,
    ) =>
      events.on(event, 'webhooks', (e) => fanOut(businessIds(e), heard, data(e)), {
        when: (e) => directory.hears(businessIds(e), heard),
      });
    const thread = (e: { toBusinessId: string; fromBusinessId: string | null }) => [e.toBusinessId, e.fromBusinessId];
    on('inquiry.created', 'inquiry.created', thread, (e) => ({
      requestID: e.requestId,
      toBusinessID: e.toBusinessId,
      fromBusinessID: e.fromBusinessId,
      subject: e.subject,
      senderName: e.senderName,
      message: e.message,
    }));
    on('inquiry.message.created', 'inquiry.message.created', thread, (e) => ({
      requestID: e.requestId,
      messageID: e.messageId,
      toBusinessID: e.toBusinessId,
      fromBusinessID: e.fromBusinessId,
      from: e.side === 'S' ? 'buyer' : 'seller',
      content: e.content,
      createdAt: e.createdAt,
    }));
    on('inquiry.ended', 'inquiry.ended', thread, (e) => ({
      requestID: e.requestId,
      toBusinessID: e.toBusinessId,
      fromBusinessID: e.fromBusinessId,
      endedAt: e.endedAt,
    }));
    for (const event of ['product.created', 'product.updated', 'product.deleted'] as const) {
      on(
        event,
        event,
        (e) => [e.businessId],
        (e) => ({ productID: e.productId, name: e.name, at: e.at }),
      );
    }
    on(
      'membership.paid',
      'membership.changed',
      (e) => [e.businessId],
      (e) => ({
        change: 'paid',
        tier: e.tier,
        previousTier: null,
        receiptNumber: e.receiptNumber,
        amountCents: e.amountCents,
      }),
    );
    on(
      'membership.expired',
      'membership.changed',
      (e) => [e.businessId],
      (e) => ({ change: 'expired', tier: 'standard', previousTier: e.tier, receiptNumber: null, amountCents: null }),
    );
  }

  return {
    /** Reads which businesses have endpoints and listens for changes from the other processes. */
    listen,
    start: () => directory.start(),

    async create(userId: string, businessId: string, input: CreateWebhookRequest): Promise<CreatedWebhook> {
      await d.businesses.requireManager(businessId, userId);
      const url = await checkUrl(input.url);
      if ((await webhooksRepo.count(db, businessId)) >= WEBHOOKS_PER_BUSINESS)
        throw new AppError('Conflict', WEBHOOK_MSG.tooMany);
      const secret = `whsec_${randomBytes(24).toString('base64')}`;
      const row = await webhooksRepo.insert(db, {
        businessId,
        url: url.toString(),
        events: [...new Set(input.events)],
        secretSealed: d.box.seal(secret),
        createdByUserId: userId,
      });
      await directory.added(businessId, row.events);
      return { ...presentWebhook(row), secret };
    },

    async list(userId: string, businessId: string): Promise<Webhook[]> {
      await d.businesses.requireManager(businessId, userId);
      return (await webhooksRepo.list(db, businessId)).map(presentWebhook);
    },

    async remove(userId: string, businessId: string, webhookId: string) {
      await d.businesses.requireManager(businessId, userId);
      if (!isUuid(webhookId) || !(await webhooksRepo.remove(db, businessId, webhookId))) throw notFound();
      await directory.changed(businessId);
      return { message: WEBHOOK_MSG.deleted };
    },

    async deliveries(userId: string, businessId: string, webhookId: string, q: { size: number; cursor?: string }) {
      await d.businesses.requireManager(businessId, userId);
      if (!isUuid(webhookId) || !(await webhooksRepo.find(db, businessId, webhookId))) throw notFound();
      const after = q.cursor === undefined ? undefined : keysetCursor.read(q.cursor);
      if (q.cursor !== undefined && !after) throw invalid('cursor', 'cursor is not valid');
      const rows = await webhooksRepo.deliveries(db, webhookId, q.size, after);
      const page = rows.slice(0, q.size);
      const last = page[page.length - 1];
      return {
        data: page.map(presentDelivery),
        nextCursor: rows.length > q.size ? keysetCursor.write({ at: last.createdAt, id: last.id }) : null,
      };
    },

    /** Sends a `webhook.test` event to this endpoint only (even a disabled one is not re-enabled by it). */
    async test(userId: string, businessId: string, webhookId: string) {
      await d.businesses.requireManager(businessId, userId);
      const hook = isUuid(webhookId) ? await webhooksRepo.find(db, businessId, webhookId) : undefined;
      if (!hook) throw notFound();
      await countSend(businessId);
      const deliveryID = await inTransaction(db, (tx) =>
        queueDelivery(tx, hook.id, WEBHOOK_TEST_EVENT, { webhookID: hook.id, businessID: businessId }),
      );
      return { message: WEBHOOK_MSG.testQueued, deliveryID };
    },

    /** Sends one delivery's event again, with the same `webhook-id` (a receiver that processed it already can tell). */
    async redeliver(userId: string, businessId: string, webhookId: string, deliveryId: string) {
      await d.businesses.requireManager(businessId, userId);
      const hook = isUuid(webhookId) ? await webhooksRepo.find(db, businessId, webhookId) : undefined;
      if (!hook) throw notFound();
      const original = isUuid(deliveryId) ? await webhooksRepo.deliveryOf(db, hook.id, deliveryId) : undefined;
      if (!original)
        throw new AppError('NotFound', WEBHOOK_MSG.deliveryNotFound, { deliveryID: WEBHOOK_MSG.deliveryNotFound });
      await countSend(businessId);
      const deliveryID = await inTransaction(db, async (tx) => {
        const row = await webhooksRepo.addDelivery(tx, {
          webhookId: hook.id,
          messageId: original.messageId,
          event: original.event,
          payload: original.payload,
        });
        await d.queue.enqueue(tx, DELIVER, { deliveryId: row.id });
        return row.id;
      });
      return { message: WEBHOOK_MSG.redelivered, deliveryID };
    },
  };
}
export type WebhooksService = ReturnType<typeof createWebhooksService>;
