/**
 * The file-storage port. Embedded default: files under DATA_DIR/files, served at /files/*.
 * (An S3-compatible adapter plugs in here; see docs/decisions/0006-uploads.md.)
 */
import { mkdir, writeFile, rm } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export type Storage = {
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  remove(key: string): Promise<void>;
  /** Folder served at /files when the storage is local. */
  localRoot?: string;
};

export const PUBLIC_FILES_PREFIX = '/files/';

export function createLocalStorage(dataDir: string): Storage {
  const root = path.resolve(dataDir, 'files');
  mkdirSync(root, { recursive: true });
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(root + path.sep)) throw new Error(`bad storage key ${key}`);
    return full;
  };
  return {
    localRoot: root,
    async put(key, body) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, body);
      return PUBLIC_FILES_PREFIX + key;
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
