/** Image checks and processing with sharp: the real bytes decide, metadata is stripped, versions are made. */
import sharp, { type Metadata } from 'sharp';
import { IMAGE_MAX_PIXELS, UPLOAD_MESSAGES } from '@wbn/contract';
import { AppError } from '../../lib/errors.js';

const FORMAT_TO_MIME: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};
export const VERSION_WIDTHS = [200, 480] as const;
const MAX_DIMENSION = 1600;

export async function sniffImage(buf: Buffer) {
  let meta: Metadata;
  try {
    // Only the header is read here (no limit, so an image too large is named as such below, not as "not an image").
    meta = await sharp(buf, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError(
      'UnsupportedMediaType',
      'The file is not an image: only JPEG, PNG, WebP or GIF images can be uploaded',
      { file: 'Not an image' },
    );
  }
  const mime = meta.format ? FORMAT_TO_MIME[meta.format] : undefined;
  if (!mime || !meta.width || !meta.height) {
    throw new AppError('UnsupportedMediaType', 'Only JPEG, PNG, WebP or GIF images can be uploaded', {
      file: 'Unsupported image format',
    });
  }
  // The header's size, before anything is decoded: a small file can declare a picture of hundreds of megapixels.
  if (meta.width * meta.height > IMAGE_MAX_PIXELS)
    throw new AppError('PayloadTooLarge', UPLOAD_MESSAGES.tooManyPixels, { file: UPLOAD_MESSAGES.tooManyPixels });
  return { mime, width: meta.width, height: meta.height };
}

/** Re-encodes to WebP (which drops EXIF, GPS and other metadata) and makes smaller versions. */
export async function processImage(buf: Buffer) {
  // sharp refuses to decode past the same limit (its own default is 268 megapixels).
  const base = sharp(buf, { animated: false, limitInputPixels: IMAGE_MAX_PIXELS }).rotate();
  const main = await base
    .clone()
    .resize({ width: MAX_DIMENSION, height: MAX_DIMENSION, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  const versions = [] as { width: number; data: Buffer }[];
  for (const w of VERSION_WIDTHS) {
    if (w >= main.info.width) continue;
    const v = await base.clone().resize({ width: w }).webp({ quality: 80 }).toBuffer();
    versions.push({ width: w, data: v });
  }
  return { main: main.data, width: main.info.width, height: main.info.height, versions };
}
