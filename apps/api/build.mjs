// Bundles the API server (and the contract package) into dist/main.js; npm packages stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  alias: {},
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      // @wbn/contract is TypeScript source: bundle it (each of its entries: the root, /constants,
      // /schemas, /editions, as its package.json exports them) instead of leaving it external.
      name: 'bundle-contract',
      setup(b) {
        const contract = new URL('../../packages/contract/', import.meta.url);
        const entries = JSON.parse(readFileSync(new URL('package.json', contract), 'utf8')).exports;
        b.onResolve({ filter: /^@wbn\/contract(\/[\w-]+)?$/ }, (args) => {
          const entry = entries[`.${args.path.slice('@wbn/contract'.length)}`];
          if (!entry) return { errors: [{ text: `@wbn/contract has no entry ${args.path}` }] };
          return { path: new URL(entry, contract).pathname };
        });
      },
    },
  ],
});
console.log('api bundled to apps/api/dist/main.js');
