/**
 * The message center: the selector switching between the user and their
 * businesses (with unread counts), the thread list on the left and the conversation on the
 * right. Below 768 px the list and the conversation are two screens: a chosen thread opens
 * full width with a way back to the list. Where both show side by side, an inbox opened without a
 * thread opens its newest unread conversation, once per arrival (decision 0072).
 *
 * "Unread" counts conversations everywhere, in words (decision 0072): the selector's and the
 * other inboxes' counts are the inboxes' conversations with unread messages, the header's is their
 * sum, and a row in the list is marked "Unread", not with a number of messages.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '~/lib/edition-link';
import clsx from 'clsx';
import { MessagesSquare } from 'lucide-react';
import { REQUEST_MSG, SITE_PATHS, UNREAD_TEXT, unreadConversations, unreadHereAndInAll } from '@wbn/contract/constants';
import type { InquiryThread, RequestInbox } from '@wbn/contract/schemas';
import { prefetchThreadMessages } from '../api/get-messages';
import { useRequestSummary } from '../api/get-summary';
import { useThreads } from '../api/get-threads';
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
  const choosing = useOpenNewestUnread(
    inboxId,
    rid,
    known,
    inboxes.find((i) => i.id === inboxId),
  );

  return (
    <div className="flex h-[calc(100dvh-7rem)] min-h-[28rem] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)] grid-rows-[minmax(0,1fr)] sm:grid-cols-[17.5rem_minmax(0,1fr)] lg:grid-cols-[20rem_minmax(0,1fr)]">
        <aside
          aria-label="Conversations"
          className={clsx('min-h-0 flex-col border-slate-200 sm:flex sm:border-r', rid ? 'hidden' : 'flex')}
        >
          <div className="border-b border-slate-200 p-3">
            <h1 className="mb-2 text-lg font-semibold text-slate-900">Messages</h1>
            <InboxSelect
              inboxes={inboxes}
              value={inboxId}
              total={summary.data?.total ?? 0}
              loading={summary.isPending}
            />
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
          ) : choosing ? (
            // An empty pane, not a placeholder: the page arrives whole from the server (decision 0047)
            // and the newest unread conversation replaces it once the list is known.
            <div aria-busy="true" className="flex-1" />
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

/** Where the thread list and the conversation sit side by side (Tailwind's `sm`). */
const SIDE_BY_SIDE = '(min-width: 768px)';

/**
 * Opens the newest unread conversation of an inbox reached without a thread, where the list and
 * the conversation show side by side; on a phone the list stays (a conversation would hide it).
 * Once per arrival at an inbox: a message that comes in later, while the member reads the list,
 * moves nothing. True while that choice is still to be made (the conversation's pane waits for it
 * rather than saying "Choose a conversation" for a moment).
 */
function useOpenNewestUnread(inboxId: string, rid: string | null, known: boolean, inbox: RequestInbox | undefined) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const threads = useThreads(inboxId, known);
  const first = threads.data?.pages[0]?.results;
  const [decidedFor, setDecidedFor] = useState<string | null>(null);
  const opening = useRef<string | null>(null);
  const decided = decidedFor === inboxId || !!rid;
  useEffect(() => {
    if (decided || opening.current === inboxId) return;
    if (threads.isError) {
      setDecidedFor(inboxId);
      return;
    }
    if (!first) return;
    const newest = window.matchMedia(SIDE_BY_SIDE).matches ? newestUnread(first) : undefined;
    if (!newest) {
      setDecidedFor(inboxId);
      return;
    }
    // Its messages first, so the conversation opens drawn, as a page of the member's does (decision 0047).
    opening.current = inboxId;
    void prefetchThreadMessages(client, newest.requestID, inboxId).finally(() => {
      opening.current = null;
      void navigate(inboxPath(inboxId, newest.requestID), { replace: true });
      setDecidedFor(inboxId);
    });
  }, [decided, first, threads.isError, inboxId, navigate, client]);
  // A thread opened by the member counts as the choice for this inbox.
  useEffect(() => {
    if (rid) setDecidedFor(inboxId);
  }, [rid, inboxId]);
  return !decided && known && (inbox?.unread ?? 0) > 0;
}

/** The list is newest activity first: its first thread with unread messages. */
const newestUnread = (threads: readonly InquiryThread[]) => threads.find((t) => t.unread > 0);

const inboxName = (i: RequestInbox) => (i.type === 'user' ? `${i.name} (you)` : i.name);
/** An option of the selector: the inbox, and how many of its conversations are unread, in words. */
const label = (i: RequestInbox) => `${inboxName(i)}${i.unread ? ` — ${unreadConversations(i.unread)}` : ''}`;

/**
 * The spec: "A selector switches between the user and their businesses." A native select: keyboard
 * and phone friendly. Closed, it shows the open inbox's name alone, so that the name is whole in
 * the column; its unread conversations are said in words under it, with those of every inbox
 * when others have some (the header's count), and the other options carry their own counts.
 */
function InboxSelect({
  inboxes,
  value,
  total,
  loading,
}: {
  inboxes: RequestInbox[];
  value: string;
  total: number;
  loading: boolean;
}) {
  const navigate = useNavigate();
  const id = useId();
  const current = inboxes.find((i) => i.id === value);
  const others = inboxes.filter((i) => i.id !== value && i.unread > 0);
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        Show the messages of
      </label>
      <select
        id={id}
        value={current ? value : ''}
        disabled={loading}
        title={current ? inboxName(current) : undefined}
        aria-describedby={total ? `${id}-unread` : undefined}
        onChange={(e) => navigate(e.target.value ? inboxPath(e.target.value) : SITE_PATHS.myMessages)}
        className="block w-full truncate rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm font-medium text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60"
      >
        {loading ? <option value="">Loading…</option> : null}
        {!loading && !current ? <option value="">Choose an inbox</option> : null}
        {inboxes.map((i) => (
          <option key={i.id} value={i.id}>
            {i.id === value ? inboxName(i) : label(i)}
          </option>
        ))}
      </select>
      {total ? (
        <p id={`${id}-unread`} data-testid="inbox-unread" className="mt-1.5 text-xs font-medium text-slate-600">
          {unreadHereAndInAll(current?.unread ?? 0, total)}
        </p>
      ) : null}
      {others.length ? (
        // Each other inbox with unread conversations, with their count in words, one click away.
        <ul aria-label={UNREAD_TEXT.otherInboxes} className="mt-2 flex flex-wrap gap-1.5">
          {others.map((i) => (
            <li key={i.id} className="max-w-full">
              <Link
                to={inboxPath(i.id)}
                className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-slate-200 bg-slate-50 py-0.5 pr-1 pl-2.5 text-xs font-medium text-slate-700 hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <span className="truncate">{inboxName(i)}</span>
                <span className="shrink-0 rounded-full bg-red-600 px-1.5 text-[11px] leading-4 font-semibold whitespace-nowrap text-white">
                  {unreadConversations(i.unread)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
