/**
 * The Insights tab's content (/business/{id}/insights?days=7|30|90): the period (kept in the
 * address, 30 days unless it says otherwise) with the CSV download, then the period's totals, the
 * chart and table per day, and the search words that found the business. Until the figures come:
 * a skeleton; when they fail: the reason and Try again; when nothing was counted: a plain word.
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { errorText, isApiError } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { ChartNoAxesColumn, Download, Lock } from 'lucide-react';
import { INSIGHTS_TEXT, type InsightsPeriod } from '@wbn/contract/constants';
import { ErrorState } from '~/components/error-state';
import { Skeleton } from '~/components/page-frame';
import { EmptyState } from '~/components/list-states';
import { formatDay } from '~/lib/dates';
import { downloadInsightsCsv, useInsights } from '../api/get-insights';
import { nothingCounted, parsePeriod } from '../lib/format';
import { ChartSection, ChartSkeleton, loadChart } from './chart-section';
import { FigureCards, FigureCardsSkeleton } from './figure-cards';
import { PeriodPicker } from './period-picker';
import { SearchTerms } from './search-terms';
import { FilterAppearances } from './filter-appearances';

/** What to say when the figures could not be read: the API's own sentence for a refusal (4xx), else the tab's. */
const failure = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : INSIGHTS_TEXT.loadError;

export function InsightsArea({ businessID }: { businessID: string }) {
  const [search, setSearch] = useSearchParams();
  const days = parsePeriod(search.get('days'));
  const insights = useInsights(businessID, days);
  const csv = useMutation({
    mutationFn: () => downloadInsightsCsv(businessID, days),
    onError: (err) => toast.error(isApiError(err) && err.status < 500 ? errorText(err) : INSIGHTS_TEXT.csvFailed),
  });

  // The chart's chunk comes while the figures load, not after.
  useEffect(() => {
    void loadChart();
  }, []);

  const choose = (next: InsightsPeriod) =>
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.set('days', String(next));
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  const data = insights.data;
  return (
    <div className="min-w-0 space-y-8">
      <p className="max-w-prose text-sm text-slate-600">{INSIGHTS_TEXT.intro}</p>

      <div className="flex flex-wrap items-end justify-between gap-3">
        <PeriodPicker value={days} onChange={choose} />
        <button
          type="button"
          onClick={() => void csv.mutate()}
          disabled={csv.isPending}
          aria-busy={csv.isPending || undefined}
          title={INSIGHTS_TEXT.csvOf(days)}
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60"
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {INSIGHTS_TEXT.csv}
        </button>
      </div>

      {insights.isPending ? (
        <div role="status" aria-live="polite" className="space-y-8">
          <span className="sr-only">{INSIGHTS_TEXT.loading}…</span>
          <Skeleton className="h-4 w-48" />
          <FigureCardsSkeleton />
          <ChartSkeleton quiet />
        </div>
      ) : insights.isError && isApiError(insights.error) && insights.error.status === 403 ? (
        <EmptyState icon={Lock} title={INSIGHTS_TEXT.managersOnly} />
      ) : insights.isError || !data ? (
        <div className="rounded-xl border border-red-200 bg-red-50">
          <ErrorState message={failure(insights.error)} onRetry={() => void insights.refetch()} />
        </div>
      ) : (
        <div
          aria-busy={insights.isPlaceholderData || undefined}
          className={insights.isPlaceholderData ? 'space-y-8 opacity-60 transition-opacity' : 'space-y-8'}
        >
          <p className="text-sm font-medium text-slate-700">
            {INSIGHTS_TEXT.range(formatDay(data.from), formatDay(data.to))}
          </p>
          {nothingCounted(data.totals) ? (
            <EmptyState icon={ChartNoAxesColumn} title={INSIGHTS_TEXT.empty} />
          ) : (
            <>
              <FigureCards totals={data.totals} />
              <ChartSection insights={data} />
              <SearchTerms terms={data.searchTerms} />
              <FilterAppearances filters={data.filters ?? []} />
            </>
          )}
        </div>
      )}
    </div>
  );
}
