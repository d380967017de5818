/** Staff: verification requests (pending first come, first served), each with its documents; grant saying what was checked, or refuse with a reason. */
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { ExternalLink } from 'lucide-react';
import {
  DOCUMENT_TEXT,
  STAFF_PAGE_SIZE,
  TIER_LABELS,
  VERIFICATION_DOCUMENT_LABELS,
  VERIFICATION_LIMITS,
  type Tier,
} from '@wbn/contract/constants';
import type { StaffVerification } from '@wbn/contract/schemas';
import { buttonClass } from '~/components/button-link';
import { DocumentThumbnail } from '~/features/files/public';
import { isApiError } from '~/lib/api-client';
import { formatDay } from '~/lib/dates';
import { setServerErrors } from '~/lib/field-errors';
import { errorMessage, schemaResolver, type SchemaOutput } from '~/lib/forms';
import { toast } from '~/lib/toast';
import { useDecideVerification, useStaffVerifications } from '../api/staff';
import { ListState, Pager } from './staff-ui';

type Status = 'pending' | 'granted' | 'refused';

/** What was checked, one per line as typed; sent as a list (ZGrantVerificationRequest). */
const checkedItems = (text: string) =>
  text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
const grantResolver = schemaResolver<{ checked: string }, SchemaOutput<'ZGrantVerificationRequest'>>(
  (s) => s.ZGrantVerificationRequest,
  {
    input: (v) => ({ checked: checkedItems(v.checked) }),
  },
);
const refuseResolver = schemaResolver<{ reason: string }, SchemaOutput<'ZRefuseVerificationRequest'>>(
  (s) => s.ZRefuseVerificationRequest,
);

const areaClass = (invalid: boolean) =>
  `w-full rounded-lg border px-3 py-2 text-sm ${invalid ? 'border-red-500' : 'border-slate-300'}`;

