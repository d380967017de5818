/**
 * Comments (spec 1 §2 "Comments", §3, §4, §7): on a post, a product or a business page, and
 * replies on a comment, written by the user or a business they manage. Replies stay one level
 * deep: a reply to a reply joins the same top-level comment (decision 0012). Newest first.
 */
import type { CommentResourceType, MakeCommentRequest } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import { isUuid, notFound } from '../../lib/errors.js';
import type { NotificationInput, Notify } from '../notifications/notify.js';
import type { Actors } from './social-actor.js';
import type { SocialLimiters } from './social-limits.js';
import { commentsRepo } from './comments.repo.js';
import { presentComment } from './comments.presenter.js';
import { socialRepo } from './social.repo.js';

export type CommentsDeps = { db: Db; actors: Actors; limits: SocialLimiters; notify: Notify };

type Target = {
  resourceId: string;
  resourceType: CommentResourceType;
  rootId: string;
  rootType: string;
  kind: 'comment' | 'reply';
  to: NotificationInput['to'];
  about: NotificationInput['resource'];
};

const LABEL: Record<CommentResourceType, string> = { post: 'Post', comment: 'Comment', product: 'Product', business: 'Business' };
const authorOf = (r: { authorUserId: string; authorBusinessId: string | null }): NotificationInput['to'] =>
  r.authorBusinessId ? { businessId: r.authorBusinessId } : { userIds: [r.authorUserId] };

export function createCommentsService(d: CommentsDeps) {
  const { db, actors } = d;

  /** Where the comment goes and whom it concerns, or 404 naming resourceID. */
  async function target(type: CommentResourceType, id: string): Promise<Target> {
    const missing = () => notFound(LABEL[type], 'resourceID');
    if (!isUuid(id)) throw missing();
    if (type === 'post') {
      const p = await commentsRepo.postAuthor(db, id);
      if (!p) throw missing();
      return { resourceId: id, resourceType: 'post', rootId: id, rootType: 'post', kind: 'comment', to: authorOf(p), about: { type: 'post', id } };
    }
    if (type === 'comment') {
      const parent = await commentsRepo.thread(db, id);
      if (!parent) throw missing();
      const top = parent.resourceType === 'comment' ? parent.resourceId : parent.id;
      return { resourceId: top, resourceType: 'comment', rootId: parent.rootId, rootType: parent.rootType, kind: 'reply', to: authorOf(parent), about: { type: 'comment', id } };
    }
    if (type === 'product') {
      const businessId = await commentsRepo.productBusiness(db, id);
      if (!businessId) throw missing();
      return { resourceId: id, resourceType: 'product', rootId: id, rootType: 'product', kind: 'comment', to: { businessId }, about: { type: 'product', id } };
    }
    if (!(await socialRepo.business(db, id))) throw missing();
    return { resourceId: id, resourceType: 'business', rootId: id, rootType: 'business', kind: 'comment', to: { businessId: id }, about: { type: 'business', id } };
  }

  return {
    async make(userId: string, input: MakeCommentRequest) {
      const a = await actors.actor(userId, input.businessID);
      const tg = await target(input.resourceType, input.resourceID);
      await d.limits.comment(userId);
      const commentID = await commentsRepo.insert(db, {
        resourceId: tg.resourceId,
        resourceType: tg.resourceType,
        rootId: tg.rootId,
        rootType: tg.rootType,
        authorUserId: userId,
        authorBusinessId: a.businessId,
        authorKey: a.key,
        content: input.content,
      });
      await d.notify({
        kind: tg.kind,
        to: tg.to,
        actor: { type: a.type, id: a.key, userId },
        resource: tg.about,
        data: { snippet: input.content.slice(0, 140), commentID, rootType: tg.rootType, rootID: tg.rootId },
      });
      return { commentID, comment: presentComment((await commentsRepo.find(db, commentID))!) };
    },

    async list(resourceId: string, q: { skip: number; size: number }) {
      const type = isUuid(resourceId) ? await socialRepo.resourceType(db, resourceId) : undefined;
      if (!type || type === 'user') throw notFound('Resource', 'resourceID');
      return { comments: (await commentsRepo.list(db, resourceId, q.skip, q.size)).map(presentComment) };
    },
  };
}
export type CommentsService = ReturnType<typeof createCommentsService>;
