/**
 * Inquiries and the message center (the spec's "Send request" and "Message center" screens, their
 * entities, states and calls; decision 0017). Every request and response of /api/business/request*, and the
 * live events the message center hears.
 */
import { z } from './zod.js';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  INQUIRY_SUBJECT_MAX_LENGTH,
  INQUIRY_SUBJECT_OTHER,
  MSG,
  REQUEST_MESSAGES_MAX_PAGE_SIZE,
  REQUEST_MESSAGES_PAGE_SIZE,
  REQUESTS_MAX_PAGE_SIZE,
  REQUESTS_MAX_SKIP,
  REQUESTS_PAGE_SIZE,
} from '../constants/spec.js';
import { REQUEST_MSG } from '../constants/request-messages.js';
import { zId } from './social.js';
import { pagingNumber as whole, plainText as text } from './fields.js';
import { REQUEST_STATUSES } from '../constants/requests.js';

/** 'S': the sending user or the sending business's team; 'R': the receiving business's team. */
export const ZRequestSide = z.enum(['S', 'R']);
export type RequestSide = z.infer<typeof ZRequestSide>;

// ---------------------------------------------------------------- send an inquiry

/**
 * POST /api/business/request. `from` omitted: the user sends as themselves; else a business they
 * belong to (owner, admin or member). `productID`: a product of `to` the inquiry is about.
 * `subject`: one of the spec's subject presets or the text typed after choosing 'Other'.
 */
export const ZSendInquiryRequest = z.object({
  to: zId('to'),
  from: zId('from').optional(),
  subject: text(INQUIRY_SUBJECT_MAX_LENGTH, REQUEST_MSG.subjectRequired, REQUEST_MSG.subjectTooLong).refine(
    (s) => s !== INQUIRY_SUBJECT_OTHER,
    REQUEST_MSG.subjectOtherRequired,
  ),
  message: text(CHAT_MESSAGE_MAX_LENGTH, REQUEST_MSG.messageRequired, REQUEST_MSG.messageTooLong),
  productID: zId('productID').optional(),
});
export type SendInquiryRequest = z.infer<typeof ZSendInquiryRequest>;

// ---------------------------------------------------------------- threads and messages

/** One side's face: a user (first and last name) or a business (company name). */
export const ZRequestParty = z.object({
  type: z.enum(['user', 'business']),
  id: z.string(),
  name: z.string(),
  /** A small version of the photo or logo. */
  photo: z.string().nullable(),
});
export type RequestParty = z.infer<typeof ZRequestParty>;

/** A message (the spec's "Message" entity): `from` is 'S' or 'R' relative to the thread, `type` is always 'text'. */
export const ZInquiryMessage = z.object({
  messageID: z.string(),
  content: z.string(),
  datetime: z.string(),
  from: ZRequestSide,
  type: z.literal('text'),
});
export type InquiryMessage = z.infer<typeof ZInquiryMessage>;

/**
 * A thread (the spec's "Inquiry request": requestID, from, to, subject, status, senderType,
 * createdAt) as one of its sides sees it: `side` is the viewer's, `unread` its unread messages,
 * `readAt` when each side last read (for "Seen").
 */
export const ZInquiryThread = z.object({
  requestID: z.string(),
  from: ZRequestParty,
  to: ZRequestParty,
  subject: z.string(),
  status: z.enum(REQUEST_STATUSES),
  senderType: z.enum(['user', 'business']),
  createdAt: z.string(),
  product: z.object({ productID: z.string(), name: z.string(), path: z.string() }).nullable(),
  side: ZRequestSide,
  unread: z.number().int(),
  lastMessage: z.object({ content: z.string(), from: ZRequestSide, datetime: z.string() }).nullable(),
  updatedAt: z.string(),
  endedAt: z.string().nullable(),
  readAt: z.object({ S: z.string().nullable(), R: z.string().nullable() }),
});
export type InquiryThread = z.infer<typeof ZInquiryThread>;

export const ZSendInquiryResponse = z.object({ message: z.literal(MSG.inquirySent), request: ZInquiryThread });
export type SendInquiryResponse = z.infer<typeof ZSendInquiryResponse>;

