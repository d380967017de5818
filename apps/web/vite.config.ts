import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
  ssr: { noExternal: ['@wbn/contract'] },
});
