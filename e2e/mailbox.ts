/**
 * The mailboxes of the browser tests' SMTP server (mail-server.ts): one file per recipient, one
 * JSON-encoded raw message per line. `mailsTo` reads them, parsed (mailparser), as the person
 * would: subject, text, HTML, headers.
 */
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

export const MAILBOX_DIR = path.join(tmpdir(), `wbn-e2e-mailboxes-${process.env.E2E_SMTP_PORT ?? 3212}`);
export const mailboxFile = (address: string) =>
  path.join(MAILBOX_DIR, `${address.toLowerCase().replace(/[^a-z0-9@._-]/g, '_')}.jsonl`);

export type Mail = ParsedMail & { raw: string };

/** The messages received for `address` so far, oldest first. */
export async function mailsTo(address: string): Promise<Mail[]> {
  const file = mailboxFile(address);
  if (!existsSync(file)) return [];
  const raws = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as string);
  return Promise.all(raws.map(async (raw) => Object.assign(await simpleParser(raw), { raw })));
}
