/**
 * Invitations to join a business (issue 10, item 3): the owner invites an e-mail, the person
 * accepts or declines (in their notifications, by the e-mailed link, or on My business); nobody
 * is added without consent, and the inviter's answer is the same whether or not the e-mail has
 * an account (who gets a notification and a mail is decided after the answer). Any member but
 * the owner may leave.
 */
import { INVITATION_MSG, SITE_NAME, type BusinessInvitation, type MyInvitation } from '@wbn/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError, isUuid } from '../../lib/errors.js';
import type { Mailer } from '../../ports/mail.js';
import type { Limiter } from '../../ports/rate-limiter.js';
import type { Notify } from '../notifications/notify.js';
import type { BusinessesService } from './businesses.service.js';
import { businessesRepo } from './businesses.repo.js';
import { invitationsRepo, type InvitationRow } from './invitations.repo.js';

export type InvitationsDeps = { db: Db; businesses: BusinessesService; mailer: Mailer; notify: Notify; limiter: Limiter; publicUrl: string; log?: FastifyBaseLogger };

const present = (r: InvitationRow): BusinessInvitation => ({
  invitationID: r.id,
  email: r.email,
  role: r.role as BusinessInvitation['role'],
  status: r.status as BusinessInvitation['status'],
  createdAt: r.createdAt.toISOString(),
});
const notOpen = () => new AppError('NotFound', INVITATION_MSG.notFound, { invitationID: INVITATION_MSG.notFound });

export function createInvitationsService(d: InvitationsDeps) {
  const pending = new Set<Promise<void>>();
  /** Work done after the answer, so its cost does not tell whether an account exists. */
  const afterAnswer = (work: () => Promise<void>) => {
    const p: Promise<void> = work()
      .catch((e: unknown) => d.log?.error({ err: e }, 'invitation delivery failed'))
      .finally(() => pending.delete(p));
    pending.add(p);
  };

  async function deliver(inv: InvitationRow, companyName: string, inviter: { userId: string; name: string }) {
    const link = `${d.publicUrl}/my-business?invitation=${inv.id}`;
    await d.mailer.send({
      to: inv.email,
      subject: `${inviter.name} invited you to ${companyName} on ${SITE_NAME}`,
      text: `${inviter.name} invited you to join ${companyName} on ${SITE_NAME} as ${inv.role === 'admin' ? 'an admin' : 'a member'}.\n\nTo accept or decline, log in (or create an account with this e-mail address) and open:\n${link}\n\nIf you do not know ${companyName}, ignore this message: nothing changes unless you accept.`,
    });
    const user = await invitationsRepo.userByEmail(d.db, inv.email);
    if (user) {
      await d.notify({
        kind: 'invitation',
        to: { userIds: [user.id] },
        actor: { type: 'business', id: inv.businessId, userId: inviter.userId },
        resource: { type: 'invitation', id: inv.id },
        data: { companyName, role: inv.role },
      });
    }
  }

  /** The invitation, if it is still open and addressed to this user's e-mail (404 otherwise). */
  async function mine(invitationId: string, userId: string) {
    const inv = isUuid(invitationId) ? await invitationsRepo.find(d.db, invitationId) : undefined;
    const email = await invitationsRepo.emailOf(d.db, userId);
    if (!inv || inv.status !== 'pending' || !email || inv.email !== email.toLowerCase()) throw notOpen();
    return inv;
  }

  return {
    async invite(businessId: string, ownerId: string, email: string, role: 'admin' | 'member', inviterName: string) {
      await d.businesses.requireOwner(businessId, ownerId);
      await d.limiter.consume(ownerId);
      const business = await d.businesses.load(businessId);
      const members = await businessesRepo.members(d.db, businessId);
      if (members.some((m) => m.email.toLowerCase() === email)) {
        throw new AppError('Conflict', INVITATION_MSG.alreadyMember, { email: INVITATION_MSG.alreadyMember });
      }
      const inv = await invitationsRepo.upsertPending(d.db, { businessId, email, role, invitedBy: ownerId });
      if (inv) afterAnswer(() => deliver(inv, business.companyName, { userId: ownerId, name: inviterName }));
      return { message: INVITATION_MSG.sent(email), invitations: (await invitationsRepo.pendingOfBusiness(d.db, businessId)).map(present) };
    },

    async listForBusiness(businessId: string, userId: string) {
      await d.businesses.requireManager(businessId, userId);
      return (await invitationsRepo.pendingOfBusiness(d.db, businessId)).map(present);
    },

    async cancel(businessId: string, ownerId: string, invitationId: string) {
      await d.businesses.requireOwner(businessId, ownerId);
      const inv = isUuid(invitationId) ? await invitationsRepo.find(d.db, invitationId) : undefined;
      if (!inv || inv.businessId !== businessId || !(await invitationsRepo.decide(d.db, inv.id, 'cancelled'))) throw notOpen();
      return { message: INVITATION_MSG.cancelled, businessID: businessId };
    },

    async listMine(userId: string): Promise<MyInvitation[]> {
      const email = await invitationsRepo.emailOf(d.db, userId);
      if (!email) return [];
      return (await invitationsRepo.pendingForEmail(d.db, email.toLowerCase())).map((r) => ({
        invitationID: r.inv.id,
        role: r.inv.role as MyInvitation['role'],
        createdAt: r.inv.createdAt.toISOString(),
        business: { businessID: r.inv.businessId, companyName: r.companyName, profilePhoto: r.profilePhoto ?? null },
        invitedBy: { firstName: r.firstName, lastName: r.lastName },
      }));
    },

    async accept(invitationId: string, userId: string) {
      const inv = await mine(invitationId, userId);
      if (!(await invitationsRepo.decide(d.db, inv.id, 'accepted', userId))) throw notOpen();
      const business = await d.businesses.load(inv.businessId);
      return { message: INVITATION_MSG.accepted(business.companyName), businessID: inv.businessId };
    },

    async decline(invitationId: string, userId: string) {
      const inv = await mine(invitationId, userId);
      if (!(await invitationsRepo.decide(d.db, inv.id, 'declined'))) throw notOpen();
      return { message: INVITATION_MSG.declined, businessID: inv.businessId };
    },

    /** Waits for deliveries still under way (tests; a clean shutdown). */
    async settle() {
      await Promise.all([...pending]);
    },
  };
}
export type InvitationsService = ReturnType<typeof createInvitationsService>;
