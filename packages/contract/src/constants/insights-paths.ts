/**
 * The insights' addresses: a module of their own, so that the pages that send the beacon (a business,
 * a product, search results) do not download the insights dashboard's texts with it.
 */
export const INSIGHTS_PATHS = {
  /** POST: the beacon (public, no answer body). */
  events: '/api/insights/events',
  insights: (businessID: string) => `/api/business/profile/${businessID}/insights`,
  csv: (businessID: string) => `/api/business/profile/${businessID}/insights.csv`,
} as const;
