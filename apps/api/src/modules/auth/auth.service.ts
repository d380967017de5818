/**
 * The account service: registration, login, hand-off codes, refresh-token rotation with reuse
 * detection, logout and password reset. Routes call this; only auth.repo touches the database.
 */
import { hashPassword, verifyPassword } from '../../lib/password.js';
import {
  ACCOUNT_DELETION_MSG,
  AUTH_FORM_MSG,
  AUTH_PAGES,
  PASSWORD_CHANGE_MSG,
  SAFETY_MSG,
  SESSIONS_MSG,
  TWO_FACTOR_MSG,
  SIGN_IN_LINK_MSG,
  SIGN_IN_LINK_REQUIRED,
  SITE_PATHS,
  STEP_UP_MSG,
  VERIFY_EMAIL_MSG,
  type LoginRequest,
  type RegisterRequest,
} from '@wbn/contract';
import { editionOfHeader } from '@wbn/contract/editions';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../core/transaction.js';
import type { JobQueue } from '../../core/jobs.js';
import { sendMail } from '../../core/mail.js';
import { mailTexts } from '../../core/mail-texts.js';
import { mailLanguageOfMember } from '../../core/mail-language.repo.js';
import type { Limiter, LimiterFactory } from '../../ports/rate-limiter.js';
import { AppError, isUuid } from '../../lib/errors.js';
import { notificationSettingsRepo } from '../../core/notification-settings.repo.js';
import { describeBrowser, presentSession } from './sessions.presenter.js';
import { authRepo } from './auth.repo.js';
import type { TwoFactor } from './two-factor.service.js';
import type { EventPublisher } from '../../core/events.js';
import type { AccessClaims, Authenticator } from '../../core/auth.js';
import { hashSecret, newSecret, type TokenSigner } from './tokens.js';
import type { OpenSessions } from './open-sessions.js';

const HANDOFF_TTL_SECONDS = 120;
const RESET_TTL_SECONDS = 3600;
const RESET_JOB = 'auth.password-reset';
const VERIFY_JOB = 'auth.verify-email';
const REMOVE_UNVERIFIED_JOB = 'auth.remove-unverified';
const DAY_MS = 24 * 3600_000;

export type AuthServiceDeps = {
  db: Db;
  signer: TokenSigner;
  queue: JobQueue;
  limiters: LimiterFactory;
  refreshTtlSeconds: number;
  publicUrl: string;
  log?: FastifyBaseLogger;
  limits: {
    loginPerIp: number;
    loginPerAccount: number;
    loginAccountCeiling: number;
    registerPerIp: number;
    windowSeconds: number;
    verifyEmailPerHour: number;
    signInLinksPerHour: number;
    /** Failures of one account from one address before each further try waits, doubling. */
    loginWaitAfter: number;
    /** Wrong passwords and codes per account per window on the signed-in steps that ask again (decision 0057). */
    stepUpPerAccount: number;
  };
  /** New accounts prove their address before they act (decision 0028); `unverifiedDays` until an unproven account is removed. */
  emailVerification: { required: boolean; unverifiedDays: number };
  /** Two-factor sign-in (decision 0032); `staffRequired`: staff are kept out of the staff area until they turn it on. */
  twoFactor: TwoFactor;
  staffRequireTwoFactor: boolean;
  /** Leaving (decision 0033): days between asking and the erasure; announces the schedule. */
  deletionGraceDays: number;
  events: EventPublisher;
  /** API keys of businesses (decision 0035; the integrations module's): a bearer `wbn_…` is checked there. */
  apiKeys: Pick<Authenticator, 'authenticateKey'>;
  /** Sessions lately found open (decision 0049): every closing below tells it, after its commit. */
  openSessions: OpenSessions;
};

/** Who is asking: the address, the browser, and the browser's device cookie (an id of our making, decision 0029). */
/** `acceptLanguage`: the browser's languages (a new account's preferred language, decision 0085). */
export type ClientMeta = { ip?: string; userAgent?: string; deviceId?: string; acceptLanguage?: string };

