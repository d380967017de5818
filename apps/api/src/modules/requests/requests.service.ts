/**
 * Inquiries and the message center (the spec's screens, "Request thread" states, form rules and calls;
 * decision 0017): send an inquiry, list an inbox, read, write, end, mark read, and the unread summary.
 */
import {
  MSG,
  REQUEST_MSG,
  REQUEST_SNIPPET_LENGTH,
  type EndRequestResponse,
  type ReadRequestResponse,
  type RequestList,
  type RequestMessages,
  type RequestSummary,
  type SendInquiryRequest,
  type SendInquiryResponse,
  type SendMessageResponse,
} from '@wbn/contract';
import type { Db } from '../../db/client.js';
import type { DomainEvents, EventBus } from '../../core/events.js';
import { inTransaction } from '../../core/transaction.js';
import { blockedError, type BlockPolicy } from '../../core/block-policy.js';
import { AppError } from '../../lib/errors.js';
import type { Limiter } from '../../ports/rate-limiter.js';
import { createRequestsAccess } from './requests.access.js';
import type { RequestsDelivery } from './requests.delivery.js';
import { presentInbox, presentMessage, presentThread } from './requests.presenter.js';
import { smallPhoto } from '../../core/photos.js';
import { requestsRepo, type AddedMessage, type RequestRow, type Side } from './requests.repo.js';

export type RequestsDeps = {
  db: Db;
  events: Pick<EventBus, 'publish' | 'wouldHear'>;
  delivery: RequestsDelivery;
  blocks: BlockPolicy;
  limits: { inquiry: Limiter; message: Limiter; messageBurst: Limiter };
};

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f-]{36})$/i;
const cursorOf = (m: { createdAt: Date; id: string }) => `${m.createdAt.toISOString()}_${m.id}`;

/** Turns the limiter's 429 into our sentence (with its Retry-After). */
async function consume(limiter: Limiter, key: string, message: string) {
  try {
    await limiter.consume(key);
  } catch (e) {
    if (e instanceof AppError && e.code === 'TooManyRequests') {
      const err = new AppError('TooManyRequests', message) as AppError & { retryAfter?: number };
      err.retryAfter = (e as AppError & { retryAfter?: number }).retryAfter;
      throw err;
    }
    throw e;
  }
}

const ended = () => new AppError('Conflict', MSG.chatEnded, { rid: MSG.chatEnded });

