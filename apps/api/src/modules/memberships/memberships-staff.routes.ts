/**
 * /api/staff/verifications and /api/staff/payments: the verification queue and its decisions, and
 * every membership payment. Staff only (401 without a session, 403 with one).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MEMBERSHIP_RESPONSES as R,
  ZGrantVerificationRequest,
  ZRefuseVerificationRequest,
  ZStaffPageQuery,
  ZStaffVerificationsQuery,
  ZVerificationRequestParams,
} from '@wbn/contract';
import type { Authenticator } from '../../core/auth.js';
import { currentUser, requireStaff } from '../../core/auth.js';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import type { MembershipsService } from './memberships.service.js';
import type { VerificationService } from './verification.service.js';

const tags = ['staff'];

export function membershipsStaffRoutes(
  auth: Authenticator,
  memberships: MembershipsService,
  verification: VerificationService,
) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const staff = { onRequest: requireStaff(auth) };
    r.get(
      '/verifications',
      {
        ...staff,
        schema: op({
          id: 'listStaffVerifications',
          summary: 'Verification requests of one status (pending by default), with their business and who asked',
          tags,
          access: 'staff',
          querystring: ZStaffVerificationsQuery,
          response: { 200: R.staffVerifications },
        }),
      },
      async (req) => ok(await verification.staffList(req.query.status, req.query.skip, req.query.size)),
    );
    r.post(
      '/verifications/:requestID/grant',
      {
        ...staff,
        schema: op({
          id: 'grantVerification',
          summary: 'Grant a pending verification request, with what staff checked (shown on the business page)',
          tags,
          access: 'staff',
          params: ZVerificationRequestParams,
          body: ZGrantVerificationRequest,
          response: { 200: R.staffVerification },
          errors: [404, 409],
        }),
      },
      async (req) => ok(await verification.grant(req.params.requestID, currentUser(req).userID, req.body.checked)),
    );
    r.post(
      '/verifications/:requestID/refuse',
      {
        ...staff,
        schema: op({
          id: 'refuseVerification',
          summary: 'Refuse a pending verification request, with the reason the owner reads',
          tags,
          access: 'staff',
          params: ZVerificationRequestParams,
          body: ZRefuseVerificationRequest,
          response: { 200: R.staffVerification },
          errors: [404, 409],
        }),
      },
      async (req) => ok(await verification.refuse(req.params.requestID, currentUser(req).userID, req.body.reason)),
    );
    r.get(
      '/payments',
      {
        ...staff,
        schema: op({
          id: 'listStaffPayments',
          summary: 'Every membership payment, newest first, with who paid',
          tags,
          access: 'staff',
          querystring: ZStaffPageQuery,
          response: { 200: R.staffPayments },
        }),
      },
      async (req) => ok(await memberships.staffPayments(req.query.skip, req.query.size)),
    );
  };
}
