/**
 * Safety (decision 0034): reports, blocks and moderation. A module of its own, so pages load its
 * texts only with the report and block dialogs and the staff's moderation tab (decision 0009).
 */
/**
 * What can be reported: a post, a comment, a message of a thread, a company page, a product, a
 * member, a review of a business (decision 0073: a reported review is out of public view until staff
 * decide, for at most 48 hours).
 */
export const REPORT_TARGET_TYPES = ['post', 'comment', 'message', 'business', 'product', 'user', 'review'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** Why, from a list (the member picks one), with the label the dialog shows. */
export const REPORT_REASONS = [
  'spam',
  'scam',
  'harassment',
  'hate',
  'violence',
  'sexual',
  'impersonation',
  'intellectual-property',
  'misleading',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam or unwanted advertising',
  scam: 'Fraud or a scam',
  harassment: 'Harassment or bullying',
  hate: 'Hateful content',
  violence: 'Violence or threats',
  sexual: 'Sexual content',
  impersonation: 'Pretends to be someone else',
  'intellectual-property': 'Counterfeit goods or someone else’s work',
  misleading: 'False or misleading information',
  other: 'Something else',
};
export const REPORT_NOTE_MAX_LENGTH = 1000;
/** Reports one member may send in a day (more answers 429). */
export const REPORTS_PER_DAY = 50;
/** Members one member may block at most. */
export const BLOCKS_MAX = 1000;

export const REPORT_TARGET_LABELS: Record<ReportTargetType, string> = {
  post: 'post',
  comment: 'comment',
  message: 'message',
  business: 'company page',
  product: 'product',
  user: 'member',
  review: 'review',
};

export const SAFETY_MSG = {
  reported: 'Thank you. Our team will look at your report.',
  reasonRequired: 'Choose a reason',
  noteTooLong: `At most ${REPORT_NOTE_MAX_LENGTH} characters`,
  targetNotFound: 'That was not found; it may have been removed.',
  ownContent: 'You cannot report yourself or your own business.',
  /** The neutral answer to a blocked member (403): it does not say that they are blocked. */
  notAvailable: 'This action is not available.',
  blocked: (name: string) =>
    `${name} is blocked. You will not see their posts and comments, and they cannot follow you, write to you or comment on your posts.`,
  unblocked: (name: string) => `${name} is no longer blocked.`,
  notBlocked: 'That member is not blocked.',
  blockSelf: 'You cannot block yourself.',
  blockOwnBusiness: 'You cannot block a business you belong to.',
  tooManyBlocks: `You can block at most ${BLOCKS_MAX} members.`,
  /** Sign-in of a suspended account (403). */
  suspended: 'This account is suspended. If you think this is a mistake, write to us through the Contact us page.',
  noBlocks: 'You have not blocked anyone.',
} as const;

/**
 * The web app's own words around reports and blocks (the dialogs, the menus, the settings list);
 * the API's answers are SAFETY_MSG.
 */
export const SAFETY_TEXT = {
  reportTitle: (type: ReportTargetType) => `Report this ${REPORT_TARGET_LABELS[type]}`,
  reportIntro: 'Tell our team what is wrong. We review every report, and nobody is told who sent it.',
  reasonLegend: 'What is wrong?',
  noteLabel: 'Anything our team should know (optional)',
  send: 'Send report',
  blockTitle: (name: string) => `Block ${name}?`,
  blockMember: (name: string) =>
    `${name} will no longer be able to follow you, connect with your businesses, write to you or comment on your posts, and you will no longer see their posts and comments. Follows between you end. They are not told that you blocked them.`,
  /** Blocking from a company page blocks the member who owns it. */
  blockBusiness: (companyName: string) =>
    `This blocks the owner of ${companyName}. They will no longer be able to follow you, connect with your businesses, write to you or comment on your posts, and you will no longer see their posts and comments. They are not told that you blocked them.`,
  unblockLater: 'You can unblock them at any time in your settings.',
} as const;

/** What staff do about a report, or about a member. */
export const MODERATION_ACTIONS = ['hide', 'restore', 'dismiss', 'warn', 'suspend', 'lift'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
/** Acts on a member, not on a piece of content (targetType must be `user`). */
export const MEMBER_ACTIONS: readonly ModerationAction[] = ['warn', 'suspend', 'lift'];

export const MODERATION_ACTION_LABELS: Record<ModerationAction, string> = {
  hide: 'Hide',
  restore: 'Restore',
  dismiss: 'Dismiss the reports',
  warn: 'Warn',
  suspend: 'Suspend',
  lift: 'Lift the suspension',
};

export const MODERATION_MSG = {
  hide: 'Hidden. Its reports are closed.',
  restore: 'Restored: it shows again.',
  dismiss: 'The reports are closed; nothing was changed.',
  warn: 'The member was warned by e-mail and in the app.',
  suspend: 'The member is suspended: signed out everywhere, and their posts and comments are hidden.',
  lift: 'The suspension is lifted.',
  memberOnly: 'Warn, suspend and lift act on a member: targetType must be user',
  noteRequired: 'Write what the member is warned about',
  /** Hiding a review records why: its author reads it (decision 0073). */
  reviewReasonRequired: 'Write the reason the author of the review will read',
  notHidden: 'That is not hidden.',
  alreadyHidden: 'That is hidden already.',
  notSuspended: 'That member is not suspended.',
  alreadySuspended: 'That member is suspended already.',
  staffTarget: 'Staff accounts cannot be suspended here.',
} as const;

export const STAFF_REPORTS_PAGE_SIZE = 20;
export const REPORT_GROUP_STATUSES = ['open', 'closed'] as const;
