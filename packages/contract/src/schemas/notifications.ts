/**
 * Notifications and the live channel (decision 0013): request and response schemas of
 * /api/notifications/* and /api/live/*.
 */
import { z } from './zod.js';
import {
  NOTIFICATIONS_MAX_PAGE_SIZE,
  NOTIFICATIONS_MAX_SKIP,
  NOTIFICATIONS_PAGE_SIZE,
  NOTIFICATIONS_READ_MAX_IDS,
} from '../constants/spec.js';
import { wholeNumber as whole } from './fields.js';
import { NOTIFICATION_KINDS } from '../constants/notifications.js';

export const ZNotificationsQuery = z.object({
  skip: whole('skip', 0, NOTIFICATIONS_MAX_SKIP).default(0),
  size: whole('size', 1, NOTIFICATIONS_MAX_PAGE_SIZE).default(NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationsQuery = z.input<typeof ZNotificationsQuery>;

/** `{ids}` marks those entries (each id stands for its whole group) read; `{all: true}` marks everything read. */
export const ZMarkNotificationsReadRequest = z
  .object(
    {
      ids: z
        .array(z.string({ message: 'Each id must be a notification id' }).uuid('Each id must be a notification id'), {
          message: 'ids must be a list of notification ids',
        })
        .min(1, 'ids must hold at least one notification id')
        .max(NOTIFICATIONS_READ_MAX_IDS, `ids can hold at most ${NOTIFICATIONS_READ_MAX_IDS} notification ids`)
        .optional(),
      all: z.literal(true, { message: 'all can only be true' }).optional(),
    },
    { message: 'Send the ids to mark read, or all: true' },
  )
  .refine((b) => b.all === true || b.ids !== undefined, {
    message: 'Send the ids to mark read, or all: true',
    path: ['ids'],
  });
export type MarkNotificationsReadRequest = z.infer<typeof ZMarkNotificationsReadRequest>;

export const ZNotificationActor = z.object({
  type: z.enum(['user', 'business']),
  id: z.string(),
  name: z.string(),
  /** A small version of their photo or logo. */
  photo: z.string().nullable(),
});
export type NotificationActor = z.infer<typeof ZNotificationActor>;

/** One entry of the list: every notification of one kind about one resource, newest actor first. */
export const ZNotificationGroup = z.object({
  /** The newest notification of the group; marking it read marks the group read. */
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  resource: z.object({
    type: z.string(),
    id: z.string(),
    /** Its name or the beginning of its text, when it still exists. */
    title: z.string().nullable(),
    /** Invitations and connection requests: 'pending', 'accepted' or 'declined' (Accept / Decline only while pending). */
    state: z.string().nullable(),
  }),
  /** The newest distinct actors (at most two). */
  actors: z.array(ZNotificationActor),
  /** How many distinct actors the group has. */
  actorCount: z.number().int(),
  /** Plain-text extras of the newest notification (title, snippet, subject, state...). */
  data: z.record(z.string(), z.string()),
  read: z.boolean(),
  createdAt: z.string(),
  /** Where the entry leads in the web app. */
  link: z.string().nullable(),
});
export type NotificationGroup = z.infer<typeof ZNotificationGroup>;

export const ZNotificationList = z.object({
  results: z.array(ZNotificationGroup),
  total: z.number().int(),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof ZNotificationList>;

/** Unread groups (what the badge counts). */
export const ZUnreadCount = z.object({ unreadCount: z.number().int() });
export type UnreadCount = z.infer<typeof ZUnreadCount>;

export const ZLiveTicket = z.object({ ticket: z.string(), expiresIn: z.number().int() });
export type LiveTicket = z.infer<typeof ZLiveTicket>;

const LIVE_EVENT_ID = /^\d{1,15}$/;
export const LIVE_LAST_EVENT_ID_MESSAGE = 'lastEventId must be the id of an event of this stream (a whole number)';
/** GET /api/live/stream?ticket=&lastEventId= (decision 0013). */
export const ZLiveStreamQuery = z.object({
  ticket: z
    .string({ message: 'A stream ticket is required (POST /api/live/ticket)' })
    .min(1, 'A stream ticket is required (POST /api/live/ticket)')
    .max(2048, 'This is not a valid stream ticket'),
  lastEventId: z.string().regex(LIVE_EVENT_ID, LIVE_LAST_EVENT_ID_MESSAGE).optional(),
});
/** An event id as the stream numbers them (the Last-Event-ID header is checked with it too). */
export const isLiveEventId = (s: string) => LIVE_EVENT_ID.test(s);

/**
 * GET /api/live/stream's answer, `text/event-stream`: `ready` first (`{resumed}`; its id is the
 * cursor to resume from), `resync` when more was missed than is replayed, then the events
 * (`id:` the user's sequence number, `data:` JSON), a `: ping` comment every 25 s, and
 * `session-closed` before the stream ends at logout.
 */
export const ZLiveEventStream = z.string();
