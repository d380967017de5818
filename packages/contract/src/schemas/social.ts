/**
 * The social network (the spec's screens, entities, rules and calls; decisions 0011 and 0012): posts,
 * newsfeed, timelines, comments, reactions, follows, connections, the public profile and the legacy
 * profile-photo upload.
 * Every request and response of /api/social/*, /api/newsfeed/*, /api/timeline/* and
 * /api/user/public-profile is described here; the API checks both with these schemas.
 */
import { z } from './zod.js';
import { plainText } from './fields.js';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_PAGE_SIZE,
  COMMENT_RESOURCE_TYPES,
  CONNECTION_STATUSES,
  FOLLOW_TARGET_TYPES,
  NEWSFEED_PAGE_SIZE,
  POST_MAX_LENGTH,
  REACTION_TYPES,
  RESOURCE_TYPES,
  SOCIAL_MAX_PAGE_SIZE,
  SOCIAL_MAX_SKIP,
  TIERS,
  TIMELINE_PAGE_SIZE,
  TIMELINE_TYPES,
} from '../constants/spec.js';
import { SOCIAL_MSG } from '../constants/social-messages.js';
import { ZUploadRequest } from './files.js';
import { ZPhoto } from './user.js';

// ---------------------------------------------------------------- building blocks

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id field; the message names what is wrong in a sentence. */
export const zId = (what: string) =>
  z.string({ message: `${what} is required` }).regex(UUID_RE, `${what} is not a valid id`);
const skip = z.coerce
  .number({ message: 'skip must be a number' })
  .int('skip must be a whole number')
  .min(0, 'skip cannot be negative')
  .max(SOCIAL_MAX_SKIP, `skip can be at most ${SOCIAL_MAX_SKIP}`)
  .default(0);
const size = (def: number) =>
  z.coerce
    .number({ message: 'size must be a number' })
    .int('size must be a whole number')
    .min(1, 'size must be at least 1')
    .max(SOCIAL_MAX_PAGE_SIZE, `size can be at most ${SOCIAL_MAX_PAGE_SIZE}`)
    .default(def);
const optionalBusinessID = zId('businessID').optional();

export const ZTimelineType = z.enum(TIMELINE_TYPES, { message: "timelineType must be 'user' or 'business'" });
export type TimelineType = z.infer<typeof ZTimelineType>;
export const ZActorType = z.enum(['user', 'business']);
export type ActorType = z.infer<typeof ZActorType>;
export const ZReactionCount = z.object({ reactionCount: z.object({ like: z.number().int() }) });

/** Who wrote a post or sent a request: a user (first and last name) or a business (company name). */
export const ZSocialAuthor = z.object({
  type: ZActorType,
  id: z.string(),
  name: z.string(),
  photo: ZPhoto.nullable(),
});
export type SocialAuthor = z.infer<typeof ZSocialAuthor>;

// ---------------------------------------------------------------- posts

/** POST /api/social/posts/make-post. `businessID`: post as that business (owner/admin only). */
export const ZMakePostRequest = z.object({
  content: plainText(POST_MAX_LENGTH, SOCIAL_MSG.postEmpty, SOCIAL_MSG.postTooLong),
  timelineID: zId('timelineID'),
  timelineType: ZTimelineType,
  businessID: optionalBusinessID,
  /** A finished upload of the author (user upload, or business upload when posting as a business). */
  picture: ZPhoto.optional(),
});
export type MakePostRequest = z.infer<typeof ZMakePostRequest>;

/** The post card (the spec's "Post" entity); `canRemove` only when the request carried a session. */
export const ZPost = z.object({
  postID: z.string(),
  content: z.string(),
  createdAt: z.string(),
  author: ZSocialAuthor,
  header: z.object({ author: ZSocialAuthor, metadata: z.object({ datetime: z.string(), resourceID: z.string() }) }),
  body: z.object({ text: z.string(), picture: ZPhoto.nullable() }),
  reactions: ZReactionCount,
  commentsCount: z.number().int(),
  timelineID: z.string(),
  timelineType: ZTimelineType,
  canRemove: z.boolean().optional(),
});
export type Post = z.infer<typeof ZPost>;

