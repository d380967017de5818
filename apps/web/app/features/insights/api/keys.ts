/** The query keys of a business's insights: everything under ['insights', businessID], one entry per period. */
import type { InsightsPeriod } from '@wbn/contract/constants';

export const insightsKeys = {
  all: (businessID: string) => ['insights', businessID] as const,
  period: (businessID: string, days: InsightsPeriod) => ['insights', businessID, days] as const,
};
