/** Notifications (decision 0013): storage, grouped reads, unread counts, and the names and states they show. */
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications, type NotificationData } from '../../db/schema/notifications.js';
import type { PhotoJson } from '../../db/schema/accounts.js';
import { rowsOf } from '../../db/rows.js';

/** A list of uuids as one query parameter (drizzle would spread an array into several). */
const uuidList = (ids: readonly string[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`;

export type NewNotification = {
  kind: string;
  actorType: string;
  actorId: string;
  actorUserId: string;
  resourceType: string;
  resourceId: string;
  data: NotificationData;
};

export type GroupRow = {
  kind: string;
  resource_type: string;
  resource_id: string;
  newest_id: string;
  latest: Date | string;
  actor_count: number;
  unread: boolean;
  data: NotificationData;
  actors: { type: 'user' | 'business'; id: string }[] | string;
};

export type ActorInfo = { name: string; photo: PhotoJson | null };
export type ResourceInfo = {
  title: string | null;
  state: string | null;
  link:
    | { kind: 'business'; name: string; id: string }
    | { kind: 'product'; company: string; name: string; id: string }
    | { kind: 'timeline'; id: string }
    | null;
};

const groupKey = sql`${notifications.kind}, ${notifications.resourceType}, ${notifications.resourceId}`;

export const notificationsRepo = {
  /** Existing users among `userIds`, plus every owner/admin/member of `businessId`. */
  /** The e-mail addresses of members (for the e-mails at once and the digest). */
  /** Each member's address and the language of their profile (what mailLanguageOf chooses the e-mail's words by). */
  async emails(db: Db, userIds: readonly string[]): Promise<Map<string, { email: string; language: string | null }>> {
    if (!userIds.length) return new Map();
    const rows = rowsOf<{ id: string; email: string; language: string | null }>(
      await db.execute(
        sql`select u.id::text as id, u.email, p.language_code as language
            from users u left join profiles p on p.user_id = u.id where u.id = any(${uuidList(userIds)})`,
      ),
    );
    return new Map(rows.map((r) => [r.id, { email: r.email, language: r.language }]));
  },

  async recipients(db: Db, to: { userIds?: readonly string[]; businessId?: string }): Promise<string[]> {
    const parts: SQL[] = [];
    if (to.userIds?.length) parts.push(sql`select id from users where id = any(${uuidList(to.userIds)})`);
    if (to.businessId)
      parts.push(sql`select user_id as id from business_members where business_id = ${to.businessId}::uuid`);
    if (!parts.length) return [];
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`select distinct id::text as id from (${sql.join(parts, sql` union `)}) r`),
    );
    return rows.map((r) => r.id);
  },

  /**
   * Stores one notification per recipient, in one transaction. A recipient who still has the same
   * actor's unread notification about the same thing gets that one refreshed instead (a like,
   * unlike and like again is one notification).
   */
  async store(db: Db, n: NewNotification, recipientIds: readonly string[]) {
    return db.transaction(async (tx) => {
      const same = and(
        inArray(notifications.recipientId, [...recipientIds]),
        eq(notifications.kind, n.kind),
        eq(notifications.actorType, n.actorType),
        eq(notifications.actorId, n.actorId),
        eq(notifications.resourceType, n.resourceType),
        eq(notifications.resourceId, n.resourceId),
        isNull(notifications.readAt),
      );
      const refreshed = await tx
        .update(notifications)
        .set({ createdAt: new Date(), data: n.data })
        .where(same)
        .returning({ id: notifications.id, recipientId: notifications.recipientId });
      const done = new Set(refreshed.map((r) => r.recipientId));
      const rest = recipientIds.filter((id) => !done.has(id));
      const inserted = rest.length
        ? await tx
            .insert(notifications)
            .values(rest.map((recipientId) => ({ ...n, recipientId })))
            .returning({ id: notifications.id, recipientId: notifications.recipientId })
        : [];
      return [...refreshed, ...inserted];
    });
  },

  /** Unread groups per user (what the badge counts). */
  async unreadCounts(db: Db, userIds: readonly string[]): Promise<Map<string, number>> {
    const counts = new Map(userIds.map((id) => [id, 0]));
    if (!userIds.length) return counts;
    const rows = await db
      .select({ userId: notifications.recipientId, n: sql<number>`count(distinct (${groupKey}))::int` })
      .from(notifications)
      .where(and(inArray(notifications.recipientId, [...userIds]), isNull(notifications.readAt)))
      .groupBy(notifications.recipientId);
    for (const r of rows) counts.set(r.userId, Number(r.n));
    return counts;
  },

  async countGroups(db: Db, userId: string) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from (select 1 from notifications where recipient_id = ${userId}::uuid group by kind, resource_type, resource_id) g`,
      ),
    );
    return Number(row?.n ?? 0);
  },

  /** One page of groups, newest first, each with its newest notification's data and its two newest distinct actors. */
  async groups(db: Db, userId: string, skip: number, size: number): Promise<GroupRow[]> {
    return rowsOf<GroupRow>(
      await db.execute(sql`
        with g as (
          select kind, resource_type, resource_id, max(created_at) as latest,
            count(distinct (actor_type, actor_id))::int as actor_count,
            bool_or(read_at is null) as unread,
            (array_agg(id order by created_at desc, id desc))[1] as newest_id
          from notifications where recipient_id = ${userId}::uuid
          group by kind, resource_type, resource_id
          order by latest desc, newest_id desc
          limit ${size} offset ${skip}
        )
        select g.kind, g.resource_type, g.resource_id, g.newest_id::text as newest_id, g.latest, g.actor_count, g.unread, n.data, a.actors
        from g
        join notifications n on n.id = g.newest_id
        cross join lateral (
          select coalesce(json_agg(json_build_object('type', x.actor_type, 'id', x.actor_id) order by x.at desc), '[]'::json) as actors
          from (
            select m.actor_type, m.actor_id::text as actor_id, max(m.created_at) as at from notifications m
            where m.recipient_id = ${userId}::uuid and m.kind = g.kind and m.resource_type = g.resource_type and m.resource_id = g.resource_id
            group by m.actor_type, m.actor_id order by at desc limit 2
          ) x
        ) a
        order by g.latest desc, g.newest_id desc`),
    );
  },

  /** Names and photos of users and businesses, keyed "type:id". */
  async actors(db: Db, refs: { type: string; id: string }[]): Promise<Map<string, ActorInfo>> {
    const out = new Map<string, ActorInfo>();
    const users = refs.filter((r) => r.type === 'user').map((r) => r.id);
    const businesses = refs.filter((r) => r.type === 'business').map((r) => r.id);
    if (users.length) {
      const rows = rowsOf<{ id: string; name: string; photo: PhotoJson | null }>(
        await db.execute(
          sql`select user_id::text as id, trim(first_name || ' ' || last_name) as name, profile_photo as photo from profiles where user_id = any(${uuidList(users)})`,
        ),
      );
      for (const r of rows) out.set(`user:${r.id}`, { name: r.name, photo: r.photo });
    }
    if (businesses.length) {
      const rows = rowsOf<{ id: string; name: string; photo: PhotoJson | null }>(
        await db.execute(
          sql`select id::text as id, company_name as name, profile_photo as photo from businesses where id = any(${uuidList(businesses)})`,
        ),
      );
      for (const r of rows) out.set(`business:${r.id}`, { name: r.name, photo: r.photo });
    }
    return out;
  },

  /**
   * What the entries are about, keyed "type:id": names, post snippets, and the current state of
   * invitations and connection requests (so answered ones show no Accept / Decline).
   */
  async resources(db: Db, refs: { type: string; id: string }[]): Promise<Map<string, ResourceInfo>> {
    const out = new Map<string, ResourceInfo>();
    const ids = (type: string) => [
      ...new Set(refs.filter((r) => r.type === type && /^[0-9a-f-]{36}$/i.test(r.id)).map((r) => r.id)),
    ];
    const run = async <T>(type: string, query: (list: SQL) => SQL, map: (row: T) => [string, ResourceInfo]) => {
      const list = ids(type);
      if (!list.length) return;
      for (const row of rowsOf<T>(await db.execute(query(uuidList(list))))) {
        const [id, info] = map(row);
        out.set(`${type}:${id}`, info);
      }
    };
    type Named = { id: string; name: string };
    await run<Named>(
      'business',
      (l) => sql`select id::text as id, company_name as name from businesses where id = any(${l})`,
      (r) => [r.id, { title: r.name, state: null, link: { kind: 'business', name: r.name, id: r.id } }],
    );
    await run<Named & { company: string }>(
      'product',
      (l) =>
        sql`select p.id::text as id, p.name, b.company_name as company from products p join businesses b on b.id = p.business_id where p.id = any(${l})`,
      (r) => [
        r.id,
        { title: r.name, state: null, link: { kind: 'product', company: r.company, name: r.name, id: r.id } },
      ],
    );
    await run<{ id: string; content: string; timeline: string }>(
      'post',
      (l) =>
        sql`select id::text as id, left(content, 80) as content, timeline_id::text as timeline from posts where id = any(${l})`,
      (r) => [r.id, { title: r.content, state: null, link: { kind: 'timeline', id: r.timeline } }],
    );
    await run<{ id: string; content: string; timeline: string | null }>(
      'comment',
      (l) =>
        sql`select c.id::text as id, left(c.content, 80) as content, p.timeline_id::text as timeline from comments c left join posts p on p.id = c.root_id and c.root_type = 'post' where c.id = any(${l})`,
      (r) => [r.id, { title: r.content, state: null, link: r.timeline ? { kind: 'timeline', id: r.timeline } : null }],
    );
    await run<Named & { state: string }>(
      'invitation',
      (l) =>
        sql`select i.id::text as id, b.company_name as name, i.status as state from business_invitations i join businesses b on b.id = i.business_id where i.id = any(${l})`,
      (r) => [r.id, { title: r.name, state: r.state, link: null }],
    );
    await run<Named & { state: string }>(
      'connection',
      (l) =>
        sql`select c.id::text as id, b.company_name as name, c.status as state from connections c join businesses b on b.id = c.to_business_id where c.id = any(${l})`,
      (r) => [r.id, { title: r.name, state: r.state, link: null }],
    );
    return out;
  },

  /** Marks read the groups of these notifications (up to each one), or everything; only the user's own. */
  async markRead(db: Db, userId: string, ids: readonly string[] | 'all') {
    if (ids === 'all') {
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.recipientId, userId), isNull(notifications.readAt)));
      return;
    }
    await db.execute(sql`
      update notifications n set read_at = now()
      from notifications g
      where g.id = any(${uuidList(ids)}) and g.recipient_id = ${userId}::uuid
        and n.recipient_id = ${userId}::uuid and n.read_at is null
        and n.kind = g.kind and n.resource_type = g.resource_type and n.resource_id = g.resource_id
        and n.created_at <= g.created_at`);
  },
};

