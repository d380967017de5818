/**
 * Appearances by filter (decision 0083): the filters buyers had chosen when the business showed in
 * their results in the period, most first, each as its facet's heading and its value's label.
 */
import { useId } from 'react';
import { INSIGHTS_TEXT } from '@wbn/contract/constants';
import type { Insights } from '@wbn/contract/schemas';
import { formatNumber } from '~/lib/format';

export function FilterAppearances({ filters }: { filters: Insights['filters'] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {INSIGHTS_TEXT.filtersHeading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {filters.length === 0 ? INSIGHTS_TEXT.filtersEmpty : INSIGHTS_TEXT.filtersIntro}
      </p>
      {filters.length > 0 ? (
        <div className="mt-3 overflow-hidden rounded-lg border border-slate-200">
          <table aria-labelledby={headingId} className="w-full table-fixed text-left text-sm">
            <thead className="bg-slate-50 text-xs font-semibold text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {INSIGHTS_TEXT.filter}
                </th>
                <th scope="col" className="w-28 px-3 py-2 text-right sm:w-36">
                  {INSIGHTS_TEXT.appearances}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-800">
              {filters.map((f) => (
                <tr key={f.token}>
                  {/* The facet's heading above its value, so a narrow screen keeps whole words. */}
                  <th scope="row" className="px-3 py-2 font-normal break-words">
                    <span className="block text-xs text-slate-500">{f.heading}</span>
                    <span className="block font-medium">{f.label}</span>
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{formatNumber(f.appearances)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
