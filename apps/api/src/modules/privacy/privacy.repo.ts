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

/**
 * Every table that holds a member's data or their businesses' (a column that points at a user or a
 * business, or at a row of such a table) is either read into the export (the file it goes into) or
 * left out for the reason given. privacy-coverage.test.ts reads the schema and fails on a table in
 * neither list, so a new table is a conscious choice.
 */
export const EXPORTED_TABLES: Record<string, string> = {
  users: 'profile.json (the account: e-mail and dates, never the password hash)',
  profiles: 'profile.json',
  notification_settings: 'profile.json',
  businesses: 'businesses.json (the ones you own)',
  business_members: 'businesses.json (your teams)',
  business_categories: 'businesses.json',
  business_invitations: 'businesses.json (sent for your businesses, and to your address)',
  favorite_businesses: 'businesses.json',
  products: 'businesses.json',
  memberships: 'businesses.json',
  membership_checkouts: 'receipts.json',
  membership_payments: 'receipts.json',
  verification_requests: 'businesses.json (without the staff’s checklist)',
  reply_clocks: 'businesses.json (how fast your businesses answer)',
  insight_counts: 'insights.json',
  insight_terms: 'insights.json',
  insight_filters: 'insights.json',
  api_keys: 'integrations.json (names, prefixes, scopes and dates; never the secret)',
  webhooks: 'integrations.json (addresses and events; never the signing secret)',
  posts: 'posts.json',
  comments: 'comments.json',
  reactions: 'likes.json',
  follows: 'follows.json',
  connections: 'connections.json',
  inquiry_requests: 'messages.json',
  inquiry_messages: 'messages.json',
  rfqs: 'rfqs.json (your requests for quotation)',
  rfq_invitations: 'rfqs.json',
  rfq_quotes: 'rfqs.json (quotes your businesses sent, and quotes on your requests)',
  notifications: 'notifications.json',
  auth_sessions: 'sessions.json (never the tokens)',
  user_blocks: 'safety.json',
  reports: 'safety.json',
  saved_searches: 'saved-searches.json',
  business_reviews:
    'reviews.json (the reviews you wrote, and the reviews of the businesses you own with their replies)',
  business_review_versions: 'reviews.json (the earlier versions of the reviews you wrote)',
  need_help_enquiries: 'need-help.json (the Contact Us forms sent from your e-mail address)',
};

/** Tables that hold a member's or their businesses' rows and are not in the export, and why. */
export const LEFT_OUT_TABLES: Record<string, string> = {
  refresh_tokens: 'hashes of sign-in tokens; a copy is of no use and a token must never leave',
  handoff_codes: 'one-time sign-in codes (hashes) that expire within minutes',
  email_verifications: 'one-time link tokens (hashes)',
  password_resets: 'one-time link tokens (hashes)',
  sign_in_links: 'one-time link tokens (hashes)',
  login_challenges: 'a sign-in waiting for its second factor, for five minutes',
  two_factor: 'the second factor’s secret, sealed: it must never leave (sessions.json shows where you signed in)',
  recovery_codes: 'hashes of the recovery codes: they must never leave',
  known_devices: 'hashes of the browsers’ device cookies, nothing readable; sessions.json lists where you signed in',
  live_events:
    'the live channel’s replay log, kept a few days; what it carried is in notifications.json and messages.json',
  live_cursors: 'where each open page stopped reading the live channel',
  upload_grants: 'permissions to upload, valid minutes; the pictures themselves are under pictures/',
  data_exports: 'the exports themselves: a copy inside the next one would double it each time',
  moderation_actions:
    'the staff’s log of their decisions; a warning or suspension reached you by e-mail and in notifications.json',
  api_key_uses: 'each call of a key (kept 90 days, can be millions of rows); shown per key in the app',
  webhook_deliveries: 'each delivery of a webhook and its answer (kept for retries); shown per endpoint in the app',
  saved_search_matches: 'which items already alerted a saved search, ids only; the alerts are in notifications.json',
  certificate_expiries:
    'a copy of each certificate’s name and expiry date, kept for the reminders (decision 0076); the certificates themselves are in businesses.json',
  mail_outbox:
    'the queue of e-mails being sent, kept for retries; what they said reached your inbox and is in notifications.json',
};

