/** Thread list helpers: who is on the other side, search, grouping messages by side, addresses. */
import type { InquiryMessage, InquiryThread, RequestInbox, RequestParty, RequestSide } from '@wbn/contract/schemas';
import { formatMessageDate, formatMessageTime } from '~/lib/dates';

/** The other party as the viewer sees the thread: the receiver for the sender, the sender for the receiver. */
export const counterpart = (t: InquiryThread): RequestParty => (t.side === 'S' ? t.to : t.from);

const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The list is searchable by sender name, subject or date. Matches the sender's and the
 * receiver's names (the viewer may be either), the subject, and the date as shown (dd/M/yyyy)
 * or as typed the ISO way (2025-03-07). Case and accents do not matter.
 */
export function filterThreads(threads: readonly InquiryThread[], query: string): InquiryThread[] {
  const q = fold(query.trim());
  if (!q) return [...threads];
  return threads.filter((t) => {
    const dates = [t.createdAt, t.updatedAt].flatMap((d) => [
      formatMessageTime(d),
      formatMessageDate(d),
      d.slice(0, 10),
    ]);
    return [t.from.name, t.to.name, t.subject, ...dates].some((s) => fold(s).includes(q));
  });
}

export type MessageGroup = { side: RequestSide; messages: InquiryMessage[] };

/** Consecutive messages of one side form one group (one bubble column, one time stamp each). */
export function groupBySide(messages: readonly InquiryMessage[]): MessageGroup[] {
  const groups: MessageGroup[] = [];
  for (const m of messages) {
    const last = groups[groups.length - 1];
    if (last && last.side === m.from) last.messages.push(m);
    else groups.push({ side: m.from, messages: [m] });
  }
  return groups;
}

/** Whether the other side has read the viewer's last message ("Seen" under it). */
export function seenByOther(t: InquiryThread, messages: readonly InquiryMessage[]): boolean {
  const lastOwn = [...messages].reverse().find((m) => m.from === t.side);
  const other = t.side === 'S' ? t.readAt.R : t.readAt.S;
  if (!lastOwn || !other) return false;
  // The last message overall must be the viewer's: after an answer, "Seen" would be stale.
  if (messages[messages.length - 1]?.messageID !== lastOwn.messageID) return false;
  return Date.parse(other) >= Date.parse(lastOwn.datetime);
}

/** A conversation's address, /business/{id}/requests/{rid} (the id is a business's, or the user's own for their inbox). */
export const inboxPath = (inboxId: string, rid?: string | null) =>
  `/business/${inboxId}/requests${rid ? `/${rid}` : ''}`;

/** The inbox holding the newest unread thread (the message center opens on it); null when nothing is unread. */
export function newestUnreadInbox(inboxes: readonly RequestInbox[]): RequestInbox | null {
  let best: RequestInbox | null = null;
  for (const i of inboxes)
    if (i.unread > 0 && i.lastUnreadAt && (!best || Date.parse(i.lastUnreadAt) > Date.parse(best.lastUnreadAt!)))
      best = i;
  return best;
}
