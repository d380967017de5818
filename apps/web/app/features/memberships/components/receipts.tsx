/** The owner's receipts: number, date, tier, amount, period; each opens a printable view. */
import { Link } from '~/lib/edition-link';
import { FileText } from 'lucide-react';
import { TIER_LABELS, formatUsd, type Tier } from '@wbn/contract/constants';
import { Skeleton } from '~/components/page-frame';
import { useReceipts } from '../api/get-receipts';
import { formatDay } from '~/lib/dates';

export function Receipts({ businessID }: { businessID: string }) {
  const q = useReceipts(businessID);
  return (
    <section aria-labelledby="receipts-title" className="space-y-3">
      <h2 id="receipts-title" className="text-lg font-semibold text-slate-900">
        Receipts
      </h2>
      {q.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : q.isError ? (
        <p role="alert" className="text-sm text-red-700">
          We could not load the receipts.{' '}
          <button type="button" onClick={() => void q.refetch()} className="font-semibold underline">
            Try again
          </button>
        </p>
      ) : q.data.length === 0 ? (
        <p className="text-sm text-slate-600">
          No payments yet. The receipt of every payment will be listed here, to view and print.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {q.data.map((r) => (
            <li
              key={r.receiptID}
              className="flex flex-col gap-2 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <p className="font-semibold text-slate-900">
                  {r.number} · {TIER_LABELS[r.subscription as Tier]} ·{' '}
                  <span className="tabular-nums">{formatUsd(r.amount)}</span>
                </p>
                <p className="text-slate-600">
                  Paid {formatDay(r.date)} · {formatDay(r.periodStart)} to {formatDay(r.periodEnd)}
                </p>
              </div>
              <Link
                to={`?receipt=${r.receiptID}`}
                className="inline-flex items-center gap-1.5 font-semibold text-brand-600 hover:underline"
                aria-label={`View receipt ${r.number}`}
              >
                <FileText aria-hidden="true" className="h-4 w-4" />
                View and print
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
