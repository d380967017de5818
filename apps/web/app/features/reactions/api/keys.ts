/** Query keys of the reactions feature; every consumer of a resource's likes shares these entries. */
export const reactionKeys = {
  all: ['reactions'] as const,
  summary: (resourceID: string) => ['reactions', 'summary', resourceID] as const,
  check: (resourceID: string, businessID?: string) => ['reactions', 'check', resourceID, businessID ?? 'user'] as const,
};
