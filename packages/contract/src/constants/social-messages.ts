/**
 * The social feature's messages (posts, comments, follows, connections): a module of their own, so that a page whose first load needs none of them does not
 * download them with the spec's other constants (docs/decisions/0009-first-load-budget.md).
 */
import { POST_MAX_LENGTH, COMMENT_MAX_LENGTH, CONNECTION_RETRY_DAYS } from './spec.js';

export const SOCIAL_MSG = {
  postEmpty: 'Write something before posting',
  commentEmpty: 'Write a comment before sending it',
  nulCharacter: 'The text contains a NUL character, which cannot be stored; remove it and try again',
  postTooLong: `A post can have at most ${POST_MAX_LENGTH} characters`,
  commentTooLong: `A comment can have at most ${COMMENT_MAX_LENGTH} characters`,
  notYourBusiness: 'You can only act as a business you own or administer',
  postRemoveForbidden:
    'Only the author of this post, or an owner or admin of the business that posted it, can remove it',
  timelineForbidden: 'You can post on your own timeline or on the timeline of a business you own or administer',
  businessTimelineOnly: 'A business posts on its own timeline',
  followSelf: 'You cannot follow yourself or your own business',
  connectOwn: 'You cannot connect with your own business',
  connectionExists: 'You are already connected with this business',
  connectionDeclinedRecently: `This business declined your request; you can ask again ${CONNECTION_RETRY_DAYS} days after that`,
  connectionForbidden: 'Only the owner or an admin of this business can answer its connection requests',
  connectionDecided: 'This connection request has already been answered',
  tooManyPosts: 'You are posting too often; please wait a little before posting again',
  tooManyComments: 'You are commenting too often; please wait a little before commenting again',
  tooManyFollows: 'You are following and unfollowing too often; please wait a little and try again',
  tooManyConnections: 'You have sent many connection requests; please wait a little before sending more',
  uploadNotFinished: 'The picture has not arrived yet: send the file to the signed address first',
} as const;
