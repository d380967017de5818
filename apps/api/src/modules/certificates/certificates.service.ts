/**
 * Certificates that do not silently expire (decision 0076): the reminder run tells a business's
 * owner and admins 30 and 7 days before a certificate's expiry date and on the day (each once per
 * expiry date), by announcing `certificate.expiring` (the notifications module tells them, in the
 * app and by e-mail as they chose); the staff's list of upcoming expiries.
 */
import {
  CERTIFICATE_LATE_REMINDER_DAYS,
  CERTIFICATE_REMINDER_DAYS,
  CERTIFICATE_STAFF_HORIZON_DAYS,
  utcToday,
  type StaffCertificateExpiryList,
} from '@wbn/contract';
import type { Db } from '../../db/client.js';
import type { EventBus } from '../../core/events.js';
import { inTransaction } from '../../core/transaction.js';
import { certificatesRepo as repo, type ClaimedReminder } from './certificates.repo.js';

/** Reminders claimed and announced per transaction (a run loops until none is due). */
const BATCH = 500;

const STAGES = {
  first: CERTIFICATE_REMINDER_DAYS[0],
  second: CERTIFICATE_REMINDER_DAYS[1],
  late: CERTIFICATE_LATE_REMINDER_DAYS,
};

const idsOf = (v: ClaimedReminder['admin_ids']): string[] =>
  Array.isArray(v)
    ? v
    : typeof v === 'string'
      ? v
          .replace(/^\{|\}$/g, '')
          .split(',')
          .filter(Boolean)
      : [];

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export function createCertificatesService(d: { db: Db; events: Pick<EventBus, 'publishMany'>; now?: () => number }) {
  const { db } = d;
  const today = () => utcToday((d.now ?? Date.now)());

  return {
    /**
     * Sends every reminder due today that was not sent yet; returns how many. Safe to run as often
     * as wanted, on as many processes: each reminder is claimed once, in the transaction that
     * announces it.
     */
    async remindDue(day: string = today()): Promise<number> {
      let sent = 0;
      for (;;) {
        const claimed = await inTransaction(db, async (tx) => {
          const rows = await repo.claimDue(tx, day, STAGES, BATCH);
          await d.events.publishMany(
            tx,
            'certificate.expiring',
            rows.map((r) => ({
              businessId: r.business_id,
              companyName: r.company_name,
              certificateId: r.certificate_id,
              certificateName: r.name,
              expireDate: r.expire_date,
              stage: r.stage,
              daysLeft: r.days_left,
              ownerUserId: r.owner_id,
              adminUserIds: idsOf(r.admin_ids),
            })),
          );
          return rows.length;
        });
        sent += claimed;
        if (!claimed) return sent;
      }
    },

    /** The staff's list: certificates expiring in the next 30 days, soonest first. */
    async upcoming(skip: number, size: number): Promise<StaffCertificateExpiryList> {
      const day = today();
      const [rows, total] = await Promise.all([
        repo.upcoming(db, day, CERTIFICATE_STAFF_HORIZON_DAYS, skip, size),
        repo.countUpcoming(db, day, CERTIFICATE_STAFF_HORIZON_DAYS),
      ]);
      return {
        items: rows.map((r) => ({
          businessID: r.business_id,
          companyName: r.company_name,
          certificateID: r.certificate_id,
          name: r.name,
          expireDate: r.expire_date,
          daysLeft: Number(r.days_left),
          remindedStage: r.reminded_stage === null ? null : Number(r.reminded_stage),
          remindedAt: iso(r.reminded_at),
        })),
        total,
      };
    },
  };
}
export type CertificatesService = ReturnType<typeof createCertificatesService>;
