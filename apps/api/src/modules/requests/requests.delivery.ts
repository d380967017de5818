/**
 * What happens around a thread's change besides the database (issue 12 "Live, unread, read"):
 * a live event to every user of both sides, a notification and an e-mail to the receiving team
 * for a new inquiry. None of it fails the action: failures are logged.
 */
import {
  REQUEST_LIVE_EVENTS,
  SITE_NAME,
  type InquiryMessage,
  type LiveRequestEnded,
  type LiveRequestMessage,
  type LiveRequestRead,
} from '@wbn/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../ports/mail.js';
import type { LivePublisher } from '../live/live.service.js';
import type { Notify } from '../notifications/notify.js';
import { requestsRepo, type RequestRow, type Side } from './requests.repo.js';

export type DeliveryDeps = { db: Db; live: LivePublisher; notify: Notify; mailer: Mailer; publicUrl: string; log?: FastifyBaseLogger };

/** The in-app address of a thread in the receiving business's message center. */
export const threadPath = (toBusinessId: string, requestId: string) => `/business/${toBusinessId}/requests/${requestId}`;

export function createRequestsDelivery(d: DeliveryDeps) {
  const pending = new Set<Promise<void>>();
  const safely = async (what: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (err) {
      d.log?.error({ err }, `requests: ${what} failed`);
    }
  };
  /** Work after the answer (the e-mails): tracked so a clean shutdown and the tests can wait for it. */
  const later = (what: string, work: () => Promise<void>) => {
    const p: Promise<void> = safely(what, work).finally(() => pending.delete(p));
    pending.add(p);
  };
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

    /** A new inquiry: a notification to the receiving team, and (after the answer) an e-mail to each of them. */
    async inquiry(r: RequestRow, info: { userId: string; senderName: string; companyName: string; content: string }) {
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
      later('inquiry mail', async () => {
        const link = `${d.publicUrl}${path}`;
        const excerpt = info.content.length > 1000 ? `${info.content.slice(0, 1000)}…` : info.content;
        for (const member of await requestsRepo.team(d.db, r.toBusinessId)) {
          if (member.userId === info.userId) continue;
          await d.mailer.send({
            to: member.email,
            subject: `New inquiry for ${info.companyName} on ${SITE_NAME}: ${r.subject}`,
            text: `${info.senderName} sent ${info.companyName} an inquiry on ${SITE_NAME}.\n\nSubject: ${r.subject}\n\n${excerpt}\n\nRead and answer it here:\n${link}\n`,
          });
        }
      });
    },

    async settle() {
      await Promise.all([...pending]);
    },
  };
}
export type RequestsDelivery = ReturnType<typeof createRequestsDelivery>;
