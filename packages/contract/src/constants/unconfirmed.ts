/**
 * What waits for a proven address (decisions 0028, 0072), in a module of its own so that only the
 * chunks that show it carry its words (decision 0009).
 */

/**
 * The actions the API refuses with 403 EmailNotVerified (`requireVerifiedEmail`), each as the verb
 * the page shows. The strip under the header lists them all; a control that waits is drawn
 * disabled with its own sentence before anyone uses it.
 */
export const UNCONFIRMED_ACTIONS = {
  post: 'post',
  comment: 'comment',
  inquiry: 'send inquiries',
  message: 'write messages',
  connect: 'ask to connect',
  business: 'create a business',
  report: 'report content',
  rfq: 'post requests for quotation or quotes',
} as const;
export type UnconfirmedAction = keyof typeof UNCONFIRMED_ACTIONS;

export const UNCONFIRMED_TEXT = {
  /** The strip's second sentence: what works already and what waits (every verb of UNCONFIRMED_ACTIONS, in order). */
  waiting:
    'Until then you can read, follow and like, but not post, comment, send inquiries, write messages, ask to connect, create a business, report content or post requests for quotation or quotes.',
  /** Beside a control that waits (a disabled composer, form or button). */
  reason: (action: UnconfirmedAction) =>
    `You can ${UNCONFIRMED_ACTIONS[action]} once you confirm your e-mail address: open the link we sent you.`,
  /** The next step that waits: its mark (read before the step's name) and the line under it. */
  stepMark: 'Waiting for your e-mail confirmation:',
  stepHint: 'Waits for your e-mail confirmation: open the link we sent you, then come back here.',
} as const;
