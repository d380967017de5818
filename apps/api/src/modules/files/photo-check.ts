import type { PhotoJson } from '../../db/schema/accounts.js';
import { invalid } from '../../lib/errors.js';

export type PhotoCheck = (field: string, photo: PhotoJson | undefined) => void;

/** Photos must be files this product stored (no arbitrary outside addresses). */
export function createPhotoCheck(publicPrefix: string): PhotoCheck {
  return (field, p) => {
    if (!p) return;
    const urls = [p.url, ...(p.versions ?? []).map((v) => v.url)];
    if (urls.some((u) => !u.startsWith(publicPrefix) || u.includes('..'))) throw invalid(field, 'Upload the picture first: only uploaded files can be used');
  };
}
