/**
 * Every date and time the web app prints (decision 0024), on the platform's Intl: no date library.
 * Each formatter is built on first use and kept (building one costs tens of milliseconds on a slow
 * phone, and most pages that import this module never print a date).
 *
 * - Days in UTC, the day the server counts in ('Mar 4, 2026'): `formatDay`; without the year, for
 *   the insights' chart: `formatShortDay`; with the time, for the staff area: `formatDateTimeUtc`.
 * - Post, comment and notification times: `relativeTime` ('3 h ago'), with `fullDate` (the reader's
 *   time zone) for the tooltip ("time with full-date tooltip"); a moment in a phone's list line:
 *   `shortDateTime` ('Mar 4, 3:05 PM').
 * - The message center's times, as the spec fixes them: `formatMessageTime` (UTC, dd/M/yyyy hh:mm),
 *   `formatMessageDate`, and `fullUtc` for titles.
 *
 * A value that is not a date prints as given (the message center's as ''), never 'Invalid Date'.
 * The day and date formatters take the locale last, 'en-US' unless given, so that an edition in
 * another language can pass its own; the relative times' words and the message center's pattern are
 * fixed texts (the spec's), so they do not.
 */

/**
 * An ISO timestamp, or a stored day 'YYYY-MM-DD' (read as that day in UTC); null for anything else
 * (other shapes would be read by each browser in its own way, some in local time).
 */
function toDate(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}(?:$|T)/.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

const DEFAULT_LOCALE = 'en-US';

/** One formatter per name and locale, made on first use. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(name: string, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${name} ${locale}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

/** 'Mar 4, 2026': the day in UTC, so a stored day never shifts by the reader's time zone. */
export function formatDay(value: string, locale = DEFAULT_LOCALE): string {
  const d = toDate(value);
  return d
    ? formatter('day', locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(d)
    : value;
}

/** 'March 2026' from '2026-03' (a review's trade), in UTC like `formatDay`. */
export function formatMonth(month: string, locale = DEFAULT_LOCALE): string {
  const d = toDate(`${month}-01`);
  return d ? formatter('month', locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d) : month;
}

/** 'Mar 4': a stored day 'YYYY-MM-DD' without its year, in UTC like `formatDay` (the insights' chart). */
export function formatShortDay(value: string, locale = DEFAULT_LOCALE): string {
  const d = toDate(value);
  return d ? formatter('shortDay', locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(d) : value;
}

/** 'Mar 4, 2026, 03:05 PM UTC' (the staff area's job times). */
export function formatDateTimeUtc(value: string, locale = DEFAULT_LOCALE): string {
  const d = toDate(value);
  return d
    ? formatter('dateTimeUtc', locale, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'UTC',
        timeZoneName: 'short',
      }).format(d)
    : value;
}

/**
 * 'Mar 4, 3:05 PM' in the reader's time zone, with the year when it is not this year's ('Mar 4, 2025, 3:05 PM'): a
 * moment short enough for a line of a phone's list (when a session was first seen).
 */
export function shortDateTime(value: string, now: number = Date.now(), locale = DEFAULT_LOCALE): string {
  const d = toDate(value);
  if (!d) return value;
  const options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };
  return d.getFullYear() === new Date(now).getFullYear()
    ? formatter('shortDateTime', locale, options).format(d)
    : formatter('shortDateTimeYear', locale, { ...options, year: 'numeric' }).format(d);
}

/** 'Wednesday, March 4, 2026 at 3:05 PM' in the reader's time zone (tooltips of relative times). */
export function fullDate(value: string, locale = DEFAULT_LOCALE): string {
  const d = toDate(value);
  return d ? formatter('full', locale, { dateStyle: 'full', timeStyle: 'short' }).format(d) : value;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const relativeFormat = (locale: string, style: 'long' | 'short') => {
  const key = `${locale} ${style}`;
  let f = relativeFormats.get(key);
  if (!f) relativeFormats.set(key, (f = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style })));
  return f;
};

/**
 * How long ago, in words: 'just now' (under a minute, or a clock a little ahead), '5 min ago',
 * '3 h ago', 'yesterday', '4 days ago'; from a week on, the day in the reader's time zone: 'Jan 10'
 * this year, 'Jan 10, 2025' before. '' when the value is not a date. In an edition's `locale`, the
 * same steps in its language, as Intl says them ('hace 5 min', 'ayer', '4天前').
 */
export function relativeTime(value: string, now: number = Date.now(), locale = DEFAULT_LOCALE): string {
  const at = toDate(value);
  if (!at) return '';
  const ms = now - at.getTime();
  const english = locale === DEFAULT_LOCALE;
  if (ms < MINUTE) return english ? 'just now' : relativeFormat(locale, 'long').format(0, 'second');
  if (ms < HOUR)
    return english
      ? `${Math.floor(ms / MINUTE)} min ago`
      : relativeFormat(locale, 'short').format(-Math.floor(ms / MINUTE), 'minute');
  if (ms < DAY)
    return english
      ? `${Math.floor(ms / HOUR)} h ago`
      : relativeFormat(locale, 'short').format(-Math.floor(ms / HOUR), 'hour');
  if (ms < 7 * DAY) return relativeFormat(english ? 'en' : locale, 'long').format(-Math.floor(ms / DAY), 'day');
  if (at.getFullYear() === new Date(now).getFullYear())
    return formatter('monthDay', locale, { month: 'short', day: 'numeric' }).format(at);
  return formatter('monthDayYear', locale, { month: 'short', day: 'numeric', year: 'numeric' }).format(at);
}

/**
 * Message times of the message center (in UTC as dd/M/yyyy hh:mm), kept letter for letter:
 * `hh` is the 12-hour clock, as in the date libraries that pattern comes from. '2025-03-07T15:04:00Z'
 * → '07/3/2025 03:04'; '' when the value is not a date.
 */
export function formatMessageTime(value: string): string {
  const d = toDate(value);
  if (!d) return '';
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  const f = formatter('message', DEFAULT_LOCALE, {
    timeZone: 'UTC',
    day: '2-digit',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h12',
  });
  for (const p of f.formatToParts(d)) parts[p.type] = p.value;
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** The day part alone ('07/3/2025'), as the thread list shows and searches it. */
export function formatMessageDate(value: string): string {
  return formatMessageTime(value).split(' ')[0] ?? '';
}

/** '2025-03-07 15:04 UTC': the unambiguous form of a message time, for titles and screen readers. */
export function fullUtc(value: string): string {
  const d = toDate(value);
  if (!d) return '';
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  const f = formatter('utc', DEFAULT_LOCALE, {
    timeZone: 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  for (const p of f.formatToParts(d)) parts[p.type] = p.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} UTC`;
}
