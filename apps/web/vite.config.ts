import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import path from 'node:path';
import { precompress } from './vite-plugins/precompress.ts';
import { isLayoutIcon } from './vite-plugins/layout-icons.ts';
import { flags } from './vite-plugins/flags.ts';
import { linguiMacros } from './vite-plugins/lingui-macro.ts';
import { lingui } from '@lingui/vite-plugin';

/** The editions' catalogues (decision 0085): a message missing from one fails the build. */
const linguiConfigPath = path.resolve(import.meta.dirname, 'lingui.config.ts');

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [
    linguiMacros(linguiConfigPath),
    lingui({ configPath: linguiConfigPath, failOnMissing: true, failOnCompileError: true }),
    tailwindcss(),
    reactRouter(),
    flags(),
    precompress(),
  ],
  // The '~/…' imports (tsconfig "paths"): the production build resolves them already; dev SSR needs this.
  resolve: { tsconfigPaths: true },
  server: {
    port: 3000,
    proxy: {
      '/api': apiTarget,
      '^/auth/(register|login|get-session|refresh-token|logout|forgot-password|reset-password)$': {
        target: apiTarget,
        bypass: (req) => (req.method === 'GET' ? req.url : undefined),
      },
    },
  },
  // The contract is TypeScript source: the server build bundles it (matched by package name, so its /constants and /schemas entries too).
  // lucide-react too: as an external package the server loaded all of its ~2,000 icon modules (some 25 MB of the
  // server's memory, decision 0048); bundled, the server build holds only the icons the app uses.
  ssr: { noExternal: ['@wbn/contract', 'lucide-react'] },
  build: {
    rolldownOptions: {
      // A feature's public files (features/<f>/public.ts, public-lazy.ts) only re-export names (lint holds
      // that): counted free of side effects, a name taken from one brings its own module into the page,
      // not the file's other modules. Without this, the bundler, which counts a module importing any
      // side effect (a React context, a lazy component) as having side effects itself, would load every
      // module of the public file with the one name (decision 0009: first loads).
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]app[\\/]features[\\/][^\\/]+[\\/]public(-lazy)?\.ts$/, sideEffects: false }],
      },
      output: {
        // Fewer, larger first-load files: every request costs a round trip on a slow phone
        // network, and the framework and icons were some 25 files (docs/decisions/0009-first-load-budget.md).
        // Only the layout's icons share a chunk; a page's other icons come with the page.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|cookie|set-cookie-parser|@tanstack|clsx)[\\/]/,
              priority: 2,
            },
            { name: 'icons', test: isLayoutIcon(path.resolve(import.meta.dirname, 'app')), priority: 1 },
          ],
        },
      },
    },
  },
});
