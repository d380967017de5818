import { availableParallelism } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import RunErrorsReporter from './scripts/vitest-run-errors.mjs';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacros } from './apps/web/vite-plugins/lingui-macro.ts';

// Two test files at a time even on two cores (Vitest's default leaves one core free): most of a
// file's time is waiting on its database, its child processes and module loading, and the suite
// takes some 13 minutes instead of 23 on the 2-core machine. Each file has its own database.
// VITEST_MAX_WORKERS sets it when another suite shares the cores (CI's PostgreSQL pass runs beside
// the browser tests: decision 0055).
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, availableParallelism() - 1);
/**
 * Under CI a failed test runs once more before it fails the run: CI keeps both cores busy for the
 * whole run, and a wait that a test passes in seconds alone has overrun there. A test that passed
 * only on its second try is listed by name at the end of CI's log (scripts/ci-summary.mjs), to be
 * fixed; locally nothing is retried (decision 0090).
 */
const retry = process.env.CI ? 1 : 0;

/**
 * The files that take longest (minutes: real server processes killed and restarted, thousands of
 * fuzzed requests, CLI runs), started first. A fresh clone has no Vitest cache of durations, and
 * without it one of them started late runs alone at the end while the other core idles.
 * The order is the slowest first, measured in CI (docs/benchmarks.md, "CI's steps").
 */
const SLOWEST_FIRST = [
  'apps/api/src/test/durability.test.ts',
  'apps/api/src/test/fuzz.test.ts',
  'apps/api/src/test/access-matrix.test.ts',
  'apps/api/src/test/deploy-files.test.ts',
  'apps/api/src/cli/staff-add.test.ts',
  'apps/api/src/cli/backup.test.ts',
  'apps/api/src/test/mail-delivery.test.ts',
  'apps/api/src/server/memory-footprint.test.ts',
];
class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = SLOWEST_FIRST.findIndex((p) => f.moduleId.endsWith(p));
      return i < 0 ? SLOWEST_FIRST.length : i;
    };
    return sorted
      .map((f, i) => ({ f, i }))
      .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
      .map(({ f }) => f);
  }
}

const WEB_APP = new URL('./apps/web/app/', import.meta.url);
const WEB_TESTS = readdirSync(WEB_APP, { recursive: true, encoding: 'utf8' }).filter((f) => /\.test\.tsx?$/.test(f));
const replacesModules = (file: string) => /\bvi\.mock\(/.test(readFileSync(new URL(file, WEB_APP), 'utf8'));
const LINGUI_CONFIG = new URL('./apps/web/lingui.config.ts', import.meta.url).pathname;
const webProject = (name: string, files: string[], isolate: boolean) => ({
  plugins: [linguiMacros(LINGUI_CONFIG), lingui({ configPath: LINGUI_CONFIG })],
  test: {
    name,
    include: files.map((f) => `apps/web/app/${f}`),
    isolate,
    environment: 'jsdom',
    setupFiles: ['apps/web/app/test/setup.ts'],
    // A form test types and clicks through user-event in jsdom: some 1-3 s alone, past Vitest's 5 s
    // on the 2-core CI machine while the browser suite and the API tests share it. A bound on
    // waiting only, which a passing test never reaches.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    retry,
  },
  resolve: { alias: { '~': WEB_APP.pathname.replace(/\/$/, '') } },
});

export default defineConfig({
  test: {
    maxWorkers,
    sequence: { sequencer: SlowestFirst },
    // With VITEST_JSON (CI), also the errors outside tests, which the JSON report does not count.
    reporters: process.env.VITEST_JSON
      ? ['default', 'json', new RunErrorsReporter(`${process.env.VITEST_JSON}.errors.json`)]
      : ['default'],
    outputFile: process.env.VITEST_JSON ? { json: process.env.VITEST_JSON } : undefined,
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node', retry } },
      // The web app's component tests share a worker's modules and its jsdom window, file after
      // file (a fresh window and module graph per file cost some 150 CPU seconds a run, five
      // times the tests themselves); each test unmounts what it drew (afterEach cleanup). A
      // file that replaces a module (vi.mock) needs its own module graph, since the module may
      // already be loaded unreplaced by an earlier file: those files run isolated (decision 0063).
      webProject(
        'web',
        WEB_TESTS.filter((f) => !replacesModules(f)),
        false,
      ),
      webProject('web (vi.mock)', WEB_TESTS.filter(replacesModules), true),
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          retry,
          pool: 'forks',
          // A worker runs file after file without loading the app's modules again (they took
          // ~1.5 s per file, some 130 s a pass): every file builds its own app on its own
          // database (test-app.ts), and no module keeps state between apps (decision 0055).
          isolate: false,
        },
      },
    ],
  },
});
