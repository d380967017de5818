/**
 * "Your data" (decisions 0033, 0062): a member asks for an export; a job builds a ZIP of everything
 * the network holds about them and the businesses they own (profile, businesses with products,
 * posts, comments, likes, follows, connections, conversations, requests for quotation and quotes,
 * receipts, notifications, sessions, blocks and reports, saved searches, API keys and webhooks
 * without secrets, insights; the tables left out are listed with their reasons in privacy.repo.ts)
 * and the pictures they uploaded; an e-mail and a notification say it is ready. The ZIP is kept 7
 * days and is given only to its owner, signed in.
 */
import { randomBytes } from 'node:crypto';
import { zipSync, strToU8 } from 'fflate';
import { DATA_EXPORT_DAYS, DATA_EXPORT_MSG, SITE_PATHS, type DataExport } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import { AppError, isUuid } from '../../lib/errors.js';
import type { JobQueue } from '../../core/jobs.js';
import type { EventBus, EventPublisher } from '../../core/events.js';
import { cacheTags, type Invalidate } from '../../core/cache-tags.js';
import { hashPassword } from '../../lib/password.js';
import { sendMail } from '../../core/mail.js';
import { mailTexts } from '../../core/mail-texts.js';
import { mailLanguageOfMember } from '../../core/mail-language.repo.js';
import { inTransaction } from '../../core/transaction.js';
import type { Storage } from '../../ports/storage.js';
import type { Limiter } from '../../ports/rate-limiter.js';
import { privacyRepo as repo } from './privacy.repo.js';
import { exportReadme } from './readme.js';

export const EXPORT_JOB = 'privacy.export';
const EXPIRE_JOB = 'privacy.expire-exports';
const ERASE_JOB = 'privacy.erase-due';
/** One picture at most this big, all of them at most this much (the rest are listed, not copied). */
const PICTURE_MAX_BYTES = 8 * 1024 * 1024;
const PICTURES_MAX_BYTES = 200 * 1024 * 1024;

const notFound = () => new AppError('NotFound', DATA_EXPORT_MSG.notFound, { exportID: DATA_EXPORT_MSG.notFound });

/** Every stored picture address in the data (`url` fields under the storage's prefix), once each. */
function pictureUrls(data: unknown, prefix: string): string[] {
  const found = new Set<string>();
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (k === 'url' && typeof x === 'string' && x.startsWith(prefix)) found.add(x);
        else walk(x);
      }
    }
  };
  walk(data);
  return [...found];
}

export type PrivacyDeps = {
  db: Db;
  queue: JobQueue;
  events: EventPublisher;
  storage: Storage;
  invalidate: Invalidate;
  publicUrl: string;
  exportsPerDay: Limiter;
  /** The account service's: an erased member's sessions close on every process (their rows go with the erasure). */
  endAllSessions(userId: string, reason: string): Promise<void>;
};

