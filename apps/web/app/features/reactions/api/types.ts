/** Shapes of /api/social/reaction/* (spec 1 §7). */

/** What can be liked today; posts and comments join with the feed. */
export type ReactionResourceType = 'business' | 'product';
export type ReactionType = 'like';

/** GET summary/{resourceID}. */
export type ReactionSummaryResponse = { resourceID: string; resourceType: ReactionResourceType; reactionCount: { like: number } };
/** The part of the summary the pages use, and what the summary cache entry holds. */
export type ReactionSummary = { reactionCount: { like: number } };
/** GET check/{resourceID}. */
export type ReactionCheck = { reactionType: ReactionType | null };
/** POST / DELETE react/{resourceType}. */
export type ReactionResult = { reactionType: ReactionType | null; reactionCount: { like: number } };

/** Who reacts: the user, or (with businessID) one of the businesses they own or administer. */
export type ReactionTarget = { resourceID: string; resourceType: ReactionResourceType; businessID?: string };
