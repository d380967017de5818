/** Staff: every membership payment, newest first (receipt number, business, payer, tier, amount, period). */
import { useState } from 'react';
import { STAFF_PAGE_SIZE, TIER_LABELS, formatUsd, type Tier } from '@wbn/contract/constants';
import { useStaffPayments } from '../api/staff';
import { formatDay } from '~/lib/dates';
import { ListState, Pager } from './staff-ui';

export function PaymentsList() {
  const [skip, setSkip] = useState(0);
  const q = useStaffPayments(skip, STAFF_PAGE_SIZE);
  return (
    <ListState q={q} empty="No payments yet.">
      {(data) => (
        <div className="space-y-4">
          <div className="overflow-x-auto rounded-xl border border-slate-200">
            <table className="w-full min-w-[640px] text-left text-sm">
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Receipt
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Date
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Business
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Tier
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Amount
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Period
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.items.map((p) => (
                  <tr key={p.receiptID}>
                    <td className="whitespace-nowrap px-3 py-2 font-medium text-slate-900">{p.number}</td>
                    <td className="whitespace-nowrap px-3 py-2 text-slate-700">{formatDay(p.date)}</td>
                    <td className="px-3 py-2 text-slate-700">
                      {p.companyName}
                      {p.payer ? <span className="block text-xs text-slate-500">paid by {p.payer.name}</span> : null}
                    </td>
                    <td className="px-3 py-2 text-slate-700">{TIER_LABELS[p.subscription as Tier]}</td>
                    <td className="px-3 py-2 text-right tabular-nums text-slate-900">{formatUsd(p.amount)}</td>
                    <td className="px-3 py-2 text-slate-700">
                      {formatDay(p.periodStart)} – {formatDay(p.periodEnd)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager skip={skip} total={data.total} onSkip={setSkip} />
        </div>
      )}
    </ListState>
  );
}
