/** Two-factor sign-in's tables (decision 0032): the sealed secret, recovery codes, sign-in challenges. */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginChallenges, recoveryCodes, twoFactor } from '../../db/schema/index.js';

export const twoFactorRepo = {
  async of(db: Db, userId: string) {
    const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
    return row;
  },

  setPending: (db: Db, userId: string, sealed: string) =>
    db
      .insert(twoFactor)
      .values({ userId, pendingSecret: sealed })
      .onConflictDoUpdate({ target: twoFactor.userId, set: { pendingSecret: sealed } }),

  /** Turns it on with the pending secret and its first code's step; the recovery codes replace any old ones. */
  async enable(db: Db, userId: string, sealed: string, step: number, codeHashes: string[]) {
    await db
      .update(twoFactor)
      .set({ secret: sealed, pendingSecret: null, enabledAt: new Date(), lastStep: step })
      .where(eq(twoFactor.userId, userId));
    await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  },

  async disable(db: Db, userId: string) {
    await db.delete(twoFactor).where(eq(twoFactor.userId, userId));
    await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  },

  /** Accepts a code's time step once: true when it is later than the last one accepted. */
  async takeStep(db: Db, userId: string, step: number) {
    const rows = await db
      .update(twoFactor)
      .set({ lastStep: step })
      .where(and(eq(twoFactor.userId, userId), lt(twoFactor.lastStep, step)))
      .returning({ userId: twoFactor.userId });
    return rows.length === 1;
  },

  /** Uses a recovery code once: true when it was one of the account's and unused. */
  async useRecoveryCode(db: Db, userId: string, codeHash: string) {
    const rows = await db
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
      .returning({ userId: recoveryCodes.userId });
    return rows.length === 1;
  },

  async recoveryCodesLeft(db: Db, userId: string) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    return Number(row?.n ?? 0);
  },

  insertChallenge: (db: Db, v: { tokenHash: string; userId: string; expiresAt: Date; viaMail: boolean }) =>
    db.insert(loginChallenges).values(v),

  /** An open challenge (unused, not expired, tries left), or undefined: a read, it takes no try. */
  async openChallenge(db: Db, tokenHash: string, maxAttempts: number) {
    const [row] = await db
      .select()
      .from(loginChallenges)
      .where(
        and(
          eq(loginChallenges.tokenHash, tokenHash),
          isNull(loginChallenges.usedAt),
          gt(loginChallenges.expiresAt, new Date()),
          lt(loginChallenges.attempts, maxAttempts),
        ),
      );
    return row;
  },

  /**
   * Takes one of an open challenge's tries (unused, not expired, tries left) in one statement, so
   * simultaneous answers never take more than `maxAttempts` between them: its account and whether
   * it came through a mailed link, or undefined when none is left.
   */
  async takeAttempt(db: Db, tokenHash: string, maxAttempts: number) {
    const [row] = await db
      .update(loginChallenges)
      .set({ attempts: sql`${loginChallenges.attempts} + 1` })
      .where(
        and(
          eq(loginChallenges.tokenHash, tokenHash),
          isNull(loginChallenges.usedAt),
          gt(loginChallenges.expiresAt, new Date()),
          lt(loginChallenges.attempts, maxAttempts),
        ),
      )
      .returning({ userId: loginChallenges.userId, viaMail: loginChallenges.viaMail });
    return row;
  },

  /** Gives a try back (an answer that was no guess). */
  returnAttempt: (db: Db, tokenHash: string) =>
    db
      .update(loginChallenges)
      .set({ attempts: sql`greatest(${loginChallenges.attempts} - 1, 0)` })
      .where(eq(loginChallenges.tokenHash, tokenHash)),

  /** Closes a challenge once: true for the one call that closed it. */
  async closeChallenge(db: Db, tokenHash: string) {
    const rows = await db
      .update(loginChallenges)
      .set({ usedAt: new Date() })
      .where(and(eq(loginChallenges.tokenHash, tokenHash), isNull(loginChallenges.usedAt)))
      .returning({ u: loginChallenges.userId });
    return rows.length === 1;
  },
};
