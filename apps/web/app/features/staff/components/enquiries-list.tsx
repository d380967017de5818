/** Staff: need-help enquiries (spec 2 "Need-business-help enquiry form"), newest first. */
import { useState } from 'react';
import { STAFF_PAGE_SIZE } from '@wbn/contract/constants';
import { useStaffEnquiries } from '../api/staff';
import { formatDay } from '~/lib/dates';
import { ListState, Pager } from './staff-ui';

const SHOWN: [string, string][] = [
  ['businessName', 'Business'],
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['email', 'E-mail'],
  ['companyPhone', 'Telephone'],
  ['country', 'Country'],
  ['moreInfoBuy', 'Buys'],
  ['moreInfoSell', 'Sells'],
];

export function EnquiriesList() {
  const [skip, setSkip] = useState(0);
  const q = useStaffEnquiries(skip, STAFF_PAGE_SIZE);
  return (
    <ListState q={q} empty="No need-help enquiries yet.">
      {(data) => (
        <div className="space-y-4">
          <ul className="space-y-3">
            {data.enquiries.map((e) => (
              <li key={e.enquiryID} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
                <p className="mb-2 text-xs text-slate-500">{formatDay(e.createdAt)}</p>
                <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
                  {SHOWN.filter(([k]) => e[k]).map(([k, label]) => (
                    <div key={k} className="contents">
                      <dt className="font-semibold text-slate-600">{label}</dt>
                      <dd className="text-slate-900 [overflow-wrap:anywhere]">{e[k]}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <Pager skip={skip} total={data.total} onSkip={setSkip} />
        </div>
      )}
    </ListState>
  );
}
