/**
 * Delivers every e-mail of the product: the handler of the `mail.send` jobs that senders add with
 * `sendMail` (core/mail.ts) in the transaction of what causes them. The queue runs it at least
 * once, retrying with backoff while SMTP is away (decision 0022); each job's Message-ID is stable,
 * so a repeat after a crash is recognisable. The log names the address and the kind of mail, never
 * its text (links in it can be secrets: password resets, invitations).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { SmtpTransport } from '../../ports/mail.js';
import { PermanentJobError, type JobQueue } from '../../core/jobs.js';
import { MAIL_JOB, type MailMessage } from '../../core/mail.js';
import { notificationSettingsRepo } from '../../core/notification-settings.repo.js';
import { mailRepo } from './mail.repo.js';
import type { MailRenderer } from './templates/mail-render.js';
export type MailDeps = {
  db: Db;
  queue: JobQueue;
  smtp?: SmtpTransport;
  from: string;
  log: FastifyBaseLogger;
  render: MailRenderer;
};

/**
 * A mail a member can stop leaves only while they still take that topic by e-mail (they may have changed it since it
 * was queued); one asked for at once, also while they take it in the daily digest (decision 0068).
 */
async function stillWanted(db: Db, list: MailMessage['list']) {
  if (!list || list.topic === 'digest') return true;
  const channel = (await notificationSettingsRepo.channelsFor(db, [list.userId], list.topic)).get(list.userId);
  return channel === 'email' || (list.atOnce === true && channel === 'digest');
}

/** The domain of the Message-IDs: the sender address's, as RFC 5322 suggests. */
const messageDomain = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'wbn.local';

export function defineMailDelivery(d: MailDeps) {
  const domain = messageDomain(d.from);
  d.queue.define<MailMessage>(
    MAIL_JOB,
    async (m, { job }) => {
      const messageId = `<${job.id}@${domain}>`;
      if (!(await stillWanted(d.db, m.list))) {
        d.log.info({ mailKind: m.kind }, `mail to ${m.to} not sent: its topic is no longer e-mailed (${m.kind})`);
        return;
      }
      const { text, html, headers } = await d.render(m);
      if (d.smtp) {
        try {
          await d.smtp.send({ from: d.from, to: m.to, subject: m.subject, text, html, headers, messageId });
        } catch (e) {
          // A 5xx answer (no such mailbox, refused) will not change by retrying: the job is dead at once, for staff to see.
          const code = (e as { responseCode?: number }).responseCode;
          if (code !== undefined && code >= 500 && code < 600) throw new PermanentJobError((e as Error).message);
          throw e;
        }
        await mailRepo.record(d.db, {
          kind: m.kind,
          to: m.to,
          subject: m.subject,
          text,
          messageId,
          transport: 'smtp',
          sentAt: new Date(),
        });
        d.log.info({ mailKind: m.kind, attempt: job.attempts }, `mail to ${m.to} sent (${m.kind})`);
        return;
      }
      await mailRepo.record(d.db, { kind: m.kind, to: m.to, subject: m.subject, text, messageId, transport: 'outbox' });
      d.log.info({ mailKind: m.kind }, `mail to ${m.to} queued (${m.kind})`);
    },
    // About a day of retries (5 s, 10 s, 20 s ... capped at the queue's maximum backoff).
    { maxAttempts: 16, timeoutMs: 60_000 },
  );
}
