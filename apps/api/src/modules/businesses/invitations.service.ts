/**
 * Invitations to join a business: the owner invites an e-mail, the person
 * accepts or declines (in their notifications, by the e-mailed link, or on My business); nobody
 * is added without consent, and the inviter's answer is the same whether or not the e-mail has
 * an account (who gets a notification and a mail is decided after the answer). Any member but
 * the owner may leave.
 */
import { INVITATION_MSG, type BusinessInvitation, type MyInvitation } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import { AppError, isUuid } from '../../lib/errors.js';
import { inTransaction } from '../../core/transaction.js';
import type { JobQueue } from '../../core/jobs.js';
import { directoryRepo } from '../../core/directory.repo.js';
import { sendMail } from '../../core/mail.js';
import { mailTexts } from '../../core/mail-texts.js';
import { mailLanguageOfMember } from '../../core/mail-language.repo.js';
import type { Limiter } from '../../ports/rate-limiter.js';
import type { EventBus, EventPublisher } from '../../core/events.js';
import { createBlockPolicy, type BlockPolicy } from '../../core/block-policy.js';
import type { BusinessesService } from './businesses.service.js';
import { businessesRepo } from './businesses.repo.js';
import { invitationsRepo, type InvitationRow } from './invitations.repo.js';

/** `blocks`: the block check (decision 0056); app.ts passes the one every feature shares. */
export type InvitationsDeps = {
  db: Db;
  businesses: BusinessesService;
  queue: JobQueue;
  events: EventPublisher;
  limiter: Limiter;
  publicUrl: string;
  blocks?: BlockPolicy;
};

const present = (r: InvitationRow): BusinessInvitation => ({
  invitationID: r.id,
  email: r.email,
  role: r.role as BusinessInvitation['role'],
  status: r.status as BusinessInvitation['status'],
  createdAt: r.createdAt.toISOString(),
});
const notOpen = () => new AppError('NotFound', INVITATION_MSG.notFound, { invitationID: INVITATION_MSG.notFound });

export function createInvitationsService(d: InvitationsDeps) {
  const blocks = d.blocks ?? createBlockPolicy(d.db);
  /** The invitation, if it is still open and addressed to this user's e-mail (404 otherwise). */
  async function mine(invitationId: string, userId: string) {
    const inv = isUuid(invitationId) ? await invitationsRepo.find(d.db, invitationId) : undefined;
    const email = await invitationsRepo.emailOf(d.db, userId);
    if (!inv || inv.status !== 'pending' || !email || inv.email !== email.toLowerCase()) throw notOpen();
    return inv;
  }

  /**
   * The invitation's e-mail, listening to `invitation.created` (announced with the invitation; the
   * notifications module tells an existing account in the app): the inviter's answer costs the
   * same whether or not the e-mail has an account.
   */
  const listen = (events: Pick<EventBus, 'on'>) =>
    events.on('invitation.created', 'mail', async (e) => {
      const inv = await invitationsRepo.find(d.db, e.invitationId);
      if (!inv || inv.status !== 'pending') return;
      const link = `${d.publicUrl}/my-business?invitation=${inv.id}`;
      // An existing account chose how it hears of invitations (decision 0031) and reads them in its
      // language; an address without an account always gets the e-mail, in English (no language is known for it).
      const account = await directoryRepo.userByEmail(d.db, inv.email);
      const mail = mailTexts.invitation(
        inv.email,
        { inviterName: e.inviterName, companyName: e.companyName, role: inv.role, link },
        account ? await mailLanguageOfMember(d.db, account.id) : 'en',
      );
      // An account that blocked the inviter hears nothing of it (decision 0056); the inviter's answer was the same.
      if (account && (await blocks.blockersAmong(e.inviterUserId, [account.id])).size) return;
      await sendMail(d.queue, d.db, account ? { ...mail, list: { userId: account.id, topic: 'invitation' } } : mail);
    });

  return {
    listen,
    async invite(businessId: string, ownerId: string, email: string, role: 'admin' | 'member') {
      await d.businesses.requireOwner(businessId, ownerId);
      await d.limiter.consume(ownerId);
      const business = await d.businesses.load(businessId);
      const inviterName = await invitationsRepo.nameOf(d.db, ownerId);
      const members = await businessesRepo.members(d.db, businessId);
      if (members.some((m) => m.email.toLowerCase() === email)) {
        throw new AppError('Conflict', INVITATION_MSG.alreadyMember, { email: INVITATION_MSG.alreadyMember });
      }
      await inTransaction(d.db, async (tx) => {
        const inv = await invitationsRepo.upsertPending(tx, { businessId, email, role, invitedBy: ownerId });
        if (inv) {
          await d.events.publish(tx, 'invitation.created', {
            invitationId: inv.id,
            businessId,
            companyName: business.companyName,
            email: inv.email,
            role,
            inviterUserId: ownerId,
            inviterName,
          });
        }
      });
      return {
        message: INVITATION_MSG.sent(email),
        invitations: (await invitationsRepo.pendingOfBusiness(d.db, businessId)).map(present),
      };
    },

    async listForBusiness(businessId: string, userId: string) {
      await d.businesses.requireManager(businessId, userId);
      return (await invitationsRepo.pendingOfBusiness(d.db, businessId)).map(present);
    },

    async cancel(businessId: string, ownerId: string, invitationId: string) {
      await d.businesses.requireOwner(businessId, ownerId);
      const inv = isUuid(invitationId) ? await invitationsRepo.find(d.db, invitationId) : undefined;
      if (!inv || inv.businessId !== businessId || !(await invitationsRepo.decide(d.db, inv.id, 'cancelled')))
        throw notOpen();
      return { message: INVITATION_MSG.cancelled, businessID: businessId };
    },

    async listMine(userId: string): Promise<MyInvitation[]> {
      const email = await invitationsRepo.emailOf(d.db, userId);
      if (!email) return [];
      return (await invitationsRepo.pendingForEmail(d.db, email.toLowerCase(), userId)).map((r) => ({
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
  };
}
export type InvitationsService = ReturnType<typeof createInvitationsService>;
