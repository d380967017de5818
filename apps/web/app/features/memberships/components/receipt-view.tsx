/** One receipt, ready to print (the page's other parts are hidden when printing). */
import { Link } from '~/lib/edition-link';
import { ArrowLeft, Printer } from 'lucide-react';
import { SITE_NAME, TIER_LABELS, formatUsd, type Tier } from '@wbn/contract/constants';
import { buttonClass } from '~/components/button-link';
import { PageSkeleton } from '~/components/page-frame';
import { isApiError } from '~/lib/api-client';
import { useReceipt } from '../api/get-receipts';
import { formatDay } from '~/lib/dates';
import { cardText } from '../lib/format';

const PRINT_CSS =
  '@media print { body * { visibility: hidden !important; } #receipt, #receipt * { visibility: visible !important; } #receipt { position: absolute; inset: 0 auto auto 0; width: 100%; border: 0; box-shadow: none; } }';

export function ReceiptView({ receiptID, backTo }: { receiptID: string; backTo: string }) {
  const q = useReceipt(receiptID);
  const back = (
    <Link
      to={backTo}
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-600 hover:underline print:hidden"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to the membership
    </Link>
  );
  if (q.isPending) return <PageSkeleton label="Loading the receipt" />;
  if (q.isError)
    return (
      <div className="space-y-3">
        <p role="alert" className="text-sm text-red-700">
          {isApiError(q.error) ? q.error.message : 'We could not load this receipt.'}
        </p>
        {back}
      </div>
    );
  const r = q.data;
  const row = (label: string, value: string, strong = false) => (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className={strong ? 'font-bold tabular-nums text-slate-900' : 'tabular-nums text-slate-900'}>{value}</dd>
    </div>
  );
  return (
    <div className="space-y-4">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        {back}
        <button type="button" onClick={() => window.print()} className={buttonClass('primary')}>
          <Printer aria-hidden="true" className="h-4 w-4" /> Print
        </button>
      </div>
      <article
        id="receipt"
        aria-labelledby="receipt-title"
        className="max-w-2xl rounded-xl border border-slate-200 bg-white p-6 text-sm shadow-sm sm:p-8"
      >
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4">
          <div>
            <p className="text-lg font-bold text-brand-700">{SITE_NAME}</p>
            <p className="text-slate-600">Business network membership</p>
          </div>
          <div className="text-right">
            <h2 id="receipt-title" className="text-lg font-semibold text-slate-900">
              Receipt {r.number}
            </h2>
            <p className="text-slate-600">{formatDay(r.date)}</p>
          </div>
        </header>
        <p className="mt-4 text-slate-700">
          Billed to <strong>{r.companyName}</strong> ({r.email})
        </p>
        <dl className="mt-4 divide-y divide-slate-100">
          {row(
            'Membership',
            `${TIER_LABELS[r.subscription as Tier]}, ${formatDay(r.periodStart)} to ${formatDay(r.periodEnd)}`,
          )}
          {row('Price', formatUsd(r.price))}
          {r.credit ? row('Credit for the unused part of the previous membership', `-${formatUsd(r.credit)}`) : null}
          {row('Total paid', formatUsd(r.amount), true)}
          {row('Paid with', cardText(r.card))}
          {row('Payment reference', r.paymentID)}
        </dl>
      </article>
    </div>
  );
}
