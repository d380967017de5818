/**
 * The demo social network, so the demo login's newsfeed is alive on a fresh start: posts by demo
 * users and businesses over the last weeks, comments and replies, likes, follows (the demo login
 * follows several businesses and people, and some follow it back), and pending connection
 * requests to the demo login's businesses. Deterministic; raises no notifications (the
 * notifications seed makes its own).
 */
import { asc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { businesses, comments, connections, follows, posts, reactions, users } from '../db/schema/index.js';
import { rng } from './generator.js';

const PERSONAL = [
  'Back from the trade fair in Monterrey: great conversations about private-label food packaging.',
  'We are looking for a distributor of industrial sensors in Colombia and Peru. Recommendations welcome!',
  'Tip for new exporters: agree on Incoterms before you talk about price. It saves weeks.',
  'Visited a furniture plant in Medellín today. Impressive finishing line and on-time delivery record.',
  'Anyone attending the Miami logistics summit next month? Happy to meet.',
  'Our team just closed the first order to Chile. Thank you to everyone who helped with the paperwork.',
  'Looking for ISO 9001 certified suppliers of stainless steel fittings.',
  'Three things buyers ask first: lead time, minimum order and certificates. Keep them on your page.',
];
const COMPANY = [
  'New catalogue available: 40 new references in our automation line. Ask us for the price list.',
  'We are now shipping from our Miami warehouse with 48-hour dispatch for stock items.',
  'Our factory renewed its ISO 9001 certification this week.',
  'We are hiring export sales staff for Latin America. Spanish and English required.',
  'Discount policy for first orders: 5% on orders above USD 10,000 this quarter.',
  'Meet us at booth 214 at the industrial expo. Samples of our new product range on display.',
  'Private-label production slots open for the next season. Minimum order 500 units.',
];
const REMARKS = [
  'Congratulations, well deserved!',
  'Do you ship to Central America?',
  'Interested. I sent you an inquiry.',
  'Great news, we will visit your booth.',
  'What is the lead time for 1,000 units?',
  'Thanks for sharing this.',
  'Could you share the certificate details?',
];
const ANSWERS = [
  'Yes, we do. Send us your details.',
  'About 30 days from order confirmation.',
  'Thank you! See you there.',
  'Sent by e-mail today.',
];

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);

