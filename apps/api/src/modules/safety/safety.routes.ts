/**
 * Safety (decision 0034): POST /api/reports; /api/user/blocks (block, list, unblock); and for
 * staff /api/staff/reports (grouped by target) and /api/staff/moderation (act, the log).
 */
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SAFETY_RESPONSES as R,
  ZBlockListQuery,
  ZBlockParams,
  ZBlockRequest,
  ZModerationActionRequest,
  ZModerationLogQuery,
  ZReportRequest,
  ZStaffReportsQuery,
  okEnvelope,
  ZMessageResponse,
} from '@wbn/contract';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import { currentUser, requireUser, requireVerifiedUser, type Authenticator } from '../../core/auth.js';
import type { SafetyService } from './safety.service.js';

/** /api/reports: a member reports a post, comment, message, company page, product or member. */
export function reportRoutes(auth: Authenticator, safety: SafetyService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/reports',
      {
        // A report reaches the staff's queue: a proven address first, so throwaway accounts cannot flood it (decision 0060).
        onRequest: requireVerifiedUser(auth),
        schema: op({
          id: 'createReport',
          summary:
            'Reports content or a member to the staff, with a reason from the list; one open report per member and target (sending again updates it)',
          tags: ['safety'],
          access: 'member',
          body: ZReportRequest,
          response: { 201: R.reported },
          errors: [403, 404, 429],
        }),
      },
      async (req, reply) => reply.status(201).send(ok(await safety.report(currentUser(req).userID, req.body))),
    );
  };
}

/** /api/user/blocks: whom the caller blocked. */
export function blockRoutes(auth: Authenticator, safety: SafetyService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const member = { onRequest: requireUser(auth) };
    const tags = ['safety'];
    r.post(
      '/blocks',
      {
        ...member,
        schema: op({
          id: 'blockMember',
          summary:
            'Blocks a member (userID), or the owner of a company page (businessID): they can no longer follow, connect with, write to or comment on the caller and the businesses the caller owns (a neutral 403), and the caller no longer sees their posts and comments. Follows between them end.',
          tags,
          access: 'member',
          body: ZBlockRequest,
          response: { 200: R.blockDone },
          errors: [404, 409],
        }),
      },
      async (req) => ok(await safety.block(currentUser(req).userID, req.body)),
    );
    r.get(
      '/blocks',
      {
        ...member,
        schema: op({
          id: 'listBlockedMembers',
          summary:
            'The members the caller blocked, newest first (one member or company owner with userID or businessID); pages by cursor',
          tags,
          access: 'member',
          querystring: ZBlockListQuery,
          response: { 200: R.blockList },
        }),
      },
      async (req) => ok(await safety.blocks(currentUser(req).userID, req.query)),
    );
    r.delete(
      '/blocks/:userID',
      {
        ...member,
        schema: op({
          id: 'unblockMember',
          summary: 'Unblocks a member',
          tags,
          access: 'member',
          params: ZBlockParams,
          response: { 200: okEnvelope(ZMessageResponse) },
          errors: [404],
        }),
      },
      async (req) => ok(await safety.unblock(currentUser(req).userID, req.params.userID)),
    );
  };
}

/** /api/staff/reports and /api/staff/moderation: the queue, the actions and their log (staff only). */
export function moderationRoutes(safety: SafetyService, staffOnly: onRequestHookHandler) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const staff = { onRequest: staffOnly };
    const tags = ['staff'];
    r.get(
      '/reports',
      {
        ...staff,
        schema: op({
          id: 'listStaffReports',
          summary:
            'Reported targets, newest report first: how many reports, their reasons and latest notes, and the target as it is now (open or closed ones); pages by cursor',
          tags,
          access: 'staff',
          querystring: ZStaffReportsQuery,
          response: { 200: R.reports },
        }),
      },
      async (req) => ok(await safety.reports(req.query)),
    );
    r.post(
      '/moderation/actions',
      {
        ...staff,
        schema: op({
          id: 'takeModerationAction',
          summary:
            'Hides or restores content, dismisses its reports, or warns, suspends or lifts the suspension of a member (targetType user). Hide, dismiss, warn and suspend close the open reports of their target; every action is logged.',
          tags,
          access: 'staff',
          body: ZModerationActionRequest,
          response: { 200: R.actionDone },
          errors: [404, 409],
        }),
      },
      async (req) => ok(await safety.act(currentUser(req).userID, req.body)),
    );
    r.get(
      '/moderation/log',
      {
        ...staff,
        schema: op({
          id: 'listStaffModerationLog',
          summary: 'Every moderation action, newest first, with who took it; pages by cursor',
          tags,
          access: 'staff',
          querystring: ZModerationLogQuery,
          response: { 200: R.log },
        }),
      },
      async (req) => ok(await safety.log(req.query)),
    );
  };
}
