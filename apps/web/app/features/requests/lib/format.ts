/**
 * Message times (spec 1 §2 "Message center": in UTC as dd/M/yyyy hh:mm). The pattern is kept
 * letter for letter: `hh` is the 12-hour clock, as in the date libraries that pattern comes from;
 * `fullUtc` (24-hour, with "UTC") goes in the element's title so the time is never ambiguous.
 */
const two = (n: number) => String(n).padStart(2, '0');

/** '2025-03-07T15:04:00Z' → '07/3/2025 03:04'. An unreadable value gives ''. */
export function formatMessageTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const h12 = d.getUTCHours() % 12 || 12;
  return `${two(d.getUTCDate())}/${d.getUTCMonth() + 1}/${d.getUTCFullYear()} ${two(h12)}:${two(d.getUTCMinutes())}`;
}

/** The day part alone ('07/3/2025'), as searched and shown in the list. */
export function formatMessageDate(iso: string): string {
  return formatMessageTime(iso).split(' ')[0] ?? '';
}

/** '2025-03-07 15:04 UTC': the unambiguous form for titles and screen readers. */
export function fullUtc(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())} UTC`;
}
