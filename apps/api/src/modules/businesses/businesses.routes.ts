/** /api/business/*: business profiles, members and favorites. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZChangeRoleRequest, ZCreateBusinessRequest, ZInviteMemberRequest, ZUpdateBusinessRequest } from '@wbn/contract';
import type { InvitationsService } from './invitations.service.js';
import { ok } from '../../lib/http.js';
import type { Authenticator } from '../../core/auth.js';
import { currentUser, optionalUser, requireUser } from '../../core/auth.js';
import type { BusinessesService } from './businesses.service.js';

const idParam = z.object({ id: z.string().max(64) });
const tags = ['businesses'];

export function businessesRoutes(auth: Authenticator, businesses: BusinessesService, invitations: InvitationsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const member = { onRequest: requireUser(auth) };

    r.post('/profile/create', { ...member, schema: { tags, body: ZCreateBusinessRequest } }, async (req, reply) =>
      reply.status(201).send(ok(await businesses.create(currentUser(req).userID, req.body))),
    );
    r.get('/profile/my-list', { ...member, schema: { tags } }, async (req) => ok(await businesses.myList(currentUser(req).userID)));
    r.get('/profile/list-business', { schema: { tags, querystring: z.object({ userID: z.string().max(64) }) } }, async (req) => ok(await businesses.listByOwner(req.query.userID)));
    r.get('/profile/:id', { onRequest: optionalUser(auth), schema: { tags, params: idParam } }, async (req) => {
      const data = await businesses.get(req.params.id);
      return { success: true as const, data, session: await businesses.session(req.params.id, req.user?.userID) };
    });
    r.put('/profile/:id', { ...member, schema: { tags, params: idParam, body: ZUpdateBusinessRequest } }, async (req) => ({
      success: true as const,
      message: 'Saved successfully',
      data: await businesses.update(req.params.id, currentUser(req).userID, req.body),
    }));

    r.get('/profile/:id/members', { ...member, schema: { tags, params: idParam } }, async (req) => ok(await businesses.members(req.params.id, currentUser(req).userID)));
    // An invitation, not a membership: the person accepts or declines it (invitations.service.ts).
    r.post('/profile/:id/members', { ...member, schema: { tags, params: idParam, body: ZInviteMemberRequest } }, async (req, reply) => {
      return reply.status(201).send(ok(await invitations.invite(req.params.id, currentUser(req).userID, req.body.email, req.body.role)));
    });
    r.get('/profile/:id/invitations', { ...member, schema: { tags, params: idParam } }, async (req) => ok(await invitations.listForBusiness(req.params.id, currentUser(req).userID)));
    const invitationParams = z.object({ id: z.string().max(64), invitationID: z.string().max(64) });
    r.delete('/profile/:id/invitations/:invitationID', { ...member, schema: { tags, params: invitationParams } }, async (req) =>
      ok(await invitations.cancel(req.params.id, currentUser(req).userID, req.params.invitationID)),
    );
    r.get('/invitations', { ...member, schema: { tags } }, async (req) => ok(await invitations.listMine(currentUser(req).userID)));
    const invitationID = z.object({ invitationID: z.string().max(64) });
    r.post('/invitations/:invitationID/accept', { ...member, schema: { tags, params: invitationID } }, async (req) => ok(await invitations.accept(req.params.invitationID, currentUser(req).userID)));
    r.post('/invitations/:invitationID/decline', { ...member, schema: { tags, params: invitationID } }, async (req) => ok(await invitations.decline(req.params.invitationID, currentUser(req).userID)));
    const memberParams = z.object({ id: z.string().max(64), userID: z.string().max(64) });
    r.put('/profile/:id/members/:userID', { ...member, schema: { tags, params: memberParams, body: ZChangeRoleRequest } }, async (req) =>
      ok(await businesses.changeRole(req.params.id, currentUser(req).userID, req.params.userID, req.body.role)),
    );
    r.delete('/profile/:id/members/:userID', { ...member, schema: { tags, params: memberParams } }, async (req) =>
      ok(await businesses.removeMember(req.params.id, currentUser(req).userID, req.params.userID)),
    );

    r.get('/favorites', { ...member, schema: { tags } }, async (req) => ok(await businesses.favorites(currentUser(req).userID)));
    r.post('/favorites', { ...member, schema: { tags, body: z.object({ businessID: z.string().max(64) }) } }, async (req, reply) => {
      await businesses.addFavorite(currentUser(req).userID, req.body.businessID);
      return reply.status(201).send(ok(null));
    });
    r.delete('/favorites/:id', { ...member, schema: { tags, params: idParam } }, async (req) => {
      await businesses.removeFavorite(currentUser(req).userID, req.params.id);
      return ok(null);
    });
  };
}
