/**
 * The account service on a clock the test moves. The app's own limiters run on the real clock
 * (buildApp takes no clock), so a test of a wait or a window builds the service here, on the test
 * app's database, with its limiters in this process's memory on the test's clock: the test moves
 * the clock across the wait instead of sleeping through it.
 */
import { randomUUID } from 'node:crypto';
import { loadConfig } from '../../config.js';
import { createEventBus } from '../../core/events.js';
import type { JobQueue } from '../../core/jobs.js';
import type { AppError } from '../../lib/errors.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { createMemoryPubSub } from '../../ports/pubsub.js';
import { createLimiterFactory } from '../../ports/rate-limiter.js';
import type { TestApp } from '../../test/test-app.js';
import { createAuthService, type AuthServiceDeps } from './auth.service.js';
import { authLimitsOf } from './index.js';
import { createOpenSessions } from './open-sessions.js';
import { createTokenSigner } from './tokens.js';
import { createTwoFactor } from './two-factor.service.js';

/** The limits of a real deployment (config.ts's defaults), which a test overrides as its app's variables would. */
const defaultLimits = () => authLimitsOf(loadConfig({}));

export function clockedAuthService(t: TestApp, limits: Partial<AuthServiceDeps['limits']> = {}) {
  let now = Date.now();
  const clock = {
    now: () => now,
    /** Moves the clock `ms` on. */
    advance: (ms: number) => void (now += ms),
  };
  const db = t.database.db;
  // The app's queue writes and runs what the service adds (mails, sign-in links); the app's own
  // account service defined those kinds already, so this one's definitions are not made twice.
  const queue: JobQueue = { ...t.app.jobs, define: () => undefined, every: () => undefined };
  const limiters = createLimiterFactory(undefined, `clocked-${randomUUID()}`, clock.now);
  const secret = randomUUID();
  const auth = createAuthService({
    db,
    signer: createTokenSigner(secret, 900),
    queue,
    limiters,
    refreshTtlSeconds: 30 * 86_400,
    publicUrl: 'https://wbn.example',
    limits: { ...defaultLimits(), ...limits },
    emailVerification: { required: false, unverifiedDays: 7 },
    twoFactor: createTwoFactor({
      db,
      box: createSecretBox(secret, 'two-factor'),
      attempts: limiters('two-factor-user', 10, 900),
      signIn: {
        pair: limiters('two-factor-fail-pair', 10, 900),
        account: limiters('two-factor-fail-account', 50, 900),
      },
    }),
    staffRequireTwoFactor: false,
    deletionGraceDays: 14,
    events: createEventBus(queue),
    apiKeys: {
      authenticateKey: async () => {
        throw new Error('no API keys in this test');
      },
    },
    openSessions: createOpenSessions({ pubsub: createMemoryPubSub(`clocked-${randomUUID()}`), ttlMs: 0, max: 1 }),
  });
  return { auth, clock };
}

/** What the route would answer for the call: 200, the error's status, and with a 429 its Retry-After. */
export const answerOf = (call: Promise<unknown>) =>
  call.then(
    () => ({ status: 200 }),
    (e: AppError & { retryAfter?: number }) =>
      e.code === 'TooManyRequests' ? { status: 429, retryAfter: e.retryAfter } : { status: e.status },
  );