export async function seedSocialDemo(db: Db, demoEmail: string) {
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoEmail));
  if (!demo) return;
  const people = (
    await db.select({ id: users.id }).from(users).where(like(users.email, '%@demo.wbn.test')).orderBy(asc(users.email))
  ).map((u) => u.id);
  const all = await db
    .select({ id: businesses.id, ownerId: businesses.ownerId })
    .from(businesses)
    .orderBy(asc(businesses.createdAt));
  const own = all.filter((b) => b.ownerId === demo.id);
  const others = all.filter((b) => b.ownerId !== demo.id).slice(0, 30);
  if (people.length < 12 || others.length < 10) return;
  const r = rng(2026);

  // Posts: the demo login and its businesses, 16 people and 24 businesses, over the last 3 weeks.
  const postRows: (typeof posts.$inferInsert)[] = [];
  const personal = (userId: string, text: string, h: number) =>
    postRows.push({
      authorUserId: userId,
      authorKey: userId,
      timelineId: userId,
      timelineType: 'user',
      content: text,
      createdAt: hoursAgo(h),
    });
  const company = (b: { id: string; ownerId: string }, text: string, h: number) =>
    postRows.push({
      authorUserId: b.ownerId,
      authorBusinessId: b.id,
      authorKey: b.id,
      timelineId: b.id,
      timelineType: 'business',
      content: text,
      createdAt: hoursAgo(h),
    });
  personal(
    demo.id,
    'Glad to join the WBN Miami network. We connect Latin American buyers with automation suppliers.',
    300,
  );
  personal(demo.id, PERSONAL[2], 30);
  own.slice(0, 3).forEach((b, i) => company(b, COMPANY[i], 20 + i * 50));
  people.slice(0, 16).forEach((u) => {
    for (let k = r.int(1, 2); k > 0; k--) personal(u, r.pick(PERSONAL), r.int(1, 500));
  });
  others.slice(0, 24).forEach((b) => company(b, r.pick(COMPANY), r.int(1, 500)));
  const inserted = await db.insert(posts).values(postRows).returning({
    id: posts.id,
    authorUserId: posts.authorUserId,
    authorKey: posts.authorKey,
    createdAt: posts.createdAt,
  });

  // Comments on a third of the posts (always the demo login's), each with an answer from the author.
  const commentRows: (typeof comments.$inferInsert)[] = [];
  for (const p of inserted) {
    if (p.authorUserId !== demo.id && r.next() > 0.33) continue;
    const at = p.createdAt ?? new Date();
    for (let k = r.int(1, 3); k > 0; k--) {
      const who = r.pick(people.filter((u) => u !== p.authorUserId));
      commentRows.push({
        resourceId: p.id,
        resourceType: 'post',
        rootId: p.id,
        rootType: 'post',
        authorUserId: who,
        authorKey: who,
        content: r.pick(REMARKS),
        createdAt: new Date(at.getTime() + r.int(1, 600) * 60_000),
      });
    }
  }
  const top = await db
    .insert(comments)
    .values(commentRows)
    .returning({ id: comments.id, rootId: comments.rootId, createdAt: comments.createdAt });
  const authorOf = new Map(inserted.map((p) => [p.id, p]));
  const replies = top
    .filter((_, i) => i % 2 === 0)
    .map((c) => {
      const p = authorOf.get(c.rootId)!;
      return {
        resourceId: c.id,
        resourceType: 'comment',
        rootId: c.rootId,
        rootType: 'post',
        authorUserId: p.authorUserId,
        authorBusinessId: p.authorKey === p.authorUserId ? null : p.authorKey,
        authorKey: p.authorKey,
        content: r.pick(ANSWERS),
        createdAt: new Date((c.createdAt ?? new Date()).getTime() + 90 * 60_000),
      };
    });
  if (replies.length) await db.insert(comments).values(replies);

  // Likes on posts and comments by people (one per person and resource: the unique index holds).
  const likeRows: (typeof reactions.$inferInsert)[] = [];
  for (const p of inserted)
    for (const u of people)
      if (r.next() < 0.15) likeRows.push({ resourceId: p.id, resourceType: 'post', actorKey: u, userId: u });
  for (const c of top)
    for (const u of people.slice(0, 12))
      if (r.next() < 0.1) likeRows.push({ resourceId: c.id, resourceType: 'comment', actorKey: u, userId: u });
  if (likeRows.length) await db.insert(reactions).values(likeRows).onConflictDoNothing();

  // Follows: the demo login follows 10 businesses and 8 people; everyone follows a few; some follow the demo login back.
  const followRows: (typeof follows.$inferInsert)[] = [];
  const follow = (from: string, to: string, type: 'user' | 'business') =>
    from !== to &&
    followRows.push({ followerKey: from, followerType: 'user', followerUserId: from, targetId: to, targetType: type });
  others.slice(0, 10).forEach((b) => follow(demo.id, b.id, 'business'));
  people.slice(0, 8).forEach((u) => follow(demo.id, u, 'user'));
  for (const u of people) {
    for (let k = 0; k < 4; k++) follow(u, r.pick(others).id, 'business');
    for (let k = 0; k < 2; k++) follow(u, r.pick(people), 'user');
  }
  people.slice(3, 12).forEach((u) => follow(u, demo.id, 'user'));
  own.forEach((b) => people.slice(0, 6).forEach((u) => follow(u, b.id, 'business')));
  await db.insert(follows).values(followRows).onConflictDoNothing();

  // Two pending connection requests to the demo login's first business (a person and a business), one accepted.
  if (own[0]) {
    await db.insert(connections).values([
      { fromKey: people[12], fromUserId: people[12], toBusinessId: own[0].id, createdAt: hoursAgo(5) },
      {
        fromKey: others[1].id,
        fromUserId: others[1].ownerId,
        fromBusinessId: others[1].id,
        toBusinessId: own[0].id,
        createdAt: hoursAgo(26),
      },
      {
        fromKey: others[2].id,
        fromUserId: others[2].ownerId,
        fromBusinessId: others[2].id,
        toBusinessId: own[0].id,
        status: 'accepted',
        decidedBy: demo.id,
        createdAt: hoursAgo(200),
        decidedAt: hoursAgo(180),
      },
    ]);
  }

  // Counters follow the rows.
  await db.execute(sql`update posts p set like_count = (select count(*) from reactions x where x.resource_id = p.id),
    comments_count = (select count(*) from comments c where c.root_id = p.id)`);
  await db.execute(sql`update comments c set like_count = (select count(*) from reactions x where x.resource_id = c.id),
    replies_count = (select count(*) from comments r where r.resource_id = c.id and r.resource_type = 'comment')`);
}
