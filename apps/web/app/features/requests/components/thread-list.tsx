/**
 * The thread list on the left of the message center: searchable by sender name,
 * subject or date; each entry shows the other party, the subject, the last message, its date,
 * "Unread" when it has messages to read (a conversation counts once, however many: decision 0072)
 * and whether the conversation has ended.
 */
import { useId, useMemo, useState } from 'react';
import { Link } from '~/lib/edition-link';
import clsx from 'clsx';
import { Inbox, Search, SearchX } from 'lucide-react';
import { REQUEST_MSG, SITE_PATHS, UNREAD_TEXT } from '@wbn/contract/constants';
import type { InquiryThread } from '@wbn/contract/schemas';
import { Avatar } from '~/components/avatar';
import { useThreads } from '../api/get-threads';
import { formatMessageDate, fullUtc } from '~/lib/dates';
import { counterpart, filterThreads, inboxPath } from '../lib/threads';
import { CenterEmpty, CenterError, errorText, ThreadListSkeleton } from './states';

export function ThreadList({
  inboxId,
  isUserInbox,
  selected,
}: {
  inboxId: string;
  isUserInbox: boolean;
  selected: string | null;
}) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const threads = useThreads(inboxId);
  const all = useMemo(() => threads.data?.pages.flatMap((p) => p.results) ?? [], [threads.data]);
  const shown = useMemo(() => filterThreads(all, query), [all, query]);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="border-b border-slate-200 p-3">
        <label htmlFor={searchId} className="sr-only">
          Search conversations
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Name, subject or date"
            className="block w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm text-slate-900 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          />
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {threads.isPending ? (
          <ThreadListSkeleton />
        ) : threads.isError ? (
          <CenterError
            message={errorText(threads.error, REQUEST_MSG.loadError)}
            onRetry={() => void threads.refetch()}
          />
        ) : all.length === 0 ? (
          <CenterEmpty
            icon={<Inbox aria-hidden="true" className="h-9 w-9 text-slate-400" />}
            title={REQUEST_MSG.emptyTitle}
          >
            <p>{isUserInbox ? REQUEST_MSG.emptyHintUser : REQUEST_MSG.emptyHintBusiness}</p>
            {isUserInbox ? (
              <Link
                to={SITE_PATHS.searchResult}
                className="mt-3 inline-block font-semibold text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                Find companies and products
              </Link>
            ) : null}
          </CenterEmpty>
        ) : shown.length === 0 ? (
          <CenterEmpty
            icon={<SearchX aria-hidden="true" className="h-9 w-9 text-slate-400" />}
            title={REQUEST_MSG.noMatch}
          />
        ) : (
          <ul aria-label="Conversations" className="divide-y divide-slate-100">
            {shown.map((t) => (
              <li key={t.requestID}>
                <ThreadItem thread={t} href={inboxPath(inboxId, t.requestID)} current={t.requestID === selected} />
              </li>
            ))}
          </ul>
        )}
        {threads.hasNextPage ? (
          <div className="p-3 text-center">
            <button
              type="button"
              disabled={threads.isFetchingNextPage}
              onClick={() => void threads.fetchNextPage()}
              className="rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60"
            >
              {threads.isFetchingNextPage ? 'Loading…' : 'Show more conversations'}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}

function ThreadItem({ thread: t, href, current }: { thread: InquiryThread; href: string; current: boolean }) {
  const other = counterpart(t);
  const last = t.lastMessage;
  const unread = t.unread > 0;
  return (
    <Link
      to={href}
      aria-current={current ? 'page' : undefined}
      data-testid="thread-item"
      className={clsx(
        'flex gap-3 px-4 py-3 outline-none focus-visible:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset',
        current ? 'bg-brand-50' : 'hover:bg-slate-50',
      )}
    >
      <Avatar name={other.name} url={other.photo} className={other.type === 'business' ? 'rounded-lg' : undefined} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span
            className={clsx('truncate text-sm', unread ? 'font-bold text-slate-900' : 'font-semibold text-slate-800')}
          >
            {other.name}
          </span>
          <time dateTime={t.updatedAt} title={fullUtc(t.updatedAt)} className="shrink-0 text-xs text-slate-600">
            {formatMessageDate(t.updatedAt)}
          </time>
        </span>
        <span className={clsx('block truncate text-sm', unread ? 'font-semibold text-slate-800' : 'text-slate-700')}>
          {t.subject}
        </span>
        <span className="mt-0.5 flex items-center gap-2">
          <span className="min-w-0 flex-1 truncate text-xs text-slate-600">
            {last ? `${last.from === t.side ? 'You: ' : ''}${last.content}` : ''}
          </span>
          {t.status === 'closed' ? (
            <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-[11px] font-semibold text-slate-600">
              Ended
            </span>
          ) : null}
          {unread ? (
            <span
              data-testid="thread-unread"
              className="shrink-0 rounded-full bg-red-600 px-2 text-[11px] leading-[18px] font-semibold text-white"
            >
              {UNREAD_TEXT.mark}
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
