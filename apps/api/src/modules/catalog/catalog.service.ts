/**
 * The industry tree as a versioned asset (docs/decisions/0019-page-cache.md): pages do
 * not inline it in their hydration data any more; they name its version and the browser fetches
 * `GET /api/catsys/industry/full-tree?v=<version>` once, kept for a year (the address changes with
 * the tree). The answer is serialised and compressed once per version, not per request.
 *
 * `?lang=es|it|zh` answers the same tree with its names in that edition (decision 0085,
 * `translateIndustryTree`), serialised and compressed once per version and edition. The version
 * covers the editions' industry names as well as the tree, so a release that corrects a
 * translation changes the address browsers keep for a year.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { IndustryNode } from '@wbn/contract';
import { REFDATA, translateIndustryTree, type TranslatedEdition } from '@wbn/contract/editions';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { memoTtl } from '../../lib/memo.js';
import { catalogRepo } from './catalog.repo.js';

export type VersionedTree = {
  /** First 16 hex digits of the SHA-256 of the English tree and the editions' names: the same on every process for the same tree. */
  version: string;
  tree: IndustryNode[];
  /** The whole JSON answer (`{success, data}`), as is and compressed. */
  body: { identity: Buffer; br: Buffer; gzip: Buffer };
};

export type CatalogService = ReturnType<typeof createCatalogService>;

/** The editions' industry names, as they enter the tree's version. */
let translationsJson: string | undefined;
const translationsOf = () =>
  (translationsJson ??= JSON.stringify(Object.values(REFDATA).map((table) => table.industries)));

/** The answer's JSON as is and compressed. */
function bodyOf(tree: IndustryNode[]): VersionedTree['body'] {
  const identity = Buffer.from(JSON.stringify({ success: true, data: tree }));
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

export function createCatalogService({ db }: { db: Db }) {
  let last: VersionedTree | undefined;
  const version = (tree: IndustryNode[]): VersionedTree => {
    const hash = createHash('sha256').update(JSON.stringify(tree)).update(translationsOf()).digest('hex').slice(0, 16);
    if (last?.version === hash) return last;
    last = { version: hash, tree, body: bodyOf(tree) };
    return last;
  };
  const english = memoTtl(async () => version(await catalogRepo.fullTree(db)));
  /** The current version's tree in each edition, made on first demand. */
  const translated = new Map<TranslatedEdition, VersionedTree>();
  const fullTree = async (lang?: TranslatedEdition): Promise<VersionedTree> => {
    const en = await english();
    if (!lang) return en;
    let t = translated.get(lang);
    if (t?.version !== en.version) {
      const tree = translateIndustryTree(en.tree, lang);
      t = { version: en.version, tree, body: bodyOf(tree) };
      translated.set(lang, t);
    }
    return t;
  };
  return {
    industries: memoTtl(() => catalogRepo.industries(db)),
    /** The categories of one industry, or 404 naming `id`. */
    async categories(industryId: string) {
      if (!(await catalogRepo.industry(db, industryId))) throw notFound('Industry', 'id');
      return catalogRepo.categories(db, industryId);
    },
    /** The tree, in English or in `lang`'s edition; its `version` is the same in every edition. */
    fullTree,
  };
}
