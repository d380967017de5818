/** A member's data (decision 0033): the export ZIP, and (next) leaving the network. */
export const DATA_EXPORT_DAYS = 7;
/** Exports one member may ask for in a day. */
export const DATA_EXPORTS_PER_DAY = 3;
export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const DATA_EXPORT_MSG = {
  requested: 'We are preparing your data. We will e-mail you when it is ready to download.',
  notFound: 'That export was not found, or has expired.',
} as const;

/** How a deleted member is named where their messages stay (the other party's threads). */
export const DELETED_MEMBER_NAME = 'Deleted member';

export const ACCOUNT_DELETION_MSG = {
  scheduled: (day: string) => `Your account will be deleted on ${day}. Until then you can sign in and keep it.`,
  kept: 'Your account will not be deleted.',
  notScheduled: 'Your account is not scheduled for deletion.',
  wrongPassword: 'Your password is not right',
  codeNeeded: 'Enter a code from your authenticator app, or a recovery code',
  strip: 'Your account is scheduled for deletion on',
  /** Said before the member asks: how long they have to change their mind (the server's grace days). */
  grace: (days: number) =>
    days === 0
      ? 'Your account is deleted as soon as you ask: this cannot be undone.'
      : `Your account is deleted ${days === 1 ? '1 day' : `${days} days`} after you ask. Until then, signing in, you can keep it.`,
  keep: 'Keep my account',
  /** The leaving form's acknowledgement, left unticked. */
  confirmRequired: 'Tick the box to confirm',
} as const;
