/**
 * /api/staff/*: the staff area (issue 13): the verification queue and decisions, the payments
 * list, and the need-help enquiries (the list GET /api/needhelp also still answers, for staff
 * only, with the same data). Everyone else: 401 without a session, 403 with one.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEMBERSHIP_RESPONSES as R, ZGrantVerificationRequest, ZRefuseVerificationRequest, ZStaffPageQuery, ZStaffVerificationsQuery } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/http.js';
import type { AuthService } from '../auth/auth.service.js';
import { currentUser } from '../auth/auth.guard.js';
import type { MembershipsService } from '../memberships/memberships.service.js';
import type { VerificationService } from '../memberships/verification.service.js';
import type { NeedHelpService } from '../needhelp/needhelp.service.js';
import { requireStaff } from './staff.guard.js';

const tags = ['staff'];
const requestParams = z.object({ requestID: z.string().max(64) });
const enquiries = z.object({
  enquiries: z.array(z.object({ enquiryID: z.string(), createdAt: z.string() }).catchall(z.string())),
  total: z.number().int(),
});

export type StaffDeps = { auth: AuthService; db: Db; memberships: MembershipsService; verification: VerificationService; needHelp: NeedHelpService };

export function staffRoutes(d: StaffDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const staff = { onRequest: requireStaff(d.auth, d.db) };

    r.get('/summary', { ...staff, schema: { tags, response: { 200: R.staffSummary } } }, async (req) => {
      const [pendingVerifications, payments, list] = await Promise.all([d.verification.pendingCount(), d.memberships.paymentsCount(), d.needHelp.list(currentUser(req).userID, 0, 1)]);
      return ok({ pendingVerifications, payments, enquiries: list.total });
    });
    r.get('/verifications', { ...staff, schema: { tags, querystring: ZStaffVerificationsQuery, response: { 200: R.staffVerifications } } }, async (req) =>
      ok(await d.verification.staffList(req.query.status, req.query.skip, req.query.size)),
    );
    r.post('/verifications/:requestID/grant', { ...staff, schema: { tags, params: requestParams, body: ZGrantVerificationRequest, response: { 200: R.staffVerification } } }, async (req) =>
      ok(await d.verification.grant(req.params.requestID, currentUser(req).userID, req.body.checked)),
    );
    r.post('/verifications/:requestID/refuse', { ...staff, schema: { tags, params: requestParams, body: ZRefuseVerificationRequest, response: { 200: R.staffVerification } } }, async (req) =>
      ok(await d.verification.refuse(req.params.requestID, currentUser(req).userID, req.body.reason)),
    );
    r.get('/payments', { ...staff, schema: { tags, querystring: ZStaffPageQuery, response: { 200: R.staffPayments } } }, async (req) =>
      ok(await d.memberships.staffPayments(req.query.skip, req.query.size)),
    );
    r.get('/enquiries', { ...staff, schema: { tags, querystring: ZStaffPageQuery, response: { 200: z.object({ success: z.literal(true), data: enquiries }) } } }, async (req) =>
      ok(await d.needHelp.list(currentUser(req).userID, req.query.skip, req.query.size)),
    );
  };
}
