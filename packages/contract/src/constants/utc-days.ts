/**
 * Whole UTC days: the deadlines and validity of requests for quotation, and certificates' expiry
 * dates, are days, not instants. A module of its own so a page that counts days (a company page's
 * certificates) does not load the texts of the requests for quotation.
 */
const DAY_MS = 86_400_000;
/** Today's date in UTC as YYYY-MM-DD (deadlines and validity are whole UTC days). */
export const utcToday = (now = Date.now()) => new Date(now).toISOString().slice(0, 10);
/** Whole days from today (UTC) to `date` (YYYY-MM-DD); NaN when it is not a real date. */
export function daysAhead(date: string, now = Date.now()): number {
  const d = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(d) || new Date(d).toISOString().slice(0, 10) !== date) return Number.NaN;
  return Math.round((d - Date.parse(`${utcToday(now)}T00:00:00Z`)) / DAY_MS);
}
/** The UTC day `days` after today, as YYYY-MM-DD (the bounds of a date input). */
export const utcDayAhead = (days: number, now = Date.now()) =>
  utcToday(Date.parse(`${utcToday(now)}T00:00:00Z`) + days * DAY_MS);
