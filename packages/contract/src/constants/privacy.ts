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
