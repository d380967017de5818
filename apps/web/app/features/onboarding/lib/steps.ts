/** Which of the next steps a member has done, from what the app already reads (no API of its own). */
import { PROFILE_COMPLETE_FIELDS, type NextStepKey } from '@wbn/contract/constants';
import type { UserProfile } from '@wbn/contract/schemas';

/** true done, false not yet, undefined not known yet (still loading). */
export type StepState = Record<NextStepKey, boolean | undefined>;

/** Every detail of PROFILE_COMPLETE_FIELDS is filled in (text that is not only spaces, a chosen value). */
export function profileComplete(profile: Pick<UserProfile, (typeof PROFILE_COMPLETE_FIELDS)[number]>): boolean {
  return PROFILE_COMPLETE_FIELDS.every((field) => {
    const value = profile[field];
    return typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined;
  });
}

/**
 * Follows someone: the member follows a company or a member (the follow summary's count), or keeps
 * a saved search, which is how an industry is followed (decision 0043). The saved searches are read
 * only when the count is zero; undefined while either answer that matters is missing.
 */
export function followsSomething(
  followingCount: number | undefined,
  savedSearches: number | undefined,
): boolean | undefined {
  if (followingCount === undefined) return undefined;
  if (followingCount > 0) return true;
  return savedSearches === undefined ? undefined : savedSearches > 0;
}

export const allKnown = (s: StepState) => Object.values(s).every((v) => v !== undefined);
export const doneCount = (s: StepState) => Object.values(s).filter((v) => v === true).length;
