/**
 * Insights for a business's owners (decision 0040): what was counted per day, over the last 7, 30
 * or 90 days. Views and search appearances come from the visitors' browsers (a beacon after the
 * page shows; no cookie, no third party), each visitor counted once a day per business through a
 * hash with a salt that changes every day; inquiries, follows and quotes are read from their own
 * records.
 */
import { INSIGHTS_TAB_LABEL } from './routes.js';

export const INSIGHTS_PERIODS = [7, 30, 90] as const;
export type InsightsPeriod = (typeof INSIGHTS_PERIODS)[number];
export const INSIGHTS_DEFAULT_PERIOD: InsightsPeriod = 30;

/** The counted figures, in the order the tab shows them. */
export const INSIGHTS_METRICS = [
  'profileViews',
  'productViews',
  'searchAppearances',
  'searchClicks',
  'inquiries',
  'follows',
  'quotesSent',
  'quotesWon',
] as const;
export type InsightsMetric = (typeof INSIGHTS_METRICS)[number];

export const INSIGHTS_METRIC_LABELS: Record<InsightsMetric, string> = {
  profileViews: 'Company page views',
  productViews: 'Product views',
  searchAppearances: 'Search appearances',
  searchClicks: 'Clicks from search',
  inquiries: 'Inquiries',
  follows: 'New followers',
  quotesSent: 'Quotes sent',
  quotesWon: 'Quotes won',
};

/** What a browser may report in one beacon, and how many businesses one search appearance names. */
/**
 * `eventsPerAddressPerMinute`: events one client address may report a minute; past it the beacon is
 * answered as usual and not counted (decision 0061).
 */
/**
 * `filtersPerAppearance`: the most filter values one search appearance counts (the first ones, in
 * the order of the facets); `tokenChars`: the longest filter token kept; `topFilters`: how many the
 * tab lists (decision 0083).
 */
export const INSIGHTS_LIMITS = {
  eventsPerBeacon: 20,
  businessesPerAppearance: 50,
  termChars: 60,
  topTerms: 20,
  eventsPerAddressPerMinute: 60,
  filtersPerAppearance: 10,
  tokenChars: 90,
  topFilters: 30,
} as const;

export const INSIGHTS_TEXT = {
  tab: INSIGHTS_TAB_LABEL,
  heading: 'Insights',
  intro:
    'Who finds and contacts your business. Visitors are counted once a day each, without cookies or trackers; known bots are left out.',
  period: 'Period',
  periodOption: (days: number) => `Last ${days} days`,
  csv: 'Download CSV',
  chartHeading: 'Per day',
  tableCaption: 'Figures per day',
  termsHeading: 'Search words that found your business',
  termsEmpty: 'No searches have shown your business in this period yet.',
  empty: 'Nothing counted in this period yet. Views show here within a minute of a visit.',
  day: 'Day',
  loadError: 'The figures could not be loaded.',
  // The tab's page and its parts (apps/web, features/insights).
  titleOf: (companyName: string) => `Insights of ${companyName}`,
  description: 'How often a business on WBN Miami is found, viewed and contacted, for its owner and admins.',
  back: 'Back to the business page',
  managersOnly: 'Only the owner or an admin of this business can see its insights.',
  loading: 'Loading the figures',
  loadingChart: 'Loading the chart',
  range: (from: string, to: string) => `${from} to ${to} (UTC)`,
  totalsHeading: 'Totals',
  csvFileName: (days: number) => `insights-last-${days}-days.csv`,
  csvFailed: 'The CSV file could not be made. Try again in a moment.',
  csvOf: (days: number) => `Download the figures of the last ${days} days as a CSV file`,
  chartMetric: 'Figure to show',
  chartOf: (metric: string, from: string, to: string) => `${metric} per day, ${from} to ${to}`,
  tableToggle: 'Show the figures as a table',
  term: 'Search words',
  appearances: 'Appearances',
  clicks: 'Clicks',
  // Appearances by filter (decision 0083).
  filtersHeading: 'Appearances by filter',
  filtersIntro: 'How often your business showed in results narrowed by each filter a buyer chose.',
  filtersEmpty: 'No filtered search has shown your business in this period yet.',
  filter: 'Filter',
} as const;
