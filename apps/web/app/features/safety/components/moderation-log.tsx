/**
 * Staff: every moderation action, newest first: what was done to what (its type and the start of
 * its id, the whole id on hover), the note, who did it, how many open reports it closed, and when.
 */
import { MODERATION_ACTION_LABELS, REPORT_TARGET_LABELS } from '@wbn/contract/constants';
import type { ModerationLogEntry } from '@wbn/contract/schemas';
import { buttonClass } from '~/components/button-link';
import { PageSkeleton } from '~/components/page-frame';
import { isApiError } from '~/lib/api-client';
import { formatDateTimeUtc } from '~/lib/dates';
import { useModerationLog } from '../api/safety';

/** The first block of a UUID: enough to tell entries apart at a glance. */
const shortId = (id: string) => id.split('-')[0] ?? id;

function LogRow({ entry: e }: { entry: ModerationLogEntry }) {
  return (
    <li className="space-y-1 px-4 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="text-sm text-slate-900">
          <span className="font-semibold">{MODERATION_ACTION_LABELS[e.action]}</span> ·{' '}
          {REPORT_TARGET_LABELS[e.targetType]}{' '}
          <span className="font-mono text-xs text-slate-600" title={e.targetID}>
            {shortId(e.targetID)}
          </span>
        </p>
        <time dateTime={e.createdAt} className="text-xs text-slate-500">
          {formatDateTimeUtc(e.createdAt)}
        </time>
      </div>
      {e.note ? <p className="break-words whitespace-pre-line text-sm text-slate-700">{e.note}</p> : null}
      <p className="text-xs text-slate-600">
        By {e.staff.name}
        {e.reportsClosed > 0 ? ` · closed ${e.reportsClosed} ${e.reportsClosed === 1 ? 'report' : 'reports'}` : ''}
      </p>
    </li>
  );
}

export function ModerationLog() {
  const q = useModerationLog();
  const entries = q.data?.pages.flatMap((p) => p.data) ?? [];
  if (q.isPending) return <PageSkeleton label="Loading the moderation log" />;
  if (q.isError)
    return (
      <div role="alert" className="space-y-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p>{isApiError(q.error) ? q.error.message : 'We could not load the moderation log.'}</p>
        <button type="button" onClick={() => void q.refetch()} className="font-semibold underline">
          Try again
        </button>
      </div>
    );
  if (entries.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
        No moderation action has been taken yet.
      </p>
    );
  return (
    <div className="space-y-4">
      <ul aria-label="Moderation log" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {entries.map((e) => (
          <LogRow key={e.actionID} entry={e} />
        ))}
      </ul>
      {q.hasNextPage ? (
        <button
          type="button"
          disabled={q.isFetchingNextPage}
          onClick={() => void q.fetchNextPage()}
          className={buttonClass('secondary', 'w-full disabled:opacity-50')}
        >
          {q.isFetchingNextPage ? 'Loading…' : 'Show more'}
        </button>
      ) : null}
    </div>
  );
}
