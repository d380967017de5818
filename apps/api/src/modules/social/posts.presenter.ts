import type { Post, SocialAuthor, TimelineType } from '@wbn/contract';
import type { PhotoJson } from '../../db/schema/index.js';
import type { PostRow } from './posts.repo.js';

type AuthorFields = {
  authorUserId: string;
  authorBusinessId: string | null;
  firstName: string;
  lastName: string;
  userPhoto: PhotoJson | null;
  companyName: string | null;
  businessPhoto: PhotoJson | null;
};

/** The author as a card names it: the company name for a business, else first and last name (the spec's post card). */
export function presentAuthor(r: AuthorFields): SocialAuthor {
  if (r.authorBusinessId)
    return { type: 'business', id: r.authorBusinessId, name: r.companyName ?? '', photo: r.businessPhoto ?? null };
  return { type: 'user', id: r.authorUserId, name: `${r.firstName} ${r.lastName}`.trim(), photo: r.userPhoto ?? null };
}

/** Chooses the fields of a post that leave the API; `canRemove` only for a signed-in viewer. */
export function presentPost(r: PostRow, canRemove?: boolean): Post {
  const author = presentAuthor(r);
  const datetime = r.createdAt.toISOString();
  return {
    postID: r.id,
    content: r.content,
    createdAt: datetime,
    author,
    header: { author, metadata: { datetime, resourceID: r.id } },
    body: { text: r.content, picture: r.picture ?? null },
    reactions: { reactionCount: { like: r.likeCount } },
    commentsCount: r.commentsCount,
    timelineID: r.timelineId,
    timelineType: r.timelineType as TimelineType,
    ...(canRemove === undefined ? {} : { canRemove }),
  };
}
