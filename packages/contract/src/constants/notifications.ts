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
  /** The member's own data export is ready (decision 0033): the one kind about the member themself. */
  'export',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What the `export` notification says (decision 0033). */
export const EXPORT_READY_TEXT = 'Your data is ready to download';

/** Payload of the live events the notifications send. */
export type LiveNotificationEvent = { id: string; kind: NotificationKind; unreadCount: number };
export type LiveNotificationsReadEvent = { unreadCount: number };
/** Payload of the 'ready' event. */
export type LiveReadyEvent = { resumed: boolean };
