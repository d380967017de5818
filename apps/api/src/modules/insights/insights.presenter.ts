/** The Insights answer and its CSV from the day counts (decision 0040), with the appearances by filter (decision 0083). */
import {
  INSIGHTS_METRICS,
  INSIGHTS_METRIC_LABELS,
  searchFacetTokenWords,
  type Insights,
  type SearchFacetNames,
  type InsightsDay,
  type InsightsMetric,
} from '@wbn/contract';
import type { DayCount, FilterCount, TermCount } from './insights.repo.js';

const KIND_METRIC: Record<string, InsightsMetric> = {
  'profile-view': 'profileViews',
  'product-view': 'productViews',
  'search-appearance': 'searchAppearances',
  'search-click': 'searchClicks',
  inquiries: 'inquiries',
  follows: 'follows',
  quotesSent: 'quotesSent',
  quotesWon: 'quotesWon',
};

const zeros = () => Object.fromEntries(INSIGHTS_METRICS.map((m) => [m, 0])) as Record<InsightsMetric, number>;

/** Every day from `from` to `to` (UTC), zeros included, and the totals. */
export function presentInsights(
  businessID: string,
  days: number,
  from: string,
  to: string,
  counts: readonly DayCount[],
  terms: readonly TermCount[],
  filters: readonly FilterCount[] = [],
  names: SearchFacetNames = {},
): Insights {
  const byDay = new Map<string, InsightsDay>();
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    byDay.set(day, { day, ...zeros() });
  }
  const totals = zeros();
  for (const c of counts) {
    const metric = KIND_METRIC[c.kind];
    const row = byDay.get(c.day);
    if (!metric || !row) continue;
    row[metric] += c.count;
    totals[metric] += c.count;
  }
  return {
    businessID,
    days,
    from,
    to,
    totals,
    series: [...byDay.values()],
    searchTerms: terms.map((t) => ({ ...t })),
    // Each token with its facet's heading and its value's label; a token of no known facet is left out.
    filters: filters.flatMap((f) => {
      const words = searchFacetTokenWords(f.token, names);
      return words
        ? [
            {
              token: f.token,
              facet: words.facet,
              heading: words.heading,
              label: words.label,
              appearances: f.appearances,
            },
          ]
        : [];
    }),
  };
}

/** One row per day: the day, then each figure under its label. */
export function insightsCsvRows(insights: Insights): { header: string[]; rows: string[][] } {
  return {
    header: ['Day', ...INSIGHTS_METRICS.map((m) => INSIGHTS_METRIC_LABELS[m])],
    rows: insights.series.map((d) => [d.day, ...INSIGHTS_METRICS.map((m) => String(d[m]))]),
  };
}
