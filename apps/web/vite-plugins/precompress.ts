/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy next to every compressible file of the client
 * build, so the server sends compressed scripts and styles without compressing on each request
 * (`@fastify/static` with `preCompressed`, apps/api/src/web-handler.ts).
 *
 * A phone on a slow network spends most of its first load fetching script bytes: the first-load
 * JavaScript is some 480 KB as written and about a fifth of that compressed
 * (docs/decisions/0009-first-load-budget.md). Compressing at build time lets us use Brotli's
 * highest quality, which would be too slow per request.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|xml|webmanifest|map)$/;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Compresses the files of `dir` in place; returns how many files got compressed copies. */
export async function precompressDirectory(dir: string): Promise<number> {
  let count = 0;
  for await (const file of filesUnder(dir)) {
    // However small: a page's first load is many small modules, and each sent compressed is some
    // 40 % fewer bytes (decision 0074); a copy that comes out larger is not written (below).
    if (!COMPRESSIBLE.test(file)) continue;
    const source = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    // A copy that is not smaller would only cost the server a lookup.
    if (br.length < source.length) await writeFile(`${file}.br`, br);
    if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
    count++;
  }
  return count;
}

/** Vite plugin: pre-compresses the client build's output once it is written. */
export function precompress(): Plugin {
  return {
    name: 'wbn:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options) {
      if (!options.dir) return;
      const count = await precompressDirectory(options.dir);
      this.info(`pre-compressed ${count} files (br, gz)`);
    },
  };
}
