/**
 * /api/staff/verifications and /api/staff/payments: the verification queue and its decisions, and
 * every membership payment. Staff only (401 without a session, 403 with one).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEMBERSHIP_RESPONSES as R, ZGrantVerificationRequest, ZRefuseVerificationRequest, ZStaffPageQuery, ZStaffVerificationsQuery } from '@wbn/contract';
import type { Authenticator } from '../../core/auth.js';
import { currentUser, requireStaff } from '../../core/auth.js';
import { ok } from '../../lib/http.js';
import type { MembershipsService } from './memberships.service.js';
import type { VerificationService } from './verification.service.js';

const tags = ['staff'];
const requestParams = z.object({ requestID: z.string().max(64) });

export function membershipsStaffRoutes(auth: Authenticator, memberships: MembershipsService, verification: VerificationService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const staff = { onRequest: requireStaff(auth) };
    r.get('/verifications', { ...staff, schema: { tags, querystring: ZStaffVerificationsQuery, response: { 200: R.staffVerifications } } }, async (req) =>
      ok(await verification.staffList(req.query.status, req.query.skip, req.query.size)),
    );
    r.post('/verifications/:requestID/grant', { ...staff, schema: { tags, params: requestParams, body: ZGrantVerificationRequest, response: { 200: R.staffVerification } } }, async (req) =>
      ok(await verification.grant(req.params.requestID, currentUser(req).userID, req.body.checked)),
    );
    r.post('/verifications/:requestID/refuse', { ...staff, schema: { tags, params: requestParams, body: ZRefuseVerificationRequest, response: { 200: R.staffVerification } } }, async (req) =>
      ok(await verification.refuse(req.params.requestID, currentUser(req).userID, req.body.reason)),
    );
    r.get('/payments', { ...staff, schema: { tags, querystring: ZStaffPageQuery, response: { 200: R.staffPayments } } }, async (req) =>
      ok(await memberships.staffPayments(req.query.skip, req.query.size)),
    );
  };
}
