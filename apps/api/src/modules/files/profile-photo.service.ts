/**
 * The legacy profile-photo upload of the spec's call table: `upload-request` grants the same
 * signed post as /api/files/upload-request/user; once the file has been posted there,
 * `upload-validate` with the upload token stores it as the member's profile photo. The token
 * proves whose upload it is; the photo check proves the upload finished.
 */
import { IMAGE_MAX_BYTES, SOCIAL_MSG, type ProfilePhotoUploadRequest } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import type { PhotoJson } from '../../db/schema/index.js';
import { AppError, invalid } from '../../lib/errors.js';
import type { Storage } from '../../ports/storage.js';
import type { FilesService } from './files.service.js';
import { filesRepo } from './files.repo.js';
import { VERSION_WIDTHS } from './image.js';
import type { PhotoCheck } from '../../core/collaborators.js';

/** `setProfilePhoto`: the users module's write of the member's profile photo (handed in by app.ts). */
export type ProfilePhotoDeps = {
  db: Db;
  files: FilesService;
  storage: Storage;
  checkPhoto: PhotoCheck;
  setProfilePhoto: (userId: string, photo: PhotoJson) => Promise<void>;
};

export function createProfilePhotoService(d: ProfilePhotoDeps) {
  /** Where the finished upload of `key` lives, with the size versions that were made. */
  async function storedPhoto(key: string): Promise<PhotoJson> {
    const versions: { url: string; width: number }[] = [];
    for (const width of VERSION_WIDTHS) {
      if (await d.storage.get(`${key}-${width}.webp`, IMAGE_MAX_BYTES))
        versions.push({ url: `${d.storage.publicPrefix}${key}-${width}.webp`, width });
    }
    return { url: `${d.storage.publicPrefix}${key}.webp`, versions };
  }

  return {
    request: (userId: string, input: ProfilePhotoUploadRequest) =>
      d.files.grant(userId, { ...input, purpose: 'profilePhoto' }),

    async validate(userId: string, token: string | undefined) {
      const claims = await d.files.verifyToken(token, userId);
      if (claims.bid)
        throw new AppError('Forbidden', 'This upload link is for a business picture, not your profile photo', {
          token: 'Not a profile photo upload',
        });
      const grant = await filesRepo.findGrant(d.db, claims.gid);
      let photo: PhotoJson;
      if (grant?.usedAt) photo = await storedPhoto(claims.key);
      else if (d.storage.kind === 's3') photo = await d.files.complete(claims);
      else throw invalid('file', SOCIAL_MSG.uploadNotFinished);
      await d.checkPhoto('profilePhoto', photo, [{ userId }]);
      await d.setProfilePhoto(userId, photo);
      return { profilePhoto: { url: photo.url, versions: photo.versions ?? [] } };
    },
  };
}
export type ProfilePhotoService = ReturnType<typeof createProfilePhotoService>;
