/**
 * The token of an e-mail's unsubscribe link (decision 0031): it names the member and what to stop
 * (a topic, or the daily digest), signed with a key of the server's, so the link works without
 * signing in and cannot be made for someone else. It does not expire: an old e-mail's link still
 * stops the e-mails, as RFC 8058 expects.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_TOPICS, type NotificationTopic } from '@wbn/contract';

/** What an unsubscribe link stops: one topic's e-mails, or the daily digest. */
export type MailList = NotificationTopic | 'digest';
const LISTS: readonly string[] = [...NOTIFICATION_TOPICS, 'digest'];

const mac = (key: string, body: string) => createHmac('sha256', key).update(`unsubscribe:${body}`).digest('base64url');

/** `serverSecret`: the server's signing secret; the links' key is derived from it. */
export function createUnsubscribeTokens(serverSecret: string) {
  const key = createHmac('sha256', serverSecret).update('unsubscribe links').digest('base64url');
  return {
    sign: (userId: string, list: MailList) => {
      const body = Buffer.from(`${userId}:${list}`).toString('base64url');
      return `${body}.${mac(key, body)}`;
    },
    /** The member and the list of a genuine token; null for anything else. */
    verify(token: string): { userId: string; list: MailList } | null {
      const [body, sig, extra] = token.split('.');
      if (!body || !sig || extra !== undefined) return null;
      const want = Buffer.from(mac(key, body));
      const got = Buffer.from(sig);
      if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
      const [userId, list] = Buffer.from(body, 'base64url').toString().split(':');
      return userId && list && LISTS.includes(list) ? { userId, list: list as MailList } : null;
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
