/** /api/verification/* (decision 0018): the owner's request with documents, and what everyone sees of a business's verification. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEMBERSHIP_RESPONSES as R, ZVerificationRequest } from '@wbn/contract';
import { ok } from '../../lib/http.js';
import type { Authenticator } from '../../core/auth.js';
import { currentUser, requireUser } from '../../core/auth.js';
import type { VerificationService } from './verification.service.js';

const tags = ['verification'];

export function verificationRoutes(auth: Authenticator, verification: VerificationService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post('/request', { onRequest: requireUser(auth), schema: { tags, body: ZVerificationRequest, response: { 201: R.verificationRequest } } }, async (req, reply) =>
      reply.status(201).send(ok(await verification.request(currentUser(req).userID, req.body))),
    );
    r.get('/business/:businessID', { schema: { tags, params: z.object({ businessID: z.string().max(64) }), response: { 200: R.verificationPublic } } }, async (req) =>
      ok(await verification.publicOf(req.params.businessID)),
    );
  };
}