const invalidCredentials = () => new AppError('InvalidCredentials', AUTH_FORM_MSG.invalidCredentials);
const linkRequired = () => new AppError(SIGN_IN_LINK_REQUIRED, SIGN_IN_LINK_MSG.required);

/** Failures from one address before each further try from a new device waits, doubling up to a minute. */
const ADDRESS_DELAY_AFTER = 10;
const ADDRESS_DELAY_MAX_SECONDS = 60;
const SIGN_IN_LINK_MINUTES = 15;
const SIGN_IN_LINK_JOB = 'auth.sign-in-link';
/** Open sessions listed at most (an account rarely has more than a handful). */
const SESSIONS_LISTED = 100;

/** Seconds to wait after the `failures`-th failure: none up to `after`, then 1, 2, 4… up to `max`. */
export const backoffSeconds = (failures: number, after: number, max: number) =>
  failures < after ? 0 : Math.min(max, 2 ** (failures - after));

export function createAuthService(d: AuthServiceDeps) {
  // Failed logins only (a successful one costs nothing): per address, per account+address pair
  // (slows one attacker without locking the owner out from elsewhere), and a wider ceiling per
  // account across all addresses (slows a guesser spread over many addresses).
  const loginFailuresIp: Limiter = d.limiters('login-fail-ip', d.limits.loginPerIp, d.limits.windowSeconds);
  const loginFailuresPair: Limiter = d.limiters('login-fail-pair', d.limits.loginPerAccount, d.limits.windowSeconds);
  const loginFailuresAccount: Limiter = d.limiters(
    'login-fail-account',
    d.limits.loginAccountCeiling,
    d.limits.windowSeconds,
  );
  // The doubling waits after failures (decision 0029): a blocked key is refused until its wait is over.
  const pairWait: Limiter = d.limiters('login-wait-pair', 1, d.limits.windowSeconds);
  const addressWait: Limiter = d.limiters('login-wait-ip', 1, ADDRESS_DELAY_MAX_SECONDS);
  const signInLinksSent: Limiter = d.limiters('sign-in-link-user', d.limits.signInLinksPerHour, 3600);
  const registerIp: Limiter = d.limiters('register-ip', d.limits.registerPerIp, d.limits.windowSeconds);
  const forgotIp: Limiter = d.limiters('forgot-ip', d.limits.registerPerIp, d.limits.windowSeconds);
  // Re-authentication of a signed-in member (decision 0057): changing the password, turning
  // two-factor sign-in off and leaving ask for the password (and a code) again. Their wrong answers
  // share one counter per account; the failure that reaches the limit e-mails the owner, once a window.
  const stepUpFailures: Limiter = d.limiters('step-up-fail-account', d.limits.stepUpPerAccount, d.limits.windowSeconds);
  const stepUpAlerts: Limiter = d.limiters('step-up-alert-account', 1, d.limits.windowSeconds);
  // A real hash to verify against when the e-mail is unknown, so both paths cost the same.
  const dummyHash = hashPassword('not-a-real-password-0000');
  const now = () => Math.floor(Date.now() / 1000);

  async function issueTokens(userID: string, sessionId: string) {
    const { token, tokenExpire } = await d.signer.sign({ userID, sessionId });
    const refreshToken = newSecret();
    const refreshTokenExpire = now() + d.refreshTtlSeconds;
    await authRepo.insertRefreshToken(d.db, {
      tokenHash: hashSecret(refreshToken),
      sessionId,
      expiresAt: new Date(refreshTokenExpire * 1000),
    });
    return { token, tokenExpire, refreshToken, refreshTokenExpire };
  }

  async function startSession(userID: string, meta: ClientMeta) {
    const sessionId = await authRepo.createSession(d.db, {
      userId: userID,
      userAgent: meta.userAgent?.slice(0, 300),
      ip: meta.ip,
    });
    return { ...(await issueTokens(userID, sessionId)), userID };
  }

  /** Ends every session of the account, in the database and then in every process's memory (decision 0049). */
  async function endAllSessions(userId: string, reason: string) {
    await authRepo.revokeAllSessions(d.db, userId, reason);
    await d.openSessions.forget({ users: [userId] });
  }

  /**
   * Counts a try before its password is checked, so simultaneous tries each see the ones before
   * them; answers the tries now in the window. Past the limit every try of the account waits, the
   * right password too (answering a right one would tell a guesser which of their tries was
   * right): 429 with the seconds left (Retry-After), and the refused try is not counted.
   */
  async function stepUpTry(userId: string) {
    try {
      return await stepUpFailures.consume(userId);
    } catch (e) {
      if (!(e instanceof AppError) || e.code !== 'TooManyRequests') throw e;
      await stepUpFailures.giveBack(userId);
      const retryAfter = (e as AppError & { retryAfter?: number }).retryAfter ?? d.limits.windowSeconds;
      throw Object.assign(new AppError('TooManyRequests', STEP_UP_MSG.tooMany(Math.ceil(retryAfter / 60))), {
        retryAfter,
      });
    }
  }

  /** A wrong password or code, already counted as the `failures`-th: the one that reaches the limit tells the owner by e-mail (no password or code in it). */
  async function stepUpFailed(userId: string, email: string, failures: number) {
    if (failures < d.limits.stepUpPerAccount || (await stepUpAlerts.hit(userId)) > 1) return;
    d.log?.warn({ userId, failures }, 'step-up: wrong passwords or codes reached the limit; the owner is e-mailed');
    await sendMail(
      d.queue,
      d.db,
      mailTexts.stepUpFailures(
        email,
        {
          failures,
          minutes: Math.ceil(d.limits.windowSeconds / 60),
          forgotLink: `${d.publicUrl}${AUTH_PAGES.forgotPassword}`,
          settingsLink: `${d.publicUrl}${SITE_PATHS.settings}`,
        },
        await mailLanguageOfMember(d.db, userId),
      ),
    );
  }

  /**
   * Asks a signed-in member again: the password, then `then` (the step's second factor, when it has
   * one, and its work). A wrong password, or a 400 of `then` naming `code`, counts as a failure;
   * every try is counted first and given back unless it is one.
   */
  async function stepUp(
    userId: string,
    password: string,
    wrongPassword: () => AppError,
    then?: () => Promise<unknown>,
  ) {
    const tries = await stepUpTry(userId);
    let failed = false;
    try {
      const user = await authRepo.findUserById(d.db, userId);
      if (!user) throw wrongPassword();
      if (!(await verifyPassword(user.passwordHash, password))) {
        failed = true;
        await stepUpFailed(userId, user.email, tries);
        throw wrongPassword();
      }
      try {
        await then?.();
        return user;
      } catch (e) {
        // A missing code is a question, and a right code of a step already used is no guess: neither counts.
        const uncounted =
          (e as { uncounted?: boolean }).uncounted === true ||
          (e instanceof AppError && e.fields?.code === TWO_FACTOR_MSG.codeJustUsed);
        if (e instanceof AppError && e.code === 'ValidationError' && e.fields && 'code' in e.fields && !uncounted) {
          failed = true;
          await stepUpFailed(userId, user.email, tries);
        }
        throw e;
      }
    } finally {
      if (!failed) await stepUpFailures.giveBack(userId);
    }
  }

  /**
   * A one-time hand-off code for /SetID/, bound to the browser that signed in: `browserKey` goes
   * back to that browser in an HttpOnly cookie and must come with the code (a code sent in a link
   * to someone else's browser signs nobody in there).
   */
  async function newHandoff(userID: string) {
    const code = newSecret(24);
    const browserKey = newSecret(24);
    await authRepo.insertHandoffCode(d.db, {
      codeHash: hashSecret(code),
      browserHash: hashSecret(browserKey),
      userId: userID,
      expiresAt: new Date((now() + HANDOFF_TTL_SECONDS) * 1000),
    });
    return { userID, code, browserKey };
  }

  /**
   * The reset mail, as a job: forgot-password adds it for every e-mail alike (the answer takes the
   * same time whether or not an account exists); the job looks the account up. The token and
   * its mail commit together.
   */
  d.queue.define<{ email: string }>(RESET_JOB, async ({ email }) => {
    const user = await authRepo.findUserByEmail(d.db, email);
    if (!user) return;
    const token = newSecret();
    const link = `${d.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
    await inTransaction(d.db, async (tx) => {
      await authRepo.insertPasswordReset(tx, {
        tokenHash: hashSecret(token),
        userId: user.id,
        expiresAt: new Date((now() + RESET_TTL_SECONDS) * 1000),
      });
      await sendMail(d.queue, tx, mailTexts.passwordReset(user.email, link, await mailLanguageOfMember(tx, user.id)));
    });
  });

  /**
   * The verification link of an account, as a job (registration and "send the link again" add it
   * in their transaction); it makes the token and its mail together. The link lives as long as an
   * unproven account does.
   */
  d.queue.define<{ userId: string }>(VERIFY_JOB, async ({ userId }) => {
    const user = await authRepo.findUserById(d.db, userId);
    if (!user || user.emailVerifiedAt) return;
    const profile = await authRepo.findProfileName(d.db, userId);
    const token = newSecret();
    const link = `${d.publicUrl}${SITE_PATHS.verifyEmail}?token=${encodeURIComponent(token)}`;
    const days = d.emailVerification.unverifiedDays;
    await inTransaction(d.db, async (tx) => {
      await authRepo.insertEmailVerification(tx, {
        tokenHash: hashSecret(token),
        userId,
        expiresAt: new Date(Date.now() + days * DAY_MS),
      });
      await sendMail(
        d.queue,
        tx,
        mailTexts.verifyEmail(
          user.email,
          { firstName: profile?.firstName ?? '', link, days },
          await mailLanguageOfMember(tx, userId),
        ),
      );
    });
  });
  // Accounts never proven within the days allowed are removed, hourly, and their address freed.
  d.queue.define(REMOVE_UNVERIFIED_JOB, async () => {
    const removed = await authRepo.removeUnverified(
      d.db,
      new Date(Date.now() - d.emailVerification.unverifiedDays * DAY_MS),
    );
    await d.openSessions.forget({ users: removed });
    if (removed.length) d.log?.info({ removed: removed.length }, 'unverified accounts removed');
  });
  if (d.emailVerification.required) d.queue.every(REMOVE_UNVERIFIED_JOB, 3600_000);
  const verifyResend: Limiter = d.limiters('verify-email-user', d.limits.verifyEmailPerHour, 3600);

  /** The sign-in link mail, as a job: the token and its mail commit together. */
  d.queue.define<{ userId: string }>(SIGN_IN_LINK_JOB, async ({ userId }) => {
    const user = await authRepo.findUserById(d.db, userId);
    if (!user) return;
    const token = newSecret();
    const link = `${d.publicUrl}${AUTH_PAGES.signInLink}?token=${encodeURIComponent(token)}`;
    await inTransaction(d.db, async (tx) => {
      await authRepo.insertSignInLink(tx, {
        tokenHash: hashSecret(token),
        userId,
        expiresAt: new Date(Date.now() + SIGN_IN_LINK_MINUTES * 60_000),
      });
      await sendMail(
        d.queue,
        tx,
        mailTexts.signInLink(
          user.email,
          { link, minutes: SIGN_IN_LINK_MINUTES },
          await mailLanguageOfMember(tx, userId),
        ),
      );
    });
  });

  /**
   * A successful sign-in: the hand-off, and the browser remembered as a device of the account (a
   * new id when it had none). A browser new to an account that has signed in elsewhere before gets
   * the owner an e-mail, unless they turned that off (decision 0031) or came in through a link
   * that the mailbox received (`viaMail`: the e-mail that carried it already said so).
   */
  async function signedIn(userId: string, meta: ClientMeta, viaMail = false) {
    await refuseSuspended(userId);
    const device = meta.deviceId && meta.deviceId.length <= 100 ? meta.deviceId : newSecret(24);
    const seen = await authRepo.rememberDevice(d.db, hashSecret(device), userId);
    if (
      seen.isNew &&
      seen.othersKnown &&
      !viaMail &&
      (await notificationSettingsRepo.of(d.db, userId)).newDeviceEmail
    ) {
      const user = await authRepo.findUserById(d.db, userId);
      const when = new Date().toUTCString();
      if (user)
        await sendMail(
          d.queue,
          d.db,
          mailTexts.newDevice(
            user.email,
            {
              ...describeBrowser(meta.userAgent),
              ip: meta.ip ?? null,
              when,
              settingsLink: `${d.publicUrl}${SITE_PATHS.settings}`,
            },
            await mailLanguageOfMember(d.db, userId),
          ),
        );
    }
    return { ...(await newHandoff(userId)), deviceId: device };
  }

  /** Suspended by staff (decision 0034): told only after the password (or link) was right, so a guesser learns nothing. */
  async function refuseSuspended(userId: string) {
    if ((await authRepo.findUserById(d.db, userId))?.suspendedAt)
      throw new AppError('AccountSuspended', SAFETY_MSG.suspended);
  }

  /** A right password (or link): the session's hand-off, or first a challenge when two-factor sign-in is on. */
  async function secondFactorOr(userId: string, meta: ClientMeta, viaMail: boolean) {
    await refuseSuspended(userId);
    if (await d.twoFactor.isEnabled(userId))
      return { twoFactorRequired: true as const, challenge: await d.twoFactor.challenge(userId, viaMail) };
    return signedIn(userId, meta, viaMail);
  }

  return {
    async register(input: RegisterRequest, meta: ClientMeta) {
      await registerIp.consume(meta.ip ?? 'unknown');
      if (await authRepo.findUserByEmail(d.db, input.email)) {
        throw new AppError('EmailTaken', AUTH_FORM_MSG.emailTaken, {
          email: AUTH_FORM_MSG.emailTaken,
        });
      }
      const passwordHash = await hashPassword(input.password);
      const required = d.emailVerification.required;
      let user;
      try {
        user = await inTransaction(d.db, async (tx) => {
          // The account's preferred language: the browser's first edition (decision 0085), else none.
          const languageCode = editionOfHeader(meta.acceptLanguage);
          const created = await authRepo.createUser(tx, {
            ...input,
            passwordHash,
            emailVerified: !required,
            languageCode,
          });
          if (required) await d.queue.enqueue(tx, VERIFY_JOB, { userId: created.id });
          return created;
        });
      } catch (e) {
        // Two registrations racing for one e-mail: the unique index decides.
        if (
          String((e as { cause?: { code?: string }; code?: string }).cause?.code ?? (e as { code?: string }).code) ===
          '23505'
        ) {
          throw new AppError('EmailTaken', AUTH_FORM_MSG.emailTaken, {
            email: AUTH_FORM_MSG.emailTaken,
          });
        }
        throw e;
      }
      return signedIn(user.id, meta);
    },

    /**
     * Sign-in that slows the guesser, not the owner (decision 0029). One account from one address:
     * after `loginWaitAfter` (3) failures each try waits, doubling from a second, and
     * `loginPerAccount` (10) failures close that pair for the window.
     * One address: after 10 failures each try from a new device waits, doubling up to a minute.
     * An address past its limit, or an account past its ceiling across all addresses, lets a new
     * device in only through an e-mailed link: the answer is the same whatever the password, and
     * the link goes out only when it was right. A browser that has signed in to the account
     * before (its device cookie) passes the address and account-wide checks. Answers the hand-off
     * and the device id to keep in the browser's cookie.
     */
    async login(input: LoginRequest, meta: ClientMeta) {
      const accountKey = input.email.toLowerCase();
      const ip = meta.ip ?? 'unknown';
      const pairKey = `${accountKey}|${ip}`;
      await loginFailuresPair.assertOpen(pairKey);
      await pairWait.assertOpen(pairKey);
      const user = await authRepo.findUserByEmail(d.db, input.email);
      const known = !!(
        user &&
        meta.deviceId &&
        (await authRepo.isKnownDevice(d.db, hashSecret(meta.deviceId), user.id))
      );
      if (!known) await addressWait.assertOpen(ip);
      const [addressOpen, accountOpen] = known
        ? [true, true]
        : await Promise.all([loginFailuresIp.isOpen(ip), loginFailuresAccount.isOpen(accountKey)]);
      const needsLink = !addressOpen || !accountOpen;
      const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
      if (!user || !valid) {
        const [ipFailures, pairFailures] = await Promise.all([
          loginFailuresIp.hit(ip),
          loginFailuresPair.hit(pairKey),
          loginFailuresAccount.hit(accountKey),
        ]);
        const pairSeconds = backoffSeconds(pairFailures, d.limits.loginWaitAfter, d.limits.windowSeconds);
        if (pairSeconds) await pairWait.block(pairKey, pairSeconds);
        const addressSeconds = backoffSeconds(ipFailures, ADDRESS_DELAY_AFTER, ADDRESS_DELAY_MAX_SECONDS);
        if (addressSeconds) await addressWait.block(ip, addressSeconds);
        throw needsLink ? linkRequired() : invalidCredentials();
      }
      if (needsLink) {
        // The right password from a new device while under attack: the way in goes to the mailbox.
        if (await signInLinksSent.isOpen(user.id)) {
          await signInLinksSent.hit(user.id);
          await d.queue.enqueue(d.db, SIGN_IN_LINK_JOB, { userId: user.id });
        }
        throw linkRequired();
      }
      await loginFailuresPair.reset(pairKey);
      return secondFactorOr(user.id, meta, false);
    },

    /** Completes a sign-in that waits for its second factor: a code of the app or a recovery code, each once. */
    async loginSecondFactor(challenge: string, code: string, meta: ClientMeta) {
      const { userId, viaMail } = await d.twoFactor.answer(challenge, code, { ip: meta.ip, deviceId: meta.deviceId });
      return signedIn(userId, meta, viaMail);
    },

    /** Turns two-factor sign-in off: the password and a code (or a recovery code) are asked. */
    async disableTwoFactor(userId: string, password: string, code: string) {
      const wrong = () =>
        new AppError('ValidationError', TWO_FACTOR_MSG.wrongPassword, { password: TWO_FACTOR_MSG.wrongPassword });
      await stepUp(userId, password, wrong, () => d.twoFactor.disable(userId, code));
    },

    /**
     * Leaving (decision 0033): with the password (and a second-factor code when it is on), the
     * account's data is erased after the grace days, unless the member keeps it meanwhile. The
     * owner is e-mailed; the privacy module hears the schedule (and erases at once with no grace).
     */
    async scheduleDeletion(userId: string, password: string, code: string | undefined) {
      const wrong = () =>
        new AppError('ValidationError', ACCOUNT_DELETION_MSG.wrongPassword, {
          password: ACCOUNT_DELETION_MSG.wrongPassword,
        });
      const user = await stepUp(userId, password, wrong, async () => {
        if (!(await d.twoFactor.isEnabled(userId))) return;
        // No code given is a question, not a wrong answer: it is not counted.
        if (!code)
          throw Object.assign(
            new AppError('ValidationError', ACCOUNT_DELETION_MSG.codeNeeded, { code: ACCOUNT_DELETION_MSG.codeNeeded }),
            { uncounted: true },
          );
        await d.twoFactor.check(userId, code);
      });
      const deleteAt = new Date(Date.now() + d.deletionGraceDays * 24 * 3600_000);
      await inTransaction(d.db, async (tx) => {
        await authRepo.setDeletionDue(tx, userId, deleteAt);
        await sendMail(
          d.queue,
          tx,
          mailTexts.deletionScheduled(
            user.email,
            { deleteAt, keepLink: `${d.publicUrl}${SITE_PATHS.settings}#leave` },
            await mailLanguageOfMember(tx, userId),
          ),
        );
        await d.events.publish(tx, 'account.deletion-scheduled', { userId, deleteAt: deleteAt.toISOString() });
      });
      return deleteAt;
    },

    /** Keeps the account: the scheduled erasure is cancelled. */
    async cancelDeletion(userId: string) {
      if (!(await authRepo.cancelDeletion(d.db, userId)))
        throw new AppError('Conflict', ACCOUNT_DELETION_MSG.notScheduled);
    },

    deletionScheduledFor: (userId: string) => authRepo.deletionDueAt(d.db, userId),

    authenticateKey: (secret: string) => d.apiKeys.authenticateKey(secret),

    /** Ends every session of the member at once (a suspension, decision 0034): their next call is a 401. */
    endAllSessions,

    /** Staff who must turn on two-factor sign-in before the staff area opens (STAFF_REQUIRE_2FA). */
    staffNeedsTwoFactor: async (userId: string) => d.staffRequireTwoFactor && !(await d.twoFactor.isEnabled(userId)),

    /** Signs in with an e-mailed link (once, within its minutes), as login does; the browser becomes a known device. */
    async loginWithLink(token: string, meta: ClientMeta) {
      const userId = await authRepo.useSignInLink(d.db, hashSecret(token));
      if (!userId)
        throw new AppError('InvalidToken', SIGN_IN_LINK_MSG.linkInvalid, { token: 'Invalid, used or expired link' });
      return secondFactorOr(userId, meta, true);
    },

    /**
     * Exchanges a one-time hand-off code, from the browser that signed in, for the session of
     * that sign-in (spec: POST {auth}/get-session). One sign-in, one session.
     */
    async exchangeCode(code: string, browserKey: string | undefined, meta: ClientMeta) {
      const invalid = () =>
        new AppError('InvalidToken', 'This sign-in link is invalid or has expired', {
          token: 'Invalid or expired code',
        });
      if (!browserKey) throw invalid();
      const row = await authRepo.useHandoffCode(d.db, hashSecret(code), hashSecret(browserKey));
      if (!row || row.expiresAt.getTime() < Date.now()) throw invalid();
      return startSession(row.userId, meta);
    },

    /** Rotates a refresh token. Presenting a used one revokes its whole family (the session). */
    async refresh(refreshToken: string) {
      const result = await authRepo.useRefreshToken(d.db, hashSecret(refreshToken));
      if (result.status === 'unknown') throw new AppError('SessionError', 'Invalid refresh token');
      const session = await authRepo.findSession(d.db, result.token.sessionId);
      if (result.status === 'reused') {
        await authRepo.revokeSession(d.db, result.token.sessionId, 'refresh-token-reuse');
        await d.openSessions.forget({ sessions: [result.token.sessionId] });
        throw new AppError('SessionError', 'Refresh token already used; the session was closed for safety');
      }
      if (!session || session.revokedAt) throw new AppError('SessionError', 'Session closed');
      if (result.token.expiresAt.getTime() < Date.now()) throw new AppError('SessionError', 'Refresh token expired');
      await authRepo.touchSession(d.db, session.id);
      return issueTokens(session.userId, session.id);
    },

    async logout(opts: { refreshToken?: string; sessionId?: string }) {
      let sessionId = opts.sessionId;
      if (!sessionId && opts.refreshToken)
        sessionId = (await authRepo.findRefreshToken(d.db, hashSecret(opts.refreshToken)))?.sessionId;
      if (!sessionId) return;
      await authRepo.revokeSession(d.db, sessionId, 'logout');
      await d.openSessions.forget({ sessions: [sessionId] });
    },

    /** Checks a bearer token and its session (401 SessionError once the session is closed; decision 0049 on what is kept in memory). */
    async authenticate(token: string): Promise<AccessClaims> {
      const claims = await d.signer.verify(token);
      const session = await d.openSessions.find(claims.sessionId, () =>
        authRepo.findOpenSession(d.db, claims.sessionId),
      );
      if (!session || session.userId !== claims.userID)
        throw new AppError('SessionError', 'Session closed, please log in again');
      return claims;
    },

    isStaff: (userId: string) => authRepo.isStaff(d.db, userId),

    /** Where the account is signed in (decision 0030): its open sessions, the caller's marked `current`. */
    async listSessions(userId: string, currentSessionId: string) {
      const rows = await authRepo.listOpenSessions(d.db, userId, SESSIONS_LISTED);
      return { data: rows.map((r) => presentSession(r, currentSessionId)), nextCursor: null };
    },

    /** Ends one session of the account: its access and refresh tokens are refused from now on. */
    async endSession(userId: string, sessionId: string) {
      if (!isUuid(sessionId) || !(await authRepo.revokeSessionOf(d.db, userId, sessionId, 'ended-by-user'))) {
        throw new AppError('NotFound', SESSIONS_MSG.notFound, { sessionID: SESSIONS_MSG.notFound });
      }
      await d.openSessions.forget({ sessions: [sessionId] });
    },

    /**
     * Changes the password of a signed-in member who knows the current one: every other session
     * ends (this one stays) and the owner is told by e-mail.
     */
    async changePassword(userId: string, currentSessionId: string, currentPassword: string, newPassword: string) {
      const user = await stepUp(
        userId,
        currentPassword,
        () =>
          new AppError('ValidationError', PASSWORD_CHANGE_MSG.wrongCurrent, {
            currentPassword: PASSWORD_CHANGE_MSG.wrongCurrent,
          }),
      );
      const hash = await hashPassword(newPassword);
      const ended = await inTransaction(d.db, async (tx) => {
        await authRepo.setPassword(tx, userId, hash);
        const count = await authRepo.revokeOtherSessions(tx, userId, currentSessionId, 'password-changed');
        await sendMail(
          d.queue,
          tx,
          mailTexts.passwordChanged(
            user.email,
            {
              settingsLink: `${d.publicUrl}${SITE_PATHS.settings}`,
              forgotLink: `${d.publicUrl}${AUTH_PAGES.forgotPassword}`,
            },
            await mailLanguageOfMember(tx, userId),
          ),
        );
        return count;
      });
      await d.openSessions.forget({ users: [userId] });
      return ended;
    },

    /** "Sign out everywhere else": every session of the account but the caller's; how many ended. */
    async endOtherSessions(userId: string, currentSessionId: string) {
      const ended = await authRepo.revokeOtherSessions(d.db, userId, currentSessionId, 'ended-by-user');
      await d.openSessions.forget({ users: [userId] });
      return ended;
    },

    /** Whether the account has proven its address; always, when proof is not required (decision 0028). */
    isEmailVerified: async (userId: string) =>
      !d.emailVerification.required ||
      d.openSessions.knownVerified(userId) ||
      (await authRepo.isEmailVerified(d.db, userId)),

    /** Proves the address of the link's account. */
    async verifyEmail(token: string) {
      const userId = await authRepo.useEmailVerification(d.db, hashSecret(token));
      if (!userId)
        throw new AppError('InvalidToken', VERIFY_EMAIL_MSG.linkInvalid, { token: 'Invalid, used or expired link' });
      // Its sessions are read again, now proven.
      await d.openSessions.forget({ users: [userId] });
    },

    /** Sends a new link to the account's address (limited per account); says so when there is nothing to prove. */
    async resendVerification(userId: string): Promise<string> {
      if (await authRepo.isEmailVerified(d.db, userId)) return VERIFY_EMAIL_MSG.alreadyVerified;
      await verifyResend.consume(userId);
      await d.queue.enqueue(d.db, VERIFY_JOB, { userId });
      return VERIFY_EMAIL_MSG.sent;
    },

    /** Answers at once, alike for every e-mail; the lookup and the mail happen in a job. */
    async forgotPassword(email: string, meta: ClientMeta) {
      await forgotIp.consume(meta.ip ?? 'unknown');
      await d.queue.enqueue(d.db, RESET_JOB, { email });
    },

    async resetPassword(token: string, password: string) {
      const row = await authRepo.usePasswordReset(d.db, hashSecret(token));
      if (!row || row.expiresAt.getTime() < Date.now())
        throw new AppError('InvalidToken', 'This reset link is invalid or has expired', {
          token: 'Invalid or expired link',
        });
      await authRepo.setPassword(d.db, row.userId, await hashPassword(password));
      await endAllSessions(row.userId, 'password-reset');
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
