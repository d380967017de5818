/**
 * The words of every e-mail the product sends, in one place (services pass the facts, these
 * write the message). Plain text; links are absolute (PUBLIC_URL).
 */
import { SITE_NAME } from '@wbn/contract';
import type { MailMessage } from './mail.js';

export const mailTexts = {
  passwordReset: (to: string, link: string): MailMessage => ({
    kind: 'password-reset',
    to,
    subject: `Reset your ${SITE_NAME} password`,
    text: `Someone asked to reset the password of your ${SITE_NAME} account.\n\nOpen this link within one hour to choose a new password:\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.`,
  }),

  verifyEmail: (to: string, f: { firstName: string; link: string; days: number }): MailMessage => ({
    kind: 'verify-email',
    to,
    subject: `Confirm your e-mail address for ${SITE_NAME}`,
    text: `Hello ${f.firstName},\n\nPlease confirm that this address is yours by opening this link:\n${f.link}\n\nUntil you do, your account can read and edit its profile, but cannot post, comment, send inquiries or messages, accept invitations or create a business. An account whose address is not confirmed within ${f.days} days is removed.\n\nIf you did not create an account on ${SITE_NAME}, ignore this message.`,
  }),

  signInLink: (to: string, f: { link: string; minutes: number }): MailMessage => ({
    kind: 'sign-in-link',
    to,
    subject: `Your ${SITE_NAME} sign-in link`,
    text: `Someone signed in to your ${SITE_NAME} account from a new device, with the right password, while many wrong passwords were being tried on the account or from that network.\n\nIf it was you, open this link on that device within ${f.minutes} minutes to finish signing in:\n${f.link}\n\nIf it was not you, do not open the link, and change your password: someone knows it.`,
  }),

  invitation: (to: string, f: { inviterName: string; companyName: string; role: string; link: string }): MailMessage => ({
    kind: 'invitation',
    to,
    subject: `${f.inviterName} invited you to ${f.companyName} on ${SITE_NAME}`,
    text: `${f.inviterName} invited you to join ${f.companyName} on ${SITE_NAME} as ${f.role === 'admin' ? 'an admin' : 'a member'}.\n\nTo accept or decline, log in (or create an account with this e-mail address) and open:\n${f.link}\n\nIf you do not know ${f.companyName}, ignore this message: nothing changes unless you accept.`,
  }),

  inquiry: (to: string, f: { senderName: string; companyName: string; subject: string; content: string; link: string }): MailMessage => {
    const excerpt = f.content.length > 1000 ? `${f.content.slice(0, 1000)}…` : f.content;
    return {
      kind: 'inquiry',
      to,
      subject: `New inquiry for ${f.companyName} on ${SITE_NAME}: ${f.subject}`,
      text: `${f.senderName} sent ${f.companyName} an inquiry on ${SITE_NAME}.\n\nSubject: ${f.subject}\n\n${excerpt}\n\nRead and answer it here:\n${f.link}\n`,
    };
  },

  receipt: (to: string, f: { receiptNumber: string; lines: string[] }): MailMessage => ({
    kind: 'receipt',
    to,
    subject: `Your ${SITE_NAME} receipt ${f.receiptNumber}`,
    text: f.lines.join('\n'),
  }),

  needHelp: (to: string, f: { enquiryId: string; title: string; lines: string[] }): MailMessage => ({
    kind: 'need-help',
    to,
    subject: `Need help: ${f.title}`,
    text: `A new need-help enquiry arrived (${f.enquiryId}).\n\n${f.lines.join('\n')}\n`,
  }),
};
