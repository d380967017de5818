/**
 * The file-storage port.
 * - Embedded default: files under DATA_DIR/files, served at /files/*; the signed post goes to
 *   our own receiver (`POST /api/files/upload`).
 * - S3 (any S3-compatible service, e.g. MinIO) when S3_BUCKET is set: the browser posts straight
 *   to the bucket with a presigned POST bound to key, content type and size; the API then
 *   checks and processes the object (`POST /api/files/complete`).
 */
import { access, constants, mkdir, writeFile, rm, readFile } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

export type PresignedPost = { url: string; fields: Record<string, string> };

export type Storage = {
  kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  get(key: string, maxBytes: number): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
  /** Where the browser posts the raw upload for this key. */
  presignPost(key: string, contentType: string, maxBytes: number, expiresSeconds: number): Promise<PresignedPost>;
  /** Every stored file's address starts with this. */
  publicPrefix: string;
  /** Folder served at /files when the storage is local. */
  localRoot?: string;
  /** True when files can be stored now (the readiness check). */
  ping(): Promise<boolean>;
};

export const PUBLIC_FILES_PREFIX = '/files/';
/**
 * The policy every uploaded file is served with (decision 0075): sandboxed, loading nothing, so a
 * file a browser opens cannot run script or reach this origin. The embedded server sends it; in
 * front of a bucket the CDN or proxy sends it (docs/deploy.md).
 */
export const UPLOADED_FILE_CSP = "sandbox; default-src 'none'; frame-ancestors 'none'";
/** A stored document's download header: saved under its stored name (ASCII already, decision 0038), never opened in place. */
export const documentDisposition = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`;
export const LOCAL_UPLOAD_URL = '/api/files/upload';

export function createLocalStorage(dataDir: string): Storage {
  const root = path.resolve(dataDir, 'files');
  mkdirSync(root, { recursive: true });
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(root + path.sep)) throw new Error(`bad storage key ${key}`);
    return full;
  };
  return {
    kind: 'local',
    publicPrefix: PUBLIC_FILES_PREFIX,
    localRoot: root,
    async put(key, body) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, body);
      return PUBLIC_FILES_PREFIX + key;
    },
    async get(key) {
      return readFile(resolve(key)).catch(() => undefined);
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async presignPost(key, contentType) {
      return { url: LOCAL_UPLOAD_URL, fields: { key, 'Content-Type': contentType } };
    },
    ping: () =>
      access(root, constants.W_OK).then(
        () => true,
        () => false,
      ),
  };
}

export type S3Options = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  publicUrl: string;
};

/**
 * The AWS SDK is loaded when an S3 storage is made, so a server that keeps its files on disk
 * never holds it in memory (some 15 MB, decision 0048).
 */
export function createS3Storage(o: S3Options): Storage {
  const load = createRequire(import.meta.url);
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand, HeadBucketCommand } = load(
    '@aws-sdk/client-s3',
  ) as typeof import('@aws-sdk/client-s3');
  const { createPresignedPost } = load('@aws-sdk/s3-presigned-post') as typeof import('@aws-sdk/s3-presigned-post');
  const client = new S3Client({
    region: o.region,
    endpoint: o.endpoint,
    forcePathStyle: o.forcePathStyle,
    credentials:
      o.accessKeyId && o.secretAccessKey
        ? { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey }
        : undefined,
  });
  const base = o.publicUrl.replace(/\/$/, '');
  return {
    kind: 's3',
    publicPrefix: `${base}/`,
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: o.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
          // A document is served by the bucket as a download under its stored name (decision 0075).
          ...(contentType === 'application/pdf' ? { ContentDisposition: documentDisposition(path.basename(key)) } : {}),
        }),
      );
      return `${base}/${key}`;
    },
    async get(key, maxBytes) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: o.bucket, Key: key }));
        if ((res.ContentLength ?? 0) > maxBytes) return Buffer.alloc(maxBytes + 1);
        return Buffer.from(await res.Body!.transformToByteArray());
      } catch {
        return undefined;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: o.bucket, Key: key })).catch(() => undefined);
    },
    async presignPost(key, contentType, maxBytes, expiresSeconds) {
      const { url, fields } = await createPresignedPost(client, {
        Bucket: o.bucket,
        Key: key,
        Expires: expiresSeconds,
        Fields: { 'Content-Type': contentType },
        Conditions: [
          ['content-length-range', 1, maxBytes],
          ['eq', '$Content-Type', contentType],
        ],
      });
      return { url, fields };
    },
    ping: () =>
      client.send(new HeadBucketCommand({ Bucket: o.bucket }), { abortSignal: AbortSignal.timeout(3000) }).then(
        () => true,
        () => false,
      ),
  };
}

/** The storage the configuration asks for: S3 when S3_BUCKET is set, else DATA_DIR/files. */
export function createStorageFromConfig(c: {
  DATA_DIR: string;
  S3_BUCKET?: string;
  S3_REGION: string;
  S3_ENDPOINT?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE: boolean;
  S3_PUBLIC_URL?: string;
}): Storage {
  if (!c.S3_BUCKET) return createLocalStorage(c.DATA_DIR);
  return createS3Storage({
    bucket: c.S3_BUCKET,
    region: c.S3_REGION,
    endpoint: c.S3_ENDPOINT,
    accessKeyId: c.S3_ACCESS_KEY_ID,
    secretAccessKey: c.S3_SECRET_ACCESS_KEY,
    forcePathStyle: c.S3_FORCE_PATH_STYLE,
    publicUrl: c.S3_PUBLIC_URL ?? '',
  });
}
