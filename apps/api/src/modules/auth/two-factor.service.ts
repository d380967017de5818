/**
 * Two-factor sign-in (decision 0032): an authenticator app's time-based codes (otplib, RFC 6238)
 * and ten single-use recovery codes. Set-up gives a secret and its otpauth:// address (the page
 * draws the QR code); the first right code turns it on and answers the recovery codes, shown
 * once and stored as hashes. With it on, a right password opens a short challenge instead of a
 * session; a right code (each code once) or an unused recovery code completes it.
 */
import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import {
  RECOVERY_CODE_PATTERN,
  SITE_NAME,
  TWO_FACTOR_CHALLENGE_ATTEMPTS,
  TWO_FACTOR_CHALLENGE_MINUTES,
  TWO_FACTOR_MSG,
  TWO_FACTOR_RECOVERY_CODES,
} from '@wbn/contract';
import type { Db } from '../../db/client.js';
import { countedAddress } from '../../lib/counted-address.js';
import { AppError } from '../../lib/errors.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { inTransaction } from '../../core/transaction.js';
import type { Limiter } from '../../ports/rate-limiter.js';
import { hashSecret, newSecret } from './tokens.js';
import { twoFactorRepo as repo } from './two-factor.repo.js';
import { authRepo } from './auth.repo.js';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const group = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
/** "k7m2q-x9p4d": easy to read and type, ~50 bits each. */
const newRecoveryCode = () => `${group()}-${group()}`;
const normalRecovery = (code: string) => code.trim().toLowerCase();
const field = (name: string, message: string) => new AppError('ValidationError', message, { [name]: message });

/**
 * `attempts`: codes tried per account on the signed-in steps (turning it on or off, leaving).
 * `signIn`: wrong codes of sign-in challenges (decision 0058), per account and address (`pair`)
 * and per account from every address (`account`, higher; a browser the account signed in with
 * before passes it), so failures from one place never stop the owner from another.
 */
export type TwoFactorDeps = { db: Db; box: SecretBox; attempts: Limiter; signIn: { pair: Limiter; account: Limiter } };

/** Who answers a challenge: the address, and the browser's device cookie (decision 0029). */
export type ChallengeClient = { ip?: string; deviceId?: string };

/** What a code did: spent, wrong, or a right code of a time step already used. */
type Spent = 'spent' | 'wrong' | 'used';

/**
 * Counts a try on `limiter` before its code is checked, so simultaneous tries each see the ones
 * before them. With `refuse`, a try past the budget is refused (429 with this feature's sentence
 * and its Retry-After) and not counted; without it, the try is counted and never refused.
 */
async function countTry(limiter: Limiter, key: string, refuse: boolean) {
  if (!refuse) {
    await limiter.hit(key);
    return;
  }
  try {
    await limiter.consume(key);
  } catch (e) {
    if (!(e instanceof AppError) || e.code !== 'TooManyRequests') throw e;
    await limiter.giveBack(key);
    throw Object.assign(new AppError('TooManyRequests', TWO_FACTOR_MSG.tooManyCodes), {
      retryAfter: (e as AppError & { retryAfter?: number }).retryAfter,
    });
  }
}

