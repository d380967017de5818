/** Chooses what leaves the API for a thread, a message and an inbox (the spec's "Inquiry request" and "Message" entities). */
import {
  DELETED_MEMBER_NAME,
  productPath,
  type InquiryMessage,
  type InquiryThread,
  type RequestInbox,
} from '@wbn/contract';
import type { LastMessage, Membership, MessageRow, Side, ThreadView } from './requests.repo.js';
import { smallPhoto } from '../../core/photos.js';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

export const presentMessage = (m: MessageRow): InquiryMessage => ({
  messageID: m.id,
  content: m.content,
  datetime: m.createdAt.toISOString(),
  from: m.side as Side,
  type: 'text',
});

/** A thread as the side `side` sees it. */
export function presentThread(v: ThreadView, side: Side): InquiryThread {
  const r = v.r;
  const last = (typeof v.last === 'string' ? JSON.parse(v.last) : v.last) as LastMessage | null;
  const asBusiness = r.fromBusinessId !== null;
  return {
    requestID: r.id,
    from: asBusiness
      ? {
          type: 'business',
          id: r.fromBusinessId!,
          name: v.fromBusinessName ?? 'A business',
          photo: smallPhoto(v.fromBusinessPhoto),
        }
      : // A member who left has no profile any more (decision 0033): their threads stay, from "Deleted member".
        {
          type: 'user',
          id: r.fromUserId,
          name: v.fromUserName?.trim() || DELETED_MEMBER_NAME,
          photo: smallPhoto(v.fromUserPhoto),
        },
    to: { type: 'business', id: r.toBusinessId, name: v.toName, photo: smallPhoto(v.toPhoto) },
    subject: r.subject,
    status: r.status === 'closed' ? 'closed' : 'open',
    senderType: asBusiness ? 'business' : 'user',
    createdAt: r.createdAt.toISOString(),
    product:
      r.productId && v.productName
        ? { productID: r.productId, name: v.productName, path: productPath(v.toName, v.productName, r.productId) }
        : null,
    side,
    unread: side === 'S' ? r.senderUnread : r.receiverUnread,
    lastMessage: last ? { content: last.content, from: last.side, datetime: new Date(last.at).toISOString() } : null,
    updatedAt: r.lastMessageAt.toISOString(),
    endedAt: iso(r.closedAt),
    readAt: { S: iso(r.senderReadAt), R: iso(r.receiverReadAt) },
  };
}

export const presentInbox = (m: Membership, unread: { n: number; newest: string | null }): RequestInbox => ({
  type: 'business',
  id: m.businessId,
  name: m.name,
  photo: smallPhoto(m.photo),
  role: m.role,
  unread: unread.n,
  lastUnreadAt: unread.newest,
});
