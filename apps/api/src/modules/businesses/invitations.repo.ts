import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { notBlockedBy } from '../../core/blocks.repo.js';

export type InvitationRow = typeof t.businessInvitations.$inferSelect;

export const invitationsRepo = {
  /** A pending invitation for (business, e-mail), made or refreshed. */
  async upsertPending(db: Db, row: { businessId: string; email: string; role: string; invitedBy: string }) {
    const [existing] = await db
      .select()
      .from(t.businessInvitations)
      .where(
        and(
          eq(t.businessInvitations.businessId, row.businessId),
          eq(t.businessInvitations.email, row.email),
          eq(t.businessInvitations.status, 'pending'),
        ),
      )
      .limit(1);
    if (existing) {
      const [updated] = await db
        .update(t.businessInvitations)
        .set({ role: row.role, invitedBy: row.invitedBy, createdAt: new Date() })
        .where(eq(t.businessInvitations.id, existing.id))
        .returning();
      return updated;
    }
    const [created] = await db.insert(t.businessInvitations).values(row).onConflictDoNothing().returning();
    return created;
  },
  find: async (db: Db, id: string) =>
    (await db.select().from(t.businessInvitations).where(eq(t.businessInvitations.id, id)).limit(1))[0] as
      InvitationRow | undefined,
  pendingOfBusiness: (db: Db, businessId: string) =>
    db
      .select()
      .from(t.businessInvitations)
      .where(and(eq(t.businessInvitations.businessId, businessId), eq(t.businessInvitations.status, 'pending')))
      .orderBy(desc(t.businessInvitations.createdAt)),
  /** Pending invitations addressed to an e-mail, with the business and the inviter's name. */
  /** The pending invitations to `email`; with `viewerId`, none from an inviter the viewer blocked. */
  pendingForEmail: (db: Db, email: string, viewerId?: string) =>
    db
      .select({
        inv: t.businessInvitations,
        companyName: t.businesses.companyName,
        profilePhoto: t.businesses.profilePhoto,
        firstName: t.profiles.firstName,
        lastName: t.profiles.lastName,
      })
      .from(t.businessInvitations)
      .innerJoin(t.businesses, eq(t.businesses.id, t.businessInvitations.businessId))
      .innerJoin(t.profiles, eq(t.profiles.userId, t.businessInvitations.invitedBy))
      .where(
        and(
          eq(t.businessInvitations.email, email),
          eq(t.businessInvitations.status, 'pending'),
          notBlockedBy(viewerId, t.businessInvitations.invitedBy),
        ),
      )
      .orderBy(desc(t.businessInvitations.createdAt)),
  /** Closes a pending invitation; when accepted, adds the member in the same transaction. Undefined when it was not pending. */
  decide(db: Db, id: string, status: 'accepted' | 'declined' | 'cancelled', joinUserId?: string) {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(t.businessInvitations)
        .set({ status, decidedAt: new Date() })
        .where(and(eq(t.businessInvitations.id, id), eq(t.businessInvitations.status, 'pending')))
        .returning();
      if (row && status === 'accepted' && joinUserId) {
        await tx
          .insert(t.businessMembers)
          .values({ businessId: row.businessId, userId: joinUserId, role: row.role })
          .onConflictDoNothing();
      }
      return row;
    });
  },
  /** "First Last" of a member (the inviter named in the e-mail). */
  nameOf: async (db: Db, userId: string) => {
    const [p] = await db
      .select({ first: t.profiles.firstName, last: t.profiles.lastName })
      .from(t.profiles)
      .where(eq(t.profiles.userId, userId))
      .limit(1);
    return `${p?.first ?? ''} ${p?.last ?? ''}`.trim();
  },
  emailOf: async (db: Db, userId: string) =>
    (await db.select({ email: t.users.email }).from(t.users).where(eq(t.users.id, userId)).limit(1))[0]?.email,
};
