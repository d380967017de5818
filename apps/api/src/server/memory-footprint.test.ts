/**
 * What the server holds in memory at rest (decision 0048, docs/benchmarks.md "Memory of the embedded
 * default"): the embedded database starts with its smaller buffer cache, and the server's code
 * loads no package it does not use (the 150,000 cities of country-state-city, the Stripe SDK, the
 * AWS SDK) until the configuration asks for it. The module graph is loaded in a separate Node
 * process that notes every module resolved, CommonJS and ES modules alike.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase, PGLITE_SHARED_BUFFERS } from '../db/client.js';

const apiRoot = path.resolve(import.meta.dirname, '../..');
const src = (p: string) => pathToFileURL(path.join(apiRoot, 'src', p)).href;

/** Every module the given files load, as file URLs (a resolve hook registered before they are imported). */
function modulesLoadedBy(files: string[], after = '') {
  const hooks = `data:text/javascript,${encodeURIComponent(`
    export async function initialize({ port }) { globalThis.port = port; }
    export async function resolve(specifier, context, next) {
      const r = await next(specifier, context);
      globalThis.port.postMessage(r.url);
      return r;
    }`)}`;
  const script = `
    import { register, createRequire } from 'node:module';
    import { MessageChannel } from 'node:worker_threads';
    const seen = new Set();
    const { port1, port2 } = new MessageChannel();
    port1.on('message', (u) => seen.add(u));
    port1.unref();
    register(${JSON.stringify(hooks)}, { data: { port: port2 }, transferList: [port2] });
    for (const f of ${JSON.stringify(files)}) await import(f);
    ${after}
    // One import more through the hook: the port delivers in order, so once its URL is here every
    // module resolved before it is too.
    const last = 'data:text/javascript,export{}//the-last-import';
    port1.ref();
    await import(last);
    while (!seen.has(last)) await new Promise((r) => port1.once('message', r));
    port1.unref();
    for (const k of Object.keys(createRequire(import.meta.url).cache)) seen.add(k);
    console.log(JSON.stringify([...seen]));`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: apiRoot,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
    timeout: 120_000,
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as string[];
}

const HEAVY = [
  /country-state-city\/lib\/(cjs\/)?assets\/city\.json/,
  /node_modules\/stripe\//,
  /node_modules\/@aws-sdk\//,
];
const heavyIn = (modules: string[]) => modules.filter((m) => HEAVY.some((h) => h.test(m)));

describe("the server's memory at rest", () => {
  it('the embedded database starts with a 16 MB buffer cache, or the size it is given', async () => {
    expect(PGLITE_SHARED_BUFFERS).toBe('16MB');
    for (const [given, shown] of [
      [undefined, '16MB'],
      ['24MB', '24MB'],
    ] as const) {
      const database = await openDatabase({ kind: 'pglite', sharedBuffers: given });
      try {
        const rows = (await database.db.execute('show shared_buffers')) as unknown as {
          rows: { shared_buffers: string }[];
        };
        expect(rows.rows[0].shared_buffers).toBe(shown);
      } finally {
        await database.close();
      }
    }
    // Two embedded databases opened in turn: 10–45 s while the browser suite shares the two cores.
  }, 120_000);

  it("loads neither the city list, nor Stripe's SDK, nor AWS's with the embedded defaults", () => {
    const modules = modulesLoadedBy([
      src('server/app.ts'),
      src('seed/prepare.ts'),
      src('seed/reference.ts'),
      src('ports/storage.ts'),
      src('modules/memberships/index.ts'),
    ]);
    // The hook sees the app's own modules (it works), and none of the heavy ones.
    expect(modules.some((m) => m.endsWith('/src/server/app.ts'))).toBe(true);
    expect(modules.some((m) => m.includes('country-state-city/lib/cjs/state.js'))).toBe(true);
    expect(heavyIn(modules)).toEqual([]);
  });

  it('loads the AWS SDK when an S3 storage is made, and Stripe when Stripe payments are', () => {
    const modules = modulesLoadedBy(
      [src('ports/storage.ts'), src('ports/payments-stripe.ts')],
      `const { createS3Storage } = await import(${JSON.stringify(src('ports/storage.ts'))});
       const { createStripePayments } = await import(${JSON.stringify(src('ports/payments-stripe.ts'))});
       createS3Storage({ bucket: 'b', region: 'us-east-1', forcePathStyle: true, publicUrl: 'http://127.0.0.1:1/b' });
       createStripePayments({ secretKey: 'sk_test_x', publishableKey: 'pk_test_x' });`,
    );
    expect(modules.some((m) => /node_modules\/@aws-sdk\/client-s3\//.test(m))).toBe(true);
    expect(modules.some((m) => /node_modules\/stripe\//.test(m))).toBe(true);
  });
});
