/** The period's totals: one card per counted figure, in INSIGHTS_METRICS order; two a row on a phone, four from 992 px. */
import { useId } from 'react';
import { INSIGHTS_METRIC_LABELS, INSIGHTS_METRICS, INSIGHTS_TEXT } from '@wbn/contract/constants';
import type { InsightsTotals } from '@wbn/contract/schemas';
import { formatNumber } from '~/lib/format';

export function FigureCards({ totals }: { totals: InsightsTotals }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {INSIGHTS_TEXT.totalsHeading}
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {INSIGHTS_METRICS.map((metric) => (
          <div
            key={metric}
            data-metric={metric}
            className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
          >
            <dt className="text-sm leading-snug break-words text-slate-600">{INSIGHTS_METRIC_LABELS[metric]}</dt>
            <dd className="mt-auto pt-1 text-2xl font-semibold text-slate-900 tabular-nums">
              {formatNumber(totals[metric])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Grey cards standing in for the totals while they load. */
export function FigureCardsSkeleton() {
  return (
    <div aria-hidden="true" className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {INSIGHTS_METRICS.map((metric) => (
        <div key={metric} className="space-y-3 rounded-xl border border-slate-200 p-3 sm:p-4">
          <div className="h-3 w-3/4 animate-pulse rounded-md bg-slate-200" />
          <div className="h-6 w-1/3 animate-pulse rounded-md bg-slate-200" />
        </div>
      ))}
    </div>
  );
}