/** The data key of a notification e-mailed at once whatever the digest (decision 0068): the digest leaves it out. */
export const AT_ONCE_KEY = 'atOnce';

/** A member whose daily digest is due: 08:00 where they live, none sent in the last 20 hours. */
export type DigestCandidate = { userId: string; email: string; since: Date; channels: Record<string, string> };

export const digestRepo = {
  /** The members for whom it is the digest's hour now (at most `limit`, after `afterId`: the job pages through them). */
  async due(db: Db, now: Date, localHour: number, afterId: string | null, limit: number): Promise<DigestCandidate[]> {
    const rows = rowsOf<{
      id: string;
      email: string;
      sent: Date | string | null;
      channels: Record<string, string> | null;
    }>(
      await db.execute(sql`
        select u.id::text as id, u.email, s.digest_sent_at as sent, s.channels
        from users u left join notification_settings s on s.user_id = u.id
        where extract(hour from (${now.toISOString()}::timestamptz at time zone coalesce(s.time_zone, 'UTC'))) = ${localHour}
          and (s.digest_sent_at is null or s.digest_sent_at < ${now.toISOString()}::timestamptz - interval '20 hours')
          and u.email_verified_at is not null
          and (${afterId}::uuid is null or u.id > ${afterId}::uuid)
        order by u.id limit ${limit}`),
    );
    const dayAgo = new Date(now.getTime() - 24 * 3600_000);
    return rows.map((r) => {
      const sent = r.sent ? new Date(r.sent) : null;
      return { userId: r.id, email: r.email, since: sent && sent > dayAgo ? sent : dayAgo, channels: r.channels ?? {} };
    });
  },

  /**
   * A member's unread notifications of these kinds since `since`, newest first (at most `limit`), and how many there
   * are; those e-mailed at once already (AT_ONCE_KEY) are left out.
   */
  async unread(db: Db, userId: string, kinds: readonly string[], since: Date, limit: number) {
    if (!kinds.length) return { rows: [], total: 0 };
    const where = and(
      eq(notifications.recipientId, userId),
      isNull(notifications.readAt),
      inArray(notifications.kind, [...kinds]),
      sql`${notifications.createdAt} > ${since.toISOString()}::timestamptz`,
      sql`(${notifications.data} ->> ${AT_ONCE_KEY}) is null`,
    );
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(sql`${notifications.createdAt} desc`)
        .limit(limit),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(where),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  },

  /** Unread messages in the member's conversations (as a buyer, or in a business's team) that arrived since `since`. */
  async unreadMessages(db: Db, userId: string, since: Date): Promise<{ messages: number; threads: number }> {
    const [row] = rowsOf<{ messages: number; threads: number }>(
      await db.execute(sql`
        with mine as (select business_id from business_members where user_id = ${userId}::uuid),
        sides as (
          select sender_unread as unread from inquiry_requests
            where last_message_at > ${since.toISOString()}::timestamptz and sender_unread > 0
              and ((from_business_id is null and from_user_id = ${userId}::uuid) or from_business_id in (select business_id from mine))
          union all
          select receiver_unread from inquiry_requests
            where last_message_at > ${since.toISOString()}::timestamptz and receiver_unread > 0 and to_business_id in (select business_id from mine)
        )
        select coalesce(sum(unread), 0)::int as messages, count(*)::int as threads from sides`),
    );
    return { messages: Number(row?.messages ?? 0), threads: Number(row?.threads ?? 0) };
  },

  async markSent(db: Db, userId: string, at: Date) {
    await db.execute(sql`insert into notification_settings (user_id, digest_sent_at) values (${userId}::uuid, ${at.toISOString()}::timestamptz)
      on conflict (user_id) do update set digest_sent_at = excluded.digest_sent_at`);
  },
};
