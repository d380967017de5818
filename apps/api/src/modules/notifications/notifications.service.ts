/**
 * Notifications: `notify` (store per recipient, deliver live), called by this module's listeners
 * of the domain events (notifications.listeners.ts); the grouped list, the unread count and
 * marking read.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  LIVE_EVENTS,
  NOTIFICATION_KIND_TOPIC,
  NOTIFICATION_KINDS,
  mailLanguageOf,
  type LiveNotificationEvent,
  type LiveNotificationsReadEvent,
  type NotificationKind,
  type NotificationList,
} from '@wbn/contract';
import type { Db } from '../../db/client.js';
import { isUuid } from '../../lib/errors.js';
import type { LivePublisher } from '../../core/collaborators.js';
import type { JobQueue } from '../../core/jobs.js';
import { sendMail } from '../../core/mail.js';
import { mailTexts } from '../../core/mail-texts.js';
import { notificationSettingsRepo } from '../../core/notification-settings.repo.js';
import { createBlockPolicy, type BlockPolicy } from '../../core/block-policy.js';
import type { NotificationInput, Notify } from './notify.js';
import { AT_ONCE_KEY, notificationsRepo as repo } from './notifications.repo.js';
import { presentGroup } from './notifications.presenter.js';

/** Extra data is short plain text: at most this many keys, each value cut to DATA_VALUE_MAX characters. */
const DATA_KEYS_MAX = 12;
const DATA_VALUE_MAX = 300;
const KEY = /^[a-zA-Z][a-zA-Z0-9_]{0,31}$/;
// eslint-disable-next-line no-control-regex -- removing control characters (NUL included) is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Plain text only: known-good keys, strings, no control characters, bounded length. */
function cleanData(data: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(data ?? {}).slice(0, DATA_KEYS_MAX)) {
    if (!KEY.test(k) || typeof v !== 'string') continue;
    out[k] = v.replace(CONTROL, '').slice(0, DATA_VALUE_MAX).replace(LONE_SURROGATE, '');
  }
  return out;
}

/** Kinds whose e-mail another module writes (the inquiry, the invitation, the receipt, the export): no second one from here. */
const OWN_MAIL_KINDS: ReadonlySet<NotificationKind> = new Set([
  'inquiry',
  'invitation',
  'payment',
  'export',
  'warning',
]);

/**
 * Kinds that are the site's own word about the recipient's account or business (a payment, a
 * verification, an export, a staff warning, staff's decision on their review), not one member
 * reaching another: a block does not stop them. Every other kind leaves out a recipient who blocked
 * the actor (decision 0056).
 */
const NOT_FROM_A_MEMBER: ReadonlySet<NotificationKind> = new Set([
  'payment',
  'verification',
  'export',
  'warning',
  'review-decided',
  'certificate-expiry',
]);