/** GET /api/business/request?ubid=: the user's own threads (ubid omitted or the user's id) or a business's. */
export const ZRequestListQuery = z.object({
  ubid: zId('ubid').optional(),
  skip: whole('skip', 0, REQUESTS_MAX_SKIP, 0),
  size: whole('size', 1, REQUESTS_MAX_PAGE_SIZE, REQUESTS_PAGE_SIZE),
});
export type RequestListQuery = z.input<typeof ZRequestListQuery>;
/** Newest activity first; `unread` counts this inbox's threads with unread messages. */
export const ZRequestList = z.object({
  results: z.array(ZInquiryThread),
  total: z.number().int(),
  unread: z.number().int(),
});
export type RequestList = z.infer<typeof ZRequestList>;

export const ZRequestParams = z.object({ rid: z.string().max(64) });
/** `bid`: the inbox the caller opens the thread from (their own id or a business of theirs); omitted: the caller's side is found. */
export const ZRequestBidQuery = z.object({ bid: zId('bid').optional() });
export const ZRequestMessagesQuery = ZRequestBidQuery.extend({
  /** Older messages than this cursor (the `nextBefore` of the previous answer). */
  before: z.string().max(100, REQUEST_MSG.badCursor).optional(),
  size: whole('size', 1, REQUEST_MESSAGES_MAX_PAGE_SIZE, REQUEST_MESSAGES_PAGE_SIZE),
});
export type RequestMessagesQuery = z.input<typeof ZRequestMessagesQuery>;
/** The newest `size` messages before the cursor, oldest first; `nextBefore` null when there is nothing older. */
export const ZRequestMessages = z.object({
  request: ZInquiryThread,
  messages: z.array(ZInquiryMessage),
  nextBefore: z.string().nullable(),
});
export type RequestMessages = z.infer<typeof ZRequestMessages>;

/** POST /api/business/request/{rid}/send-message?bid=. */
export const ZSendMessageRequest = z.object({
  content: text(CHAT_MESSAGE_MAX_LENGTH, REQUEST_MSG.contentRequired, REQUEST_MSG.messageTooLong),
});
export type SendMessageRequest = z.infer<typeof ZSendMessageRequest>;
export const ZSendMessageResponse = z.object({ message: ZInquiryMessage, request: ZInquiryThread });
export type SendMessageResponse = z.infer<typeof ZSendMessageResponse>;

/** POST /api/business/request/{rid}/end-request?bid= (ending an ended thread answers the same). */
export const ZEndRequestResponse = z.object({ message: z.literal(MSG.finishedSuccessfully), request: ZInquiryThread });
export type EndRequestResponse = z.infer<typeof ZEndRequestResponse>;

/** POST /api/business/request/{rid}/read?bid= (ours): the caller's side has read the thread. */
export const ZReadRequestResponse = z.object({ request: ZInquiryThread });
export type ReadRequestResponse = z.infer<typeof ZReadRequestResponse>;

/** GET /api/business/request/summary (ours): the inboxes the user may open, with unread threads each; `total` feeds the header's Messages badge. */
export const ZRequestInbox = z.object({
  type: z.enum(['user', 'business']),
  id: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
  role: z.enum(['self', 'owner', 'admin', 'member']),
  unread: z.number().int(),
  /** The last activity of the inbox's newest unread thread (null: nothing unread); the message center opens on the newest. */
  lastUnreadAt: z.string().nullable(),
});
export type RequestInbox = z.infer<typeof ZRequestInbox>;
export const ZRequestSummary = z.object({ total: z.number().int(), inboxes: z.array(ZRequestInbox) });
export type RequestSummary = z.infer<typeof ZRequestSummary>;

// ---------------------------------------------------------------- live events (to every user of both sides)

export const ZLiveRequestMessage = z.object({
  requestID: z.string(),
  message: ZInquiryMessage,
  /** Unread messages of each side after this one. */
  unread: z.object({ S: z.number().int(), R: z.number().int() }),
  /** The thread was just created (its first message). */
  isNew: z.boolean(),
});
export type LiveRequestMessage = z.infer<typeof ZLiveRequestMessage>;
export const ZLiveRequestEnded = z.object({ requestID: z.string(), endedAt: z.string() });
export type LiveRequestEnded = z.infer<typeof ZLiveRequestEnded>;
export const ZLiveRequestRead = z.object({ requestID: z.string(), side: ZRequestSide, readAt: z.string() });
export type LiveRequestRead = z.infer<typeof ZLiveRequestRead>;
