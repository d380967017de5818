/**
 * The words of every e-mail the product sends, in one place (services pass the facts and the
 * recipient's language, these write the message). Each text is a message of the mail catalogue
 * (decision 0091), written here in English; links are absolute (PUBLIC_URL) and lead to the
 * recipient's edition of the page.
 */
import { SITE_NAME, formatUsd, type MailLanguage, type NotificationGroup } from '@wbn/contract';
import { EDITION_LOCALES, SPEC_TEXTS, editionPath } from '@wbn/contract/editions';
import { mailWords, type MailWords } from './mail-i18n.js';
import { mailSentence } from './mail-sentences.js';
import type { MailMessage } from './mail.js';
import type { MailList } from './unsubscribe-token.js';

const site = SITE_NAME;

/** A page's absolute link in the recipient's edition ('https://…/reset-password?t=…' → 'https://…/es/reset-password?t=…'). */
export function linkIn(language: MailLanguage, link: string): string {
  if (language === 'en') return link;
  const u = new URL(link);
  return `${u.origin}${editionPath(language, `${u.pathname}${u.search}${u.hash}`)}`;
}

/** A day as the recipient's language writes it ("29 December 2026", "29 de diciembre de 2026"). */
function dayText(w: MailWords, day: string): string {
  const t = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(t)) return day;
  const locale = w.language === 'en' ? 'en-GB' : w.language;
  return new Date(t).toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** A paragraph under a notification e-mail's sentence, for the kinds that need more than the sentence says. */
function notificationDetail(g: NotificationGroup, w: MailWords): string | null {
  const d = g.data;
  if (g.kind === 'certificate-expiry' && d.expireDate && d.companyName)
    return w.t(
      /*i18n*/ '{certificate} of {company} is valid until {day}. After that day the company page shows it as expired. Add the renewed certificate, with its new dates, in the Certificates section of the company profile.',
      { certificate: d.certificate ?? g.resource.title ?? '', company: d.companyName, day: dayText(w, d.expireDate) },
    );
  return null;
}

/** The member's words quoted in an e-mail, on a paragraph of their own. */
const quotedNote = (w: MailWords, note: string) => w.t(/*i18n*/ '“{note}”', { note });

