/**
 * Comments (the spec's comments block, their fields, states and calls): on a post, a product or a
 * business page, and replies on a comment, written by the user or a business they manage. Replies
 * stay one level deep: a reply to a reply joins the same top-level comment (decision 0012). Newest first.
 */
import type { CommentResourceType, MakeCommentRequest } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import { isUuid, notFound } from '../../lib/errors.js';
import type { Audience, EventPublisher, Resource } from '../../core/events.js';
import { inTransaction } from '../../core/transaction.js';
import type { BlockPolicy, BlockTarget } from '../../core/block-policy.js';
import type { Actors } from './social-actor.js';
import type { SocialLimiters } from './social-limits.js';
import { commentsRepo } from './comments.repo.js';
import { presentComment } from './comments.presenter.js';
import { socialRepo } from './social.repo.js';

export type CommentsDeps = {
  db: Db;
  actors: Actors;
  limits: SocialLimiters;
  events: EventPublisher;
  blocks: BlockPolicy;
};

type Target = {
  resourceId: string;
  resourceType: CommentResourceType;
  rootId: string;
  rootType: string;
  kind: 'comment' | 'reply';
  to: Audience;
  about: Resource;
  /**
   * Whose block refuses the comment: the post's author (and the business it was written as); the
   * business whose page or product it is; for a reply, the comment's author and its thread's root too.
   */
  blockers: BlockTarget[];
};

const LABEL: Record<CommentResourceType, string> = {
  post: 'Post',
  comment: 'Comment',
  product: 'Product',
  business: 'Business',
};
const authorOf = (r: { authorUserId: string; authorBusinessId: string | null }): Audience =>
  r.authorBusinessId ? { businessId: r.authorBusinessId } : { userIds: [r.authorUserId] };
/** The author as a block target: the person who wrote it, and the business it was written as. */
const writer = (r: { authorUserId: string; authorBusinessId: string | null }): BlockTarget => ({
  userId: r.authorUserId,
  businessId: r.authorBusinessId,
});

export function createCommentsService(d: CommentsDeps) {
  const { db, actors } = d;

  /** Where the comment goes and whom it concerns, or 404 naming resourceID. */
  async function target(type: CommentResourceType, id: string): Promise<Target> {
    const missing = () => notFound(LABEL[type], 'resourceID');
    if (!isUuid(id)) throw missing();
    if (type === 'post') {
      const p = await commentsRepo.postAuthor(db, id);
      if (!p) throw missing();
      return {
        resourceId: id,
        resourceType: 'post',
        rootId: id,
        rootType: 'post',
        kind: 'comment',
        to: authorOf(p),
        about: { type: 'post', id },
        blockers: [writer(p)],
      };
    }
    if (type === 'comment') {
      const parent = await commentsRepo.thread(db, id);
      if (!parent) throw missing();
      const top = parent.resourceType === 'comment' ? parent.resourceId : parent.id;
      const post = parent.rootType === 'post' ? await commentsRepo.postAuthor(db, parent.rootId) : undefined;
      const rootBusiness =
        parent.rootType === 'business'
          ? parent.rootId
          : parent.rootType === 'product'
            ? await commentsRepo.productBusiness(db, parent.rootId)
            : undefined;
      const blockers = [
        writer(parent),
        ...(post ? [writer(post)] : []),
        ...(rootBusiness ? [{ businessId: rootBusiness }] : []),
      ];
      return {
        resourceId: top,
        resourceType: 'comment',
        rootId: parent.rootId,
        rootType: parent.rootType,
        kind: 'reply',
        to: authorOf(parent),
        about: { type: 'comment', id },
        blockers,
      };
    }
    if (type === 'product') {
      const businessId = await commentsRepo.productBusiness(db, id);
      if (!businessId) throw missing();
      return {
        resourceId: id,
        resourceType: 'product',
        rootId: id,
        rootType: 'product',
        kind: 'comment',
        to: { businessId },
        about: { type: 'product', id },
        blockers: [{ businessId }],
      };
    }
    if (!(await socialRepo.business(db, id))) throw missing();
    return {
      resourceId: id,
      resourceType: 'business',
      rootId: id,
      rootType: 'business',
      kind: 'comment',
      to: { businessId: id },
      about: { type: 'business', id },
      blockers: [{ businessId: id }],
    };
  }

  return {
    async make(userId: string, input: MakeCommentRequest) {
      const a = await actors.actor(userId, input.businessID);
      const tg = await target(input.resourceType, input.resourceID);
      await d.blocks.refuse(userId, tg.blockers, 'resourceID');
      await d.limits.comment(userId);
      // The comment and the event that tells whom it concerns commit together.
      const commentID = await inTransaction(db, async (tx) => {
        const id = await commentsRepo.insert(tx, {
          resourceId: tg.resourceId,
          resourceType: tg.resourceType,
          rootId: tg.rootId,
          rootType: tg.rootType,
          authorUserId: userId,
          authorBusinessId: a.businessId,
          authorKey: a.key,
          content: input.content,
        });
        await d.events.publish(tx, 'comment.created', {
          actor: { type: a.type, id: a.key, userId },
          commentId: id,
          reply: tg.kind === 'reply',
          about: tg.about,
          root: { type: tg.rootType, id: tg.rootId },
          audience: tg.to,
          snippet: input.content.slice(0, 140),
        });
        return id;
      });
      return { commentID, comment: presentComment((await commentsRepo.find(db, commentID))!) };
    },

    async list(resourceId: string, q: { skip: number; size: number }, viewerId?: string) {
      const type = isUuid(resourceId) ? await socialRepo.resourceType(db, resourceId) : undefined;
      if (!type || type === 'user') throw notFound('Resource', 'resourceID');
      return { comments: (await commentsRepo.list(db, resourceId, q.skip, q.size, viewerId)).map(presentComment) };
    },
  };
}
export type CommentsService = ReturnType<typeof createCommentsService>;