export const ZMakePostResponse = z.object({ postID: z.string(), post: ZPost });
export type MakePostResponse = z.infer<typeof ZMakePostResponse>;
export const ZPostParams = z.object({ postID: z.string().max(64) });
/** DELETE /api/social/posts/remove-post. */
export const ZRemovePostRequest = z.object({ postID: zId('postID') });
export type RemovePostRequest = z.infer<typeof ZRemovePostRequest>;
export const ZRemovePostResponse = z.object({ postID: z.string(), removed: z.literal(true) });
export type RemovePostResponse = z.infer<typeof ZRemovePostResponse>;

/** GET /api/newsfeed/load?nextID=&size=: `nextID` is the opaque cursor of the previous page. */
export const ZNewsfeedQuery = z.object({
  nextID: z.string().max(200, 'nextID is not a cursor of this newsfeed').optional(),
  size: size(NEWSFEED_PAGE_SIZE),
});
export type NewsfeedQuery = z.input<typeof ZNewsfeedQuery>;
/** `nextID` is null when there is nothing older. */
export const ZNewsfeedPage = z.object({ items: z.array(ZPost), nextID: z.string().nullable() });
export type NewsfeedPage = z.infer<typeof ZNewsfeedPage>;

/** GET /api/timeline/load/{timelineID}?skip=&size=10 (user or business id; public). */
export const ZTimelineParams = z.object({ timelineID: z.string().max(64) });
export const ZTimelineQuery = z.object({ skip, size: size(TIMELINE_PAGE_SIZE) });
export type TimelineQuery = z.input<typeof ZTimelineQuery>;
export const ZTimelinePage = z.object({ timelineID: z.string(), timelineType: ZTimelineType, posts: z.array(ZPost) });
export type TimelinePage = z.infer<typeof ZTimelinePage>;

// ---------------------------------------------------------------- comments

export const ZCommentResourceType = z.enum(COMMENT_RESOURCE_TYPES, {
  message: 'resourceType must be post, comment, product or business',
});
export type CommentResourceType = z.infer<typeof ZCommentResourceType>;

/** POST /api/social/comments/make-comment: on a post, product or business; on a comment = a reply. */
export const ZMakeCommentRequest = z.object({
  resourceID: zId('resourceID'),
  resourceType: ZCommentResourceType,
  content: plainText(COMMENT_MAX_LENGTH, SOCIAL_MSG.commentEmpty, SOCIAL_MSG.commentTooLong),
  businessID: optionalBusinessID,
});
export type MakeCommentRequest = z.infer<typeof ZMakeCommentRequest>;

/** whoComment: the user who wrote it; `business` too when written as a business. */
export const ZWhoComment = z.object({
  userID: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profilePhoto: ZPhoto.nullable(),
  business: z.object({ businessID: z.string(), companyName: z.string(), profilePhoto: ZPhoto.nullable() }).optional(),
});
export type WhoComment = z.infer<typeof ZWhoComment>;

export const ZComment = z.object({
  commentID: z.string(),
  content: z.string(),
  resourceID: z.string(),
  resourceType: ZCommentResourceType,
  whoComment: ZWhoComment,
  createdAt: z.string(),
  repliesCount: z.number().int(),
  reactions: ZReactionCount,
});
export type Comment = z.infer<typeof ZComment>;

export const ZMakeCommentResponse = z.object({ commentID: z.string(), comment: ZComment });
export type MakeCommentResponse = z.infer<typeof ZMakeCommentResponse>;
/** GET /api/social/comments/{resourceID}?skip=&size=5: newest first. */
export const ZCommentsParams = z.object({ resourceID: z.string().max(64) });
export const ZCommentsQuery = z.object({ skip, size: size(COMMENT_PAGE_SIZE) });
export type CommentsQuery = z.input<typeof ZCommentsQuery>;
export const ZCommentsPage = z.object({ comments: z.array(ZComment) });
export type CommentsPage = z.infer<typeof ZCommentsPage>;

// ---------------------------------------------------------------- reactions (/api/social/reaction/*)

