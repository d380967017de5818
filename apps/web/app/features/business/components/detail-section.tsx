/**
 * A detail section of the business page: a two-column table (label | value) with a
 * 'View more' / 'View less' toggle when it is long, 'No content.' when it has no data, and in
 * edit mode an Edit link to its tab of the edit screen.
 */
import { useId, useState, type ReactNode } from 'react';
import { Link } from '~/lib/edition-link';
import { ChevronDown, ChevronUp, Pencil } from 'lucide-react';
import { MSG } from '@wbn/contract/constants';
import { useLingui } from '@lingui/react/macro';
import { useSpecText } from '~/lib/i18n';
import { buttonClass } from '~/components/button-link';

export type DetailRow = { label: string; value: ReactNode };
export const VISIBLE_ROWS = 5;

export function SectionCard({
  title,
  editHref,
  children,
  footer,
}: {
  title: string;
  editHref?: string | null;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  const headingId = useId();
  const { t } = useLingui();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <header className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-3.5">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {editHref ? (
          <Link to={editHref} className={buttonClass('ghost', 'px-3 py-1.5')} aria-label={t`Edit ${title}`}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {t`Edit`}
          </Link>
        ) : null}
      </header>
      {children ? <div className="px-5 py-4">{children}</div> : null}
      {footer ? <footer className="border-t border-slate-100 px-5 py-3 text-sm text-slate-500">{footer}</footer> : null}
    </section>
  );
}

/** Rows whose value is empty are left out by the caller; none left means 'No content.' */
export function DetailSection({
  title,
  rows,
  editHref,
}: {
  title: string;
  rows: DetailRow[];
  editHref?: string | null;
}) {
  const [open, setOpen] = useState(false);
  const tableId = useId();
  const { t } = useLingui();
  const spec = useSpecText();
  const long = rows.length > VISIBLE_ROWS;
  const shown = long && !open ? rows.slice(0, VISIBLE_ROWS) : rows;
  return (
    <SectionCard
      title={title}
      editHref={editHref}
      footer={
        rows.length === 0 ? (
          spec(MSG.noContent)
        ) : long ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={tableId}
            onClick={() => setOpen((o) => !o)}
            className="inline-flex items-center gap-1 rounded font-semibold text-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {open ? t`View less` : t`View more`}
            {open ? (
              <ChevronUp aria-hidden="true" className="h-4 w-4" />
            ) : (
              <ChevronDown aria-hidden="true" className="h-4 w-4" />
            )}
          </button>
        ) : null
      }
    >
      {rows.length ? (
        <table id={tableId} className="w-full table-fixed text-sm">
          <caption className="sr-only">{title}</caption>
          <tbody>
            {shown.map((r) => (
              <tr key={r.label} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="w-2/5 py-2.5 pr-3 text-left align-top font-medium text-slate-500">
                  {r.label}
                </th>
                <td className="py-2.5 align-top text-slate-900 [overflow-wrap:anywhere]">{r.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </SectionCard>
  );
}
