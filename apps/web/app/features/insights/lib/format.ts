/** The tab's period from the address, and how its numbers and days print. */
import {
  INSIGHTS_DEFAULT_PERIOD,
  INSIGHTS_METRICS,
  INSIGHTS_PERIODS,
  type InsightsMetric,
  type InsightsPeriod,
} from '@wbn/contract/constants';
import type { InsightsTotals } from '@wbn/contract/schemas';

/** `?days=` as one of the periods; anything else (missing, 15, 'abc') is the default period. */
export const parsePeriod = (raw: string | null): InsightsPeriod =>
  INSIGHTS_PERIODS.find((p) => String(p) === raw) ?? INSIGHTS_DEFAULT_PERIOD;

export const isMetric = (s: string): s is InsightsMetric => (INSIGHTS_METRICS as readonly string[]).includes(s);

/** True when nothing at all was counted in the period. */
export const nothingCounted = (totals: InsightsTotals) => INSIGHTS_METRICS.every((m) => totals[m] === 0);

let numbers: Intl.NumberFormat | undefined;
/** 12,345 */
export const formatCount = (n: number) => (numbers ??= new Intl.NumberFormat('en-US')).format(n);

let shortDays: Intl.DateTimeFormat | undefined;
/** 'Mar 4' for a stored day 'YYYY-MM-DD' (in UTC, the day the server counts in); the value as given otherwise. */
export function formatShortDay(day: string): string {
  const d = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : null;
  if (!d || Number.isNaN(d.getTime())) return day;
  return (shortDays ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })).format(
    d,
  );
}
