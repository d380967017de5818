/**
 * Certificates that do not silently expire (decision 0076): when their owners are reminded, the
 * one rule of whether a certificate still counts, the words of the reminders and of the staff's
 * list. Without zod (decision 0009); schemas/certificates.ts holds the staff list's schemas.
 */

/** Days before the expiry date at which the business's owner and admins are reminded; 0 is the day itself. */
export const CERTIFICATE_REMINDER_DAYS = [30, 7, 0] as const;
export type CertificateReminderStage = (typeof CERTIFICATE_REMINDER_DAYS)[number];

/** A day-of reminder missed (the job could not run that day) still leaves this many days later, never more. */
export const CERTIFICATE_LATE_REMINDER_DAYS = 2;

/** How far ahead the staff's list of upcoming expiries looks. */
export const CERTIFICATE_STAFF_HORIZON_DAYS = 30;

/** Owners see "Expires in N days" beside a certificate this close to its expiry. */
export const CERTIFICATE_HINT_DAYS = 30;

/**
 * Whether a certificate still counts on `today` (YYYY-MM-DD, UTC): valid through its expiry date,
 * expired from the day after. Every badge, filter or count that rests on certificates asks this.
 */
export const isCertificateCurrent = (expireDate: string, today: string) => expireDate >= today;

/** The page where the owners renew a certificate: the business's edit page, its certificates section. */
export const certificatesEditPath = (businessId: string) => `/business/${businessId}/edit/certificates`;

/**
 * The languages e-mails are written in: every edition's (decision 0091). The API's mail catalogue
 * (apps/api/src/locales) writes each e-mail in the recipient's.
 */
export const MAIL_LANGUAGES = ['en', 'es', 'it', 'zh'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/**
 * The language of a member's e-mails: their preferred language when the site has an edition in
 * it, else English. Every e-mail that speaks to a member in their language chooses it here.
 */
export function mailLanguageOf(preferred: string | null | undefined): MailLanguage {
  const code = (preferred ?? '').toLowerCase().slice(0, 2);
  return (MAIL_LANGUAGES as readonly string[]).includes(code) ? (code as MailLanguage) : 'en';
}

/** "in 30 days", "tomorrow", "today", "2 days ago": how far the expiry is, as a reminder says it. */
function when(days: number): string {
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days > 1) return `in ${days} days`;
  return days === -1 ? 'yesterday' : `${-days} days ago`;
}

/** The reminder's sentence (the notification): "Your certificate ISO 9001 expires in 30 days". */
export function certificateExpiryText(f: { certificate: string; days: number }): string {
  const name = f.certificate.replace(/\s+/g, ' ').trim() || 'certificate';
  return f.days < 0
    ? `Your certificate ${name} expired ${when(f.days)}`
    : `Your certificate ${name} expires ${when(f.days)}`;
}

/** The owners' hint beside a certificate close to its expiry (company page). */
export const certificateExpiresHint = (days: number) =>
  days === 0 ? 'Expires today' : days === 1 ? 'Expires tomorrow' : `Expires in ${days} days`;

/** The staff's list of certificates expiring soon. */
export const CERTIFICATE_STAFF_MSG = {
  tab: 'Certificate expiries',
  intro: `Certificates of every business expiring in the next ${CERTIFICATE_STAFF_HORIZON_DAYS} days, soonest first, and the last reminder their owners were sent.`,
  empty: `No certificate expires in the next ${CERTIFICATE_STAFF_HORIZON_DAYS} days.`,
  loading: 'Loading the upcoming certificate expiries',
  notReminded: 'Not reminded yet',
  reminded: (stage: number) => (stage === 0 ? 'Reminded on the day' : `Reminded ${stage} days before`),
} as const;
