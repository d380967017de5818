/**
 * Staff: jobs that failed (and will retry) or are dead (out of attempts), with their last error.
 * Staff run one again now or discard it. What a job carries never reaches this page: only its
 * kind, state and error (decision 0022).
 */
import { useState } from 'react';
import { RotateCcw, Trash2 } from 'lucide-react';
import type { JobListStatus } from '@wbn/contract/constants';
import type { StaffJob } from '@wbn/contract/schemas';
import { buttonClass } from '~/components/button-link';
import { FilteredList, type ListFilter } from '~/components/filtered-list';
import { isApiError } from '~/lib/api-client';
import { formatDateTimeUtc } from '~/lib/dates';
import { toast } from '~/lib/toast';
import { useJobAction, useStaffJobs } from '../api/staff';

const FILTERS: ListFilter<JobListStatus>[] = [
  { id: 'dead', label: 'Dead', empty: 'No dead jobs: everything that failed was delivered on a later attempt.' },
  { id: 'retrying', label: 'Failing, will retry', empty: 'No job is waiting for another attempt.' },
];

function JobRow({ job }: { job: StaffJob }) {
  const act = useJobAction();
  // The promise, not mutate()'s own callbacks: a discarded job leaves the list (and this row unmounts) before they would run.
  const run = (action: 'retry' | 'discard') =>
    act.mutateAsync({ jobID: job.jobID, action }).then(
      (r) => toast.success(r.message),
      (e: unknown) => toast.error(isApiError(e) ? e.message : 'The job could not be changed. Try again.'),
    );
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-mono text-sm font-semibold text-slate-900">{job.kind}</p>
          <p className="text-xs text-slate-600">
            {job.attempts} of {job.maxAttempts} attempts ·{' '}
            {job.status === 'retrying'
              ? `next attempt ${formatDateTimeUtc(job.runAt)}`
              : `failed for good ${formatDateTimeUtc(job.updatedAt)}`}{' '}
            · queued {formatDateTimeUtc(job.createdAt)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={act.isPending}
            onClick={() => run('retry')}
            className={buttonClass('secondary', 'gap-1.5 disabled:opacity-50')}
          >
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            Run again now
          </button>
          <button
            type="button"
            disabled={act.isPending}
            onClick={() => run('discard')}
            className={buttonClass('secondary', 'gap-1.5 text-red-700 disabled:opacity-50')}
            aria-label={`Discard the ${job.kind} job`}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Discard
          </button>
        </div>
      </div>
      {job.lastError ? (
        <pre className="whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-2 text-xs text-slate-800">
          {job.lastError}
        </pre>
      ) : null}
    </li>
  );
}

export function JobsList() {
  const [status, setStatus] = useState<JobListStatus>('dead');
  const q = useStaffJobs(status);
  return (
    <FilteredList
      label="Which jobs"
      filters={FILTERS}
      filter={status}
      onFilter={setStatus}
      query={q}
      loading="Loading the jobs"
      failed="We could not load the jobs."
      itemKey={(j) => j.jobID}
    >
      {(j) => <JobRow job={j} />}
    </FilteredList>
  );
}
