/**
 * A real SMTP server for the browser tests (Playwright's global setup): the server under test
 * sends its e-mails here (SMTP_URL in playwright.config.ts). Recipients whose address holds
 * "bounce" are refused for good (550), those holding "busy" for now (451, try again later), so a
 * test can make mail jobs fail and see them in the staff area. Every message accepted is kept in
 * its recipient's mailbox (mailbox.ts), for a test to open its links as a person would.
 */
import { appendFileSync, mkdirSync, rmSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';
import { MAILBOX_DIR, mailboxFile } from './mailbox';

export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3212);

export default async function startMailServer() {
  // Each recipient's mailbox is a file the tests read (mailbox.ts): the tests run in other processes.
  rmSync(MAILBOX_DIR, { recursive: true, force: true });
  mkdirSync(MAILBOX_DIR, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.includes('bounce'))
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      if (address.address.includes('busy'))
        return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString();
        for (const r of session.envelope.rcptTo) appendFileSync(mailboxFile(r.address), `${JSON.stringify(raw)}\n`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(E2E_SMTP_PORT, '127.0.0.1', () => resolve());
  });
  return async () => new Promise<void>((resolve) => server.close(() => resolve()));
}
