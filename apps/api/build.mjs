// Bundles the API server (and the contract package) into dist/main.js; npm packages stay external.
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
      // @wbn/contract is TypeScript source: bundle it instead of leaving it external.
      name: 'bundle-contract',
      setup(b) {
        b.onResolve({ filter: /^@wbn\/contract$/ }, () => ({
          path: new URL('../../packages/contract/src/index.ts', import.meta.url).pathname,
        }));
      },
    },
  ],
});
console.log('api bundled to apps/api/dist/main.js');
