/**
 * The mail port. Every message is written to the `mail_outbox` table; with SMTP_URL set it is
 * also sent through that server, otherwise it is printed to the server log so a developer can
 * follow a password-reset link locally.
 */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';

export type MailMessage = { to: string; subject: string; text: string };
export type Mailer = { send(msg: MailMessage): Promise<void> };

export function createMailer(opts: { db: Db; log: FastifyBaseLogger; smtpUrl?: string; from: string }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(msg) {
      if (transport) {
        await transport.sendMail({ from: opts.from, ...msg });
        await opts.db.insert(mailOutbox).values({ ...msg, transport: 'smtp', sentAt: new Date() });
        return;
      }
      await opts.db.insert(mailOutbox).values({ ...msg, transport: 'outbox' });
      opts.log.info({ mail: msg }, `mail to ${msg.to}: ${msg.subject}\n${msg.text}`);
    },
  };
}
