/**
 * "Per day": the figure to draw (a select, company page views first), the chart of it, and under
 * it every figure per day as a table, folded in a <details>. The chart's module (recharts) loads on
 * demand: `loadChart` is called early by the tab so it comes while the figures load.
 */
import { Suspense, lazy, useId, useState } from 'react';
import { INSIGHTS_METRIC_LABELS, INSIGHTS_METRICS, INSIGHTS_TEXT, type InsightsMetric } from '@wbn/contract/constants';
import type { Insights } from '@wbn/contract/schemas';
import { controlClass } from '~/components/form-controls';
import { formatDay } from '~/lib/dates';
import { isMetric } from '../lib/format';
import { DayTable } from './day-table';

export const loadChart = () => import('./insights-chart');
const InsightsChart = lazy(() => loadChart().then((m) => ({ default: m.InsightsChart })));

/** The chart's place while it loads; `quiet` when the whole tab already says it is loading. */
export function ChartSkeleton({ quiet = false }: { quiet?: boolean }) {
  const box = 'h-64 w-full animate-pulse rounded-lg bg-slate-100 sm:h-72';
  if (quiet) return <div aria-hidden="true" className={box} />;
  return (
    <div role="status" aria-live="polite" className={box}>
      <span className="sr-only">{INSIGHTS_TEXT.loadingChart}…</span>
    </div>
  );
}

export function ChartSection({ insights }: { insights: Insights }) {
  const id = useId();
  const [metric, setMetric] = useState<InsightsMetric>('profileViews');
  const label = INSIGHTS_METRIC_LABELS[metric];
  return (
    <section aria-labelledby={`${id}-heading`} className="min-w-0">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
          {INSIGHTS_TEXT.chartHeading}
        </h2>
        <div className="w-full space-y-1.5 sm:w-64">
          <label htmlFor={`${id}-metric`} className="block text-sm font-medium text-slate-800">
            {INSIGHTS_TEXT.chartMetric}
          </label>
          <select
            id={`${id}-metric`}
            value={metric}
            onChange={(e) => {
              if (isMetric(e.target.value)) setMetric(e.target.value);
            }}
            className={controlClass()}
          >
            {INSIGHTS_METRICS.map((m) => (
              <option key={m} value={m}>
                {INSIGHTS_METRIC_LABELS[m]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <figure className="mt-4 min-w-0">
        <Suspense fallback={<ChartSkeleton />}>
          <InsightsChart series={insights.series} metric={metric} label={label} />
        </Suspense>
        <figcaption className="sr-only">
          {INSIGHTS_TEXT.chartOf(label, formatDay(insights.from), formatDay(insights.to))}
        </figcaption>
      </figure>
      <details className="mt-4">
        <summary className="cursor-pointer rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500">
          {INSIGHTS_TEXT.tableToggle}
        </summary>
        <div className="mt-3">
          <DayTable series={insights.series} />
        </div>
      </details>
    </section>
  );
}
