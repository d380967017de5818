/** /api/verification/* (decision 0018): the owner's request with documents, and what everyone sees of a business's verification. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MEMBERSHIP_RESPONSES as R, ZBusinessIDParams, ZVerificationRequest } from '@wbn/contract';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import type { Authenticator } from '../../core/auth.js';
import { currentUser, requireUser } from '../../core/auth.js';
import type { VerificationService } from './verification.service.js';

const tags = ['verification'];

export function verificationRoutes(auth: Authenticator, verification: VerificationService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/request',
      {
        onRequest: requireUser(auth),
        schema: op({
          id: 'requestVerification',
          summary: "Ask for a business's verification with documents (owner of a paid membership)",
          tags,
          access: 'member',
          body: ZVerificationRequest,
          response: { 201: R.verificationRequest },
          errors: [403, 404, 409],
        }),
      },
      async (req, reply) => reply.status(201).send(ok(await verification.request(currentUser(req).userID, req.body))),
    );
    r.get(
      '/business/:businessID',
      {
        schema: op({
          id: 'getBusinessVerification',
          summary:
            "What everyone sees of a business's verification: whether it is verified, when, and what was checked",
          tags,
          access: 'public',
          params: ZBusinessIDParams,
          response: { 200: R.verificationPublic },
          errors: [404],
        }),
      },
      async (req) => ok(await verification.publicOf(req.params.businessID)),
    );
  };
}
