/** Times of notifications: short and relative ("5 min ago"), with the full date for a tooltip. */
let full: Intl.DateTimeFormat | undefined;
let day: Intl.DateTimeFormat | undefined;
let dayYear: Intl.DateTimeFormat | undefined;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function relativeTime(iso: string, now = Date.now()): string {
  const at = new Date(iso);
  const ms = now - at.getTime();
  if (Number.isNaN(ms)) return '';
  if (ms < MINUTE) return 'just now';
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min ago`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)} h ago`;
  if (ms < 7 * DAY) {
    const d = Math.floor(ms / DAY);
    return d === 1 ? 'yesterday' : `${d} days ago`;
  }
  const sameYear = at.getFullYear() === new Date(now).getFullYear();
  if (sameYear) return (day ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' })).format(at);
  return (dayYear ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })).format(at);
}

/** e.g. "Wednesday, March 4, 2026 at 3:05 PM". */
export const fullDate = (iso: string) => {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : (full ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short' })).format(at);
};