export const ZReactionResourceType = z.enum(RESOURCE_TYPES, {
  message: 'resourceType must be post, comment, business or product',
});
export type ReactionResourceType = z.infer<typeof ZReactionResourceType>;
export const ZReactionType = z.enum(REACTION_TYPES, { message: "reactionType must be 'like'" });
export type ReactionType = z.infer<typeof ZReactionType>;
export const ZReactionTypeParams = z.object({ resourceType: ZReactionResourceType });
export const ZReactionResourceParams = z.object({ resourceID: z.string().max(64) });
/** POST /api/social/reaction/react/{resourceType}. */
export const ZReactRequest = z.object({
  resourceID: zId('resourceID'),
  businessID: optionalBusinessID,
  reactionType: ZReactionType.default('like'),
});
export type ReactRequest = z.input<typeof ZReactRequest>;
/** DELETE /api/social/reaction/react/{resourceType}. */
export const ZUnreactRequest = z.object({ resourceID: zId('resourceID'), businessID: optionalBusinessID });
export type UnreactRequest = z.infer<typeof ZUnreactRequest>;
/** GET /api/social/reaction/check/{resourceID}?businessID=. */
export const ZReactionCheckQuery = z.object({ businessID: optionalBusinessID });
/** GET /api/social/reaction/summary/{resourceID}. */
export const ZReactionSummaryResponse = z.object({
  resourceID: z.string(),
  resourceType: ZReactionResourceType,
  reactionCount: z.object({ like: z.number().int() }),
});
export type ReactionSummaryResponse = z.infer<typeof ZReactionSummaryResponse>;
export const ZReactionCheck = z.object({ reactionType: ZReactionType.nullable() });
export type ReactionCheck = z.infer<typeof ZReactionCheck>;
export const ZReactionResult = z.object({
  reactionType: ZReactionType.nullable(),
  reactionCount: z.object({ like: z.number().int() }),
});
export type ReactionResult = z.infer<typeof ZReactionResult>;

// ---------------------------------------------------------------- follows (/api/social/follow/*)

export const ZFollowTargetType = z.enum(FOLLOW_TARGET_TYPES);
export type FollowTargetType = z.infer<typeof ZFollowTargetType>;
/** POST /api/social/follow/business and /api/social/follow/user; `businessID`: follow as that business. */
export const ZFollowRequest = z.object({ resourceID: zId('resourceID'), businessID: optionalBusinessID });
export type FollowRequest = z.infer<typeof ZFollowRequest>;
export const ZFollowParams = z.object({ id: z.string().max(64) });
/** ?businessID= on the summary and on DELETE: look or unfollow as that business. */
export const ZFollowActorQuery = z.object({ businessID: optionalBusinessID });
/** GET /api/social/follow/{id}/summary; `session` only when a token is sent. */
export const ZFollowSummary = z.object({
  resourceID: z.string(),
  resourceType: ZFollowTargetType,
  followersCount: z.number().int(),
  /** How many people and businesses this one follows. */
  followingCount: z.number().int(),
  session: z.object({ following: z.boolean() }).optional(),
});
export type FollowSummary = z.infer<typeof ZFollowSummary>;

// ---------------------------------------------------------------- connections (/api/social/connections*, decision 0011)

export const ZConnectionStatus = z.enum(CONNECTION_STATUSES);
export type ConnectionStatus = z.infer<typeof ZConnectionStatus>;
/** POST /api/social/connections: ask `businessID` to connect, as yourself or as `fromBusinessID`. */
export const ZConnectionRequest = z.object({
  businessID: zId('businessID'),
  fromBusinessID: zId('fromBusinessID').optional(),
});
export type ConnectionRequest = z.infer<typeof ZConnectionRequest>;
export const ZConnectionParams = z.object({ id: z.string().max(64) });
export const ZConnectionsQuery = z.object({ businessID: zId('businessID') });
export const ZConnectionStatusParams = z.object({ businessID: z.string().max(64) });
export const ZConnectionStatusQuery = z.object({ fromBusinessID: zId('fromBusinessID').optional() });

