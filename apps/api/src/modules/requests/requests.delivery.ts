/**
 * What happens around a thread's change besides the database: a live event to every user of both
 * sides, and for a new inquiry a notification and an e-mail to each of the receiving team. Live
 * events and notifications never fail the action (failures are logged); the e-mails are a job
 * committed with the inquiry (`inquiryMailJob`), so they are sent even if SMTP is away or the
 * process restarts.
 */
import {
  REQUEST_LIVE_EVENTS,
  type InquiryMessage,
  type LiveRequestEnded,
  type LiveRequestMessage,
  type LiveRequestRead,
} from '@wbn/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { mailTexts } from '../mail/mail-texts.js';
import type { MailService } from '../mail/mail.service.js';
import type { LivePublisher } from '../live/live.service.js';
import type { Notify } from '../notifications/notify.js';
import { inTransaction } from '../../db/transaction.js';
import { requestsRepo, type RequestRow, type Side } from './requests.repo.js';

export type DeliveryDeps = { db: Db; live: LivePublisher; notify: Notify; mail: MailService; queue: JobQueue; publicUrl: string; log?: FastifyBaseLogger };

/** What the inquiry-mail job needs (the thread's id, who wrote, to which business, the first words). */
export type InquiryMailJob = { requestId: string; toBusinessId: string; senderUserId: string; senderName: string; companyName: string; subject: string; content: string };
export const INQUIRY_MAIL_JOB = 'requests.inquiry-mail';

/** The in-app address of a thread in the receiving business's message center. */
export const threadPath = (toBusinessId: string, requestId: string) => `/business/${toBusinessId}/requests/${requestId}`;

export function createRequestsDelivery(d: DeliveryDeps) {
  const safely = async (what: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (err) {
      d.log?.error({ err }, `requests: ${what} failed`);
    }
  };
  d.queue.define<InquiryMailJob>(INQUIRY_MAIL_JOB, async (j) => {
    const link = `${d.publicUrl}${threadPath(j.toBusinessId, j.requestId)}`;
    const team = (await requestsRepo.team(d.db, j.toBusinessId)).filter((m) => m.userId !== j.senderUserId);
    await inTransaction(d.db, (tx) => d.mail.send(tx, ...team.map((m) => mailTexts.inquiry(m.email, { ...j, link }))));
  });
  /** To every user of both sides (`to` when the caller already knows them). */
  const publish = (r: RequestRow, type: string, payload: unknown, to?: string[]) =>
    safely(`live ${type}`, async () => d.live.publish(to ?? (await requestsRepo.participants(d.db, r)), type, payload));

  return {
    message: (r: RequestRow, message: InquiryMessage, isNew: boolean, to?: string[]) =>
      publish(r, REQUEST_LIVE_EVENTS.message, { requestID: r.id, message, unread: { S: r.senderUnread, R: r.receiverUnread }, isNew } satisfies LiveRequestMessage, to),
    ended: (r: RequestRow) => publish(r, REQUEST_LIVE_EVENTS.ended, { requestID: r.id, endedAt: (r.closedAt ?? new Date()).toISOString() } satisfies LiveRequestEnded),
    read: (r: RequestRow, side: Side) => {
      const at = side === 'S' ? r.senderReadAt : r.receiverReadAt;
      return publish(r, REQUEST_LIVE_EVENTS.read, { requestID: r.id, side, readAt: (at ?? new Date()).toISOString() } satisfies LiveRequestRead);
    },

    /** Adds the e-mails of a new inquiry to the queue, in the transaction that creates it. */
    inquiryMailJob: (tx: Db, j: InquiryMailJob) => d.queue.enqueue(tx, INQUIRY_MAIL_JOB, { ...j, content: j.content.slice(0, 1001) }),

    /** A new inquiry: a notification to the receiving team (its e-mails are `inquiryMailJob`). */
    async inquiry(r: RequestRow, info: { userId: string; companyName: string; content: string }) {
      const path = threadPath(r.toBusinessId, r.id);
      await safely('inquiry notification', () =>
        d.notify({
          kind: 'inquiry',
          to: { businessId: r.toBusinessId },
          actor: r.fromBusinessId ? { type: 'business', id: r.fromBusinessId, userId: info.userId } : { type: 'user', id: info.userId, userId: info.userId },
          resource: { type: 'thread', id: r.id },
          data: { title: info.companyName, subject: r.subject, snippet: info.content.slice(0, 200), path },
        }),
      );
    },
  };
}
export type RequestsDelivery = ReturnType<typeof createRequestsDelivery>;
