/**
 * "Where you're signed in" (settings, decision 0030): each open session with its browser, system,
 * address and last activity, this device first and marked; sign out one device, or every other.
 */
import { Laptop, LogOut, Smartphone } from 'lucide-react';
import type { UserSession } from '@wbn/contract/schemas';
import { errorText } from '~/lib/api-client';
import { LocalDate, RelativeTime } from '~/components/relative-time';
import { toast } from '~/lib/toast';
import { ErrorState } from '~/components/error-state';
import { Spinner } from '~/components/form-field';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';

const MOBILE = /iOS|Android/i;

export function SessionsList() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();

  if (sessions.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-600">
        <Spinner /> Loading where you are signed in…
      </p>
    );
  }
  if (sessions.isError)
    return <ErrorState message={errorText(sessions.error)} onRetry={() => void sessions.refetch()} />;

  const list = [...sessions.data.data].sort((a, b) => Number(b.current) - Number(a.current));
  const others = list.filter((s) => !s.current).length;

  return (
    <div>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {list.map((s) => (
          <SessionRow
            key={s.sessionID}
            session={s}
            ending={endOne.isPending && endOne.variables === s.sessionID}
            onEnd={() =>
              endOne.mutate(s.sessionID, {
                onSuccess: (r) => toast.success(r.message),
                onError: (e) => toast.error(errorText(e)),
              })
            }
          />
        ))}
      </ul>
      {others > 0 ? (
        <button
          type="button"
          disabled={endOthers.isPending}
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: (r) => toast.success(r.message),
              onError: (e) => toast.error(errorText(e)),
            })
          }
          className="mt-4 inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60"
        >
          {endOthers.isPending ? <Spinner /> : <LogOut aria-hidden="true" className="h-4 w-4" />}
          Sign out everywhere else
        </button>
      ) : (
        <p className="mt-3 text-sm text-slate-600">You are signed in on this device only.</p>
      )}
    </div>
  );
}

function SessionRow({ session: s, ending, onEnd }: { session: UserSession; ending: boolean; onEnd: () => void }) {
  const Icon = MOBILE.test(s.system) ? Smartphone : Laptop;
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      <Icon aria-hidden="true" className="h-6 w-6 shrink-0 text-slate-500" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-slate-900">
          {s.browser} on {s.system}
          {s.current ? (
            <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              This device
            </span>
          ) : null}
        </p>
        <p className="text-xs text-slate-600">
          {s.ip ?? 'Address unknown'} · last active <RelativeTime iso={s.lastSeenAt} /> · signed in{' '}
          <LocalDate iso={s.createdAt} />
        </p>
      </div>
      {s.current ? null : (
        <button
          type="button"
          onClick={onEnd}
          disabled={ending}
          aria-label={`Sign out ${s.browser} on ${s.system}`}
          className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60"
        >
          {ending ? <Spinner /> : null}
          Sign out
        </button>
      )}
    </li>
  );
}
