/**
 * What each member wants to be told, and how (decision 0031): read by the notifications module
 * (what to store, what to e-mail at once, the digest), the mail module (whether a topic's e-mail
 * may still leave), and the account service (the new-device e-mail). A member without a row has
 * every default of the contract.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import {
  ALWAYS_EMAILED_TOPICS,
  DEFAULT_NOTIFICATION_CHANNELS,
  DEFAULT_TIME_ZONE,
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationTopic,
} from '@wbn/contract';
import type { Db } from '../db/client.js';
import * as t from '../db/schema/index.js';

export type MemberNotificationSettings = {
  channels: Record<NotificationTopic, NotificationChannel>;
  timeZone: string;
  newDeviceEmail: boolean;
};

/** The stored choices over the defaults; a locked topic is always e-mailed whatever is stored. */
function merged(stored: Record<string, string> | undefined): Record<NotificationTopic, NotificationChannel> {
  const out = { ...DEFAULT_NOTIFICATION_CHANNELS };
  for (const [topic, channel] of Object.entries(stored ?? {})) {
    if (topic in out && (NOTIFICATION_CHANNELS as readonly string[]).includes(channel))
      out[topic as NotificationTopic] = channel as NotificationChannel;
  }
  for (const topic of ALWAYS_EMAILED_TOPICS) out[topic] = 'email';
  return out;
}

export const notificationSettingsRepo = {
  async of(db: Db, userId: string): Promise<MemberNotificationSettings> {
    const [row] = await db.select().from(t.notificationSettings).where(eq(t.notificationSettings.userId, userId));
    return {
      channels: merged(row?.channels),
      timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE,
      newDeviceEmail: row?.newDeviceEmail ?? true,
    };
  },

  /** The channel each of `userIds` chose for `topic`. */
  async channelsFor(
    db: Db,
    userIds: readonly string[],
    topic: NotificationTopic,
  ): Promise<Map<string, NotificationChannel>> {
    const out = new Map<string, NotificationChannel>(userIds.map((id) => [id, merged(undefined)[topic]]));
    if (!userIds.length) return out;
    const rows = await db
      .select({ userId: t.notificationSettings.userId, channels: t.notificationSettings.channels })
      .from(t.notificationSettings)
      .where(inArray(t.notificationSettings.userId, [...userIds]));
    for (const r of rows) out.set(r.userId, merged(r.channels)[topic]);
    return out;
  },

  /** Saves what changed: the given topics' channels over the stored ones, the time zone, the new-device e-mail. */
  async save(
    db: Db,
    userId: string,
    change: {
      channels?: Partial<Record<NotificationTopic, NotificationChannel>>;
      timeZone?: string;
      newDeviceEmail?: boolean;
    },
  ) {
    const channels = change.channels ?? {};
    await db
      .insert(t.notificationSettings)
      .values({
        userId,
        channels,
        timeZone: change.timeZone ?? DEFAULT_TIME_ZONE,
        newDeviceEmail: change.newDeviceEmail ?? true,
      })
      .onConflictDoUpdate({
        target: t.notificationSettings.userId,
        set: {
          channels: sql`${t.notificationSettings.channels} || ${JSON.stringify(channels)}::jsonb`,
          ...(change.timeZone !== undefined ? { timeZone: change.timeZone } : {}),
          ...(change.newDeviceEmail !== undefined ? { newDeviceEmail: change.newDeviceEmail } : {}),
          updatedAt: new Date(),
        },
      });
  },
};
