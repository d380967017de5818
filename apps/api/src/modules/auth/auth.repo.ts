import { and, desc, eq, gt, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  users,
  profiles,
  authSessions,
  refreshTokens,
  handoffCodes,
  passwordResets,
  appSecrets,
  emailVerifications,
  knownDevices,
  signInLinks,
} from '../../db/schema/index.js';

export const authRepo = {
  /** A secret shared by every API process: the first to start makes it, the others read it. */
  async sharedSecret(db: Db, name: string, make: () => string) {
    await db.insert(appSecrets).values({ name, value: make() }).onConflictDoNothing();
    const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
    return row.value;
  },

  findUserByEmail: async (db: Db, email: string) =>
    (
      await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1)
    )[0],

  /** A new account and its profile; `emailVerified` false leaves the address to be proven (decision 0028). */
  async createUser(
    db: Db,
    u: {
      email: string;
      passwordHash: string;
      firstName: string;
      lastName: string;
      emailVerified: boolean;
      languageCode?: string;
    },
  ) {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: u.email.toLowerCase(),
          passwordHash: u.passwordHash,
          emailVerifiedAt: u.emailVerified ? new Date() : null,
        })
        .returning();
      await tx
        .insert(profiles)
        .values({ userId: row.id, firstName: u.firstName, lastName: u.lastName, languageCode: u.languageCode ?? null });
      return row;
    });
  },

  setPassword: (db: Db, userId: string, passwordHash: string) =>
    db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId)),

  async createSession(db: Db, s: { userId: string; userAgent?: string; ip?: string }) {
    const [row] = await db.insert(authSessions).values(s).returning({ id: authSessions.id });
    return row.id;
  },

  isStaff: async (db: Db, userId: string) =>
    !!(await db.select({ isStaff: users.isStaff }).from(users).where(eq(users.id, userId)).limit(1))[0]?.isStaff,
  findSession: async (db: Db, id: string) =>
    (await db.select().from(authSessions).where(eq(authSessions.id, id)).limit(1))[0],

  /** An open session's account, and whether it proved its address; undefined when closed or unknown. */
  async findOpenSession(db: Db, id: string) {
    const [row] = await db
      .select({ userId: authSessions.userId, verifiedAt: users.emailVerifiedAt })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(and(eq(authSessions.id, id), isNull(authSessions.revokedAt)))
      .limit(1);
    return row && { userId: row.userId, emailVerified: !!row.verifiedAt };
  },

  revokeSession: (db: Db, id: string, reason: string) =>
    db
      .update(authSessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(authSessions.id, id), isNull(authSessions.revokedAt))),

  /** The account's open sessions, the most recently seen first. */
  listOpenSessions: (db: Db, userId: string, limit: number) =>
    db
      .select()
      .from(authSessions)
      .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
      .orderBy(desc(authSessions.lastSeenAt), desc(authSessions.id))
      .limit(limit),

  touchSession: (db: Db, id: string) =>
    db.update(authSessions).set({ lastSeenAt: new Date() }).where(eq(authSessions.id, id)),

  /** Ends one open session of the account; whether there was one. */
  async revokeSessionOf(db: Db, userId: string, id: string, reason: string) {
    const ended = await db
      .update(authSessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(authSessions.id, id), eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
      .returning({ id: authSessions.id });
    return ended.length > 0;
  },

  /** Ends every open session of the account but `keepId`; how many. */
  async revokeOtherSessions(db: Db, userId: string, keepId: string, reason: string) {
    const ended = await db
      .update(authSessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(authSessions.userId, userId), ne(authSessions.id, keepId), isNull(authSessions.revokedAt)))
      .returning({ id: authSessions.id });
    return ended.length;
  },

  revokeAllSessions: (db: Db, userId: string, reason: string) =>
    db
      .update(authSessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt))),

  insertRefreshToken: (db: Db, r: { tokenHash: string; sessionId: string; expiresAt: Date }) =>
    db.insert(refreshTokens).values(r),

  /** Marks a refresh token used, atomically: only one caller wins. */
  async useRefreshToken(db: Db, tokenHash: string) {
    const [won] = await db
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
      .returning();
    if (won) return { status: 'ok' as const, token: won };
    const [existing] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
    return existing ? { status: 'reused' as const, token: existing } : { status: 'unknown' as const };
  },

  findRefreshToken: async (db: Db, tokenHash: string) =>
    (await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1))[0],

  insertHandoffCode: (db: Db, r: { codeHash: string; browserHash: string; userId: string; expiresAt: Date }) =>
    db.insert(handoffCodes).values(r),

  /** Uses a hand-off code once, only from the browser it was issued to. */
  async useHandoffCode(db: Db, codeHash: string, browserHash: string) {
    const [row] = await db
      .update(handoffCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(handoffCodes.codeHash, codeHash),
          eq(handoffCodes.browserHash, browserHash),
          isNull(handoffCodes.usedAt),
        ),
      )
      .returning();
    return row;
  },

  insertPasswordReset: (db: Db, r: { tokenHash: string; userId: string; expiresAt: Date }) =>
    db.insert(passwordResets).values(r),

  insertEmailVerification: (db: Db, v: { tokenHash: string; userId: string; expiresAt: Date }) =>
    db.insert(emailVerifications).values(v),

  /** Uses a verification link once: marks its account's address proven; the account's id, or undefined when the link is unknown, used or expired. */
  async useEmailVerification(db: Db, tokenHash: string): Promise<string | undefined> {
    const [row] = await db
      .update(emailVerifications)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(emailVerifications.tokenHash, tokenHash),
          isNull(emailVerifications.usedAt),
          gt(emailVerifications.expiresAt, new Date()),
        ),
      )
      .returning({ userId: emailVerifications.userId });
    if (!row) return undefined;
    await db
      .update(users)
      .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(users.id, row.userId), isNull(users.emailVerifiedAt)));
    return row.userId;
  },

  async isEmailVerified(db: Db, userId: string) {
    const [row] = await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)).limit(1);
    return !!row?.at;
  },

  findProfileName: async (db: Db, userId: string) =>
    (await db.select({ firstName: profiles.firstName }).from(profiles).where(eq(profiles.userId, userId)).limit(1))[0],

  findUserById: async (db: Db, userId: string) =>
    (await db.select().from(users).where(eq(users.id, userId)).limit(1))[0],

  /** Removes the accounts whose address was never proven within `days` (their profile and all that hangs on them go with them); how many. */
  /** Removes the accounts never proven since `olderThan`; their ids. */
  async removeUnverified(db: Db, olderThan: Date) {
    const gone = await db
      .delete(users)
      .where(and(isNull(users.emailVerifiedAt), lt(users.createdAt, olderThan)))
      .returning({ id: users.id });
    return gone.map((u) => u.id);
  },

  /** Whether the browser whose device cookie hashes to `deviceHash` has signed in to the account before. */
  async isKnownDevice(db: Db, deviceHash: string, userId: string) {
    const [row] = await db
      .select({ at: knownDevices.lastSeenAt })
      .from(knownDevices)
      .where(and(eq(knownDevices.deviceHash, deviceHash), eq(knownDevices.userId, userId)))
      .limit(1);
    return !!row;
  },

  /** Schedules the erasure of an account at `at`. */
  setDeletionDue: (db: Db, userId: string, at: Date) =>
    db
      .update(users)
      .set({ deletionDueAt: at })
      .where(and(eq(users.id, userId), isNull(users.deletedAt))),

  /** Cancels a scheduled erasure; false (and nothing written) when none was scheduled. */
  async cancelDeletion(db: Db, userId: string) {
    const rows = await db
      .update(users)
      .set({ deletionDueAt: null })
      .where(and(eq(users.id, userId), isNotNull(users.deletionDueAt), isNull(users.deletedAt)))
      .returning({ id: users.id });
    return rows.length === 1;
  },

  deletionDueAt: async (db: Db, userId: string) =>
    (await db.select({ due: users.deletionDueAt }).from(users).where(eq(users.id, userId)))[0]?.due ?? null,

  /** Remembers the browser; answers whether it is new to the account and whether the account knew others. */
  async rememberDevice(db: Db, deviceHash: string, userId: string): Promise<{ isNew: boolean; othersKnown: boolean }> {
    const [row] = await db
      .insert(knownDevices)
      .values({ deviceHash, userId })
      .onConflictDoUpdate({ target: [knownDevices.deviceHash, knownDevices.userId], set: { lastSeenAt: new Date() } })
      .returning({ isNew: sql<boolean>`(xmax = 0)` });
    if (!row?.isNew) return { isNew: false, othersKnown: true };
    const [other] = await db
      .select({ one: sql`1` })
      .from(knownDevices)
      .where(and(eq(knownDevices.userId, userId), ne(knownDevices.deviceHash, deviceHash)))
      .limit(1);
    return { isNew: true, othersKnown: !!other };
  },

  insertSignInLink: (db: Db, v: { tokenHash: string; userId: string; expiresAt: Date }) =>
    db.insert(signInLinks).values(v),

  /** Uses a sign-in link once; its account's id, or undefined when it is unknown, used or expired. */
  async useSignInLink(db: Db, tokenHash: string): Promise<string | undefined> {
    const [row] = await db
      .update(signInLinks)
      .set({ usedAt: new Date() })
      .where(
        and(eq(signInLinks.tokenHash, tokenHash), isNull(signInLinks.usedAt), gt(signInLinks.expiresAt, new Date())),
      )
      .returning({ userId: signInLinks.userId });
    return row?.userId;
  },

  async usePasswordReset(db: Db, tokenHash: string) {
    const [row] = await db
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt)))
      .returning();
    return row;
  },
};
