/** /api/business/*: business profiles, members and favorites. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  okEnvelope,
  okWithMessage,
  ZAddFavoriteRequest,
  ZBusinessInvitation,
  ZBusinessInvitationParams,
  ZBusinessMember,
  ZBusinessMemberParams,
  ZBusinessParams,
  ZBusinessProfileQuery,
  ZBusinessProfile,
  ZBusinessProfileResponse,
  ZChangeRoleRequest,
  ZCreateBusinessRequest,
  ZInvitationDecisionResponse,
  ZInvitationParams,
  ZInviteMemberRequest,
  ZInviteMemberResponse,
  ZListBusinessQuery,
  ZMyBusinessItem,
  ZMyInvitation,
  ZUpdateBusinessRequest,
} from '@wbn/contract';
import type { InvitationsService } from './invitations.service.js';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import type { Authenticator } from '../../core/auth.js';
import { currentUser, optionalUser, requireUser, requireVerifiedUser } from '../../core/auth.js';
import type { BusinessesService } from './businesses.service.js';

const tags = ['businesses'];
const members = { 200: okEnvelope(z.array(ZBusinessMember)) };
const decision = { 200: okEnvelope(ZInvitationDecisionResponse) };
const nothing = okEnvelope(z.null());

export function businessesRoutes(auth: Authenticator, businesses: BusinessesService, invitations: InvitationsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const member = { onRequest: requireUser(auth) };
    // Creating a business, joining one and declining an invitation need a proven address (decisions 0028, 0060).
    const verified = { onRequest: requireVerifiedUser(auth) };

    r.post(
      '/profile/create',
      {
        ...verified,
        schema: op({
          id: 'createBusiness',
          summary: 'Create a business; the caller becomes its owner',
          tags,
          access: 'member',
          body: ZCreateBusinessRequest,
          response: { 201: okEnvelope(ZBusinessProfile) },
          errors: [403],
        }),
      },
      async (req, reply) => reply.status(201).send(ok(await businesses.create(currentUser(req).userID, req.body))),
    );
    r.get(
      '/profile/my-list',
      {
        ...member,
        schema: op({
          id: 'listMyBusinesses',
          summary: 'The businesses the caller belongs to, with their role in each',
          tags,
          access: 'member',
          response: { 200: okEnvelope(z.array(ZMyBusinessItem)) },
        }),
      },
      async (req) => ok(await businesses.myList(currentUser(req).userID)),
    );
    r.get(
      '/profile/list-business',
      {
        schema: op({
          id: 'listBusinessesOfOwner',
          summary: 'The businesses a person owns',
          tags,
          access: 'public',
          querystring: ZListBusinessQuery,
          response: { 200: okEnvelope(z.array(ZBusinessProfile)) },
        }),
      },
      async (req) => ok(await businesses.listByOwner(req.query.userID)),
    );
    r.get(
      '/profile/:id',
      {
        onRequest: optionalUser(auth),
        schema: op({
          id: 'getBusinessProfile',
          summary: "A business profile, and the caller's role in the business (`session`)",
          tags,
          access: 'optional',
          params: ZBusinessParams,
          querystring: ZBusinessProfileQuery,
          response: { 200: ZBusinessProfileResponse },
          errors: [404],
        }),
      },
      async (req) => {
        const viewer = req.user?.userID;
        const staff = !!viewer && (await auth.isStaff(viewer));
        const data = await businesses.get(req.params.id, viewer, staff, req.query.lang);
        return { success: true as const, data, session: await businesses.session(req.params.id, req.user?.userID) };
      },
    );
    r.put(
      '/profile/:id',
      {
        ...member,
        schema: op({
          id: 'updateBusinessProfile',
          summary: 'Save one or more sections of a business profile (owner or admin)',
          tags,
          access: 'member',
          params: ZBusinessParams,
          body: ZUpdateBusinessRequest,
          response: { 200: okWithMessage(ZBusinessProfile) },
          errors: [403, 404],
        }),
      },
      async (req) => ({
        success: true as const,
        message: 'Saved successfully',
        data: await businesses.update(req.params.id, currentUser(req).userID, req.body),
      }),
    );

    r.get(
      '/profile/:id/members',
      {
        ...member,
        schema: op({
          id: 'listBusinessMembers',
          summary: "A business's team (its people only)",
          tags,
          access: 'member',
          params: ZBusinessParams,
          response: members,
          errors: [403, 404],
        }),
      },
      async (req) => ok(await businesses.members(req.params.id, currentUser(req).userID)),
    );
    // An invitation, not a membership: the person accepts or declines it (invitations.service.ts).
    r.post(
      '/profile/:id/members',
      {
        ...member,
        schema: op({
          id: 'inviteBusinessMember',
          summary: 'Invite an e-mail to join the business as admin or member (owner); answers the pending invitations',
          tags,
          access: 'member',
          params: ZBusinessParams,
          body: ZInviteMemberRequest,
          response: { 201: okEnvelope(ZInviteMemberResponse) },
          errors: [403, 404, 409, 429],
        }),
      },
      async (req, reply) => {
        return reply
          .status(201)
          .send(ok(await invitations.invite(req.params.id, currentUser(req).userID, req.body.email, req.body.role)));
      },
    );
    r.get(
      '/profile/:id/invitations',
      {
        ...member,
        schema: op({
          id: 'listBusinessInvitations',
          summary: "A business's pending invitations (owner or admin)",
          tags,
          access: 'member',
          params: ZBusinessParams,
          response: { 200: okEnvelope(z.array(ZBusinessInvitation)) },
          errors: [403, 404],
        }),
      },
      async (req) => ok(await invitations.listForBusiness(req.params.id, currentUser(req).userID)),
    );
    r.delete(
      '/profile/:id/invitations/:invitationID',
      {
        ...member,
        schema: op({
          id: 'cancelBusinessInvitation',
          summary: 'Cancel a pending invitation (owner)',
          tags,
          access: 'member',
          params: ZBusinessInvitationParams,
          response: decision,
          errors: [403, 404],
        }),
      },
      async (req) => ok(await invitations.cancel(req.params.id, currentUser(req).userID, req.params.invitationID)),
    );
    r.get(
      '/invitations',
      {
        ...member,
        schema: op({
          id: 'listMyInvitations',
          summary: "The pending invitations to the caller's e-mail",
          tags,
          access: 'member',
          response: { 200: okEnvelope(z.array(ZMyInvitation)) },
        }),
      },
      // Invitations are bound to a proven address: an account that has not proven it sees none.
      async (req) =>
        ok(
          (await auth.isEmailVerified(currentUser(req).userID))
            ? await invitations.listMine(currentUser(req).userID)
            : [],
        ),
    );
    r.post(
      '/invitations/:invitationID/accept',
      {
        ...verified,
        schema: op({
          id: 'acceptInvitation',
          summary: 'Accept an invitation: join the business (needs a proven address)',
          tags,
          access: 'member',
          params: ZInvitationParams,
          response: decision,
          errors: [403, 404],
        }),
      },
      async (req) => ok(await invitations.accept(req.params.invitationID, currentUser(req).userID)),
    );
    r.post(
      '/invitations/:invitationID/decline',
      {
        ...verified,
        schema: op({
          id: 'declineInvitation',
          summary: 'Decline an invitation (needs a proven address)',
          tags,
          access: 'member',
          params: ZInvitationParams,
          response: decision,
          errors: [403, 404],
        }),
      },
      async (req) => ok(await invitations.decline(req.params.invitationID, currentUser(req).userID)),
    );
    r.put(
      '/profile/:id/members/:userID',
      {
        ...member,
        schema: op({
          id: 'changeBusinessMemberRole',
          summary: "Change a member's role (owner); answers the team",
          tags,
          access: 'member',
          params: ZBusinessMemberParams,
          body: ZChangeRoleRequest,
          response: members,
          errors: [403, 404],
        }),
      },
      async (req) =>
        ok(await businesses.changeRole(req.params.id, currentUser(req).userID, req.params.userID, req.body.role)),
    );
    r.delete(
      '/profile/:id/members/:userID',
      {
        ...member,
        schema: op({
          id: 'removeBusinessMember',
          summary:
            'Remove a member (owner), or leave the business (their own id); answers the team (empty after leaving)',
          tags,
          access: 'member',
          params: ZBusinessMemberParams,
          response: members,
          errors: [403, 404],
        }),
      },
      async (req) => ok(await businesses.removeMember(req.params.id, currentUser(req).userID, req.params.userID)),
    );

    r.get(
      '/favorites',
      {
        ...member,
        schema: op({
          id: 'listFavoriteBusinesses',
          summary: "The caller's favorite businesses",
          tags,
          access: 'member',
          response: { 200: okEnvelope(z.array(ZBusinessProfile)) },
        }),
      },
      async (req) => ok(await businesses.favorites(currentUser(req).userID)),
    );
    r.post(
      '/favorites',
      {
        ...member,
        schema: op({
          id: 'addFavoriteBusiness',
          summary: 'Add a business to the favorites',
          tags,
          access: 'member',
          body: ZAddFavoriteRequest,
          response: { 201: nothing },
          errors: [404],
        }),
      },
      async (req, reply) => {
        await businesses.addFavorite(currentUser(req).userID, req.body.businessID);
        return reply.status(201).send(ok(null));
      },
    );
    r.delete(
      '/favorites/:id',
      {
        ...member,
        schema: op({
          id: 'removeFavoriteBusiness',
          summary: 'Remove a business from the favorites',
          tags,
          access: 'member',
          params: ZBusinessParams,
          response: { 200: nothing },
          errors: [404],
        }),
      },
      async (req) => {
        await businesses.removeFavorite(currentUser(req).userID, req.params.id);
        return ok(null);
      },
    );
  };
}
