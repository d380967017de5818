/**
 * The files module's front door (decisions 0006, 0066): signed uploads of pictures and documents,
 * the profile photo, and their routes. The checks of a picture or document a client sends
 * (`createPhotoCheck`, `createDocumentCheck`) are part of the platform every module gets.
 */
import type { RequireManager } from '../../core/collaborators.js';
import type { PhotoJson } from '../../db/schema/accounts.js';
import type { ApiModule } from '../../core/module.js';
import type { Platform } from '../../core/platform.js';
import { filesRoutes } from './files.routes.js';
import { DOCUMENT_MAX_BYTES } from '@wbn/contract';
import { createFilesService, DOCUMENT_THUMBNAIL_JOB } from './files.service.js';
import { renderPdfThumbnail, thumbnailKeyOf } from './pdf-thumbnail.js';
import { profilePhotoRoutes } from './profile-photo.routes.js';
import { createProfilePhotoService } from './profile-photo.service.js';

export { createPhotoCheck } from './photo-check.js';
export { createDocumentCheck } from './document-check.js';

export function createFilesModule(
  p: Platform,
  needs: {
    requireManager: RequireManager;
    setProfilePhoto: (userId: string, photo: PhotoJson) => Promise<void>;
  },
) {
  const files = createFilesService({
    db: p.db,
    storage: p.storage,
    secret: p.secret,
    requireManager: needs.requireManager,
    queue: p.queue,
  });
  // A stored document's first-page thumbnail (decision 0075): rendered once, again harmlessly on a repeat.
  p.queue.define<{ key: string }>(
    DOCUMENT_THUMBNAIL_JOB,
    async ({ key }, ctx) => {
      const pdf = await p.storage.get(key, DOCUMENT_MAX_BYTES);
      if (!pdf) return; // removed since: nothing to draw
      const image = await renderPdfThumbnail(pdf);
      if (!image) {
        ctx.log.warn({ key }, 'no PDF renderer on this machine: the document keeps no thumbnail');
        return;
      }
      await p.storage.put(thumbnailKeyOf(key), image, 'image/webp');
    },
    { maxAttempts: 3, timeoutMs: 30_000 },
  );
  const profilePhotos = createProfilePhotoService({
    db: p.db,
    files,
    storage: p.storage,
    checkPhoto: p.checkPhoto,
    setProfilePhoto: needs.setProfilePhoto,
  });
  return {
    name: 'files',
    api: (auth) => [
      { plugin: filesRoutes(auth, files), prefix: '/files' },
      { plugin: profilePhotoRoutes(auth, profilePhotos), prefix: '/user' },
    ],
  } satisfies ApiModule;
}
