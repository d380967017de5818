/** Staff: certificates of every business expiring in the next 30 days, soonest first, and the last reminder sent (decision 0076). */
import { useState } from 'react';
import { Link } from '~/lib/edition-link';
import {
  CERTIFICATE_STAFF_MSG as M,
  STAFF_PAGE_SIZE,
  businessPath,
  certificateExpiresHint,
} from '@wbn/contract/constants';
import { useStaffCertificateExpiries } from '../api/staff';
import { formatDay } from '~/lib/dates';
import { ListState, Pager } from './staff-ui';

export function CertificateExpiriesList() {
  const [skip, setSkip] = useState(0);
  const q = useStaffCertificateExpiries(skip, STAFF_PAGE_SIZE);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{M.intro}</p>
      <ListState q={q} empty={M.empty}>
        {(data) => (
          <div className="space-y-4">
            <ul className="space-y-3" aria-label={M.tab}>
              {data.items.map((c) => (
                <li
                  key={`${c.businessID}:${c.certificateID}`}
                  className="grid gap-x-4 gap-y-1 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] sm:items-center"
                >
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{c.name}</p>
                    <Link
                      to={businessPath(c.companyName, c.businessID)}
                      className="text-brand-700 underline-offset-2 [overflow-wrap:anywhere] hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
                    >
                      {c.companyName}
                    </Link>
                  </div>
                  <p className="text-slate-700">
                    <span className="font-medium text-slate-900">{formatDay(c.expireDate)}</span>
                    <span
                      className={
                        c.daysLeft <= 7
                          ? 'ml-2 rounded bg-red-50 px-1.5 text-xs font-semibold text-red-700'
                          : 'ml-2 rounded bg-amber-50 px-1.5 text-xs font-semibold text-amber-800'
                      }
                    >
                      {certificateExpiresHint(c.daysLeft)}
                    </span>
                  </p>
                  <p className="text-slate-600">
                    {c.remindedStage === null ? (
                      M.notReminded
                    ) : (
                      <>
                        {M.reminded(c.remindedStage)}
                        {c.remindedAt ? (
                          <span className="block text-xs text-slate-500">{formatDay(c.remindedAt)}</span>
                        ) : null}
                      </>
                    )}
                  </p>
                </li>
              ))}
            </ul>
            <Pager skip={skip} total={data.total} onSkip={setSkip} />
          </div>
        )}
      </ListState>
    </div>
  );
}
