/**
 * The inquiries' and message center's messages: a module of their own, so that a page whose first load needs none of them does not
 * download them with the spec's other constants (docs/decisions/0009-first-load-budget.md).
 */
import { INQUIRY_SUBJECT_MAX_LENGTH, CHAT_MESSAGE_MAX_LENGTH } from './spec.js';

export const REQUEST_MSG = {
  toRequired: 'Choose the business that receives the inquiry',
  subjectRequired: 'Choose a subject',
  subjectOtherRequired: 'Type the subject of your inquiry',
  subjectTooLong: `The subject can have at most ${INQUIRY_SUBJECT_MAX_LENGTH} characters`,
  messageRequired: 'Write your message',
  messageTooLong: `A message can have at most ${CHAT_MESSAGE_MAX_LENGTH} characters`,
  contentRequired: 'Write a message before sending it',
  ownBusiness: 'You cannot send an inquiry to a business you belong to',
  notYourBusiness: 'You can only send as yourself or as a business you own or administer',
  businessNotFound: 'This business does not exist',
  productNotFound: 'This product does not exist',
  productOfAnotherBusiness: 'This product belongs to another business',
  notFound: 'This conversation does not exist, or you are not part of it',
  inboxForbidden: 'You can only open your own messages or those of a business you belong to',
  bidForbidden: 'You can only open this conversation as yourself or as a business you belong to that is part of it',
  tooManyInquiries: 'You have sent many inquiries; please wait a little before sending more',
  tooManyMessages: 'You are sending messages too fast; please wait a little and try again',
  badCursor: 'before is not a cursor of this conversation',
  emptyTitle: 'No conversations yet',
  emptyHintUser:
    'Find a company or a product and choose Send Request to ask a supplier for a quote; its answers will appear here.',
  emptyHintBusiness: 'Inquiries that buyers send to this business, and those it sends, will appear here.',
  noMatch: 'No conversation matches your search',
  pickThread: 'Choose a conversation to read it',
  loadError: 'We could not load your conversations.',
  messagesError: 'We could not load this conversation.',
  sendFailed: 'Your message was not sent. Try again.',
  seen: 'Seen',
  endConversation: 'End Conversation',
  endConfirm: 'End this conversation? Neither side will be able to write in it again.',
  watchBuyerProfile: 'Watch Buyer Profile',
  sendRequest: 'Send Request',
  productEntry: 'Send inquiry about this product',
  belongsHere: 'You are part of this business, so you cannot send it an inquiry. Its inquiries are in Requests.',
} as const;
