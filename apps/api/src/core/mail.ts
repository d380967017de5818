/**
 * An e-mail as the product sends it: every sender adds a `mail.send` job (`sendMail`, in the
 * transaction of what causes it); the mail module delivers it (SMTP or the outbox table), as
 * plain text and HTML in the site's look.
 */
import type { MailLanguage } from '@wbn/contract';
import type { Db } from '../db/client.js';
import type { JobQueue } from './jobs.js';
import type { MailList } from './unsubscribe-token.js';

/** What an e-mail is about: the log and the outbox name it instead of showing the text. */
export type MailKind =
  | 'password-reset'
  | 'verify-email'
  | 'sign-in-link'
  | 'new-device'
  | 'password-changed'
  | 'step-up-failures'
  | 'data-export'
  | 'account-deletion'
  | 'moderation'
  | 'invitation'
  | 'inquiry'
  | 'notification'
  | 'digest'
  | 'receipt'
  | 'need-help';

export type MailMessage = {
  kind: MailKind;
  /** The recipient's language (mailLanguageOf; English when absent): the words around the message (button, footer, unsubscribe lines) follow it. */
  language?: MailLanguage;
  to: string;
  subject: string;
  /** Paragraphs separated by a blank line; a line that is only a link becomes the e-mail's button in HTML. */
  text: string;
  /** The button's words in HTML (default "Open"). */
  action?: string;
  /**
   * A mail a member can stop (decision 0031): the member and the topic (or the digest). It leaves
   * only while that member's channel for the topic is still e-mail, and carries List-Unsubscribe.
   * Transactional mail (resets, links, receipts, security) has none. `atOnce`: a notification asked
   * for at once (an "At once" saved search, decision 0068), which leaves while the channel is e-mail
   * or the daily digest.
   */
  list?: { userId: string; topic: MailList; atOnce?: boolean };
};

export const MAIL_JOB = 'mail.send';

/** Adds the e-mails as jobs (in the caller's transaction when `db` is one); the mail module sends them. */
export async function sendMail(queue: JobQueue, db: Db, ...messages: MailMessage[]) {
  for (const m of messages) await queue.enqueue(db, MAIL_JOB, m);
}
