/** The staff's list of certificates expiring soon (decision 0076). */
import { z } from './zod.js';
import { okEnvelope } from './envelope.js';

/** One certificate expiring soon: its business, its name and day, and the last reminder its owners were sent. */
export const ZStaffCertificateExpiry = z.object({
  businessID: z.string(),
  companyName: z.string(),
  certificateID: z.string(),
  name: z.string(),
  /** YYYY-MM-DD: the last day it is valid. */
  expireDate: z.string(),
  /** Whole days from today (UTC) to it. */
  daysLeft: z.number().int(),
  /** The last reminder sent for this expiry date: 30, 7 or 0 days before; null before the first. */
  remindedStage: z.number().int().nullable(),
  remindedAt: z.string().nullable(),
});
export type StaffCertificateExpiry = z.infer<typeof ZStaffCertificateExpiry>;

/** GET /api/staff/certificate-expiries: the next 30 days, soonest first, a page at a time. */
export const ZStaffCertificateExpiryList = z.object({
  items: z.array(ZStaffCertificateExpiry),
  total: z.number().int(),
});
export type StaffCertificateExpiryList = z.infer<typeof ZStaffCertificateExpiryList>;
export const ZStaffCertificateExpiryAnswer = okEnvelope(ZStaffCertificateExpiryList);