export const privacyRepo = {
  /** Every part of the member's data, by the file it goes into (sessions without their tokens; no password hash). */
  async dataOf(db: Db, userId: string): Promise<Record<string, Row[] | Row | null>> {
    const u = sql`${userId}::uuid`;
    const mine = sql`(select business_id from business_members where user_id = ${u})`;
    // The businesses the member owns: their business-level records (insights, keys, webhooks, membership) go with them.
    const owns = sql`(select id from businesses where owner_id = ${u})`;
    const [
      [
        account,
        profile,
        owned,
        teams,
        products,
        posts,
        comments,
        likes,
        follows,
        connections,
        threads,
        messages,
        receipts,
        notifications,
        sessions,
        settings,
        blocks,
        reports,
        savedSearches,
      ],
      [
        categories,
        invitations,
        favorites,
        memberships,
        checkouts,
        verifications,
        replyClocks,
        insightCounts,
        insightTerms,
        insightFilters,
        keys,
        webhooks,
        rfqs,
        rfqInvited,
        quotesSent,
        quotesReceived,
        needHelp,
        reviewsWritten,
        reviewVersions,
        reviewsOfYours,
      ],
    ] = await Promise.all([
      Promise.all([
        rows(db, sql`select id, email, created_at, email_verified_at, suspended_at from users where id = ${u}`),
        rows(db, sql`select * from profiles where user_id = ${u}`),
        rows(db, sql`select * from businesses where owner_id = ${u} order by created_at`),
        rows(
          db,
          sql`select b.id as business_id, b.company_name, m.role from business_members m join businesses b on b.id = m.business_id where m.user_id = ${u} order by b.company_name`,
        ),
        rows(
          db,
          sql`select p.* from products p join businesses b on b.id = p.business_id where b.owner_id = ${u} order by p.created_at`,
        ),
        rows(db, sql`select * from posts where author_user_id = ${u} order by created_at`),
        rows(db, sql`select * from comments where author_user_id = ${u} order by created_at`),
        rows(
          db,
          sql`select resource_type, resource_id, business_id as as_business_id, reaction_type, created_at from reactions where user_id = ${u} order by created_at`,
        ),
        rows(
          db,
          sql`select follower_type, follower_key, target_type, target_id, created_at from follows where follower_user_id = ${u} order by created_at`,
        ),
        rows(
          db,
          sql`select * from connections where from_user_id = ${u} or to_business_id in ${mine} order by created_at`,
        ),
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
        rows(
          db,
          sql`select number, company_name, tier, price_cents, credit_cents, amount_cents, currency, period_start, period_end, card_brand, email, paid_at from membership_payments where user_id = ${u} order by paid_at`,
        ),
        rows(
          db,
          sql`select kind, actor_type, actor_id, resource_type, resource_id, data, read_at, created_at from notifications where recipient_id = ${u} order by created_at`,
        ),
        rows(
          db,
          sql`select user_agent, ip, created_at, last_seen_at, revoked_at from auth_sessions where user_id = ${u} order by created_at`,
        ),
        rows(db, sql`select channels, time_zone, new_device_email from notification_settings where user_id = ${u}`),
        rows(
          db,
          sql`select blocked_user_id, via_business_id, created_at from user_blocks where blocker_user_id = ${u} order by created_at`,
        ),
        rows(
          db,
          sql`select target_type, target_id, reason, note, created_at, closed_at from reports where reporter_user_id = ${u} order by created_at`,
        ),
        rows(
          db,
          sql`select text_query, business_type, country_code, industry_id, include_rfqs, frequency, last_alert_at, created_at from saved_searches where user_id = ${u} order by created_at`,
        ),
      ]),
      Promise.all([
        rows(
          db,
          sql`select business_id, category_id, sort from business_categories where business_id in ${owns} order by business_id, sort`,
        ),
        rows(
          db,
          sql`select i.business_id, i.email, i.role, i.status, (i.invited_by = ${u}) as sent_by_you, i.created_at, i.decided_at from business_invitations i
              where i.business_id in ${owns} or i.invited_by = ${u} or i.email = (select lower(email) from users where id = ${u}) order by i.created_at`,
        ),
        rows(db, sql`select business_id, created_at from favorite_businesses where user_id = ${u} order by created_at`),
        rows(
          db,
          sql`select business_id, tier, price_cents, starts_at, expires_at, status, ended_at, created_at from memberships where business_id in ${owns} order by created_at`,
        ),
        rows(
          db,
          sql`select business_id, plan_id, price_cents, credit_cents, amount_cents, currency, status, email, failure, created_at from membership_checkouts where user_id = ${u} order by created_at`,
        ),
        rows(
          db,
          sql`select business_id, status, documents, note, reason, created_at, decided_at from verification_requests where business_id in ${owns} order by created_at`,
        ),
        rows(
          db,
          sql`select business_id, subject_type, subject_id, asked_at, answered_at from reply_clocks where business_id in ${owns} order by asked_at`,
        ),
        rows(
          db,
          sql`select business_id, day, kind, count from insight_counts where business_id in ${owns} order by day, kind`,
        ),
        rows(
          db,
          sql`select business_id, day, term, appearances, clicks from insight_terms where business_id in ${owns} order by day, term`,
        ),
        rows(
          db,
          sql`select business_id, day, token, appearances from insight_filters where business_id in ${owns} order by day, token`,
        ),
        rows(
          db,
          sql`select business_id, name, prefix, scopes, (created_by_user_id = ${u}) as created_by_you, created_at, expires_at, last_used_at, revoked_at from api_keys
              where business_id in ${owns} or created_by_user_id = ${u} order by created_at`,
        ),
        rows(
          db,
          sql`select business_id, url, events, (created_by_user_id = ${u}) as created_by_you, created_at, failing_since, disabled_at from webhooks
              where business_id in ${owns} or created_by_user_id = ${u} order by created_at`,
        ),
        rows(
          db,
          sql`select * from rfqs where buyer_user_id = ${u} or buyer_business_id in ${owns} order by created_at`,
        ),
        rows(
          db,
          sql`select i.rfq_id, i.business_id from rfq_invitations i join rfqs r on r.id = i.rfq_id where r.buyer_user_id = ${u} or r.buyer_business_id in ${owns} or i.business_id in ${owns}`,
        ),
        // The buyer's shortlist is theirs: a supplier's own quotes leave it out.
        rows(
          db,
          sql`select id, rfq_id, business_id, (author_user_id = ${u}) as written_by_you, unit_price, currency, moq, lead_time_days, incoterm, valid_until, note, attachment, status, created_at, updated_at
              from rfq_quotes where business_id in ${owns} or author_user_id = ${u} order by created_at`,
        ),
        rows(
          db,
          sql`select q.id, q.rfq_id, q.business_id, q.unit_price, q.currency, q.moq, q.lead_time_days, q.incoterm, q.valid_until, q.note, q.attachment, q.status, q.shortlisted, q.created_at
              from rfq_quotes q join rfqs r on r.id = q.rfq_id where r.buyer_user_id = ${u} or r.buyer_business_id in ${owns} order by q.created_at`,
        ),
        // The Contact Us form needs no account: the ones sent from the member's address are theirs.
        rows(
          db,
          sql`select email, company_phone, data, created_at from need_help_enquiries where lower(email) = (select lower(email) from users where id = ${u}) order by created_at`,
        ),
        // Reviews (decision 0073): the member's own with what became of them; those of their businesses as the public reads them.
        rows(
          db,
          sql`select id, business_id, overall, quality, communication, delivery, text, trade_kind, trade_month, status, status_reason, hidden_at, hidden_reason, reply_text, replied_at, created_at, updated_at
              from business_reviews where author_user_id = ${u} order by created_at`,
        ),
        rows(
          db,
          sql`select v.review_id, v.overall, v.quality, v.communication, v.delivery, v.text, v.written_at, v.replaced_at
              from business_review_versions v join business_reviews r on r.id = v.review_id where r.author_user_id = ${u} order by v.replaced_at`,
        ),
        rows(
          db,
          sql`select id, business_id, overall, quality, communication, delivery, text, trade_kind, trade_month, reply_text, (reply_user_id = ${u}) as replied_by_you, replied_at, created_at, updated_at
              from business_reviews where business_id in ${owns} and status = 'published' and hidden_at is null order by created_at`,
        ),
      ]),
    ]);
    return {
      'profile.json': {
        account: account[0] ?? null,
        profile: profile[0] ?? null,
        notificationSettings: settings[0] ?? null,
      },
      'businesses.json': {
        owned,
        categories,
        teams,
        products,
        invitations,
        favorites,
        memberships,
        verifications,
        replyClocks,
      },
      'posts.json': posts,
      'comments.json': comments,
      'likes.json': likes,
      'follows.json': follows,
      'connections.json': connections,
      'messages.json': { threads, messages },
      'receipts.json': { receipts, checkouts },
      'notifications.json': notifications,
      'sessions.json': sessions,
      'safety.json': { blocked: blocks, reportsYouSent: reports },
      'saved-searches.json': savedSearches,
      'rfqs.json': { requests: rfqs, invited: rfqInvited, quotesSent, quotesReceived },
      'integrations.json': { apiKeys: keys, webhooks },
      'insights.json': { counts: insightCounts, searchWords: insightTerms, searchFilters: insightFilters },
      'need-help.json': needHelp,
      'reviews.json': { written: reviewsWritten, earlierVersions: reviewVersions, ofYourBusinesses: reviewsOfYours },
    };
  },

  /** Members whose erasure is due (at most `limit`). */
  async dueForErasure(db: Db, now: Date, limit: number) {
    return (
      await rows(
        db,
        sql`select id::text as id from users where deletion_due_at <= ${now.toISOString()}::timestamptz and deleted_at is null order by deletion_due_at limit ${limit}`,
      )
    ).map((r) => r.id as string);
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
      const [admin] = await rows(
        db,
        sql`select user_id::text as id from business_members where business_id = ${id as string}::uuid and role = 'admin' and user_id <> ${u} order by created_at limit 1`,
      );
      if (!admin) {
        removed.push(id as string);
        continue;
      }
      await db.execute(
        sql`update businesses set owner_id = ${admin.id as string}::uuid where id = ${id as string}::uuid`,
      );
      await db.execute(
        sql`update business_members set role = 'owner' where business_id = ${id as string}::uuid and user_id = ${admin.id as string}::uuid`,
      );
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
    const [row] = await db
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'pending')));
    return row?.id;
  },

  /** One export of this member (never another member's), without its bytes. */
  async find(db: Db, userId: string, id: string) {
    const [row] = await db
      .select({
        id: dataExports.id,
        status: dataExports.status,
        createdAt: dataExports.createdAt,
        readyAt: dataExports.readyAt,
        expiresAt: dataExports.expiresAt,
        sizeBytes: dataExports.sizeBytes,
      })
      .from(dataExports)
      .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
    return row;
  },

  async latest(db: Db, userId: string) {
    const [row] = await db
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(eq(dataExports.userId, userId))
      .orderBy(desc(dataExports.createdAt))
      .limit(1);
    return row?.id;
  },

  async zipOf(db: Db, userId: string, id: string) {
    const [row] = await db
      .select({ zip: dataExports.zip, expiresAt: dataExports.expiresAt })
      .from(dataExports)
      .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId), eq(dataExports.status, 'ready')));
    return row;
  },

  async ownerOf(db: Db, id: string) {
    const [row] = await db
      .select({ userId: dataExports.userId, status: dataExports.status })
      .from(dataExports)
      .where(eq(dataExports.id, id));
    return row;
  },

  markReady: (db: Db, id: string, zip: Buffer, readyAt: Date, expiresAt: Date) =>
    db
      .update(dataExports)
      .set({ status: 'ready', zip, sizeBytes: zip.length, readyAt, expiresAt })
      .where(eq(dataExports.id, id)),

  markFailed: (db: Db, id: string) => db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, id)),

  /** Exports past their days: the bytes go, the record says expired. */
  expire: (db: Db, now: Date) =>
    db
      .update(dataExports)
      .set({ status: 'expired', zip: null })
      .where(and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, now))),
};
