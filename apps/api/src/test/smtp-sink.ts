/**
 * A real SMTP server (smtp-server) for tests: it accepts every message on a local port and keeps
 * it, parsed into its headers and body, for the test to read as a recipient would.
 */
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestAppOptions } from './test-app.js';
import { freePort } from './server-process.js';

export type ReceivedMail = { to: string; raw: string; headers: Map<string, string>; body: string };

export type SmtpSink = {
  port: number;
  url: string;
  /** Every message accepted so far, one entry per recipient. */
  mails: ReceivedMail[];
  close(): Promise<void>;
};

/** Starts the server on `port`; the messages go to `mails` (a fresh list, or one kept across restarts). */
export async function startSmtpSink(port: number, mails: ReceivedMail[] = []): Promise<SmtpSink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        const [head, ...rest] = raw.split(/\r?\n\r?\n/);
        const headers = new Map<string, string>();
        for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
          const i = line.indexOf(':');
          if (i > 0) headers.set(line.slice(0, i).toLowerCase(), line.slice(i + 1).trim());
        }
        // Quoted-printable soft breaks and `=` undone, so links read as sent.
        for (const rcpt of session.envelope.rcptTo)
          mails.push({
            to: rcpt.address,
            raw,
            headers,
            body: rest
              .join('\n\n')
              .replace(/=\r?\n/g, '')
              .replace(/=3D/g, '='),
          });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Polls `get` until it gives a value (not undefined or false), or fails after `ms`. */
export async function waitFor<T>(
  what: string,
  get: () => Promise<T | undefined | false> | T | undefined | false,
  ms = 90_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await get();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A test app that delivers its e-mails through SMTP to a fresh sink, as a real deployment would
 * (links on https://wbn.example; addresses need no proof unless `env` says so).
 */
export async function smtpTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}) {
  const smtp = await startSmtpSink(await freePort());
  const t = await createTestApp(
    {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://wbn.example',
      MAIL_TRANSPORT: 'smtp',
      REQUIRE_EMAIL_VERIFICATION: 'false',
      ...env,
    },
    options,
  );
  return {
    t,
    smtp,
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}
