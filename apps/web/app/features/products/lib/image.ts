import type { Photo } from '@wbn/contract/schemas';

/** The smallest stored version at least `minWidth` wide, else the original. */
export function imageUrl(photo: Photo | null | undefined, minWidth = 0): string | null {
  if (!photo?.url) return null;
  const versions = (photo.versions ?? [])
    .filter((v): v is { url: string; width: number } => typeof v.width === 'number' && !!v.url)
    .sort((a, b) => a.width - b.width);
  return versions.find((v) => v.width >= minWidth)?.url ?? photo.url;
}
