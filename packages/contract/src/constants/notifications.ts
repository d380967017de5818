/** Notifications' kinds and the live channel's event payloads, without zod (decision 0009); schemas/notifications.ts holds the schemas. */
export const NOTIFICATION_KINDS = [
  'like',
  'comment',
  'reply',
  'follow',
  'connection-request',
  'connection-accepted',
  'invitation',
  'inquiry',
  'message',
  'payment',
  'verification',
  /** The member's own data export is ready (decision 0033): about the member themself. */
  'export',
  /** Staff warned the member after a report (decision 0034): about the member themself. */
  'warning',
  /** A request for quotation a business matches or was invited to (decision 0038); `data.invited` is 'yes' for an invitation. */
  'rfq',
  /** A supplier quoted on the member's request. */
  'quote',
  /** The buyer decided on the business's quote: `data.outcome` is 'awarded' or 'declined' (with `data.snippet`, the buyer's reason). */
  'quote-decided',
  /**
   * New matches of the member's saved search (decision 0041): `data.search` names the search, `data.count`
   * how many; one match is about the item (`data.itemType` business, product or rfq; `data.title`), more
   * are a summary about the saved search itself.
   */
  'saved-search',
  /** A member reviewed the business and the review is public (decision 0073); `data.rating` is its overall stars. */
  'review',
  /** The business replied to the member's review (decision 0078); `data.snippet` is the reply's beginning. */
  'review-reply',
  /**
   * Staff decided on the member's review (decision 0078): `data.outcome` is 'published' (it waited
   * after a burst), 'rejected', 'hidden' or 'restored'; `data.snippet` the staff's reason. About the
   * member themself: no one is named.
   */
  'review-decided',
  /**
   * A certificate of the member's business expires soon or today (decision 0076): `data.certificate`
   * names it, `data.days` the days left, `data.expireDate` the day, `data.companyName` the business.
   * About the member's own business: no one is named.
   */
  'certificate-expiry',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What the `export` notification says (decision 0033). */
export const EXPORT_READY_TEXT = 'Your data is ready to download';
/** What the `warning` notification says (decision 0034); the staff's words follow in quotes. */
export const WARNING_NOTICE_TEXT = 'The WBN team sent you a warning';
/** The kinds about the member themself: no one is named in their sentence. */
export const SELF_NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'export',
  'warning',
  'review-decided',
  'certificate-expiry',
];

/** Payload of the live events the notifications send. */
export type LiveNotificationEvent = { id: string; kind: NotificationKind; unreadCount: number };
export type LiveNotificationsReadEvent = { unreadCount: number };
/** Payload of the 'ready' event. */
export type LiveReadyEvent = { resumed: boolean };
