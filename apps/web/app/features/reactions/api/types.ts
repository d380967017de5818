/** Shapes of /api/social/reaction/*, from the contract (type-only: no zod in the page's chunks). */
import type { ReactionResourceType } from '@wbn/contract/schemas';

export type {
  ReactionCheck,
  ReactionResourceType,
  ReactionResult,
  ReactionSummaryResponse,
  ReactionType,
} from '@wbn/contract/schemas';

/** The part of the summary the pages use, and what the summary cache entry holds. */
export type ReactionSummary = { reactionCount: { like: number } };

/** Who reacts: the user, or (with businessID) one of the businesses they own or administer. */
export type ReactionTarget = { resourceID: string; resourceType: ReactionResourceType; businessID?: string };
