/**
 * The certificates module's front door (decisions 0066, 0076): the reminder run before a business
 * certificate's expiry (a scheduled job, hourly: each reminder leaves once, however often it runs)
 * and the staff's list of upcoming expiries. The certificates themselves are the businesses
 * module's (the company profile); a trigger keeps their expiry dates where this module reads them.
 */
import type { ApiModule } from '../../core/module.js';
import type { Platform } from '../../core/platform.js';
import { certificatesStaffRoutes } from './certificates.routes.js';
import { createCertificatesService } from './certificates.service.js';

export const CERTIFICATES_REMIND_JOB = 'certificates.remind-due';
/** How often the run looks (a day's reminders leave within this much of midnight UTC, or of the edit). */
export const CERTIFICATES_REMIND_EVERY_MS = 3600_000;

export function createCertificatesModule(p: Platform) {
  const certificates = createCertificatesService({ db: p.db, events: p.events, now: p.now });
  p.queue.define(CERTIFICATES_REMIND_JOB, async () => {
    await certificates.remindDue();
  });
  p.queue.every(CERTIFICATES_REMIND_JOB, CERTIFICATES_REMIND_EVERY_MS);
  return {
    name: 'certificates',
    certificates,
    api: (auth) => [{ plugin: certificatesStaffRoutes(auth, certificates), prefix: '/staff' }],
  } satisfies ApiModule & Record<string, unknown>;
}
