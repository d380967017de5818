/**
 * The chart's figures as a table, one row per day and a column per figure: what a screen reader
 * reads instead of the chart. On a narrow screen it scrolls inside its own box, never the page.
 */
import { INSIGHTS_METRIC_LABELS, INSIGHTS_METRICS, INSIGHTS_TEXT } from '@wbn/contract/constants';
import type { InsightsDay } from '@wbn/contract/schemas';
import { formatDay } from '~/lib/dates';
import { formatNumber } from '~/lib/format';

export function DayTable({ series }: { series: InsightsDay[] }) {
  return (
    <div
      role="region"
      aria-label={INSIGHTS_TEXT.tableCaption}
      tabIndex={0}
      className="max-h-96 overflow-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{INSIGHTS_TEXT.tableCaption}</caption>
        <thead className="sticky top-0 bg-slate-50 text-xs font-semibold text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 whitespace-nowrap">
              {INSIGHTS_TEXT.day}
            </th>
            {INSIGHTS_METRICS.map((m) => (
              <th key={m} scope="col" className="px-3 py-2 text-right">
                {INSIGHTS_METRIC_LABELS[m]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800">
          {series.map((d) => (
            <tr key={d.day}>
              <th scope="row" className="px-3 py-1.5 font-medium whitespace-nowrap">
                {formatDay(d.day)}
              </th>
              {INSIGHTS_METRICS.map((m) => (
                <td key={m} className="px-3 py-1.5 text-right tabular-nums">
                  {formatNumber(d[m])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