/** A decision's text box with its label and message (aria-invalid, aria-describedby). */
function DecisionBox({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

function Decide({ v }: { v: StaffVerification }) {
  const decide = useDecideVerification();
  const [error, setError] = useState<string | null>(null);
  const grant = useForm({
    resolver: grantResolver,
    defaultValues: {
      checked: v.documents
        .map((d) =>
          d.name === VERIFICATION_DOCUMENT_LABELS[d.kind]
            ? d.name
            : `${VERIFICATION_DOCUMENT_LABELS[d.kind]}: ${d.name}`,
        )
        .join('\n'),
    },
  });
  const refuse = useForm({ resolver: refuseResolver, defaultValues: { reason: '' } });
  const id = `decide-${v.requestID}`;
  const onError = (form: 'grant' | 'refuse') => (err: unknown) => {
    if (form === 'grant' && isApiError(err)) setServerErrors(grant.setError, err.fields, ['checked']);
    if (form === 'refuse' && isApiError(err)) setServerErrors(refuse.setError, err.fields, ['reason']);
    setError(isApiError(err) ? err.message : 'Something was wrong, try again please');
  };
  const onGrant = grant.handleSubmit(({ checked }) => {
    setError(null);
    decide.mutate(
      { requestID: v.requestID, kind: 'grant', checked },
      { onSuccess: () => toast.success(`${v.business.companyName} is verified`), onError: onError('grant') },
    );
  });
  const onRefuse = refuse.handleSubmit(({ reason }) => {
    setError(null);
    decide.mutate(
      { requestID: v.requestID, kind: 'refuse', reason },
      {
        onSuccess: () => toast.success(`The request of ${v.business.companyName} was refused`),
        onError: onError('refuse'),
      },
    );
  });
  const checkedError = errorMessage(grant.formState.errors.checked);
  const reasonError = refuse.formState.errors.reason?.message;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <form noValidate onSubmit={onGrant} className="space-y-2">
        <DecisionBox
          id={`${id}-checked`}
          label="What you checked (one per line, shown on the business page)"
          error={checkedError}
        >
          <textarea
            id={`${id}-checked`}
            {...grant.register('checked')}
            rows={3}
            aria-invalid={checkedError ? true : undefined}
            aria-describedby={checkedError ? `${id}-checked-error` : undefined}
            className={areaClass(Boolean(checkedError))}
          />
        </DecisionBox>
        <button type="submit" disabled={decide.isPending} className={buttonClass('primary', 'disabled:opacity-60')}>
          Grant verification
        </button>
      </form>
      <form noValidate onSubmit={onRefuse} className="space-y-2">
        <DecisionBox id={`${id}-reason`} label="Reason for a refusal (the owner reads it)" error={reasonError}>
          <textarea
            id={`${id}-reason`}
            {...refuse.register('reason')}
            maxLength={VERIFICATION_LIMITS.reasonChars}
            rows={3}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${id}-reason-error` : undefined}
            className={areaClass(Boolean(reasonError))}
          />
        </DecisionBox>
        <button
          type="submit"
          disabled={decide.isPending}
          className="inline-flex items-center justify-center rounded-lg border border-red-600 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
        >
          Refuse
        </button>
      </form>
      {error ? (
        <p role="alert" className="text-sm text-red-700 md:col-span-2">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function VerificationQueue() {
  const [status, setStatus] = useState<Status>('pending');
  const [skip, setSkip] = useState(0);
  const q = useStaffVerifications(status, skip, STAFF_PAGE_SIZE);
  return (
    <div className="space-y-4">
      <div role="group" aria-label="Requests to show" className="flex flex-wrap gap-2">
        {(['pending', 'granted', 'refused'] as const).map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={status === s}
            onClick={() => (setStatus(s), setSkip(0))}
            className={buttonClass(status === s ? 'primary' : 'secondary', 'px-3 py-1.5 capitalize')}
          >
            {s}
          </button>
        ))}
      </div>
      <ListState
        q={q}
        empty={
          status === 'pending'
            ? 'No verification request is waiting. New ones appear here.'
            : `No ${status} requests yet.`
        }
      >
        {(data) => (
          <>
            <ul className="space-y-4">
              {data.items.map((v) => (
                <li key={v.requestID} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h3 className="text-base font-semibold text-slate-900">
                      <a href={`/business/${v.business.businessID}/`} className="hover:underline">
                        {v.business.companyName}
                      </a>{' '}
                      <span className="text-xs font-bold text-amber-800">
                        {TIER_LABELS[v.business.subscription as Tier].toUpperCase()}
                      </span>
                    </h3>
                    <p className="text-sm text-slate-600">
                      Asked {formatDay(v.createdAt)}
                      {v.requestedBy ? ` by ${v.requestedBy.name} (${v.requestedBy.email})` : ''}
                    </p>
                  </div>
                  <ul className="grid gap-2 sm:grid-cols-2">
                    {v.documents.map((d, i) => (
                      <li key={i} className="flex items-center gap-3 rounded-lg border border-slate-200 p-2 text-sm">
                        <a
                          href={d.file.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="shrink-0"
                          aria-label={`Open ${d.name}`}
                        >
                          {d.file.contentType === 'application/pdf' ? (
                            // A PDF: its first page as the server drew it (decision 0075); the link downloads it.
                            <DocumentThumbnail doc={d.file} className="h-20 w-14" />
                          ) : (
                            <img src={d.file.url} alt="" className="h-14 w-14 rounded object-cover" />
                          )}
                        </a>
                        <div className="min-w-0">
                          <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{d.name}</p>
                          <p className="text-slate-600">
                            {VERIFICATION_DOCUMENT_LABELS[d.kind]}
                            {d.expireDate ? ` · expires ${d.expireDate}` : ''}
                          </p>
                          {d.file.contentType === 'application/pdf' ? (
                            <p className="text-slate-600 [overflow-wrap:anywhere]">
                              {DOCUMENT_TEXT.label(d.file.name, d.file.size)}
                            </p>
                          ) : null}
                          <a
                            href={d.file.url}
                            target="_blank"
                            rel="noopener noreferrer"
                            className="inline-flex items-center gap-1 text-brand-600 hover:underline"
                          >
                            Open <ExternalLink aria-hidden="true" className="h-3 w-3" />
                          </a>
                        </div>
                      </li>
                    ))}
                  </ul>
                  {v.note ? (
                    <p className="rounded bg-slate-50 px-3 py-2 text-sm text-slate-700">Note: {v.note}</p>
                  ) : null}
                  {v.status === 'pending' ? (
                    <Decide v={v} />
                  ) : (
                    <p className="text-sm text-slate-700">
                      {v.status === 'granted'
                        ? `Granted ${v.decidedAt ? formatDay(v.decidedAt) : ''}: ${v.checked.join('; ')}`
                        : `Refused ${v.decidedAt ? formatDay(v.decidedAt) : ''}: ${v.reason ?? ''}`}
                    </p>
                  )}
                </li>
              ))}
            </ul>
            <Pager skip={skip} total={data.total} onSkip={setSkip} />
          </>
        )}
      </ListState>
    </div>
  );
}
