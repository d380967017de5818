/**
 * Post and comment times: "3 h ago" next to the full date, which shows on hover (spec 1 §2
 * "time with full-date tooltip"). No date library in the repo: Intl.RelativeTimeFormat and
 * Intl.DateTimeFormat, made on first use.
 */
let relative: Intl.RelativeTimeFormat | undefined;
let full: Intl.DateTimeFormat | undefined;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

export function relativeTime(iso: string, now: number = Date.now()): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const seconds = Math.round((t - now) / 1000);
  relative ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto', style: 'short' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

/** "Tuesday, March 3, 2026 at 14:05" in the reader's time zone. */
export function fullDate(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  full ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short' });
  return full.format(t);
}