export function createPrivacyService(d: PrivacyDeps) {
  const site = d.publicUrl.replace(/\/+$/, '');

  /** Builds the ZIP: one JSON file per part, the pictures under pictures/, and a README. */
  async function build(userId: string): Promise<Buffer> {
    const data = await repo.dataOf(d.db, userId);
    const files: Record<string, Uint8Array> = {};
    for (const [name, part] of Object.entries(data)) files[name] = strToU8(JSON.stringify(part, null, 2));
    const skipped: string[] = [];
    let total = 0;
    for (const url of pictureUrls(data, d.storage.publicPrefix)) {
      const key = url.slice(d.storage.publicPrefix.length);
      const bytes = total < PICTURES_MAX_BYTES ? await d.storage.get(key, PICTURE_MAX_BYTES) : undefined;
      if (!bytes) {
        skipped.push(url);
        continue;
      }
      total += bytes.length;
      files[`pictures/${key.replace(/[^\w.-]+/g, '_')}`] = new Uint8Array(bytes);
    }
    files['README.txt'] = strToU8(exportReadme(new Date().toISOString(), skipped));
    return Buffer.from(zipSync(files, { level: 6 }));
  }

  d.queue.define<{ exportId: string }>(
    EXPORT_JOB,
    async ({ exportId }) => {
      const row = await repo.ownerOf(d.db, exportId);
      if (!row || row.status !== 'pending') return;
      const zip = await build(row.userId);
      const readyAt = new Date();
      const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_DAYS * 24 * 3600_000);
      const email = await repo.emailOf(d.db, row.userId);
      await inTransaction(d.db, async (tx) => {
        await repo.markReady(tx, exportId, zip, readyAt, expiresAt);
        // The e-mail says it is ready; the notifications module hears the event and tells the bell.
        if (email)
          await sendMail(
            d.queue,
            tx,
            mailTexts.exportReady(
              email,
              { link: `${site}${SITE_PATHS.settings}#your-data`, days: DATA_EXPORT_DAYS },
              await mailLanguageOfMember(tx, row.userId),
            ),
          );
        await d.events.publish(tx, 'export.ready', { exportId, userId: row.userId });
      });
    },
    { maxAttempts: 5, timeoutMs: 10 * 60_000 },
  );
  d.queue.define(EXPIRE_JOB, async () => void (await repo.expire(d.db, new Date())));
  d.queue.every(EXPIRE_JOB, 3600_000);

  /** Erases one member whose time has come (decision 0033); the pages of the businesses that changed are dropped from the caches. */
  async function erase(userId: string) {
    // An unusable password: a hash of a secret nobody keeps.
    const hash = await hashPassword(randomBytes(32).toString('base64url'));
    const { passed, removed } = await inTransaction(d.db, (tx) => repo.erase(tx, userId, hash));
    await d.endAllSessions(userId, 'erased');
    await d.invalidate([cacheTags.search, ...[...passed, ...removed].map(cacheTags.business)]);
  }
  d.queue.define(ERASE_JOB, async () => {
    for (const userId of await repo.dueForErasure(d.db, new Date(), 100)) await erase(userId);
  });
  d.queue.every(ERASE_JOB, 3600_000);
  // With no grace the erasure follows at once, not at the next hour.
  const listen = (events: Pick<EventBus, 'on'>) =>
    events.on('account.deletion-scheduled', 'privacy', async (e) => {
      if (new Date(e.deleteAt) <= new Date())
        for (const userId of await repo.dueForErasure(d.db, new Date(), 100))
          if (userId === e.userId) await erase(userId);
    });

  const present = (r: NonNullable<Awaited<ReturnType<typeof repo.find>>>): DataExport => ({
    exportID: r.id,
    status: r.status as DataExport['status'],
    createdAt: r.createdAt.toISOString(),
    readyAt: r.readyAt?.toISOString() ?? null,
    expiresAt: r.expiresAt?.toISOString() ?? null,
    sizeBytes: r.sizeBytes ?? null,
    downloadUrl: r.status === 'ready' ? `/api/user/export/${r.id}/download` : null,
  });

  return {
    listen,
    /** Asks for an export; one still being made is answered instead of a second. */
    async request(userId: string) {
      const pending = await repo.pendingOf(d.db, userId);
      if (pending) return pending;
      await d.exportsPerDay.consume(userId);
      return inTransaction(d.db, async (tx) => {
        const id = await repo.create(tx, userId);
        await d.queue.enqueue(tx, EXPORT_JOB, { exportId: id });
        return id;
      });
    },

    async status(userId: string, exportId: string) {
      const row = isUuid(exportId) ? await repo.find(d.db, userId, exportId) : undefined;
      if (!row) throw notFound();
      return present(row);
    },

    /** The member's latest export (the settings page shows it), or null. */
    async latest(userId: string) {
      const id = await repo.latest(d.db, userId);
      return id ? this.status(userId, id) : null;
    },

    async download(userId: string, exportId: string) {
      const row = isUuid(exportId) ? await repo.zipOf(d.db, userId, exportId) : undefined;
      if (!row?.zip || !row.expiresAt || row.expiresAt < new Date()) throw notFound();
      return Buffer.from(row.zip);
    },
  };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;
