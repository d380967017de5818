/**
 * Posts, the newsfeed and timelines (the spec's newsfeed screen, post entity and calls; decision 0012).
 * A post is written by the user or by a business they own or administer, on their own
 * timeline or on the timeline of a business they manage; only its author (or, for a business
 * post, that business's owner and admins) may remove it.
 */
import { SOCIAL_MSG, type MakePostRequest, type NewsfeedPage, type Post, type TimelinePage } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import type { PhotoJson } from '../../db/schema/index.js';
import { AppError, invalid, isUuid, notFound } from '../../lib/errors.js';
import type { PhotoCheck } from '../../core/collaborators.js';
import type { EventPublisher } from '../../core/events.js';
import type { Actor, Actors } from './social-actor.js';
import type { SocialLimiters } from './social-limits.js';
import { presentPost } from './posts.presenter.js';
import { postsRepo, type FeedCursor, type PostRow } from './posts.repo.js';
import { socialRepo } from './social.repo.js';

export type PostsDeps = {
  db: Db;
  actors: Actors;
  limits: SocialLimiters;
  checkPhoto: PhotoCheck;
  events: EventPublisher;
};

/** The one place a social picture is checked: a finished upload of the acting user or business. */
export async function checkSocialPicture(
  checkPhoto: PhotoCheck,
  field: string,
  photo: PhotoJson | undefined,
  actor: Actor,
) {
  await checkPhoto(
    field,
    photo,
    actor.businessId ? [{ businessId: actor.businessId }, { userId: actor.userId }] : [{ userId: actor.userId }],
  );
}

const CURSOR_FIELD = 'nextID';
const badCursor = () =>
  invalid(CURSOR_FIELD, 'nextID is not a cursor of this newsfeed; load the newsfeed from the start');

export const encodeCursor = (c: FeedCursor) =>
  Buffer.from(`${c.createdAt.toISOString()}|${c.id}`).toString('base64url');
export function decodeCursor(s: string): FeedCursor {
  const [iso, id] = Buffer.from(s, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || !isUuid(id) || Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== iso) throw badCursor();
  return { createdAt, id };
}

export function createPostsService(d: PostsDeps) {
  const { db, actors } = d;

  /** The post, with whether `viewerId` may remove it (posts.repo reads it with the row). */
  async function load(postId: string, viewerId?: string) {
    const p = isUuid(postId) ? await postsRepo.find(db, postId, viewerId) : undefined;
    if (!p) throw notFound('Post', 'postID');
    return p;
  }
  /** `canRemove` only for a signed-in viewer. */
  const present = (r: PostRow): Post => presentPost(r, r.removable ?? undefined);

  /** Where the actor may post: a business on its own timeline; a user on theirs or a business's they manage. */
  async function checkTimeline(a: Actor, input: MakePostRequest) {
    if (a.type === 'business') {
      if (input.timelineType !== 'business' || input.timelineID !== a.businessId)
        throw invalid('timelineID', SOCIAL_MSG.businessTimelineOnly);
      return;
    }
    const allowed =
      input.timelineType === 'user'
        ? input.timelineID === a.userId
        : (await actors.managed(a.userId)).has(input.timelineID);
    if (!allowed)
      throw new AppError('Forbidden', SOCIAL_MSG.timelineForbidden, { timelineID: SOCIAL_MSG.timelineForbidden });
  }

  return {
    load,
    async make(userId: string, input: MakePostRequest) {
      const a = await actors.actor(userId, input.businessID);
      await checkTimeline(a, input);
      await checkSocialPicture(d.checkPhoto, 'picture', input.picture, a);
      await d.limits.post(userId);
      // The post and its announcement together: the author's audience hears of it (feed-live.ts).
      const postID = await db.transaction(async (tx) => {
        const id = await postsRepo.insert(tx, {
          authorUserId: userId,
          authorBusinessId: a.businessId,
          authorKey: a.key,
          timelineId: input.timelineID,
          timelineType: input.timelineType,
          content: input.content,
          picture: input.picture ?? null,
        });
        await d.events.publish(tx, 'post.created', {
          postId: id,
          author: { type: a.type, id: a.key, userId },
          at: new Date().toISOString(),
        });
        return id;
      });
      return { postID, post: presentPost(await load(postID), true) };
    },

    async get(postId: string, viewerId?: string) {
      return present(await load(postId, viewerId));
    },

    async remove(userId: string, postId: string) {
      const p = await load(postId, userId);
      if (!p.removable)
        throw new AppError('Forbidden', SOCIAL_MSG.postRemoveForbidden, { postID: SOCIAL_MSG.postRemoveForbidden });
      if (!(await postsRepo.remove(db, postId))) throw notFound('Post', 'postID');
      return { postID: postId, removed: true as const };
    },

    async feed(viewerId: string, q: { nextID?: string; size: number }): Promise<NewsfeedPage> {
      const cursor = q.nextID ? decodeCursor(q.nextID) : undefined;
      const found = await postsRepo.feed(db, viewerId, q.size + 1, cursor);
      const rows = found.slice(0, q.size);
      const last = rows[rows.length - 1];
      return {
        items: rows.map(present),
        nextID: found.length > q.size && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null,
      };
    },

    async timeline(timelineId: string, q: { skip: number; size: number }, viewerId?: string): Promise<TimelinePage> {
      const type = isUuid(timelineId) ? await socialRepo.resourceType(db, timelineId) : undefined;
      if (type !== 'user' && type !== 'business') throw notFound('Timeline', 'timelineID');
      return {
        timelineID: timelineId,
        timelineType: type,
        posts: (await postsRepo.timeline(db, timelineId, q.skip, q.size, viewerId)).map(present),
      };
    },
  };
}
export type PostsService = ReturnType<typeof createPostsService>;
