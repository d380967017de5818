import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { E2E_SMTP_PORT } from './mail-server';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const DATA_DIR = path.join(tmpdir(), `wbn-e2e-${PORT}`);
export const BASE_URL = `http://localhost:${PORT}`;
// Chromium's headless shell (Debian's chromium-headless-shell), the same engine without the
// browser's window machinery: a fresh context costs a quarter of the full browser's CPU on the
// 2-core machine, and the suite is bound by Chromium's CPU (decisions 0050, 0055). The full
// browser where the shell is not installed; CHROMIUM_PATH chooses another.
const HEADLESS_SHELL = existsSync('/usr/bin/chromium-headless-shell')
  ? '/usr/bin/chromium-headless-shell'
  : '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  // A real SMTP server that the server under test sends to (e2e/mail-server.ts).
  globalSetup: './mail-server.ts',
  fullyParallel: false,
  workers: 1,
  // Under CI a failed test runs once more before it fails the run: CI keeps both cores busy with
  // other suites beside this one, and a page's hydration that takes 2 s alone has passed 30 s
  // there. A test that passed only on its second try is listed by name at the end of CI's log
  // (scripts/ci-summary.mjs), to be fixed; locally nothing is retried (decision 0090).
  retries: process.env.CI ? 1 : 0,
  // The 2-core CI machine runs the server, the browser and the test runner together: a fresh
  // browser context costs 1-2 s of CPU there and a page's hydration can pass 10 s. The bounds
  // are on waiting only; a test that passes takes no longer for them.
  timeout: process.env.CI ? 180_000 : 90_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL: BASE_URL,
    // No trace while the suite runs: recording one for every test (to keep only the failures')
    // cost 40% of the suite's CPU on the 2-core machine. A failure keeps its screenshot and the
    // server's log; `npx playwright test <spec> --trace on` replays it with the trace (decision 0063).
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? HEADLESS_SHELL,
      // No GPU process drawing in software: the browser composites and rasterises in its own
      // processes, some 10% less CPU for the same pages and screenshots (decision 0063).
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-software-rasterizer',
        '--disable-gpu-compositing',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // E2E_DEMO_DATA (npm test sets it): a data folder already holding the demo set, seeded once
    // while the unit tests ran; copied, so the server starts without seeding it again.
    command: `rm -rf ${DATA_DIR} && ${process.env.E2E_DEMO_DATA ? `cp -r ${process.env.E2E_DEMO_DATA} ${DATA_DIR} && ` : ''}node ../apps/api/dist/main.js`,
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN_PER_IP: '1000',
      RATE_LIMIT_REGISTER_PER_IP: '1000',
      RATE_LIMIT_LOGIN_WAIT_AFTER: '1000',
      // Every browser of the suite shares one address.
      RATE_LIMIT_PUBLIC_READS_PER_MINUTE: '100000',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      // The flows register many accounts through the API; proving addresses is tested with a real SMTP server in the API suite.
      REQUIRE_EMAIL_VERIFICATION: 'false',
      // A refused mail waits ten minutes before its next attempt: it stays in the staff's "failing" list during the run.
      JOBS_BACKOFF_BASE_MS: '600000',
      // The webhook receivers of the browser tests listen on this machine (journeys-developers.spec).
      WEBHOOKS_ALLOW_PRIVATE_URLS: 'true',
    },
  },
});
