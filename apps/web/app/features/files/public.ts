/**
 * What other features take of the files feature, and the only file of it they import
 * (eslint.config.js, WEB_LAYERS): the image and attachment pickers, the document link and chip,
 * and the image upload for the post composer. Named re-exports only: the build counts this file
 * free of side effects (vite.config.ts), so a name taken here brings its own module and no other
 * (a page showing a document link loads no picker).
 */
export { AttachmentPicker } from './attachment-picker';
export { DocumentChip, DocumentLink, DocumentThumbnail } from './document-link';
export { ImagePicker } from './image-picker';
export { IMAGE_ACCEPT, uploadErrorMessage, uploadImage, validateImageFile, type UploadTarget } from './upload-image';
