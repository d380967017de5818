import type { Db } from '../../db/client.js';
import type { PhotoJson } from '../../db/schema/accounts.js';
import { invalid, isUuid } from '../../lib/errors.js';
import type { PhotoCheck, PhotoOwner } from '../../core/collaborators.js';
import { filesRepo } from './files.repo.js';

export const PHOTO_NOT_UPLOADED = 'Upload the picture first: only pictures you uploaded here can be used';

const urlsOf = (p: PhotoJson) => [p.url, ...(p.versions ?? []).map((v) => v.url)];
const folderOf = (o: PhotoOwner) => ('userId' in o ? `users/${o.userId}/` : `businesses/${o.businessId}/`);
/** `<grant id>.webp` or a size version `<grant id>-<width>.webp` (files.service store()). */
const STORED_NAME = /^([0-9a-f-]{36})(?:-\d{2,4})?\.webp$/;

export function createPhotoCheck(db: Db, publicPrefix: string): PhotoCheck {
  return async (field, photo, owners, keep = []) => {
    if (!photo) return;
    const urls = urlsOf(photo);
    const kept = new Set(keep.flatMap((p) => (p ? urlsOf(p) : [])));
    if (urls.every((u) => kept.has(u))) return;
    const refuse = () => invalid(field, PHOTO_NOT_UPLOADED);
    let grantId: string | undefined;
    let owner: PhotoOwner | undefined;
    for (const url of urls) {
      const o = owners.find((x) => url.startsWith(publicPrefix + folderOf(x)));
      const m = o && STORED_NAME.exec(url.slice((publicPrefix + folderOf(o)).length));
      if (!o || !m || !isUuid(m[1]) || (grantId && (m[1] !== grantId || o !== owner))) throw refuse();
      grantId = m[1];
      owner = o;
    }
    const grant = grantId ? await filesRepo.findGrant(db, grantId) : undefined;
    if (!grant?.usedAt || !owner) throw refuse();
    const mine =
      'userId' in owner ? grant.userId === owner.userId && !grant.businessId : grant.businessId === owner.businessId;
    if (!mine) throw refuse();
  };
}
