/**
 * The industry tree as a versioned asset (docs/decisions/0019-page-cache.md): pages do
 * not inline it in their hydration data any more; they name its version and the browser fetches
 * `GET /api/catsys/industry/full-tree?v=<version>` once, kept for a year (the address changes with
 * the tree). The answer is serialised and compressed once per version, not per request.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { IndustryNode } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { memoTtl } from '../../lib/memo.js';
import { catalogRepo } from './catalog.repo.js';

export type VersionedTree = {
  /** First 16 hex digits of the SHA-256 of the JSON answer: the same on every process for the same tree. */
  version: string;
  tree: IndustryNode[];
  /** The whole JSON answer (`{success, data}`), as is and compressed. */
  body: { identity: Buffer; br: Buffer; gzip: Buffer };
};

export type CatalogService = ReturnType<typeof createCatalogService>;

export function createCatalogService({ db }: { db: Db }) {
  let last: VersionedTree | undefined;
  const version = (tree: IndustryNode[]): VersionedTree => {
    const identity = Buffer.from(JSON.stringify({ success: true, data: tree }));
    const hash = createHash('sha256').update(identity).digest('hex').slice(0, 16);
    if (last?.version === hash) return last;
    last = {
      version: hash,
      tree,
      body: {
        identity,
        br: brotliCompressSync(identity, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
        }),
        gzip: gzipSync(identity, { level: 9 }),
      },
    };
    return last;
  };
  return {
    industries: memoTtl(() => catalogRepo.industries(db)),
    /** The categories of one industry, or 404 naming `id`. */
    async categories(industryId: string) {
      if (!(await catalogRepo.industry(db, industryId))) throw notFound('Industry', 'id');
      return catalogRepo.categories(db, industryId);
    },
    fullTree: memoTtl(async () => version(await catalogRepo.fullTree(db))),
  };
}
