/**
 * Demo notifications for the demo login, so its header bell is alive on a fresh start: grouped
 * likes of their business, follows, a business following them, and a pending invitation to join
 * another business (with Accept / Decline). Deterministic: the first demo users by e-mail.
 */
import { asc, eq, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { businesses, users } from '../db/schema/index.js';
import { notifications } from '../db/schema/notifications.js';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

export async function seedDemoNotifications(db: Db, demoEmail: string) {
  const [demo] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, demoEmail));
  if (!demo) return;
  const others = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(like(users.email, '%@demo.wbn.test'))
    .orderBy(asc(users.email))
    .limit(6);
  const [own] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.ownerId, demo.id))
    .orderBy(asc(businesses.createdAt))
    .limit(1);
  const [elsewhere] = await db
    .select({ id: businesses.id, ownerId: businesses.ownerId })
    .from(businesses)
    .where(ne(businesses.ownerId, demo.id))
    .orderBy(asc(businesses.createdAt))
    .limit(1);
  if (others.length < 6) return;

  const asUser = (u: { id: string }) => ({ actorType: 'user', actorId: u.id, actorUserId: u.id });
  const rows: (typeof notifications.$inferInsert)[] = [];
  if (own) {
    // "A and 2 others liked <business>": unread, the newest a few minutes old.
    [12, 95, 300].forEach((m, i) =>
      rows.push({
        recipientId: demo.id,
        kind: 'like',
        ...asUser(others[i]),
        resourceType: 'business',
        resourceId: own.id,
        createdAt: minutesAgo(m),
      }),
    );
  }
  // Two people started following the demo user (yesterday; already seen).
  [26 * 60, 30 * 60].forEach((m, i) =>
    rows.push({
      recipientId: demo.id,
      kind: 'follow',
      ...asUser(others[3 + i]),
      resourceType: 'user',
      resourceId: demo.id,
      createdAt: minutesAgo(m),
      readAt: minutesAgo(m - 60),
    }),
  );
  if (own && elsewhere) {
    rows.push({
      recipientId: demo.id,
      kind: 'follow',
      actorType: 'business',
      actorId: elsewhere.id,
      actorUserId: elsewhere.ownerId,
      resourceType: 'business',
      resourceId: own.id,
      createdAt: minutesAgo(3 * 24 * 60),
      readAt: minutesAgo(3 * 24 * 60 - 30),
    });
  }
  if (elsewhere) {
    // A pending invitation to join another business: the bell offers Accept / Decline.
    const res = await db.execute(sql`
      insert into business_invitations (business_id, email, role, invited_by)
      values (${elsewhere.id}::uuid, ${demo.email.toLowerCase()}, 'member', ${elsewhere.ownerId}::uuid)
      on conflict do nothing returning id::text as id`);
    const [inv] = ((res as { rows?: { id: string }[] }).rows ?? (res as unknown as { id: string }[])) as {
      id: string;
    }[];
    if (inv)
      rows.push({
        recipientId: demo.id,
        kind: 'invitation',
        ...asUser({ id: elsewhere.ownerId }),
        resourceType: 'invitation',
        resourceId: inv.id,
        data: { role: 'member' },
        createdAt: minutesAgo(40),
      });
  }
  if (rows.length) await db.insert(notifications).values(rows);
}
