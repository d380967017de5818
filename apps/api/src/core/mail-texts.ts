/**
 * The words of every e-mail the product sends, in one place (services pass the facts, these
 * write the message). Plain text; links are absolute (PUBLIC_URL).
 */
import {
  SAFETY_MSG,
  SITE_NAME,
  WARNING_TEXT,
  certificateExpiryDetail,
  sentenceText,
  type MailLanguage,
  type NotificationGroup,
} from '@wbn/contract';
import type { MailMessage } from './mail.js';
import type { MailList } from './unsubscribe-token.js';

/** A paragraph under a notification e-mail's sentence, for the kinds that need more than the sentence says. */
function notificationDetail(g: NotificationGroup, language: MailLanguage): string | null {
  const d = g.data;
  if (g.kind === 'certificate-expiry' && d.expireDate && d.companyName)
    return certificateExpiryDetail(language, {
      certificate: d.certificate ?? g.resource.title ?? '',
      companyName: d.companyName,
      expireDate: d.expireDate,
    });
  return null;
}

export const mailTexts = {
  passwordReset: (to: string, link: string): MailMessage => ({
    kind: 'password-reset',
    action: 'Choose a new password',
    to,
    subject: `Reset your ${SITE_NAME} password`,
    text: `Someone asked to reset the password of your ${SITE_NAME} account.\n\nOpen this link within one hour to choose a new password:\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.`,
  }),

  verifyEmail: (to: string, f: { firstName: string; link: string; days: number }): MailMessage => ({
    kind: 'verify-email',
    action: 'Confirm my address',
    to,
    subject: `Confirm your e-mail address for ${SITE_NAME}`,
    text: `Hello ${f.firstName},\n\nPlease confirm that this address is yours by opening this link:\n${f.link}\n\nUntil you do, your account can read and edit its profile, but cannot post, comment, send inquiries or messages, accept invitations or create a business. An account whose address is not confirmed within ${f.days} days is removed.\n\nIf you did not create an account on ${SITE_NAME}, ignore this message.`,
  }),

  signInLink: (to: string, f: { link: string; minutes: number }): MailMessage => ({
    kind: 'sign-in-link',
    action: 'Finish signing in',
    to,
    subject: `Your ${SITE_NAME} sign-in link`,
    text: `Someone signed in to your ${SITE_NAME} account from a new device, with the right password, while many wrong passwords were being tried on the account or from that network.\n\nIf it was you, open this link on that device within ${f.minutes} minutes to finish signing in:\n${f.link}\n\nIf it was not you, do not open the link, and change your password: someone knows it.`,
  }),

  invitation: (
    to: string,
    f: { inviterName: string; companyName: string; role: string; link: string },
  ): MailMessage => ({
    kind: 'invitation',
    action: 'See the invitation',
    to,
    subject: `${f.inviterName} invited you to ${f.companyName} on ${SITE_NAME}`,
    text: `${f.inviterName} invited you to join ${f.companyName} on ${SITE_NAME} as ${f.role === 'admin' ? 'an admin' : 'a member'}.\n\nTo accept or decline, log in (or create an account with this e-mail address) and open:\n${f.link}\n\nIf you do not know ${f.companyName}, ignore this message: nothing changes unless you accept.`,
  }),

  inquiry: (
    to: string,
    f: { senderName: string; companyName: string; subject: string; content: string; link: string },
  ): MailMessage => {
    const excerpt = f.content.length > 1000 ? `${f.content.slice(0, 1000)}…` : f.content;
    return {
      kind: 'inquiry',
      action: 'Read and answer',
      to,
      subject: `New inquiry for ${f.companyName} on ${SITE_NAME}: ${f.subject}`,
      text: `${f.senderName} sent ${f.companyName} an inquiry on ${SITE_NAME}.\n\nSubject: ${f.subject}\n\n${excerpt}\n\nRead and answer it here:\n${f.link}\n`,
    };
  },

  /** A notification by e-mail at once (the member's channel for its topic is e-mail): the bell's sentence and its link. */
  notification: (
    to: string,
    f: { group: NotificationGroup; link: string; list: NonNullable<MailMessage['list']>; language?: MailLanguage },
  ): MailMessage => {
    const language = f.language ?? 'en';
    const sentence = sentenceText(f.group, language);
    const detail = notificationDetail(f.group, language);
    return {
      kind: 'notification',
      to,
      subject: sentence.length > 140 ? `${sentence.slice(0, 139)}…` : sentence,
      text: `${sentence}.${detail ? `\n\n${detail}` : ''}\n\nSee it on ${SITE_NAME}:\n${f.link}`,
      action: `See it on ${SITE_NAME}`,
      list: f.list,
    };
  },

  /** The daily digest: what arrived since the last one and is still unread. */
  digest: (
    to: string,
    f: {
      lines: string[];
      more: number;
      messages: { messages: number; threads: number };
      notificationsLink: string;
      messagesLink: string;
      list: { userId: string; topic: MailList };
    },
  ): MailMessage => {
    const parts: string[] = [];
    if (f.messages.messages) {
      const m = f.messages;
      parts.push(
        `You have ${m.messages === 1 ? '1 unread message' : `${m.messages} unread messages`} in ${m.threads === 1 ? '1 conversation' : `${m.threads} conversations`}:\n${f.messagesLink}`,
      );
    }
    if (f.lines.length) {
      const more = f.more > 0 ? `\n…and ${f.more} more.` : '';
      parts.push(
        `Since your last digest:\n${f.lines.map((l) => `• ${l}`).join('\n')}${more}\n\nSee them all:\n${f.notificationsLink}`,
      );
    }
    const count = f.lines.length + Math.max(0, f.more);
    const subject = [
      count ? `${count} new ${count === 1 ? 'notification' : 'notifications'}` : '',
      f.messages.messages ? `${f.messages.messages} unread ${f.messages.messages === 1 ? 'message' : 'messages'}` : '',
    ]
      .filter(Boolean)
      .join(' and ');
    return {
      kind: 'digest',
      to,
      subject: `Your ${SITE_NAME} digest: ${subject}`,
      text: parts.join('\n\n'),
      action: f.messages.messages ? 'Read your messages' : 'See your notifications',
      list: f.list,
    };
  },

  /** A new browser signed in to the account (a security notice; the member may turn this one off in the settings). */
  newDevice: (
    to: string,
    f: { browser: string; system: string; ip: string | null; when: string; settingsLink: string },
  ): MailMessage => ({
    kind: 'new-device',
    to,
    subject: `New sign-in to your ${SITE_NAME} account`,
    text: `Your ${SITE_NAME} account was signed in from a browser it had not used before.\n\nBrowser: ${f.browser} on ${f.system}\nAddress: ${f.ip ?? 'unknown'}\nTime: ${f.when}\n\nIf it was you, there is nothing to do. If not, change your password now and sign out the devices you do not know in your settings:\n${f.settingsLink}`,
    action: 'Review your sessions',
  }),

  /** The password was changed from the settings (a security notice, always sent). */
  passwordChanged: (to: string, f: { settingsLink: string; forgotLink: string }): MailMessage => ({
    kind: 'password-changed',
    to,
    subject: `Your ${SITE_NAME} password was changed`,
    text: `The password of your ${SITE_NAME} account was just changed, and every other device was signed out.\n\nIf it was you, there is nothing to do. If not, reset your password at once:\n${f.forgotLink}\n\nYour devices and sessions: ${f.settingsLink}`,
    action: 'Reset your password',
  }),

  /** Wrong passwords or codes reached the limit on a signed-in step (an account e-mail, always sent; once per window, decision 0057). */
  stepUpFailures: (
    to: string,
    f: { failures: number; minutes: number; forgotLink: string; settingsLink: string },
  ): MailMessage => ({
    kind: 'step-up-failures',
    to,
    subject: `Wrong passwords on your ${SITE_NAME} account`,
    text: `Someone signed in to your ${SITE_NAME} account typed a wrong password or code ${f.failures} times in a row, when changing the password, turning two-factor sign-in off or leaving. Those steps now wait ${f.minutes} minutes.\n\nIf it was you, there is nothing to do. If not, someone may be using one of your sessions: reset your password, which signs every device out:\n${f.forgotLink}\n\nYour devices and sessions: ${f.settingsLink}`,
    action: 'Reset your password',
  }),

  /** A member's data export is ready (an account e-mail, always sent). */
  exportReady: (to: string, f: { link: string; days: number }): MailMessage => ({
    kind: 'data-export',
    to,
    subject: `Your ${SITE_NAME} data is ready to download`,
    text: `The copy of your data that you asked for is ready. Download it from your settings, signed in, within ${f.days} days:\n${f.link}\n\nIf you did not ask for it, change your password: someone may be signed in to your account.`,
    action: 'Download your data',
  }),

  /** The member asked to leave: when, and how to keep the account (an account e-mail, always sent). */
  deletionScheduled: (to: string, f: { deleteAt: Date; keepLink: string }): MailMessage => ({
    kind: 'account-deletion',
    to,
    subject: `Your ${SITE_NAME} account will be deleted`,
    text: `You asked us to delete your ${SITE_NAME} account. On ${f.deleteAt.toUTCString()} your profile, posts, comments and the businesses you own alone are erased, and this e-mail address is freed. Messages you sent stay with the people you wrote to, from "Deleted member".\n\nChanged your mind? Sign in before then and keep your account:\n${f.keepLink}\n\nIf you did not ask for this, sign in, keep your account and change your password.`,
    action: 'Keep my account',
  }),

  /** Staff warned the member after a report (decision 0034): their words, and where the rules are. Always sent. */
  warning: (to: string, f: { note: string; termsLink: string }): MailMessage => ({
    kind: 'moderation',
    to,
    subject: WARNING_TEXT.subject,
    text: `${WARNING_TEXT.intro}\n\n“${f.note}”\n\n${WARNING_TEXT.outro}\n${f.termsLink}`,
    action: 'Read the Terms and Conditions',
  }),

  /** Staff suspended the account (decision 0034). */
  suspended: (to: string, f: { note: string | null; contactLink: string }): MailMessage => ({
    kind: 'moderation',
    to,
    subject: `Your ${SITE_NAME} account is suspended`,
    text: `Our team suspended your ${SITE_NAME} account after reviewing reports about it.${f.note ? `\n\n“${f.note}”` : ''}\n\nWhile it is suspended you cannot sign in, and your posts and comments are hidden. ${SAFETY_MSG.suspended.replace('This account is suspended. ', '')}\n${f.contactLink}`,
    action: 'Contact us',
  }),

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