export const mailTexts = {
  passwordReset: (to: string, link: string, language: MailLanguage = 'en'): MailMessage => {
    const w = mailWords(language);
    return {
      kind: 'password-reset',
      language,
      action: w.t(/*i18n*/ 'Choose a new password'),
      to,
      subject: w.t(/*i18n*/ 'Reset your {site} password', { site }),
      text: w.t(
        /*i18n*/ 'Someone asked to reset the password of your {site} account.\n\nOpen this link within one hour to choose a new password:\n{link}\n\nIf it was not you, ignore this message: your password stays as it is.',
        { site, link: linkIn(language, link) },
      ),
    };
  },

  verifyEmail: (
    to: string,
    f: { firstName: string; link: string; days: number },
    language: MailLanguage = 'en',
  ): MailMessage => {
    const w = mailWords(language);
    return {
      kind: 'verify-email',
      language,
      action: w.t(/*i18n*/ 'Confirm my address'),
      to,
      subject: w.t(/*i18n*/ 'Confirm your e-mail address for {site}', { site }),
      text: w.t(
        /*i18n*/ 'Hello {firstName},\n\nPlease confirm that this address is yours by opening this link:\n{link}\n\nUntil you do, your account can read and edit its profile, but cannot post, comment, send inquiries or messages, accept invitations or create a business. An account whose address is not confirmed within {days} days is removed.\n\nIf you did not create an account on {site}, ignore this message.',
        { firstName: f.firstName, link: linkIn(language, f.link), days: f.days, site },
      ),
    };
  },

  signInLink: (to: string, f: { link: string; minutes: number }, language: MailLanguage = 'en'): MailMessage => {
    const w = mailWords(language);
    return {
      kind: 'sign-in-link',
      language,
      action: w.t(/*i18n*/ 'Finish signing in'),
      to,
      subject: w.t(/*i18n*/ 'Your {site} sign-in link', { site }),
      text: w.t(
        /*i18n*/ 'Someone signed in to your {site} account from a new device, with the right password, while many wrong passwords were being tried on the account or from that network.\n\nIf it was you, open this link on that device within {minutes} minutes to finish signing in:\n{link}\n\nIf it was not you, do not open the link, and change your password: someone knows it.',
        { site, minutes: f.minutes, link: linkIn(language, f.link) },
      ),
    };
  },

  invitation: (
    to: string,
    f: { inviterName: string; companyName: string; role: string; link: string },
    language: MailLanguage = 'en',
  ): MailMessage => {
    const w = mailWords(language);
    const values = { inviter: f.inviterName, company: f.companyName, site };
    return {
      kind: 'invitation',
      language,
      action: w.t(/*i18n*/ 'See the invitation'),
      to,
      subject: w.t(/*i18n*/ '{inviter} invited you to {company} on {site}', values),
      text: w.t(
        /*i18n*/ '{inviter} invited you to join {company} on {site} as {role, select, admin {an admin} other {a member}}.\n\nTo accept or decline, log in (or create an account with this e-mail address) and open:\n{link}\n\nIf you do not know {company}, ignore this message: nothing changes unless you accept.',
        { ...values, role: f.role === 'admin' ? 'admin' : 'member', link: linkIn(language, f.link) },
      ),
    };
  },

  inquiry: (
    to: string,
    f: { senderName: string; companyName: string; subject: string; content: string; link: string },
    language: MailLanguage = 'en',
  ): MailMessage => {
    const w = mailWords(language);
    const excerpt = f.content.length > 1000 ? `${f.content.slice(0, 1000)}…` : f.content;
    return {
      kind: 'inquiry',
      language,
      action: w.t(/*i18n*/ 'Read and answer'),
      to,
      subject: w.t(/*i18n*/ 'New inquiry for {company} on {site}: {subject}', {
        company: f.companyName,
        site,
        subject: f.subject,
      }),
      text: w.t(
        /*i18n*/ '{sender} sent {company} an inquiry on {site}.\n\nSubject: {subject}\n\n{excerpt}\n\nRead and answer it here:\n{link}\n',
        {
          sender: f.senderName,
          company: f.companyName,
          site,
          subject: f.subject,
          excerpt,
          link: linkIn(language, f.link),
        },
      ),
    };
  },

  /** A notification by e-mail at once (the member's channel for its topic is e-mail): the bell's sentence and its link. */
  notification: (
    to: string,
    f: { group: NotificationGroup; link: string; list: NonNullable<MailMessage['list']>; language?: MailLanguage },
  ): MailMessage => {
    const language = f.language ?? 'en';
    const w = mailWords(language);
    const sentence = mailSentence(f.group, w);
    const detail = notificationDetail(f.group, w);
    return {
      kind: 'notification',
      language,
      to,
      subject: sentence.length > 140 ? `${sentence.slice(0, 139)}…` : sentence,
      text: w.t(/*i18n*/ '{sentence}.{detail}\n\nSee it on {site}:\n{link}', {
        sentence,
        detail: detail ? `\n\n${detail}` : '',
        site,
        link: linkIn(language, f.link),
      }),
      action: w.t(/*i18n*/ 'See it on {site}', { site }),
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
    language: MailLanguage = 'en',
  ): MailMessage => {
    const w = mailWords(language);
    const parts: string[] = [];
    const m = f.messages;
    if (m.messages)
      parts.push(
        w.t(
          /*i18n*/ 'You have {messages, plural, one {# unread message} other {# unread messages}} in {threads, plural, one {# conversation} other {# conversations}}:\n{link}',
          { messages: m.messages, threads: m.threads, link: linkIn(language, f.messagesLink) },
        ),
      );
    if (f.lines.length) {
      const more = f.more > 0 ? `\n${w.t(/*i18n*/ '…and {more} more.', { more: f.more })}` : '';
      parts.push(
        w.t(/*i18n*/ 'Since your last digest:\n{lines}{more}\n\nSee them all:\n{link}', {
          lines: f.lines.map((l) => `• ${l}`).join('\n'),
          more,
          link: linkIn(language, f.notificationsLink),
        }),
      );
    }
    const count = f.lines.length + Math.max(0, f.more);
    const what = [
      count ? w.t(/*i18n*/ '{count, plural, one {# new notification} other {# new notifications}}', { count }) : '',
      m.messages
        ? w.t(/*i18n*/ '{count, plural, one {# unread message} other {# unread messages}}', { count: m.messages })
        : '',
    ].filter(Boolean);
    return {
      kind: 'digest',
      language,
      to,
      subject: w.t(/*i18n*/ 'Your {site} digest: {what}', {
        site,
        what:
          what.length === 2
            ? w.t(/*i18n*/ '{notifications} and {messages}', { notifications: what[0], messages: what[1] })
            : what[0],
      }),
      text: parts.join('\n\n'),
      action: m.messages ? w.t(/*i18n*/ 'Read your messages') : w.t(/*i18n*/ 'See your notifications'),
      list: f.list,
    };
  },

  /** A new browser signed in to the account (a security notice; the member may turn this one off in the settings). */
  newDevice: (
    to: string,
    f: { browser: string; system: string; ip: string | null; when: string; settingsLink: string },
    language: MailLanguage = 'en',
  ): MailMessage => {
    const w = mailWords(language);
    return {
      kind: 'new-device',
      language,
      to,
      subject: w.t(/*i18n*/ 'New sign-in to your {site} account', { site }),
      text: w.t(
        /*i18n*/ 'Your {site} account was signed in from a browser it had not used before.\n\nBrowser: {browser} on {system}\nAddress: {ip}\nTime: {when}\n\nIf it was you, there is nothing to do. If not, change your password now and sign out the devices you do not know in your settings:\n{link}',
        {
          site,
          browser: f.browser,
          system: f.system,
          ip: f.ip ?? w.t(/*i18n*/ 'unknown'),
          when: f.when,
          link: linkIn(language, f.settingsLink),
        },
      ),
      action: w.t(/*i18n*/ 'Review your sessions'),
    };
  },

  /** The password was changed from the settings (a security notice, always sent). */
  passwordChanged: (
    to: string,
    f: { settingsLink: string; forgotLink: string },
    language: MailLanguage = 'en',
  ): MailMessage => {
    const w = mailWords(language);
    return {
      kind: 'password-changed',
      language,
      to,
      subject: w.t(/*i18n*/ 'Your {site} password was changed', { site }),
      text: w.t(
        /*i18n*/ 'The password of your {site} account was just changed, and every other device was signed out.\n\nIf it was you, there is nothing to do. If not, reset your password at once:\n{forgot}\n\nYour devices and sessions: {settings}',
        { site, forgot: linkIn(language, f.forgotLink), settings: linkIn(language, f.settingsLink) },
      ),
      action: w.t(/*i18n*/ 'Reset your password'),
    };
  },

  /** Wrong passwords or codes reached the limit on a signed-in step (an account e-mail, always sent; once per window, decision 0057). */
  stepUpFailures: (
    to: string,
    f: { failures: number; minutes: number; forgotLink: string; settingsLink: string },
    language: MailLanguage = 'en',
  ): MailMessage => {
    const w = mailWords(language);
    return {
      kind: 'step-up-failures',
      language,
      to,
      subject: w.t(/*i18n*/ 'Wrong passwords on your {site} account', { site }),
      text: w.t(
        /*i18n*/ 'Someone signed in to your {site} account typed a wrong password or code {failures} times in a row, when changing the password, turning two-factor sign-in off or leaving. Those steps now wait {minutes} minutes.\n\nIf it was you, there is nothing to do. If not, someone may be using one of your sessions: reset your password, which signs every device out:\n{forgot}\n\nYour devices and sessions: {settings}',
        {
          site,
          failures: f.failures,
          minutes: f.minutes,
          forgot: linkIn(language, f.forgotLink),
          settings: linkIn(language, f.settingsLink),
        },
      ),
      action: w.t(/*i18n*/ 'Reset your password'),
    };
  },

  /** A member's data export is ready (an account e-mail, always sent). */
  exportReady: (to: string, f: { link: string; days: number }, language: MailLanguage = 'en'): MailMessage => {
    const w = mailWords(language);
    return {
      kind: 'data-export',
      language,
      to,
      subject: w.t(/*i18n*/ 'Your {site} data is ready to download', { site }),
      text: w.t(
        /*i18n*/ 'The copy of your data that you asked for is ready. Download it from your settings, signed in, within {days} days:\n{link}\n\nIf you did not ask for it, change your password: someone may be signed in to your account.',
        { days: f.days, link: linkIn(language, f.link) },
      ),
      action: w.t(/*i18n*/ 'Download your data'),
    };
  },

  /** The member asked to leave: when, and how to keep the account (an account e-mail, always sent). */
  deletionScheduled: (
    to: string,
    f: { deleteAt: Date; keepLink: string },
    language: MailLanguage = 'en',
  ): MailMessage => {
    const w = mailWords(language);
    return {
      kind: 'account-deletion',
      language,
      to,
      subject: w.t(/*i18n*/ 'Your {site} account will be deleted', { site }),
      text: w.t(
        /*i18n*/ 'You asked us to delete your {site} account. On {when} your profile, posts, comments and the businesses you own alone are erased, and this e-mail address is freed. Messages you sent stay with the people you wrote to, from “Deleted member”.\n\nChanged your mind? Sign in before then and keep your account:\n{link}\n\nIf you did not ask for this, sign in, keep your account and change your password.',
        { site, when: f.deleteAt.toUTCString(), link: linkIn(language, f.keepLink) },
      ),
      action: w.t(/*i18n*/ 'Keep my account'),
    };
  },

  /** Staff warned the member after a report (decision 0034): their words, and where the rules are. Always sent. */
  warning: (to: string, f: { note: string; termsLink: string }, language: MailLanguage = 'en'): MailMessage => {
    const w = mailWords(language);
    return {
      kind: 'moderation',
      language,
      to,
      subject: w.t(/*i18n*/ 'A warning from the WBN team'),
      text: w.t(
        /*i18n*/ 'Our team reviewed a report about what you shared on WBN and is asking you to change how you use the network:\n\n{note}\n\nIf it happens again, your account may be suspended. The Terms and Conditions say what is allowed.\n{link}',
        { note: quotedNote(w, f.note), link: linkIn(language, f.termsLink) },
      ),
      action: w.t(/*i18n*/ 'Read the Terms and Conditions'),
    };
  },

  /** Staff suspended the account (decision 0034). */
  suspended: (
    to: string,
    f: { note: string | null; contactLink: string },
    language: MailLanguage = 'en',
  ): MailMessage => {
    const w = mailWords(language);
    return {
      kind: 'moderation',
      language,
      to,
      subject: w.t(/*i18n*/ 'Your {site} account is suspended', { site }),
      text: w.t(
        /*i18n*/ 'Our team suspended your {site} account after reviewing reports about it.{note}\n\nWhile it is suspended you cannot sign in, and your posts and comments are hidden. If you think this is a mistake, write to us through the Contact us page.\n{link}',
        { site, note: f.note ? `\n\n${quotedNote(w, f.note)}` : '', link: linkIn(language, f.contactLink) },
      ),
      action: w.t(/*i18n*/ 'Contact us'),
    };
  },

  /** A membership's receipt (to the payer): what was bought, for which dates, what was paid, and where to print it. */
  receipt: (
    to: string,
    f: {
      receiptNumber: string;
      companyName: string;
      /** The plan's name as the spec writes it (TIER_LABELS). */
      tier: string;
      paidAt: Date;
      periodStart: Date;
      periodEnd: Date;
      /** Amounts in cents of USD. */
      price: number;
      credit: number;
      amount: number;
      card: { brand: string; last4: string } | null;
      link: string;
    },
    language: MailLanguage = 'en',
  ): MailMessage => {
    const w = mailWords(language);
    const tier = language === 'en' ? f.tier : (SPEC_TEXTS[language][f.tier] ?? f.tier);
    // English keeps the spec's forms ("USD 12.00", 2026-11-30); an edition writes them as its readers do.
    const money = (cents: number) =>
      language === 'en'
        ? formatUsd(cents)
        : new Intl.NumberFormat(EDITION_LOCALES[language], { style: 'currency', currency: 'USD' }).format(cents / 100);
    const day = (d: Date) =>
      language === 'en' ? d.toISOString().slice(0, 10) : dayText(w, d.toISOString().slice(0, 10));
    const number = f.receiptNumber;
    const lines = [
      w.t(/*i18n*/ 'Thank you: {company} is now a {tier} member of {site}.', { company: f.companyName, tier, site }),
      '',
      w.t(/*i18n*/ 'Receipt: {number}', { number }),
      w.t(/*i18n*/ 'Date: {date}', { date: day(f.paidAt) }),
      w.t(/*i18n*/ 'Membership: {tier}, {from} to {to}', { tier, from: day(f.periodStart), to: day(f.periodEnd) }),
      w.t(/*i18n*/ 'Price: {price}', { price: money(f.price) }),
      ...(f.credit
        ? [
            w.t(/*i18n*/ 'Credit for the unused part of the previous membership: -{credit}', {
              credit: money(f.credit),
            }),
          ]
        : []),
      f.card
        ? w.t(/*i18n*/ 'Paid: {amount} ({brand} ending {last4})', {
            amount: money(f.amount),
            brand: f.card.brand,
            last4: f.card.last4,
          })
        : w.t(/*i18n*/ 'Paid: {amount}', { amount: money(f.amount) }),
      '',
      w.t(/*i18n*/ 'View or print it: {link}', { link: linkIn(language, f.link) }),
    ];
    return {
      kind: 'receipt',
      language,
      to,
      subject: w.t(/*i18n*/ 'Your {site} receipt {number}', { site, number }),
      text: lines.join('\n'),
    };
  },

  needHelp: (to: string, f: { enquiryId: string; title: string; lines: string[] }): MailMessage => ({
    kind: 'need-help',
    to,
    subject: `Need help: ${f.title}`,
    text: `A new need-help enquiry arrived (${f.enquiryId}).\n\n${f.lines.join('\n')}\n`,
  }),
};