export const ZConnection = z.object({
  connectionID: z.string(),
  status: ZConnectionStatus,
  from: ZSocialAuthor,
  to: z.object({ businessID: z.string(), companyName: z.string(), profilePhoto: ZPhoto.nullable() }),
  /** Seen from the business of GET ?businessID=: 'incoming' requests to it, 'outgoing' ones it sent. */
  direction: z.enum(['incoming', 'outgoing']).optional(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Connection = z.infer<typeof ZConnection>;
export const ZConnectionsList = z.object({ connections: z.array(ZConnection) });
export type ConnectionsList = z.infer<typeof ZConnectionsList>;
/** GET /api/social/connections/status/{businessID}: the requester's own request, if any. */
export const ZConnectionStatusResponse = z.object({
  status: z.union([ZConnectionStatus, z.literal('none')]),
  connection: ZConnection.nullable(),
});
export type ConnectionStatusResponse = z.infer<typeof ZConnectionStatusResponse>;
/** POST /api/social/connections: 201 with created=true for a new request, 200 when it was already pending. */
export const ZConnectionRequestResponse = z.object({ created: z.boolean(), connection: ZConnection });
export type ConnectionRequestResponse = z.infer<typeof ZConnectionRequestResponse>;
/** DELETE /api/social/connections/{id}: the requester withdraws or ends it, or the business ends it. */
export const ZRemoveConnectionResponse = z.object({ connectionID: z.string(), removed: z.literal(true) });
export type RemoveConnectionResponse = z.infer<typeof ZRemoveConnectionResponse>;

// ---------------------------------------------------------------- public profile (/api/user/public-profile/{id})

export const ZPublicProfileParams = z.object({ id: z.string().max(64) });
/** A business as the profile lists it (the fields of the spec's my-business card). */
export const ZBusinessCard = z.object({
  businessID: z.string(),
  companyName: z.string(),
  shortDescription: z.string(),
  profilePhoto: ZPhoto.nullable(),
  country: z.object({ code: z.string(), countryName: z.string(), emoji: z.string() }).nullable(),
  businessType: z.object({ code: z.string(), name: z.string() }),
  verified: z.boolean(),
  subscription: z.enum(TIERS),
  reactions: ZReactionCount,
});
export type BusinessCard = z.infer<typeof ZBusinessCard>;
/**
 * What anyone may see of a member: no e-mail, no phone, no gender; birthDate only when
 * showBirthDate, profession only when showProfession (otherwise null).
 */
export const ZPublicProfile = z.object({
  userID: z.string(),
  username: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string().nullable(),
  profession: z.string().nullable(),
  city: z.string().nullable(),
  country: z.object({ code: z.string(), countryName: z.string(), emoji: z.string() }).nullable(),
  state: z.object({ stateID: z.string(), stateName: z.string() }).nullable(),
  preferredLanguage: z.object({ code: z.string(), languageName: z.string() }).nullable(),
  jobPosition: z.object({ jobPositionID: z.string(), name: z.string() }).nullable(),
  businessType: z.object({ code: z.string(), name: z.string() }).nullable(),
  industry: z.object({ id: z.string(), name: z.string() }).nullable(),
  companyName: z.string().nullable(),
  briefPresentation: z.string().nullable(),
  profilePhoto: ZPhoto.nullable(),
  coverPhoto: ZPhoto.nullable(),
  reactions: ZReactionCount,
  followersCount: z.number().int(),
  followingCount: z.number().int(),
  businesses: z.array(ZBusinessCard),
});
export type PublicProfile = z.infer<typeof ZPublicProfile>;
export const ZPublicProfileResponse = z.object({ profile: ZPublicProfile });
export type PublicProfileResponse = z.infer<typeof ZPublicProfileResponse>;

// ---------------------------------------------------------------- legacy profile-photo upload (/api/user/profile-photo/*)

/** POST /api/user/profile-photo/upload-request → a SignedUpload ({signedPost, token}). */
export const ZProfilePhotoUploadRequest = ZUploadRequest.pick({ contentType: true, fileSize: true });
export type ProfilePhotoUploadRequest = z.infer<typeof ZProfilePhotoUploadRequest>;
export const ZSignedUpload = z.object({
  signedPost: z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }),
  token: z.string(),
});
/** POST /api/user/profile-photo/upload-validate (token in the x-upload-token header) → the saved photo. */
export const ZProfilePhotoValidateResponse = z.object({ profilePhoto: ZPhoto });
export type ProfilePhotoValidateResponse = z.infer<typeof ZProfilePhotoValidateResponse>;
