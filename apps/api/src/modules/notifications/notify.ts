/**
 * A notification as the notifications module stores it (likes, comments, follows, connection
 * requests, business invitations, inquiries, payments, verification). Its listeners turn domain
 * events into these (notifications.listeners.ts); tests may record them instead.
 */
import type { NotificationKind as ContractNotificationKind } from '@wbn/contract';

export type ActorRef = { type: 'user' | 'business'; id: string };
/** Types the list knows (names, links, Accept / Decline): post, comment, business, product, user, invitation, connection, thread. */
export type ResourceRef = { type: string; id: string };

/** like, comment, reply, follow, connection-request, connection-accepted, invitation, inquiry, message, payment, verification. */
export type NotificationKind = ContractNotificationKind;

export type NotificationInput = {
  kind: NotificationKind;
  /** Who receives it: users by id, and/or every owner/admin/member of a business. */
  to: { userIds?: string[]; businessId?: string };
  /** Who did it (left out of the recipients: nobody is notified of their own action). */
  actor: ActorRef & { userId: string };
  /** What it is about (the post that was liked, the business that was followed...). */
  resource: ResourceRef;
  /**
   * Short extra data the notification list needs. Plain text only (at most 12 keys, 300 characters
   * each). Known keys: `title` (what the resource is called, when the list cannot look it up),
   * `snippet` (the beginning of a comment or message), `subject`, `role` (of an invitation),
   * `path` (an in-app path to open, e.g. '/my-messages?thread=…'; else one is chosen by kind).
   */
  data?: Record<string, string>;
  /** A notice to the actor themself (their export is ready): the actor is not left out. */
  self?: boolean;
  /**
   * Asked for at once (an "At once" saved search, decision 0068): a recipient whose channel for the
   * topic is the daily digest gets the e-mail now as well, and the digest leaves it out. In the app
   * only, or off, still sends no e-mail.
   */
  atOnce?: boolean;
};

export type Notify = (n: NotificationInput) => Promise<void>;