export function createTwoFactor(d: TwoFactorDeps) {
  /** The time step of a right code for `sealed`'s secret, or null. */
  async function stepOf(sealed: string | null | undefined, code: string): Promise<number | null> {
    const secret = sealed ? d.box.open(sealed) : null;
    if (!secret || !/^\d{6}$/.test(code)) return null;
    const r = await verify({ secret, token: code, epochTolerance: 30 });
    return r.valid ? (r as { timeStep: number }).timeStep : null;
  }

  /** A right TOTP (not used before) or an unused recovery code of the account, spent; a right code of a step already used is told apart. */
  async function spend(userId: string, secret: string | null | undefined, code: string): Promise<Spent> {
    const step = await stepOf(secret, code.trim());
    if (step !== null) return (await repo.takeStep(d.db, userId, step)) ? 'spent' : 'used';
    const recovery = normalRecovery(code);
    return RECOVERY_CODE_PATTERN.test(recovery) && (await repo.useRecoveryCode(d.db, userId, hashSecret(recovery)))
      ? 'spent'
      : 'wrong';
  }
  const refused = (s: Spent) =>
    field('code', s === 'used' ? TWO_FACTOR_MSG.codeJustUsed : TWO_FACTOR_MSG.badCodeOrRecovery);

  return {
    async status(userId: string) {
      const row = await repo.of(d.db, userId);
      const enabled = !!row?.enabledAt;
      return { enabled, recoveryCodesLeft: enabled ? await repo.recoveryCodesLeft(d.db, userId) : 0 };
    },

    isEnabled: async (userId: string) => !!(await repo.of(d.db, userId))?.enabledAt,

    /** A new secret for the app (not on until a code proves it): the key and its otpauth:// address. */
    async setup(userId: string) {
      if ((await repo.of(d.db, userId))?.enabledAt) throw new AppError('Conflict', TWO_FACTOR_MSG.alreadyOn);
      const secret = generateSecret();
      await repo.setPending(d.db, userId, d.box.seal(secret));
      const label = (await authRepo.findUserById(d.db, userId))?.email ?? userId;
      return { secret, otpauthUrl: generateURI({ issuer: SITE_NAME, label, secret }) };
    },

    /** The first right code turns it on; answers the recovery codes (shown this once). */
    async enable(userId: string, code: string) {
      await d.attempts.consume(userId);
      const row = await repo.of(d.db, userId);
      if (row?.enabledAt) throw new AppError('Conflict', TWO_FACTOR_MSG.alreadyOn);
      if (!row?.pendingSecret) throw field('code', TWO_FACTOR_MSG.setupFirst);
      const step = await stepOf(row.pendingSecret, code.trim());
      if (step === null) throw field('code', TWO_FACTOR_MSG.badCode);
      const codes = Array.from({ length: TWO_FACTOR_RECOVERY_CODES }, newRecoveryCode);
      await inTransaction(d.db, (tx) => repo.enable(tx, userId, row.pendingSecret!, step, codes.map(hashSecret)));
      return codes;
    },

    /** Turns it off; the caller checked the password. Needs a right code (or a recovery code). */
    async disable(userId: string, code: string) {
      await d.attempts.consume(userId);
      const row = await repo.of(d.db, userId);
      if (!row?.enabledAt) throw new AppError('Conflict', TWO_FACTOR_MSG.notOn);
      const s = await spend(userId, row.secret, code);
      if (s !== 'spent') throw refused(s);
      await repo.disable(d.db, userId);
    },

    /** Checks (and spends) a code of the app or a recovery code of an account that has two-factor sign-in on; a wrong or used one is the 400 naming `code`. */
    async check(userId: string, code: string) {
      await d.attempts.consume(userId);
      const row = await repo.of(d.db, userId);
      const s: Spent = row?.enabledAt ? await spend(userId, row.secret, code) : 'wrong';
      if (s !== 'spent') throw refused(s);
    },

    /** A sign-in that waits for its second factor: the challenge token to send back with the code. */
    async challenge(userId: string, viaMail: boolean) {
      const token = newSecret(24);
      await repo.insertChallenge(d.db, {
        tokenHash: hashSecret(token),
        userId,
        expiresAt: new Date(Date.now() + TWO_FACTOR_CHALLENGE_MINUTES * 60_000),
        viaMail,
      });
      return token;
    },

    /**
     * Completes a challenge with a code: its account (and whether it came through a mailed link).
     * A wrong code counts against the challenge (it ends after five), against the account from
     * this address (an IPv6 address by its /64), and against the account's ceiling; only wrong
     * codes count. Past the address's limit or the ceiling a browser new to the account waits; one
     * that signed in to it before does not, whatever its address tried. A right code of a step already used has its own sentence and
     * counts nowhere (it is no guess).
     *
     * Every try is counted before its code is checked and given back when the code proves right
     * (or already used): checking first and counting after would let simultaneous wrong codes all
     * be checked while each one still saw the counts below their limits.
     */
    async answer(challenge: string, code: string, client: ChallengeClient = {}) {
      const tokenHash = hashSecret(challenge);
      const expired = () =>
        new AppError('InvalidToken', TWO_FACTOR_MSG.challengeExpired, { challenge: TWO_FACTOR_MSG.challengeExpired });
      const open = await repo.openChallenge(d.db, tokenHash, TWO_FACTOR_CHALLENGE_ATTEMPTS);
      if (!open) throw expired();
      const userId = open.userId;
      // An IPv6 address by its /64: one host may pick any address in it.
      const pairKey = `${userId}|${client.ip ? countedAddress(client.ip) : 'unknown'}`;
      const known =
        !!client.deviceId &&
        client.deviceId.length <= 100 &&
        (await authRepo.isKnownDevice(d.db, hashSecret(client.deviceId), userId));
      // A browser that signed in before is counted and never stopped, neither by its address nor by the ceiling.
      await countTry(d.signIn.pair, pairKey, !known);
      try {
        await countTry(d.signIn.account, userId, !known);
      } catch (e) {
        await d.signIn.pair.giveBack(pairKey);
        throw e;
      }
      const giveBack = () => Promise.all([d.signIn.pair.giveBack(pairKey), d.signIn.account.giveBack(userId)]);
      let s: Spent;
      try {
        // One statement takes the challenge's try: of simultaneous answers at most its limit get one.
        const taken = await repo.takeAttempt(d.db, tokenHash, TWO_FACTOR_CHALLENGE_ATTEMPTS);
        if (!taken) throw expired();
        const row = await repo.of(d.db, userId);
        s = row?.enabledAt ? await spend(userId, row.secret, code) : 'wrong';
      } catch (e) {
        await giveBack();
        throw e;
      }
      if (s !== 'wrong') await giveBack();
      if (s === 'used') await repo.returnAttempt(d.db, tokenHash);
      if (s !== 'spent') throw refused(s);
      if (!(await repo.closeChallenge(d.db, tokenHash))) throw expired();
      return { userId, viaMail: open.viaMail };
    },
  };
}
export type TwoFactor = ReturnType<typeof createTwoFactor>;
