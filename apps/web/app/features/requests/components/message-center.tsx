/**
 * The message center: the selector switching between the user and their
 * businesses (with unread counts), the thread list on the left and the conversation on the
 * right. Below 768 px the list and the conversation are two screens: a chosen thread opens
 * full width with a way back to the list.
 */
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import clsx from 'clsx';
import { MessagesSquare } from 'lucide-react';
import { REQUEST_MSG, SITE_PATHS } from '@wbn/contract/constants';
import type { RequestInbox } from '@wbn/contract/schemas';
import { useRequestSummary } from '../api/get-summary';
import { useRequestsLive } from '../hooks/use-requests-live';
import { inboxPath } from '../lib/threads';
import { Conversation } from './conversation';
import { CenterEmpty, CenterError } from './states';
import { ThreadList } from './thread-list';

export function MessageCenter({ inboxId, rid, userID }: { inboxId: string; rid: string | null; userID: string }) {
  useRequestsLive();
  const summary = useRequestSummary();
  const inboxes = summary.data?.inboxes ?? [];
  const known = !summary.data || inboxes.some((i) => i.id === inboxId);
  const isUserInbox = inboxId === userID;

  return (
    <div className="flex h-[calc(100dvh-7rem)] min-h-[28rem] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)] grid-rows-[minmax(0,1fr)] sm:grid-cols-[17.5rem_minmax(0,1fr)] lg:grid-cols-[20rem_minmax(0,1fr)]">
        <aside
          aria-label="Conversations"
          className={clsx('min-h-0 flex-col border-slate-200 sm:flex sm:border-r', rid ? 'hidden' : 'flex')}
        >
          <div className="border-b border-slate-200 p-3">
            <h1 className="mb-2 text-lg font-semibold text-slate-900">Messages</h1>
            <InboxSelect inboxes={inboxes} value={inboxId} loading={summary.isPending} />
          </div>
          {known ? (
            <ThreadList inboxId={inboxId} isUserInbox={isUserInbox} selected={rid} />
          ) : (
            <CenterError message={REQUEST_MSG.inboxForbidden} />
          )}
        </aside>
        <div className={clsx('min-h-0 flex-col sm:flex', rid ? 'flex' : 'hidden')}>
          {rid && known ? (
            <Conversation key={rid} rid={rid} bid={inboxId} backTo={inboxPath(inboxId)} />
          ) : summary.isError ? (
            <CenterError message={REQUEST_MSG.loadError} onRetry={() => void summary.refetch()} />
          ) : (
            <CenterEmpty
              icon={<MessagesSquare aria-hidden="true" className="h-10 w-10 text-slate-300" />}
              title={REQUEST_MSG.pickThread}
            />
          )}
        </div>
      </div>
    </div>
  );
}

const label = (i: RequestInbox) =>
  `${i.type === 'user' ? `${i.name} (you)` : i.name}${i.unread ? ` — ${i.unread} unread` : ''}`;

/** The spec: "A selector switches between the user and their businesses." A native select: keyboard and phone friendly. */
function InboxSelect({ inboxes, value, loading }: { inboxes: RequestInbox[]; value: string; loading: boolean }) {
  const navigate = useNavigate();
  const id = useId();
  const others = inboxes.filter((i) => i.id !== value && i.unread > 0);
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        Show the messages of
      </label>
      <select
        id={id}
        value={inboxes.some((i) => i.id === value) ? value : ''}
        disabled={loading}
        onChange={(e) => navigate(e.target.value ? inboxPath(e.target.value) : SITE_PATHS.myMessages)}
        className="block w-full truncate rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60"
      >
        {loading ? <option value="">Loading…</option> : null}
        {!loading && !inboxes.some((i) => i.id === value) ? <option value="">Choose an inbox</option> : null}
        {inboxes.map((i) => (
          <option key={i.id} value={i.id}>
            {label(i)}
          </option>
        ))}
      </select>
      {others.length ? (
        // Each other inbox with unread threads, badged with its count and one click away.
        <ul aria-label="Other inboxes with unread messages" className="mt-2 flex flex-wrap gap-1.5">
          {others.map((i) => (
            <li key={i.id}>
              <Link
                to={inboxPath(i.id)}
                className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-slate-200 bg-slate-50 py-0.5 pl-2.5 pr-1 text-xs font-medium text-slate-700 hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <span className="truncate">{i.type === 'user' ? `${i.name} (you)` : i.name}</span>
                <span className="rounded-full bg-red-600 px-1.5 text-[11px] font-semibold leading-4 text-white">
                  {i.unread}
                  <span className="sr-only"> unread</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
