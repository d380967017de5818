import type { FileReference } from '@wbn/contract/constants';

type Photo = { url: string; versions?: { url: string; width?: number }[] };

/** A stored photo as the image picker's value (it only reads `url`). */
export const toFileRef = (p: Photo | null | undefined): FileReference | null =>
  p
    ? {
        url: p.url,
        versions: (p.versions ?? []).map((v) => ({ url: v.url, width: v.width ?? 0 })),
        width: 0,
        height: 0,
        contentType: '',
      }
    : null;

/** What is sent back: url and versions (ZPhoto). */
export const toPhoto = (r: FileReference | null): Photo | undefined =>
  r ? { url: r.url, versions: r.versions } : undefined;
