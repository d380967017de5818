/** Insights for a business's owners and admins, and the beacon that counts views (decision 0040). */
import { stringify } from 'csv-stringify/sync';
import { INSIGHTS_LIMITS, utcDayAhead, utcToday, type InsightEvent } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import type { InsightsRecorder, Visitor } from './insights.recorder.js';
import { insightsRepo } from './insights.repo.js';
import { insightsCsvRows, presentInsights } from './insights.presenter.js';
import { refMaps } from '../../core/ref-lookup.js';

type Deps = {
  db: Db;
  recorder: InsightsRecorder;
  /** The businesses module's check: the owner or an admin (403 otherwise, 404 for an unknown business). */
  requireManager: (businessId: string, userId: string) => Promise<unknown>;
};

export function createInsightsService({ db, recorder, requireManager }: Deps) {
  async function insights(userId: string, businessId: string, days: number) {
    await requireManager(businessId, userId);
    const to = utcToday();
    const from = utcDayAhead(1 - days);
    const [counts, terms, filters, m] = await Promise.all([
      insightsRepo.dayCounts(db, businessId, from),
      insightsRepo.terms(db, businessId, from, INSIGHTS_LIMITS.topTerms),
      insightsRepo.filters(db, businessId, from, INSIGHTS_LIMITS.topFilters),
      refMaps(db),
    ]);
    return presentInsights(businessId, days, from, to, counts, terms, filters, {
      industries: (id) => m.industries.get(id)?.name,
      categories: (id) => m.categories.get(id)?.name,
      countries: (code) => m.countries.get(code)?.countryName,
      languages: (code) => m.languages.get(code)?.languageName,
    });
  }

  return {
    record: (events: readonly InsightEvent[], visitor: Visitor) => recorder.record(events, visitor),
    insights,
    /** The per-day figures as a CSV file (UTF-8 with a byte-order mark, so spreadsheets read it as such). */
    async csv(userId: string, businessId: string, days: number) {
      const data = await insights(userId, businessId, days);
      const { header, rows } = insightsCsvRows(data);
      return {
        body: Buffer.from(`\uFEFF${stringify([header, ...rows])}`, 'utf8'),
        filename: `insights-${data.from}-to-${data.to}.csv`,
      };
    },
    /** Forgets who was counted before yesterday (the daily job). */
    forgetOld: () => insightsRepo.forgetBefore(db, utcDayAhead(-1)),
  };
}
export type InsightsService = ReturnType<typeof createInsightsService>;
