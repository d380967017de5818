/** Insights for a business's owners and the browsers' beacon that counts views (decision 0040). */
import { z } from './zod.js';
import { INSIGHTS_LIMITS as L, INSIGHTS_METRICS, INSIGHTS_PERIODS } from '../constants/insights.js';
import { zId } from './social.js';
import { okEnvelope } from './envelope.js';
import { ZSearchFilters } from './search.js';

const term = z.string().trim().max(500).optional();

/** One thing a visitor's browser saw (the beacon sends up to INSIGHTS_LIMITS.eventsPerBeacon). */
export const ZInsightEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('profile-view'), businessID: zId('businessID') }),
  z.object({ type: z.literal('product-view'), productID: zId('productID') }),
  z.object({
    type: z.literal('search-appearance'),
    businessIDs: z.array(zId('businessID')).min(1).max(L.businessesPerAppearance),
    q: term,
    /**
     * The filters the results were narrowed by (the search's own `filters`, decision 0080): each
     * chosen value counts one appearance of each business under that filter (decision 0083).
     */
    filters: ZSearchFilters.optional(),
  }),
  z.object({ type: z.literal('search-click'), businessID: zId('businessID'), q: term }),
]);
export type InsightEvent = z.infer<typeof ZInsightEvent>;

/** POST /api/insights/events */
export const ZInsightEventsRequest = z.object({ events: z.array(ZInsightEvent).min(1).max(L.eventsPerBeacon) });
export type InsightEventsRequest = z.infer<typeof ZInsightEventsRequest>;

/** GET /api/business/profile/{businessID}/insights?days=7|30|90 */
export const ZInsightsQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .refine(
      (d) => (INSIGHTS_PERIODS as readonly number[]).includes(d),
      `days must be one of ${INSIGHTS_PERIODS.join(', ')}`,
    )
    .default(30),
});

const counts = Object.fromEntries(INSIGHTS_METRICS.map((m) => [m, z.number().int().min(0)])) as Record<
  (typeof INSIGHTS_METRICS)[number],
  z.ZodNumber
>;
export const ZInsightsTotals = z.object(counts);
export type InsightsTotals = z.infer<typeof ZInsightsTotals>;
export const ZInsightsDay = z.object({ day: z.string().describe('YYYY-MM-DD (UTC)'), ...counts });
export type InsightsDay = z.infer<typeof ZInsightsDay>;

export const ZInsights = z.object({
  businessID: z.string(),
  days: z.number().int(),
  from: z.string().describe('first day, YYYY-MM-DD (UTC)'),
  to: z.string().describe('last day (today), YYYY-MM-DD (UTC)'),
  totals: ZInsightsTotals,
  /** One entry per day from `from` to `to`, zeros included. */
  series: z.array(ZInsightsDay),
  /** The search words that showed the business, most first (at most INSIGHTS_LIMITS.topTerms). */
  searchTerms: z.array(z.object({ term: z.string(), appearances: z.number().int(), clicks: z.number().int() })),
  /**
   * The filters buyers had chosen when the business appeared, most first (at most
   * INSIGHTS_LIMITS.topFilters; decision 0083): the facet token, its facet's heading and its value's label.
   */
  filters: z.array(
    z.object({
      token: z.string(),
      facet: z.string(),
      heading: z.string(),
      label: z.string(),
      appearances: z.number().int(),
    }),
  ),
});
export type Insights = z.infer<typeof ZInsights>;

export const INSIGHTS_RESPONSES = {
  insights: okEnvelope(ZInsights),
} as const;
export const ZInsightEventsAccepted = okEnvelope(
  z.object({ received: z.number().int().describe('events read (bots and unknown ids are dropped silently)') }),
);
export const ZInsightsCsvFile = z
  .string()
  .meta({ format: 'binary' })
  .describe('CSV (UTF-8): a header row, then one row per day');
