import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import RunErrorsReporter from './scripts/vitest-run-errors.mjs';

// Two test files at a time even on two cores (Vitest's default leaves one core free): most of a
// file's time is waiting on its database, its child processes and module loading, and the suite
// takes some 13 minutes instead of 23 on the 2-core machine. Each file has its own database.
const maxWorkers = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    maxWorkers,
    // With VITEST_JSON (CI), also the errors outside tests, which the JSON report does not count.
    reporters: process.env.VITEST_JSON ? ['default', 'json', new RunErrorsReporter(`${process.env.VITEST_JSON}.errors.json`)] : ['default'],
    outputFile: process.env.VITEST_JSON ? { json: process.env.VITEST_JSON } : undefined,
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'web',
          include: ['apps/web/app/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/app/test/setup.ts'],
        },
        resolve: { alias: { '~': new URL('./apps/web/app', import.meta.url).pathname } },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
        },
      },
    ],
  },
});
