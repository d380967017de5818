/**
 * An e-mail as the product sends it: every sender adds a `mail.send` job (`sendMail`, in the
 * transaction of what causes it); the mail module delivers it (SMTP or the outbox table).
 */
import type { Db } from '../db/client.js';
import type { JobQueue } from './jobs.js';

/** What an e-mail is about: the log and the outbox name it instead of showing the text. */
export type MailKind = 'password-reset' | 'verify-email' | 'sign-in-link' | 'invitation' | 'inquiry' | 'receipt' | 'need-help';
export type MailMessage = { kind: MailKind; to: string; subject: string; text: string };

export const MAIL_JOB = 'mail.send';

/** Adds the e-mails as jobs (in the caller's transaction when `db` is one); the mail module sends them. */
export async function sendMail(queue: JobQueue, db: Db, ...messages: MailMessage[]) {
  for (const m of messages) await queue.enqueue(db, MAIL_JOB, m);
}
