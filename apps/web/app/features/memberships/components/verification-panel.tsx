/**
 * Verification on the membership screen: paid tiers include it; the owner sends documents
 * (business registration, certificates) through the signed upload; staff decide. Shows the
 * state of the last request: waiting, granted (what was checked and when) or refused (why).
 */
import { lazy, Suspense } from 'react';
import { BadgeCheck, Clock, ShieldAlert } from 'lucide-react';
import { MEMBERSHIP_MSG } from '@wbn/contract/constants';
import type { MembershipState } from '@wbn/contract/schemas';
import { formatDay } from '~/lib/dates';
import { DocumentThumbnail } from '~/features/files/public';

/** The owner's request form (react-hook-form, the schema check): a chunk fetched when the form is shown. */
const RequestForm = lazy(() =>
  import('./verification-request-form').then((m) => ({ default: m.VerificationRequestForm })),
);

export function VerificationPanel({ state }: { state: MembershipState }) {
  const v = state.verification;
  const paid = state.subscription !== 'standard';
  return (
    <section aria-labelledby="verification-title" className="space-y-3">
      <h2 id="verification-title" className="text-lg font-semibold text-slate-900">
        Verification
      </h2>
      {state.verified ? (
        <div className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
          <BadgeCheck aria-hidden="true" className="h-5 w-5 shrink-0" />
          <div>
            <p className="font-semibold">Verified{v?.decidedAt ? ` on ${formatDay(v.decidedAt)}` : ''}</p>
            {v?.checked.length ? <p className="mt-1">Checked: {v.checked.join('; ')}</p> : null}
          </div>
        </div>
      ) : !paid ? (
        <p className="text-sm text-slate-600">{MEMBERSHIP_MSG.verificationPaidOnly}</p>
      ) : v?.status === 'pending' ? (
        <div className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          <Clock aria-hidden="true" className="h-5 w-5 shrink-0" />
          <div className="min-w-0 space-y-3">
            <p>
              Your request of {formatDay(v.createdAt)} ({v.documents.length}{' '}
              {v.documents.length === 1 ? 'document' : 'documents'}) is waiting for our staff.
            </p>
            {/* What was sent: a PDF's first page as the server drew it (decision 0075), or the picture. */}
            <ul className="flex flex-wrap gap-3">
              {v.documents.map((d, i) => (
                <li key={i} className="w-20 text-xs">
                  {d.file.contentType === 'application/pdf' ? (
                    <DocumentThumbnail doc={d.file} className="h-28 w-20" />
                  ) : (
                    <img
                      src={d.file.url}
                      alt=""
                      className="h-20 w-20 rounded-md border border-amber-200 object-cover"
                    />
                  )}
                  <span className="mt-1 block [overflow-wrap:anywhere]">{d.name}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : (
        <div className="space-y-4">
          {v?.status === 'refused' ? (
            <div className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
              <ShieldAlert aria-hidden="true" className="h-5 w-5 shrink-0" />
              <p>
                Your last request was refused{v.decidedAt ? ` on ${formatDay(v.decidedAt)}` : ''}: {v.reason}
              </p>
            </div>
          ) : null}
          {state.canPay ? (
            <Suspense
              fallback={<div className="h-48 rounded-lg border border-slate-200 bg-white" aria-hidden="true" />}
            >
              <RequestForm businessID={state.businessID} />
            </Suspense>
          ) : (
            <p className="text-sm text-slate-600">The owner of this business can request verification.</p>
          )}
        </div>
      )}
    </section>
  );
}
