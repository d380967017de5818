/**
 * A member's data (decision 0033): everything the export ZIP holds, read straight from the tables
 * of every feature (read only; each feature keeps its own writes), and the exports themselves.
 */
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { dataExports } from '../../db/schema/index.js';

type Row = Record<string, unknown>;
const rows = async (db: Db, q: ReturnType<typeof sql>) => rowsOf<Row>(await db.execute(q));

export const privacyRepo = {
  /** Every part of the member's data, by the file it goes into (sessions without their tokens; no password hash). */
  async dataOf(db: Db, userId: string): Promise<Record<string, Row[] | Row | null>> {
    const u = sql`${userId}::uuid`;
    const mine = sql`(select business_id from business_members where user_id = ${u})`;
    const [account, profile, owned, teams, products, posts, comments, likes, follows, connections, threads, messages, receipts, notifications, sessions, settings, blocks, reports, savedSearches] =
      await Promise.all([
        rows(db, sql`select id, email, created_at, email_verified_at, suspended_at from users where id = ${u}`),
        rows(db, sql`select * from profiles where user_id = ${u}`),
        rows(db, sql`select * from businesses where owner_id = ${u} order by created_at`),
        rows(db, sql`select b.id as business_id, b.company_name, m.role from business_members m join businesses b on b.id = m.business_id where m.user_id = ${u} order by b.company_name`),
        rows(db, sql`select p.* from products p join businesses b on b.id = p.business_id where b.owner_id = ${u} order by p.created_at`),
        rows(db, sql`select * from posts where author_user_id = ${u} order by created_at`),
        rows(db, sql`select * from comments where author_user_id = ${u} order by created_at`),
        rows(db, sql`select resource_type, resource_id, business_id as as_business_id, reaction_type, created_at from reactions where user_id = ${u} order by created_at`),
        rows(db, sql`select follower_type, follower_key, target_type, target_id, created_at from follows where follower_user_id = ${u} order by created_at`),
        rows(db, sql`select * from connections where from_user_id = ${u} or to_business_id in ${mine} order by created_at`),
        rows(
          db,
          sql`select id, subject, status, from_user_id, from_business_id, to_business_id, product_id, created_at, last_message_at, closed_at from inquiry_requests
              where (from_user_id = ${u} and from_business_id is null) or from_business_id in ${mine} or to_business_id in ${mine} order by created_at`,
        ),
        rows(
          db,
          sql`select m.request_id, m.side, (m.author_user_id = ${u}) as sent_by_you, m.content, m.created_at from inquiry_messages m join inquiry_requests r on r.id = m.request_id
              where (r.from_user_id = ${u} and r.from_business_id is null) or r.from_business_id in ${mine} or r.to_business_id in ${mine} order by m.created_at`,
        ),
        rows(db, sql`select number, company_name, tier, price_cents, credit_cents, amount_cents, currency, period_start, period_end, card_brand, email, paid_at from membership_payments where user_id = ${u} order by paid_at`),
        rows(db, sql`select kind, actor_type, actor_id, resource_type, resource_id, data, read_at, created_at from notifications where recipient_id = ${u} order by created_at`),
        rows(db, sql`select user_agent, ip, created_at, last_seen_at, revoked_at from auth_sessions where user_id = ${u} order by created_at`),
        rows(db, sql`select channels, time_zone, new_device_email from notification_settings where user_id = ${u}`),
        rows(db, sql`select blocked_user_id, via_business_id, created_at from user_blocks where blocker_user_id = ${u} order by created_at`),
        rows(db, sql`select target_type, target_id, reason, note, created_at, closed_at from reports where reporter_user_id = ${u} order by created_at`),
        rows(db, sql`select text_query, business_type, country_code, industry_id, include_rfqs, frequency, last_alert_at, created_at from saved_searches where user_id = ${u} order by created_at`),
      ]);
    return {
      'profile.json': { account: account[0] ?? null, profile: profile[0] ?? null, notificationSettings: settings[0] ?? null },
      'businesses.json': { owned, teams, products },
      'posts.json': posts,
      'comments.json': comments,
      'likes.json': likes,
      'follows.json': follows,
      'connections.json': connections,
      'messages.json': { threads, messages },
      'receipts.json': receipts,
      'notifications.json': notifications,
      'sessions.json': sessions,
      'safety.json': { blocked: blocks, reportsYouSent: reports },
      'saved-searches.json': savedSearches,
    };
  },

  /** Members whose erasure is due (at most `limit`). */
  async dueForErasure(db: Db, now: Date, limit: number) {
    return (await rows(db, sql`select id::text as id from users where deletion_due_at <= ${now.toISOString()}::timestamptz and deleted_at is null order by deletion_due_at limit ${limit}`)).map((r) => r.id as string);
  },

  /**
   * Erases a member (decision 0033), in the caller's transaction. The businesses they own pass to
   * their longest-standing admin; those without one go, with everything that hangs off them. Then
   * every row that points at the member is deleted or cleared, as each foreign key says (read from
   * the catalog, so a table added later is covered), except the threads they opened: those stay
   * for the business they wrote to. Posts on their timeline, follows of them and notifications
   * about them go too. What remains of the member is their row, with no name, address or password.
   * Answers the businesses that changed hands and those removed.
   */
  async erase(db: Db, userId: string, unusablePasswordHash: string) {
    const u = sql`${userId}::uuid`;
    const passed: string[] = [];
    const removed: string[] = [];
    for (const { id } of await rows(db, sql`select id::text as id from businesses where owner_id = ${u}`)) {
      const [admin] = await rows(db, sql`select user_id::text as id from business_members where business_id = ${id as string}::uuid and role = 'admin' and user_id <> ${u} order by created_at limit 1`);
      if (!admin) {
        removed.push(id as string);
        continue;
      }
      await db.execute(sql`update businesses set owner_id = ${admin.id as string}::uuid where id = ${id as string}::uuid`);
      await db.execute(sql`update business_members set role = 'owner' where business_id = ${id as string}::uuid and user_id = ${admin.id as string}::uuid`);
      passed.push(id as string);
    }
    // Receipts are kept as the law requires, without the person: no address (the user id is cleared below).
    await db.execute(sql`update membership_payments set email = '' where user_id = ${u}`);
    await db.execute(sql`delete from posts where timeline_type = 'user' and timeline_id = ${u}`);
    await db.execute(sql`delete from follows where target_id = ${u}`);
    await db.execute(sql`delete from notifications where resource_id = ${userId}`);
    // The live channel's replay log (kept a few days) of other members: events that name the member go.
    await db.execute(sql`delete from live_events where payload::text like ${`%${userId}%`}`);
    const keys = await rows(
      db,
      sql`select c.conrelid::regclass::text as tbl, a.attname as col, c.confdeltype as rule
          from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
          where c.contype = 'f' and c.confrelid = 'users'::regclass order by 1, 2`,
    );
    for (const k of keys) {
      const [table, column] = [sql.identifier(k.tbl as string), sql.identifier(k.col as string)];
      if (k.tbl === 'inquiry_requests' && k.col === 'from_user_id') continue;
      if (k.rule === 'c') await db.execute(sql`delete from ${table} where ${column} = ${u}`);
      else if (k.rule === 'n') await db.execute(sql`update ${table} set ${column} = null where ${column} = ${u}`);
    }
    await db.execute(
      sql`update users set email = 'deleted-' || id::text || '@deleted.invalid', password_hash = ${unusablePasswordHash}, is_staff = false,
          email_verified_at = null, deletion_due_at = null, deleted_at = now() where id = ${u}`,
    );
    return { passed, removed };
  },

  async emailOf(db: Db, userId: string) {
    const [row] = await rows(db, sql`select email from users where id = ${userId}::uuid`);
    return row?.email as string | undefined;
  },

  async create(db: Db, userId: string) {
    const [row] = await db.insert(dataExports).values({ userId }).returning({ id: dataExports.id });
    return row!.id;
  },

  /** The member's export that is still being made, if any. */
  async pendingOf(db: Db, userId: string) {
    const [row] = await db.select({ id: dataExports.id }).from(dataExports).where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'pending')));
    return row?.id;
  },

  /** One export of this member (never another member's), without its bytes. */
  async find(db: Db, userId: string, id: string) {
    const [row] = await db
      .select({ id: dataExports.id, status: dataExports.status, createdAt: dataExports.createdAt, readyAt: dataExports.readyAt, expiresAt: dataExports.expiresAt, sizeBytes: dataExports.sizeBytes })
      .from(dataExports)
      .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
    return row;
  },

  async latest(db: Db, userId: string) {
    const [row] = await db.select({ id: dataExports.id }).from(dataExports).where(eq(dataExports.userId, userId)).orderBy(desc(dataExports.createdAt)).limit(1);
    return row?.id;
  },

  async zipOf(db: Db, userId: string, id: string) {
    const [row] = await db.select({ zip: dataExports.zip, expiresAt: dataExports.expiresAt }).from(dataExports).where(and(eq(dataExports.id, id), eq(dataExports.userId, userId), eq(dataExports.status, 'ready')));
    return row;
  },

  async ownerOf(db: Db, id: string) {
    const [row] = await db.select({ userId: dataExports.userId, status: dataExports.status }).from(dataExports).where(eq(dataExports.id, id));
    return row;
  },

  markReady: (db: Db, id: string, zip: Buffer, readyAt: Date, expiresAt: Date) =>
    db.update(dataExports).set({ status: 'ready', zip, sizeBytes: zip.length, readyAt, expiresAt }).where(eq(dataExports.id, id)),

  markFailed: (db: Db, id: string) => db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, id)),

  /** Exports past their days: the bytes go, the record says expired. */
  expire: (db: Db, now: Date) => db.update(dataExports).set({ status: 'expired', zip: null }).where(and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, now))),
};
