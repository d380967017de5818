/**
 * What a member is told, and how (decision 0031): one channel per topic. Without zod (decision
 * 0009); schemas/notification-settings.ts holds the request and response schemas.
 */
import type { NotificationKind } from './notifications.js';

/** The topics a member chooses a channel for, in the order the settings page lists them. */
export const NOTIFICATION_TOPICS = [
  'inquiry',
  'message',
  'comment',
  'reply',
  'like',
  'follow',
  'connection-request',
  'invitation',
  'rfq-matched',
  'quote-received',
  'saved-search',
  'review',
  'my-reviews',
  'certificate-expiry',
  'payment',
  'security',
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

/** The topics the settings page lists: those of features that exist (every topic, since saved searches came, decision 0041). */
export const NOTIFICATION_TOPICS_IN_USE: readonly NotificationTopic[] = NOTIFICATION_TOPICS;

export const NOTIFICATION_TOPIC_LABELS: Record<NotificationTopic, string> = {
  inquiry: 'Inquiries to your businesses',
  message: 'Messages in your conversations',
  comment: 'Comments on your posts and products',
  reply: 'Replies to your comments',
  like: 'Likes',
  follow: 'New followers',
  'connection-request': 'Connection requests and acceptances',
  invitation: 'Team invitations',
  'rfq-matched': 'Requests for quotation that match your businesses',
  'quote-received': 'Quotes on your requests, and buyers’ decisions on your quotes',
  'saved-search': 'Saved-search alerts',
  review: 'Reviews of your businesses',
  'my-reviews': 'Replies and decisions on your reviews',
  'certificate-expiry': 'Certificates about to expire',
  payment: 'Memberships and payments',
  security: 'Security of your account',
};

/**
 * `app`: in the app only; `email`: in the app and by e-mail at once; `digest`: in the app and in
 * the daily e-mail digest; `off`: not at all (the thing itself still happens: a message still
 * reaches the message center).
 */
export const NOTIFICATION_CHANNELS = ['app', 'email', 'digest', 'off'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  app: 'In the app',
  email: 'E-mail at once',
  digest: 'Daily digest',
  off: 'Off',
};

/** Topics whose e-mails cannot be switched off (receipts, membership changes, security notices). */
export const ALWAYS_EMAILED_TOPICS: readonly NotificationTopic[] = ['payment', 'security'];

export const DEFAULT_NOTIFICATION_CHANNELS: Record<NotificationTopic, NotificationChannel> = {
  inquiry: 'email',
  message: 'digest',
  comment: 'app',
  reply: 'app',
  like: 'app',
  follow: 'app',
  'connection-request': 'app',
  invitation: 'email',
  'rfq-matched': 'email',
  'quote-received': 'email',
  'saved-search': 'digest',
  review: 'email',
  'my-reviews': 'email',
  'certificate-expiry': 'email',
  payment: 'email',
  security: 'email',
};

/** The topic each in-app notification kind belongs to. */
export const NOTIFICATION_KIND_TOPIC: Record<NotificationKind, NotificationTopic> = {
  like: 'like',
  comment: 'comment',
  reply: 'reply',
  follow: 'follow',
  'connection-request': 'connection-request',
  'connection-accepted': 'connection-request',
  invitation: 'invitation',
  inquiry: 'inquiry',
  message: 'message',
  payment: 'payment',
  verification: 'payment',
  export: 'security',
  warning: 'security',
  rfq: 'rfq-matched',
  quote: 'quote-received',
  'quote-decided': 'quote-received',
  'saved-search': 'saved-search',
  review: 'review',
  'review-reply': 'my-reviews',
  'review-decided': 'my-reviews',
  'certificate-expiry': 'certificate-expiry',
};

/** The local hour (in the member's time zone) at which the daily digest leaves. */
export const DIGEST_LOCAL_HOUR = 8;
/** The time zone of a member who has not chosen one. */
export const DEFAULT_TIME_ZONE = 'UTC';

export const NOTIFICATION_SETTINGS_MSG = {
  saved: 'Your notification settings are saved.',
  locked: (label: string) => `${label} are always e-mailed: they cannot be switched off.`,
  badTimeZone: 'Choose a time zone from the list',
  unsubscribed: (label: string) =>
    `You will no longer get e-mails about ${label.toLowerCase()}. You still see them in the app.`,
  unsubscribedDigest: 'You will no longer get the daily digest. You still see everything in the app.',
  badUnsubscribeLink: 'This unsubscribe link is not valid. Change what you receive in your settings instead.',
} as const;

/** An IANA time zone this runtime knows ("Europe/Madrid", "America/New_York", "UTC"). */
export function isTimeZone(tz: string): boolean {
  if (tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}
