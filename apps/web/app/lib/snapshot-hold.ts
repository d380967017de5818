/**
 * Whether the stored copies of a member's data (lib/query-snapshot.ts) are held back: true while
 * the page the server rendered for a member is shown (decision 0047). Its own tiny module, so that
 * the root sets it without carrying the copies' code in every first load.
 */
export const snapshotHold = { on: false };
