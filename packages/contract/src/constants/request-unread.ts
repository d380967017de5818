/**
 * "Unread" in the message center and the header's Messages counts conversations, everywhere, and
 * says so in words (decision 0072). A module of its own: the message center and the header's
 * member controls take it, not every page's first load (decision 0009).
 */
export const UNREAD_TEXT = {
  /** A conversation's mark in the list when the member has messages in it to read. */
  mark: 'Unread',
  otherInboxes: 'Other inboxes with unread conversations',
} as const;

/** "1 unread conversation", "3 unread conversations": the selector, the other inboxes, the header. */
export const unreadConversations = (n: number) => `${n} unread conversation${n === 1 ? '' : 's'}`;

/** Under the selector: the open inbox's unread conversations, and those of every inbox when others have some (the header's count). */
export const unreadHereAndInAll = (here: number, all: number) =>
  all === here ? unreadConversations(here) : `${unreadConversations(here)} here, ${all} in all your inboxes`;