export function createRequestsService(d: RequestsDeps) {
  const { db } = d;
  const access = createRequestsAccess(db);

  async function thread(r: RequestRow, side: Side) {
    const v = await requestsRepo.view(db, r.id, REQUEST_SNIPPET_LENGTH);
    if (!v) throw new AppError('NotFound', REQUEST_MSG.notFound, { rid: REQUEST_MSG.notFound });
    return presentThread(v, side);
  }

  return {
    access,

    async send(userId: string, input: SendInquiryRequest): Promise<SendInquiryResponse> {
      const to = await requestsRepo.business(db, input.to);
      if (!to) throw new AppError('NotFound', REQUEST_MSG.businessNotFound, { to: REQUEST_MSG.businessNotFound });
      const mine = await access.memberships(userId);
      // As a business: one the user owns or administers (the spec's actor rule, as for posts); a plain member writes as themself.
      const from =
        input.from === undefined || input.from === userId
          ? null
          : mine.find((m) => m.businessId === input.from && (m.role === 'owner' || m.role === 'admin'));
      if (from === undefined)
        throw new AppError('Forbidden', REQUEST_MSG.notYourBusiness, { from: REQUEST_MSG.notYourBusiness });
      const ownTarget = from ? from.businessId === to.id : mine.some((m) => m.businessId === to.id);
      if (ownTarget) throw new AppError('ValidationError', REQUEST_MSG.ownBusiness, { to: REQUEST_MSG.ownBusiness });
      // The business's owner or an admin blocked this member: a neutral 403 (decisions 0034, 0056).
      await d.blocks.refuse(userId, { businessId: to.id }, 'to');
      if (input.productID) {
        const p = await requestsRepo.product(db, input.productID);
        if (!p) throw new AppError('NotFound', REQUEST_MSG.productNotFound, { productID: REQUEST_MSG.productNotFound });
        if (p.businessId !== to.id)
          throw new AppError('ValidationError', REQUEST_MSG.productOfAnotherBusiness, {
            productID: REQUEST_MSG.productOfAnotherBusiness,
          });
      }
      await consume(d.limits.inquiry, userId, REQUEST_MSG.tooManyInquiries);

      const subject = input.subject.replace(/\s+/g, ' ');
      const profile = from ? undefined : await requestsRepo.profile(db, userId);
      const senderName = from
        ? from.name
        : `${profile?.firstName ?? ''} ${profile?.lastName ?? ''}`.trim() || 'A member';
      // The thread, its first message and the event that tells the team (e-mail, notification) commit together.
      const { request, message } = await inTransaction(db, async (tx) => {
        const created = await requestsRepo.create(
          tx,
          {
            fromUserId: userId,
            fromBusinessId: from?.businessId ?? null,
            toBusinessId: to.id,
            productId: input.productID ?? null,
            subject,
          },
          input.message,
        );
        await d.events.publish(tx, 'inquiry.created', {
          requestId: created.request.id,
          toBusinessId: to.id,
          toCompanyName: to.name,
          fromUserId: userId,
          fromBusinessId: from?.businessId ?? null,
          senderName,
          subject,
          message: input.message.slice(0, 1001),
          at: created.request.createdAt.toISOString(),
        });
        return created;
      });
      await d.delivery.message(request, presentMessage(message), true);
      return { message: MSG.inquirySent, request: await thread(request, 'S') };
    },

    async list(userId: string, q: { ubid?: string; skip: number; size: number }): Promise<RequestList> {
      const inbox = await access.inbox(userId, q.ubid);
      const { rows, total, unread } = await requestsRepo.list(db, inbox, q.skip, q.size, REQUEST_SNIPPET_LENGTH);
      return {
        results: rows.map((v) =>
          presentThread(v, inbox.kind === 'user' || v.r.fromBusinessId === inbox.businessId ? 'S' : 'R'),
        ),
        total,
        unread,
      };
    },

    async messages(
      userId: string,
      rid: string,
      q: { bid?: string; before?: string; size: number },
    ): Promise<RequestMessages> {
      const { r, side } = await access.thread(rid, userId, q.bid);
      let before: { at: Date; id: string } | undefined;
      if (q.before !== undefined) {
        const m = CURSOR.exec(q.before);
        if (!m || Number.isNaN(Date.parse(m[1])))
          throw new AppError('ValidationError', REQUEST_MSG.badCursor, { before: REQUEST_MSG.badCursor });
        before = { at: new Date(m[1]), id: m[2] };
      }
      const rows = await requestsRepo.messages(db, r.id, q.size, before);
      const page = rows.slice(0, q.size);
      return {
        request: await thread(r, side),
        messages: page.reverse().map(presentMessage),
        nextBefore: rows.length > q.size ? cursorOf(page[0]) : null,
      };
    },

    async sendMessage(
      userId: string,
      rid: string,
      bid: string | undefined,
      content: string,
    ): Promise<SendMessageResponse> {
      const { r, side, blocked } = await access.thread(rid, userId, bid);
      if (r.status === 'closed') throw ended();
      // The other side's person blocked the writer: the receiving business's owner or an admin, or the buyer (read with the thread).
      if (blocked) throw blockedError('rid');
      await consume(d.limits.messageBurst, userId, REQUEST_MSG.tooManyMessages);
      await consume(d.limits.message, userId, REQUEST_MSG.tooManyMessages);
      // The message's event; before the write (`a` not given) a first answer is possible only while
      // the business has not answered, and the ids and time are not known yet.
      const event = (a?: AddedMessage): DomainEvents['inquiry.message.created'] => ({
        requestId: r.id,
        messageId: a?.message.id ?? '',
        toBusinessId: r.toBusinessId,
        fromBusinessId: r.fromBusinessId,
        side,
        firstAnswer: a ? a.firstAnswer : side === 'R' && r.answeredAt === null,
        content,
        createdAt: a?.message.createdAt.toISOString() ?? '',
      });
      const write = (tx: Db) => requestsRepo.addMessage(tx, r, side, userId, content, REQUEST_SNIPPET_LENGTH);
      // The message and its event (webhooks, responsiveness) commit together. When no listener would
      // hear it, the message is its one statement and needs no transaction (decision 0051).
      const added = d.events.wouldHear('inquiry.message.created', event())
        ? await inTransaction(db, async (tx) => {
            const a = await write(tx);
            if (a) await d.events.publish(tx, 'inquiry.message.created', event(a));
            return a;
          })
        : await write(db);
      if (!added) throw ended();
      const message = presentMessage(added.message);
      await d.delivery.message(added.request, message, false, added.participants);
      // The answer's thread as the write returned it (names and pictures included).
      return { message, request: presentThread(added.view, side) };
    },

    async end(userId: string, rid: string, bid?: string): Promise<EndRequestResponse> {
      const { r, side } = await access.thread(rid, userId, bid);
      const closed =
        r.status === 'open'
          ? await inTransaction(db, async (tx) => {
              const c = await requestsRepo.close(tx, r.id, userId);
              if (c)
                await d.events.publish(tx, 'inquiry.ended', {
                  requestId: r.id,
                  toBusinessId: r.toBusinessId,
                  fromBusinessId: r.fromBusinessId,
                  endedAt: (c.closedAt ?? new Date()).toISOString(),
                });
              return c;
            })
          : undefined;
      if (closed) await d.delivery.ended(closed);
      return { message: MSG.finishedSuccessfully, request: await thread(closed ?? r, side) };
    },

    async read(userId: string, rid: string, bid?: string): Promise<ReadRequestResponse> {
      const { r, side } = await access.thread(rid, userId, bid);
      const read = await requestsRepo.markRead(db, r.id, side);
      if (read) await d.delivery.read(read, side);
      return { request: await thread(read ?? r, side) };
    },

    async summary(userId: string): Promise<RequestSummary> {
      const [mine, profile] = await Promise.all([access.memberships(userId), requestsRepo.profile(db, userId)]);
      const { own, perBusiness } = await requestsRepo.unreadByInbox(
        db,
        userId,
        mine.map((m) => m.businessId),
      );
      const inboxes = [
        {
          type: 'user' as const,
          id: userId,
          name: `${profile?.firstName ?? ''} ${profile?.lastName ?? ''}`.trim() || 'You',
          photo: smallPhoto(profile?.photo),
          role: 'self' as const,
          unread: own.n,
          lastUnreadAt: own.newest,
        },
        ...mine.map((m) => presentInbox(m, perBusiness.get(m.businessId) ?? { n: 0, newest: null })),
      ];
      return { total: inboxes.reduce((n, i) => n + i.unread, 0), inboxes };
    },
  };
}
export type RequestsService = ReturnType<typeof createRequestsService>;
