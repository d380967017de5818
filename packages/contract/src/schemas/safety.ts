/** Safety (decision 0034): reports, blocks, and the staff's moderation queue and log. */
import { z } from './zod.js';
import { pagingNumber } from './fields.js';
import { cursorPage, cursorParam, okEnvelope } from './envelope.js';
import { zId } from './social.js';
import {
  MEMBER_ACTIONS,
  MODERATION_ACTIONS,
  MODERATION_MSG,
  REPORT_GROUP_STATUSES,
  REPORT_NOTE_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  SAFETY_MSG,
  STAFF_REPORTS_PAGE_SIZE,
} from '../constants/safety.js';
import { noNul } from './fields.js';

const note = z
  .string()
  .trim()
  .max(REPORT_NOTE_MAX_LENGTH, SAFETY_MSG.noteTooLong)
  .refine(noNul, 'note cannot hold a NUL character')
  .optional();
export const ZReportTargetType = z.enum(REPORT_TARGET_TYPES, {
  message: `targetType must be one of ${REPORT_TARGET_TYPES.join(', ')}`,
});

/** POST /api/reports */
export const ZReportRequest = z.object({
  targetType: ZReportTargetType,
  targetID: zId('targetID'),
  reason: z.enum(REPORT_REASONS, { message: SAFETY_MSG.reasonRequired }),
  note,
});
export type ReportRequest = z.infer<typeof ZReportRequest>;
export const ZReportCreated = z.object({ reportID: z.string(), message: z.string() });

// ---------------------------------------------------------------- blocks

/** POST /api/user/blocks: a member, or a company page (its owner is blocked, shown by the company's name). */
export const ZBlockRequest = z.union(
  [z.object({ userID: zId('userID') }).strict(), z.object({ businessID: zId('businessID') }).strict()],
  {
    message: 'Send userID or businessID',
  },
);
export type BlockRequest = z.infer<typeof ZBlockRequest>;
export const ZBlockParams = z.object({ userID: z.string().max(64) });
export const ZBlockListQuery = z.object({
  /** Only this member (is it blocked?). */
  userID: zId('userID').optional(),
  /** Only the owner of this business. */
  businessID: zId('businessID').optional(),
  size: pagingNumber('size', 1, 100, 50),
  cursor: cursorParam(),
});
export const ZBlockedMember = z.object({
  userID: z.string(),
  /** The member's name, or the company's when blocked from its page. */
  name: z.string(),
  photo: z.string().nullable(),
  business: z.object({ businessID: z.string(), companyName: z.string() }).nullable(),
  blockedAt: z.string(),
});
export type BlockedMember = z.infer<typeof ZBlockedMember>;
export const ZBlockList = cursorPage(ZBlockedMember);
export type BlockList = z.infer<typeof ZBlockList>;
export const ZBlockDone = z.object({ message: z.string(), block: ZBlockedMember });

// ---------------------------------------------------------------- staff

export const ZStaffReportsQuery = z.object({
  status: z.enum(REPORT_GROUP_STATUSES, { message: 'status must be open or closed' }).default('open'),
  size: pagingNumber('size', 1, 100, STAFF_REPORTS_PAGE_SIZE),
  cursor: cursorParam(),
});
export type StaffReportsQuery = z.input<typeof ZStaffReportsQuery>;

/** What the reports are about, as staff see it now. */
export const ZReportTarget = z.object({
  exists: z.boolean(),
  /** A short text: the content's first words, the company's or member's name. */
  title: z.string(),
  /** Where it shows on the site (null for a message, or when it is gone). */
  path: z.string().nullable(),
  /** What it belongs to when its title does not say: a review's business (decision 0078); null otherwise. */
  about: z.string().nullable(),
  hidden: z.boolean(),
  /** Who wrote it (or the member themselves): whom warn and suspend act on. */
  author: z.object({ userID: z.string(), name: z.string(), suspended: z.boolean(), staff: z.boolean() }).nullable(),
});

/** One target with all its reports: how many, why, the latest notes. */
export const ZStaffReportGroup = z.object({
  targetType: ZReportTargetType,
  targetID: z.string(),
  status: z.enum(REPORT_GROUP_STATUSES),
  reportCount: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
  notes: z.array(z.object({ note: z.string(), reportedAt: z.string() })),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
  target: ZReportTarget,
});
export type StaffReportGroup = z.infer<typeof ZStaffReportGroup>;
export const ZStaffReportList = cursorPage(ZStaffReportGroup);
export type StaffReportList = z.infer<typeof ZStaffReportList>;

/** POST /api/staff/moderation/actions */
export const ZModerationActionRequest = z
  .object({
    action: z.enum(MODERATION_ACTIONS, { message: `action must be one of ${MODERATION_ACTIONS.join(', ')}` }),
    targetType: ZReportTargetType,
    targetID: zId('targetID'),
    note,
  })
  .superRefine((v, ctx) => {
    if (MEMBER_ACTIONS.includes(v.action) && v.targetType !== 'user')
      ctx.addIssue({ code: 'custom', path: ['targetType'], message: MODERATION_MSG.memberOnly });
    if (v.action === 'warn' && !v.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: MODERATION_MSG.noteRequired });
    if (v.action === 'hide' && v.targetType === 'review' && !v.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: MODERATION_MSG.reviewReasonRequired });
  });
export type ModerationActionRequest = z.infer<typeof ZModerationActionRequest>;
export const ZModerationActionDone = z.object({ actionID: z.string(), message: z.string(), target: ZReportTarget });

export const ZModerationLogQuery = z.object({
  size: pagingNumber('size', 1, 100, STAFF_REPORTS_PAGE_SIZE),
  cursor: cursorParam(),
});
export const ZModerationLogEntry = z.object({
  actionID: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  targetType: ZReportTargetType,
  targetID: z.string(),
  note: z.string().nullable(),
  staff: z.object({ userID: z.string(), name: z.string() }),
  /** How many open reports the action closed. */
  reportsClosed: z.number().int(),
  createdAt: z.string(),
});
export type ModerationLogEntry = z.infer<typeof ZModerationLogEntry>;
export const ZModerationLog = cursorPage(ZModerationLogEntry);
export type ModerationLog = z.infer<typeof ZModerationLog>;

export const SAFETY_RESPONSES = {
  reported: okEnvelope(ZReportCreated),
  blockDone: okEnvelope(ZBlockDone),
  blockList: okEnvelope(ZBlockList),
  reports: okEnvelope(ZStaffReportList),
  actionDone: okEnvelope(ZModerationActionDone),
  log: okEnvelope(ZModerationLog),
} as const;
