/**
 * The mail port: how a message leaves the product. With SMTP_URL, through that server
 * (nodemailer); without it there is no transport and the mail module keeps each message in the
 * `mail_outbox` table only (MAIL_TRANSPORT=outbox, the embedded demo). Sending is always done by
 * the job queue (modules/mail), never in a request.
 */
import nodemailer from 'nodemailer';

export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Stable per job: a retry after a crash carries the same one, so a repeat is recognisable. */
  messageId: string;
  headers?: Record<string, string>;
};

export type SmtpTransport = { send(m: OutgoingMail): Promise<void>; close(): void };

/**
 * An SMTP transport that keeps a few connections open for the next messages (pool) and gives up
 * on an unreachable or silent server in seconds (the job then retries).
 */
export function createSmtpTransport(smtpUrl: string): SmtpTransport {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 4,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as never);
  return {
    async send(m) {
      await transport.sendMail({
        from: m.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        messageId: m.messageId,
        headers: m.headers,
      });
    },
    close: () => transport.close(),
  };
}
