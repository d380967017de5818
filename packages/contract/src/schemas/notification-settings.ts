/**
 * /api/user/notification-settings and /api/unsubscribe (decision 0031): what a member is told and
 * how, and the one-click stop that e-mails carry (RFC 8058).
 */
import { z } from './zod.js';
import {
  ALWAYS_EMAILED_TOPICS,
  isTimeZone,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_SETTINGS_MSG,
  NOTIFICATION_TOPIC_LABELS,
  NOTIFICATION_TOPICS,
  type NotificationChannel,
  type NotificationTopic,
} from '../constants/notification-settings.js';

const channel = z.enum(NOTIFICATION_CHANNELS, { message: `Choose one of ${NOTIFICATION_CHANNELS.join(', ')}` });
const timeZone = z
  .string({ message: NOTIFICATION_SETTINGS_MSG.badTimeZone })
  .refine(isTimeZone, NOTIFICATION_SETTINGS_MSG.badTimeZone);

export const ZNotificationSettings = z.object({
  /** The channel of every topic. */
  channels: z.object(
    Object.fromEntries(NOTIFICATION_TOPICS.map((t) => [t, channel])) as Record<NotificationTopic, typeof channel>,
  ),
  /** The member's time zone: the daily digest leaves at 08:00 there. */
  timeZone: z.string(),
  /** An e-mail when the account signs in from a browser it has not used before. */
  newDeviceEmail: z.boolean(),
  /** Topics that are always e-mailed (their channel is `email` and cannot change). */
  alwaysEmailed: z.array(z.enum(NOTIFICATION_TOPICS)),
});
export type NotificationSettings = z.infer<typeof ZNotificationSettings>;

/** PUT: any part; topics left out keep their channel. */
export const ZNotificationSettingsUpdate = z
  .object({
    channels: z
      .object(
        Object.fromEntries(NOTIFICATION_TOPICS.map((t) => [t, channel.optional()])) as Record<
          NotificationTopic,
          z.ZodOptional<typeof channel>
        >,
      )
      .strict()
      .superRefine((channels, ctx) => {
        for (const t of ALWAYS_EMAILED_TOPICS) {
          const c = (channels as Partial<Record<NotificationTopic, NotificationChannel>>)[t];
          if (c !== undefined && c !== 'email')
            ctx.addIssue({
              code: 'custom',
              path: [t],
              message: NOTIFICATION_SETTINGS_MSG.locked(NOTIFICATION_TOPIC_LABELS[t]),
            });
        }
      })
      .optional(),
    timeZone: timeZone.optional(),
    newDeviceEmail: z.boolean({ message: 'newDeviceEmail must be true or false' }).optional(),
  })
  .strict();
export type NotificationSettingsUpdate = z.infer<typeof ZNotificationSettingsUpdate>;

/** The signed token of an unsubscribe link (it names the member and the topic). */
export const ZUnsubscribeQuery = z.object({
  token: z.string({ message: NOTIFICATION_SETTINGS_MSG.badUnsubscribeLink }).min(1).max(400),
});
/** RFC 8058's body: `List-Unsubscribe=One-Click` (form-encoded); the web page sends the same. */
export const ZUnsubscribeBody = z.object({
  'List-Unsubscribe': z.literal('One-Click', { message: 'The body must be List-Unsubscribe=One-Click' }),
});
/** What was stopped: a topic's e-mails, or the daily digest. */
export const ZUnsubscribeResponse = z.object({
  message: z.string(),
  topic: z.enum([...NOTIFICATION_TOPICS, 'digest']),
});
export type UnsubscribeResponse = z.infer<typeof ZUnsubscribeResponse>;
