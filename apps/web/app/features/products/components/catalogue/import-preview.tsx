/**
 * What a dry run found (decision 0037): the counts, then the rows with their action and, for a row
 * in error, what is wrong by column. A file holds up to 5,000 rows: the table shows a page of them
 * at a time ("Show more") so the dialog stays quick, and it scrolls inside its own box, both ways,
 * so the dialog's buttons stay in reach on a phone.
 */
import { Fragment, useId, useRef, useState, type Ref } from 'react';
import clsx from 'clsx';
import { CATALOGUE_TEXT } from '@wbn/contract/constants';
import type { CatalogueImportResult, CatalogueRow } from '../../api/catalogue-import';

/** Rows rendered at first, and added by each "Show more". */
export const PREVIEW_PAGE = 200;

const BADGE: Record<CatalogueRow['action'], string> = {
  create: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  update: 'bg-brand-50 text-brand-700 ring-brand-100',
  unchanged: 'bg-slate-100 text-slate-600 ring-slate-200',
  error: 'bg-red-100 text-red-800 ring-red-200',
};

export function ImportPreview({
  result,
  summaryRef,
}: {
  result: CatalogueImportResult;
  summaryRef?: Ref<HTMLParagraphElement>;
}) {
  const id = useId();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [limit, setLimit] = useState(PREVIEW_PAGE);
  const region = useRef<HTMLDivElement>(null);
  const rows = onlyErrors ? result.rows.filter((r) => r.action === 'error') : result.rows;
  const shown = rows.slice(0, limit);
  const head = CATALOGUE_TEXT.head;
  const cell = 'px-2 py-1.5';

  return (
    <section aria-labelledby={`${id}-summary`} className="flex flex-col gap-3">
      {/* Focused when the check ends (the button that asked is gone by then), so a screen reader reads the outcome. */}
      <p
        id={`${id}-summary`}
        ref={summaryRef}
        tabIndex={-1}
        className="text-sm font-semibold text-slate-900 outline-none"
      >
        {CATALOGUE_TEXT.summary(result.counts)}
      </p>
      {result.counts.error > 0 ? (
        <>
          <p className="-mt-2 text-sm text-slate-600">{CATALOGUE_TEXT.errorsLeftOut}</p>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="h-4 w-4 rounded border-slate-300 accent-brand-600"
              checked={onlyErrors}
              onChange={(e) => {
                setOnlyErrors(e.target.checked);
                setLimit(PREVIEW_PAGE);
              }}
            />
            {CATALOGUE_TEXT.onlyErrors}
          </label>
        </>
      ) : null}

      {/* A box that scrolls is reachable by keyboard (tabIndex), and named for the screen reader. */}
      <div
        ref={region}
        role="region"
        aria-label={CATALOGUE_TEXT.previewLabel}
        tabIndex={0}
        className="max-h-[min(20rem,45dvh)] overflow-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <table className="w-full min-w-[19rem] border-collapse text-left text-sm">
          <thead className="sticky top-0 z-10 bg-slate-50 text-xs font-semibold text-slate-600 shadow-[0_1px_0_var(--color-slate-200)]">
            <tr>
              <th scope="col" className={clsx(cell, 'w-12')}>
                {head.line}
              </th>
              <th scope="col" className={clsx(cell, 'w-24')}>
                {head.action}
              </th>
              <th scope="col" className={clsx(cell, 'w-24')}>
                {head.sku}
              </th>
              <th scope="col" className={cell}>
                {head.name}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => {
              const errors = Object.entries(row.errors);
              const failed = row.action === 'error' || errors.length > 0;
              return (
                <Fragment key={row.line}>
                  <tr className={clsx('border-t border-slate-100 align-top', failed && 'bg-red-50')}>
                    <td className={clsx(cell, 'text-slate-500 tabular-nums')}>{row.line}</td>
                    <td className={cell}>
                      <span
                        className={clsx(
                          'inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
                          BADGE[row.action],
                        )}
                      >
                        {CATALOGUE_TEXT.actions[row.action]}
                      </span>
                    </td>
                    <td className={clsx(cell, 'font-mono text-xs break-all text-slate-700')}>{row.sku ?? ''}</td>
                    <td className={clsx(cell, 'break-words text-slate-900')}>{row.name ?? ''}</td>
                  </tr>
                  {errors.length > 0 ? (
                    <tr className="bg-red-50">
                      <td className="px-2" />
                      <td colSpan={3} className="px-2 pb-2">
                        <ul
                          aria-label={CATALOGUE_TEXT.rowErrors(row.line)}
                          className="space-y-0.5 text-xs text-red-800"
                        >
                          {errors.map(([column, message]) => (
                            <li key={column} className="break-words">
                              {column === 'row' ? (
                                <span className="font-semibold">{CATALOGUE_TEXT.wholeRow}</span>
                              ) : (
                                <code className="font-semibold">{column}</code>
                              )}
                              : {message}
                            </li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>

      {rows.length > shown.length ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-slate-500" aria-live="polite">
            {CATALOGUE_TEXT.showing(shown.length, rows.length)}
          </p>
          <button
            type="button"
            onClick={() => {
              // The last page leaves no "Show more": the focus goes to the rows rather than to the page's body.
              if (limit + PREVIEW_PAGE >= rows.length) region.current?.focus();
              setLimit((n) => n + PREVIEW_PAGE);
            }}
            className="rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            {CATALOGUE_TEXT.showMore}
          </button>
        </div>
      ) : null}
    </section>
  );
}