export function createNotificationsService(deps: {
  db: Db;
  live: LivePublisher;
  log: FastifyBaseLogger;
  queue: JobQueue;
  publicUrl: string;
  blocks?: BlockPolicy;
}) {
  const { db, live, log } = deps;
  const blocks = deps.blocks ?? createBlockPolicy(db);
  const site = deps.publicUrl.replace(/\/+$/, '');

  /** The e-mail at once, for the recipients who chose it: the sentence the bell shows, and a link to it. */
  async function mailNow(n: NotificationInput, storedData: Record<string, string>, userIds: string[]) {
    const [emails, actors, resources] = await Promise.all([
      repo.emails(db, userIds),
      repo.actors(db, [n.actor]),
      repo.resources(db, [n.resource]),
    ]);
    const group = presentGroup(
      {
        newest_id: '',
        kind: n.kind,
        resource_type: n.resource.type,
        resource_id: n.resource.id,
        actors: [{ type: n.actor.type, id: n.actor.id }],
        actor_count: 1,
        data: storedData,
        unread: true,
        latest: new Date(),
      },
      actors,
      resources,
    );
    const topic = NOTIFICATION_KIND_TOPIC[n.kind];
    const link = `${site}${group.link ?? '/notifications'}`;
    const atOnce = n.atOnce === true ? { atOnce: true } : {};
    await sendMail(
      deps.queue,
      db,
      ...userIds.flatMap((userId) => {
        const to = emails.get(userId);
        // Each recipient's words in their language, as far as the site has an edition in it (decision 0076).
        const language = mailLanguageOf(to?.language);
        return to
          ? [mailTexts.notification(to.email, { group, link, language, list: { userId, topic, ...atOnce } })]
          : [];
      }),
    );
  }

  async function publishCounts(
    userIds: string[],
    event: (userId: string, unreadCount: number) => { type: string; payload: unknown },
  ) {
    const counts = await repo.unreadCounts(db, userIds);
    await live.publishEach(userIds.map((userId) => ({ userId, ...event(userId, counts.get(userId) ?? 0) })));
  }

  /**
   * Stores a notification per recipient and tells their open streams. It runs in a listener's job
   * (notifications.listeners.ts): a notification that cannot be valid is dropped with a log line;
   * a database failure throws, so the job tries again; the live delivery after the store is
   * best-effort (a retry would store it twice).
   */
  const notify: Notify = async (n: NotificationInput) => {
    const invalid = (why: string) => log.error({ kind: n.kind, resource: n.resource, why }, 'notification dropped');
    if (!(NOTIFICATION_KINDS as readonly string[]).includes(n.kind)) return invalid(`unknown kind ${n.kind}`);
    if (n.actor.type !== 'user' && n.actor.type !== 'business')
      return invalid(`unknown actor type ${String(n.actor.type)}`);
    if (!isUuid(n.actor.id) || !isUuid(n.actor.userId)) return invalid('actor ids must be uuids');
    if (!n.resource.type || !n.resource.id || n.resource.id.length > 64 || n.resource.type.length > 32)
      return invalid('bad resource');
    const to = {
      userIds: (n.to.userIds ?? []).filter(isUuid),
      businessId: n.to.businessId && isUuid(n.to.businessId) ? n.to.businessId : undefined,
    };
    const reached = (await repo.recipients(db, to)).filter((id) => n.self || id !== n.actor.userId);
    // Whoever blocked the actor is told nothing of what they do, whichever path led here (decision 0056).
    const blockers = NOT_FROM_A_MEMBER.has(n.kind)
      ? new Set<string>()
      : await blocks.blockersAmong(n.actor.userId, reached);
    const everyone = reached.filter((id) => !blockers.has(id));
    // Each recipient's channel for the topic (decision 0031): `off` is told nothing; `email` also gets an e-mail at once,
    // and so does `digest` for a notification asked for at once (decision 0068).
    const channels = await notificationSettingsRepo.channelsFor(db, everyone, NOTIFICATION_KIND_TOPIC[n.kind]);
    const recipients = everyone.filter((id) => channels.get(id) !== 'off');
    if (!recipients.length) return;
    // Marked when asked for at once: the digest leaves it out, its e-mail has gone (decision 0068).
    const data = { ...cleanData(n.data), ...(n.atOnce === true ? { [AT_ONCE_KEY]: 'yes' } : {}) };
    const stored = await repo.store(
      db,
      {
        kind: n.kind,
        actorType: n.actor.type,
        actorId: n.actor.id,
        actorUserId: n.actor.userId,
        resourceType: n.resource.type,
        resourceId: n.resource.id,
        data,
      },
      recipients,
    );
    const byMail = recipients.filter(
      (id) => channels.get(id) === 'email' || (n.atOnce === true && channels.get(id) === 'digest'),
    );
    if (byMail.length && !OWN_MAIL_KINDS.has(n.kind)) await mailNow(n, data, byMail);
    const idOf = new Map(stored.map((s) => [s.recipientId, s.id]));
    await publishCounts(recipients, (userId, unreadCount) => ({
      type: LIVE_EVENTS.notification,
      payload: { id: idOf.get(userId) ?? '', kind: n.kind, unreadCount } satisfies LiveNotificationEvent,
    })).catch((err: unknown) => log.warn({ err, kind: n.kind }, 'live delivery of a notification failed'));
  };

  return {
    notify,

    async list(userId: string, skip: number, size: number): Promise<NotificationList> {
      const [rows, total, counts] = await Promise.all([
        repo.groups(db, userId, skip, size),
        repo.countGroups(db, userId),
        repo.unreadCounts(db, [userId]),
      ]);
      const actorRefs = rows.flatMap((r) =>
        typeof r.actors === 'string' ? (JSON.parse(r.actors) as { type: string; id: string }[]) : r.actors,
      );
      const [actors, resources] = await Promise.all([
        repo.actors(db, actorRefs),
        repo.resources(
          db,
          rows.map((r) => ({ type: r.resource_type, id: r.resource_id })),
        ),
      ]);
      return {
        results: rows.map((r) => presentGroup(r, actors, resources)),
        total,
        unreadCount: counts.get(userId) ?? 0,
      };
    },

    async unreadCount(userId: string) {
      return { unreadCount: (await repo.unreadCounts(db, [userId])).get(userId) ?? 0 };
    },

    /** Marks read; the user's other tabs and devices hear the new count. */
    async markRead(userId: string, ids: readonly string[] | 'all') {
      await repo.markRead(db, userId, ids);
      const { unreadCount } = await this.unreadCount(userId);
      await live
        .publish([userId], LIVE_EVENTS.notificationsRead, { unreadCount } satisfies LiveNotificationsReadEvent)
        .catch((err: unknown) => log.warn({ err }, 'live: could not publish the read count'));
      return { unreadCount };
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** The app's Notify (what services that raise notifications receive); tests call it directly. */
    notify: Notify;
  }
}
