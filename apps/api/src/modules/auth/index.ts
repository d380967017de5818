/**
 * The account service's front door (decisions 0002, 0015, 0029, 0032, 0049, 0066): sign-up,
 * sign-in and sessions (lately open ones kept in memory, closings heard over pub/sub), two-factor
 * sign-in with its secrets sealed, leaving, and the routes under /auth and /api/user. The service
 * is the app's `Authenticator`: every module's routes guard with it.
 */
import type { Config } from '../../config.js';
import type { ApiKeyClaims } from '../../core/auth.js';
import type { ApiModule } from '../../core/module.js';
import type { Platform } from '../../core/platform.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { accountDeletionRoutes } from './account-deletion.routes.js';
import { authRoutes } from './auth.routes.js';
import { createAuthService, type AuthServiceDeps } from './auth.service.js';
import { createOpenSessions, OPEN_SESSIONS_KEPT } from './open-sessions.js';
import { sessionsRoutes } from './sessions.routes.js';
import { createTokenSigner } from './tokens.js';
import { twoFactorRoutes } from './two-factor.routes.js';
import { createTwoFactor } from './two-factor.service.js';

export { loadJwtSecret } from './secret.js';
export { HANDOFF_COOKIE, PAGE_COOKIE, REFRESH_COOKIE } from './auth.routes.js';

/** The sign-in, sign-up and re-authentication limits a deployment configured (decision 0029). */
export function authLimitsOf(c: Config): AuthServiceDeps['limits'] {
  return {
    loginPerIp: c.RATE_LIMIT_LOGIN_PER_IP,
    loginPerAccount: c.RATE_LIMIT_LOGIN_PER_ACCOUNT,
    loginAccountCeiling: c.RATE_LIMIT_LOGIN_ACCOUNT_CEILING,
    registerPerIp: c.RATE_LIMIT_REGISTER_PER_IP,
    windowSeconds: c.RATE_LIMIT_WINDOW_SECONDS,
    verifyEmailPerHour: c.RATE_LIMIT_VERIFY_EMAIL_PER_HOUR,
    signInLinksPerHour: c.RATE_LIMIT_SIGN_IN_LINKS_PER_HOUR,
    loginWaitAfter: c.RATE_LIMIT_LOGIN_WAIT_AFTER,
    stepUpPerAccount: c.RATE_LIMIT_STEP_UP_PER_ACCOUNT,
  };
}

export async function createAuthModule(
  p: Platform,
  needs: { authenticateKey: (secret: string) => Promise<ApiKeyClaims> },
) {
  const c = p.config;
  // Wrong codes: per account, and for sign-in challenges per account and address with a higher ceiling per account (decision 0058).
  const twoFactor = createTwoFactor({
    db: p.db,
    box: createSecretBox(p.secret, 'two-factor'),
    attempts: p.limiters('two-factor-user', c.RATE_LIMIT_TWO_FACTOR_PER_15_MIN, 900),
    signIn: {
      pair: p.limiters('two-factor-fail-pair', c.RATE_LIMIT_TWO_FACTOR_PER_15_MIN, 900),
      account: p.limiters('two-factor-fail-account', c.RATE_LIMIT_TWO_FACTOR_ACCOUNT_CEILING, 900),
    },
  });
  const openSessions = createOpenSessions({
    pubsub: p.pubsub,
    ttlMs: c.SESSION_CACHE_SECONDS * 1000,
    max: OPEN_SESSIONS_KEPT,
    log: p.log,
    now: p.now,
  });
  await openSessions.start();
  const auth = createAuthService({
    apiKeys: needs,
    openSessions,
    db: p.db,
    signer: createTokenSigner(p.secret, c.ACCESS_TOKEN_TTL_SECONDS),
    twoFactor,
    staffRequireTwoFactor: c.staffRequireTwoFactor,
    deletionGraceDays: c.ACCOUNT_DELETION_GRACE_DAYS,
    events: p.events,
    queue: p.queue,
    limiters: p.limiters,
    log: p.log,
    refreshTtlSeconds: c.REFRESH_TOKEN_TTL_SECONDS,
    publicUrl: c.PUBLIC_URL,
    limits: authLimitsOf(c),
    emailVerification: { required: c.requireEmailVerification, unverifiedDays: c.UNVERIFIED_ACCOUNT_DAYS },
  });
  return {
    name: 'auth',
    /** The app's `Authenticator`. */
    auth,
    /** Ends every session of an account (a suspension, an erasure). */
    endAllSessions: auth.endAllSessions,
    api: (guard) => [
      { plugin: sessionsRoutes(guard, auth), prefix: '/user' },
      { plugin: twoFactorRoutes(guard, twoFactor, auth), prefix: '/user' },
      { plugin: accountDeletionRoutes(guard, auth, c.ACCOUNT_DELETION_GRACE_DAYS), prefix: '/user' },
    ],
    root: () => [
      {
        plugin: authRoutes(auth, {
          secureCookies: c.PUBLIC_URL.startsWith('https:'),
          refreshTtlSeconds: c.REFRESH_TOKEN_TTL_SECONDS,
        }),
        prefix: '/auth',
      },
    ],
  } satisfies ApiModule & Record<string, unknown>;
}
