import type { Comment, CommentResourceType, WhoComment } from '@wbn/contract';
import type { CommentRow } from './comments.repo.js';

/** whoComment is the user who wrote it (the spec's comment fields), with the business when written as one. */
export function presentWhoComment(r: CommentRow): WhoComment {
  const who: WhoComment = {
    userID: r.authorUserId,
    firstName: r.firstName,
    lastName: r.lastName,
    profilePhoto: r.userPhoto ?? null,
  };
  if (r.authorBusinessId)
    who.business = {
      businessID: r.authorBusinessId,
      companyName: r.companyName ?? '',
      profilePhoto: r.businessPhoto ?? null,
    };
  return who;
}

export function presentComment(r: CommentRow): Comment {
  return {
    commentID: r.id,
    content: r.content,
    resourceID: r.resourceId,
    resourceType: r.resourceType as CommentResourceType,
    whoComment: presentWhoComment(r),
    createdAt: r.createdAt.toISOString(),
    repliesCount: r.repliesCount,
    reactions: { reactionCount: { like: r.likeCount } },
  };
}
