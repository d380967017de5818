/**
 * What happens around a thread's change besides the database: a live event to every user of both
 * sides (best-effort: a failure is logged, the action stands), and, listening to the
 * `inquiry.created` event the service announces with the new thread, an e-mail to each member of
 * the receiving team (the notifications module listens to the same event).
 */
import {
  REQUEST_LIVE_EVENTS,
  inquiryThreadPath,
  type InquiryMessage,
  type LiveRequestEnded,
  type LiveRequestMessage,
  type LiveRequestRead,
} from '@wbn/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../core/jobs.js';
import { sendMail } from '../../core/mail.js';
import { mailTexts } from '../../core/mail-texts.js';
import { mailLanguagesOf } from '../../core/mail-language.repo.js';
import type { LivePublisher } from '../../core/collaborators.js';
import type { EventBus } from '../../core/events.js';
import type { BlockPolicy } from '../../core/block-policy.js';
import { inTransaction } from '../../core/transaction.js';
import { requestsRepo, type RequestRow, type Side } from './requests.repo.js';

export type DeliveryDeps = {
  db: Db;
  live: LivePublisher;
  queue: JobQueue;
  publicUrl: string;
  log?: FastifyBaseLogger;
  blocks: BlockPolicy;
};

export function createRequestsDelivery(d: DeliveryDeps) {
  const safely = async (what: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (err) {
      d.log?.error({ err }, `requests: ${what} failed`);
    }
  };
  // A new inquiry's e-mails: one to each member of the receiving team (the sender left out) whose
  // channel for inquiries is e-mail (checked again when it leaves, decision 0031); a member of the
  // team who blocked the sender gets none (decision 0056: the owner's and admins' blocks refuse the inquiry itself).
  const listen = (events: Pick<EventBus, 'on'>) =>
    events.on('inquiry.created', 'mail', async (e) => {
      const link = `${d.publicUrl}${inquiryThreadPath(e.toBusinessId, e.requestId)}`;
      const all = (await requestsRepo.team(d.db, e.toBusinessId)).filter((m) => m.userId !== e.fromUserId);
      const blockers = await d.blocks.blockersAmong(
        e.fromUserId,
        all.map((m) => m.userId),
      );
      const team = all.filter((m) => !blockers.has(m.userId));
      const facts = {
        senderName: e.senderName,
        companyName: e.toCompanyName,
        subject: e.subject,
        content: e.message,
        link,
      };
      const languages = await mailLanguagesOf(
        d.db,
        team.map((m) => m.userId),
      );
      await inTransaction(d.db, (tx) =>
        sendMail(
          d.queue,
          tx,
          ...team.map((m) => ({
            ...mailTexts.inquiry(m.email, facts, languages.get(m.userId) ?? 'en'),
            list: { userId: m.userId, topic: 'inquiry' as const },
          })),
        ),
      );
    });
  /** To every user of both sides (`to` when the caller already knows them). */
  const publish = (r: RequestRow, type: string, payload: unknown, to?: string[]) =>
    safely(`live ${type}`, async () => d.live.publish(to ?? (await requestsRepo.participants(d.db, r)), type, payload));

  return {
    listen,
    message: (r: RequestRow, message: InquiryMessage, isNew: boolean, to?: string[]) =>
      publish(
        r,
        REQUEST_LIVE_EVENTS.message,
        {
          requestID: r.id,
          message,
          unread: { S: r.senderUnread, R: r.receiverUnread },
          isNew,
        } satisfies LiveRequestMessage,
        to,
      ),
    ended: (r: RequestRow) =>
      publish(r, REQUEST_LIVE_EVENTS.ended, {
        requestID: r.id,
        endedAt: (r.closedAt ?? new Date()).toISOString(),
      } satisfies LiveRequestEnded),
    read: (r: RequestRow, side: Side) => {
      const at = side === 'S' ? r.senderReadAt : r.receiverReadAt;
      return publish(r, REQUEST_LIVE_EVENTS.read, {
        requestID: r.id,
        side,
        readAt: (at ?? new Date()).toISOString(),
      } satisfies LiveRequestRead);
    },
  };
}
export type RequestsDelivery = ReturnType<typeof createRequestsDelivery>;
