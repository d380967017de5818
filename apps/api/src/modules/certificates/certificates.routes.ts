/** /api/staff/certificate-expiries: the certificates of every business expiring in the next 30 days (staff; decision 0076). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZStaffCertificateExpiryAnswer, ZStaffPageQuery } from '@wbn/contract';
import type { Authenticator } from '../../core/auth.js';
import { requireStaff } from '../../core/auth.js';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import type { CertificatesService } from './certificates.service.js';

export function certificatesStaffRoutes(auth: Authenticator, certificates: CertificatesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/certificate-expiries',
      {
        onRequest: requireStaff(auth),
        schema: op({
          id: 'listStaffCertificateExpiries',
          summary:
            'Certificates of every business expiring in the next 30 days, soonest first, with the last reminder their owners were sent',
          tags: ['staff'],
          access: 'staff',
          querystring: ZStaffPageQuery,
          response: { 200: ZStaffCertificateExpiryAnswer },
        }),
      },
      async (req) => ok(await certificates.upcoming(req.query.skip, req.query.size)),
    );
  };
}
