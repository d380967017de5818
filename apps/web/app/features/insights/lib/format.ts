/** The tab's period from the address (its numbers and days print with ~/lib/format and ~/lib/dates). */
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
