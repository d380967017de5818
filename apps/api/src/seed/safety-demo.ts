/**
 * Demo reports for the staff login, so the moderation queue is alive on a fresh start (decision
 * 0034): two members report one post of another as spam, and one reports a comment. Deterministic:
 * the demo users by e-mail; nothing when their posts are not there.
 */
import { asc, eq, like, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { comments, posts, reports, users } from '../db/schema/index.js';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);

export async function seedDemoReports(db: Db) {
  const others = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, '%@demo.wbn.test'))
    .orderBy(asc(users.email))
    .limit(12);
  if (others.length < 12) return;
  const [post] = await db
    .select({ id: posts.id, author: posts.authorUserId })
    .from(posts)
    .where(eq(posts.timelineType, 'user'))
    .orderBy(asc(posts.createdAt))
    .limit(1);
  const [comment] = post
    ? await db
        .select({ id: comments.id, author: comments.authorUserId })
        .from(comments)
        .where(ne(comments.authorUserId, post.author))
        .orderBy(asc(comments.createdAt))
        .limit(1)
    : [];
  const reporters = others.filter((o) => o.id !== post?.author && o.id !== comment?.author);
  const rows: (typeof reports.$inferInsert)[] = [];
  if (post) {
    rows.push({
      reporterUserId: reporters[0].id,
      targetType: 'post',
      targetId: post.id,
      reason: 'spam',
      note: 'The same advert is on several timelines.',
      createdAt: hoursAgo(5),
    });
    rows.push({
      reporterUserId: reporters[1].id,
      targetType: 'post',
      targetId: post.id,
      reason: 'spam',
      createdAt: hoursAgo(2),
    });
  }
  if (comment)
    rows.push({
      reporterUserId: reporters[2].id,
      targetType: 'comment',
      targetId: comment.id,
      reason: 'harassment',
      note: 'Rude to the seller.',
      createdAt: hoursAgo(1),
    });
  const existing = await db.select({ id: reports.id }).from(reports).limit(1);
  if (rows.length && !existing.length) await db.insert(reports).values(rows);
}
