/**
 * The daily digest (decision 0031): at 08:00 in each member's time zone, one e-mail with what
 * arrived since the last one and is still unread: the notifications of the topics they chose
 * "daily digest" for, and, when messages are among them, the unread messages. Nothing new,
 * no e-mail. An hourly job; each member at most once in 20 hours whatever the retries.
 */
import {
  DIGEST_LOCAL_HOUR,
  NOTIFICATION_KIND_TOPIC,
  NOTIFICATION_KINDS,
  NOTIFICATIONS_PATH,
  SITE_PATHS,
  type NotificationKind,
} from '@wbn/contract';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../core/jobs.js';
import { sendMail } from '../../core/mail.js';
import { mailTexts } from '../../core/mail-texts.js';
import { mailWords } from '../../core/mail-i18n.js';
import { mailLanguageOfMember } from '../../core/mail-language.repo.js';
import { mailSentence } from '../../core/mail-sentences.js';
import { notificationSettingsRepo } from '../../core/notification-settings.repo.js';
import { digestRepo, notificationsRepo as repo } from './notifications.repo.js';
import { presentGroup } from './notifications.presenter.js';

export const DIGEST_JOB = 'notifications.digest';
/** How many notifications the e-mail lists (the rest are counted). */
const DIGEST_LINES = 15;
const PAGE = 500;

export function createDigest(d: { db: Db; queue: JobQueue; publicUrl: string }) {
  const site = d.publicUrl.replace(/\/+$/, '');

  /** One member's digest, if anything is new; true when one was queued. */
  async function digestOf(c: Awaited<ReturnType<typeof digestRepo.due>>[number], now: Date) {
    const { channels } = await notificationSettingsRepo.of(d.db, c.userId);
    const kinds = NOTIFICATION_KINDS.filter((k) => channels[NOTIFICATION_KIND_TOPIC[k]] === 'digest');
    const [unread, messages] = await Promise.all([
      digestRepo.unread(d.db, c.userId, kinds, c.since, DIGEST_LINES),
      channels.message === 'digest'
        ? digestRepo.unreadMessages(d.db, c.userId, c.since)
        : Promise.resolve({ messages: 0, threads: 0 }),
    ]);
    if (!unread.total && !messages.messages) return false;
    const [actors, resources] = await Promise.all([
      repo.actors(
        d.db,
        unread.rows.map((r) => ({ type: r.actorType, id: r.actorId })),
      ),
      repo.resources(
        d.db,
        unread.rows.map((r) => ({ type: r.resourceType, id: r.resourceId })),
      ),
    ]);
    const language = await mailLanguageOfMember(d.db, c.userId);
    const words = mailWords(language);
    const lines = unread.rows.map((r) =>
      mailSentence(
        presentGroup(
          {
            newest_id: r.id,
            kind: r.kind as NotificationKind,
            resource_type: r.resourceType,
            resource_id: r.resourceId,
            actors: [{ type: r.actorType as 'user' | 'business', id: r.actorId }],
            actor_count: 1,
            data: r.data,
            unread: true,
            latest: r.createdAt,
          },
          actors,
          resources,
        ),
        words,
      ),
    );
    await sendMail(
      d.queue,
      d.db,
      mailTexts.digest(
        c.email,
        {
          lines,
          more: unread.total - lines.length,
          messages,
          notificationsLink: `${site}${NOTIFICATIONS_PATH}`,
          messagesLink: `${site}${SITE_PATHS.myMessages}`,
          list: { userId: c.userId, topic: 'digest' },
        },
        language,
      ),
    );
    await digestRepo.markSent(d.db, c.userId, now);
    return true;
  }

  /** Sends every digest due at `now`; how many left. */
  async function run(now = new Date()) {
    let sent = 0;
    let after: string | null = null;
    for (;;) {
      const due = await digestRepo.due(d.db, now, DIGEST_LOCAL_HOUR, after, PAGE);
      for (const c of due) if (await digestOf(c, now)) sent++;
      if (due.length < PAGE) return sent;
      after = due[due.length - 1]!.userId;
    }
  }

  d.queue.define(DIGEST_JOB, async () => void (await run()), { timeoutMs: 15 * 60_000 });
  d.queue.every(DIGEST_JOB, 3600_000);
  return { run };
}
export type Digest = ReturnType<typeof createDigest>;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** The daily digest (its hourly job runs it; tests call `run(now)`). */
    digest: Digest;
  }
}
