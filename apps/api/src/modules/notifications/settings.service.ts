/**
 * What a member is told, and how (decision 0031): their settings, and the one-click stop that
 * e-mails carry (a signed token, no sign-in).
 */
import {
  ALWAYS_EMAILED_TOPICS,
  NOTIFICATION_SETTINGS_MSG,
  NOTIFICATION_TOPIC_LABELS,
  NOTIFICATION_TOPICS,
  type NotificationChannel,
  type NotificationSettings,
  type NotificationSettingsUpdate,
  type NotificationTopic,
  type UnsubscribeResponse,
} from '@wbn/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { notificationSettingsRepo } from '../../core/notification-settings.repo.js';
import type { UnsubscribeTokens } from '../../core/unsubscribe-token.js';

export function createNotificationSettingsService(d: { db: Db; tokens: UnsubscribeTokens }) {
  const present = async (userId: string): Promise<NotificationSettings> => ({
    ...(await notificationSettingsRepo.of(d.db, userId)),
    alwaysEmailed: [...ALWAYS_EMAILED_TOPICS],
  });

  return {
    get: present,

    async update(userId: string, change: NotificationSettingsUpdate) {
      await notificationSettingsRepo.save(d.db, userId, {
        ...change,
        channels: change.channels as Partial<Record<NotificationTopic, NotificationChannel>> | undefined,
      });
      return present(userId);
    },

    /**
     * Stops one topic's e-mails (or the daily digest) for the member the token names: e-mail and
     * digest become "in the app". Saying it twice changes nothing and answers the same.
     */
    async unsubscribe(token: string): Promise<UnsubscribeResponse> {
      const found = d.tokens.verify(token);
      if (!found)
        throw new AppError('InvalidToken', NOTIFICATION_SETTINGS_MSG.badUnsubscribeLink, {
          token: NOTIFICATION_SETTINGS_MSG.badUnsubscribeLink,
        });
      const { channels } = await notificationSettingsRepo.of(d.db, found.userId);
      if (found.list === 'digest') {
        const change = Object.fromEntries(
          NOTIFICATION_TOPICS.filter((t) => channels[t] === 'digest').map((t) => [t, 'app']),
        );
        await notificationSettingsRepo.save(d.db, found.userId, { channels: change });
        return { message: NOTIFICATION_SETTINGS_MSG.unsubscribedDigest, topic: 'digest' };
      }
      const topic = found.list;
      if (ALWAYS_EMAILED_TOPICS.includes(topic))
        throw new AppError('ValidationError', NOTIFICATION_SETTINGS_MSG.locked(NOTIFICATION_TOPIC_LABELS[topic]), {
          token: NOTIFICATION_SETTINGS_MSG.locked(NOTIFICATION_TOPIC_LABELS[topic]),
        });
      if (channels[topic] === 'email' || channels[topic] === 'digest')
        await notificationSettingsRepo.save(d.db, found.userId, { channels: { [topic]: 'app' } });
      return { message: NOTIFICATION_SETTINGS_MSG.unsubscribed(NOTIFICATION_TOPIC_LABELS[topic]), topic };
    },
  };
}
export type NotificationSettingsService = ReturnType<typeof createNotificationSettingsService>;
