/**
 * /api/staff/summary: what waits for the staff area's tabs. The lists themselves belong to their
 * features (verifications and payments: memberships; enquiries: needhelp; failed jobs: jobs;
 * reviews that wait: reviews);
 * app.ts hands this module the counts. Everyone else: 401 without a session, 403 with one.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MEMBERSHIP_RESPONSES as R } from '@wbn/contract';
import type { Authenticator } from '../../core/auth.js';
import { requireStaff } from '../../core/auth.js';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';

/** The counts shown on the staff area's tabs. */
export type StaffCounts = {
  pendingVerifications(): Promise<number>;
  payments(): Promise<number>;
  enquiries(): Promise<number>;
  openReports(): Promise<number>;
  pendingReviews(): Promise<number>;
};

export function staffRoutes(auth: Authenticator, counts: StaffCounts) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/summary',
      {
        onRequest: requireStaff(auth),
        schema: op({
          id: 'getStaffSummary',
          summary:
            "The counts on the staff area's tabs: pending verifications, payments, enquiries, reported targets and reviews waiting",
          tags: ['staff'],
          access: 'staff',
          response: { 200: R.staffSummary },
        }),
      },
      async () => {
        const [pendingVerifications, payments, enquiries, openReports, pendingReviews] = await Promise.all([
          counts.pendingVerifications(),
          counts.payments(),
          counts.enquiries(),
          counts.openReports(),
          counts.pendingReviews(),
        ]);
        return ok({ pendingVerifications, payments, enquiries, openReports, pendingReviews });
      },
    );
  };
}
