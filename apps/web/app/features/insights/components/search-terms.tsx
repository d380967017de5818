/** The search words that showed the business in the period, most first: how often it appeared for each, and how often it was then clicked. */
import { useId } from 'react';
import { INSIGHTS_TEXT } from '@wbn/contract/constants';
import type { Insights } from '@wbn/contract/schemas';
import { formatNumber } from '~/lib/format';

export function SearchTerms({ terms }: { terms: Insights['searchTerms'] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {INSIGHTS_TEXT.termsHeading}
      </h2>
      {terms.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{INSIGHTS_TEXT.termsEmpty}</p>
      ) : (
        <div className="mt-3 overflow-hidden rounded-lg border border-slate-200">
          <table aria-labelledby={headingId} className="w-full table-fixed text-left text-sm">
            <thead className="bg-slate-50 text-xs font-semibold text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {INSIGHTS_TEXT.term}
                </th>
                <th scope="col" className="w-28 px-3 py-2 text-right sm:w-36">
                  {INSIGHTS_TEXT.appearances}
                </th>
                <th scope="col" className="w-20 px-3 py-2 text-right sm:w-28">
                  {INSIGHTS_TEXT.clicks}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-800">
              {terms.map((t) => (
                <tr key={t.term}>
                  <th scope="row" className="px-3 py-2 font-medium break-words">
                    {t.term}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{formatNumber(t.appearances)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatNumber(t.clicks)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
