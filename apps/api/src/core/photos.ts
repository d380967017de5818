/** Pictures as lists show them. */
import type { PhotoJson } from '../db/schema/accounts.js';

/** The smallest stored version at least `width` px wide (lists show 40 px avatars), else the original. */
export function smallPhoto(photo: PhotoJson | null | undefined, width = 80): string | null {
  if (!photo?.url) return null;
  const fit = (photo.versions ?? [])
    .filter((v) => (v.width ?? 0) >= width)
    .sort((a, b) => (a.width ?? 0) - (b.width ?? 0))[0];
  return fit?.url ?? photo.url;
}
