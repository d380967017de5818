/** Addresses of the social pages (the spec's route table). */
import { businessPath } from '@wbn/contract/constants';
import type { Post, SocialAuthor } from '@wbn/contract/schemas';

/** A member's public profile: /profile/{userID}. */
export const memberPath = (userID: string) => `/profile/${encodeURIComponent(userID)}`;

/** A user's or business's timeline. */
export const timelinePagePath = (timelineID: string) => `/timeline/${encodeURIComponent(timelineID)}`;

/** Where a post can be opened (the link Share copies): its timeline, with the post shown first. */
export const postPath = (p: Pick<Post, 'postID' | 'timelineID'>) =>
  `${timelinePagePath(p.timelineID)}?post=${encodeURIComponent(p.postID)}`;

/** The author's page: their public profile, or the business page. */
export const authorHref = (a: Pick<SocialAuthor, 'type' | 'id' | 'name'>) =>
  a.type === 'business' ? businessPath(a.name, a.id) : memberPath(a.id);
