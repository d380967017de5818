/** /api/user/export (decision 0033): a member's data as a ZIP. */
import { z } from './zod.js';
import { DATA_EXPORT_STATUSES } from '../constants/privacy.js';

export const ZDataExport = z.object({
  exportID: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  /** After this the ZIP is gone (7 days after it was ready). */
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** Where its owner downloads it, signed in (only while ready). */
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof ZDataExport>;
export const ZLatestDataExport = ZDataExport.nullable();
export const ZDataExportRequested = z.object({ exportID: z.string() });
export const ZDataExportParams = z.object({ exportID: z.string().max(64) });
/** GET /api/user/export/{exportID}/download: the ZIP itself (application/zip). */
export const ZDataExportZip = z.string().meta({ format: 'binary' });

/** POST /api/user/delete-account: the password, and a second-factor code when two-factor sign-in is on. */
export const ZDeleteAccountRequest = z.object({
  password: z.string({ message: 'Enter your password' }).min(1, 'Enter your password').max(200),
  code: z.string().trim().max(20).optional(),
});
export type DeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;
/**
 * When the account's data will be erased (null: not scheduled), and how many days after asking the
 * erasure follows (the server's ACCOUNT_DELETION_GRACE_DAYS): the settings say it before anyone asks.
 */
export const ZAccountDeletion = z.object({ deleteAt: z.string().nullable(), graceDays: z.number().int().min(0) });
export type AccountDeletion = z.infer<typeof ZAccountDeletion>;
export const ZAccountDeletionScheduled = z.object({ message: z.string(), deleteAt: z.string() });
