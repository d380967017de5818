/**
 * The conversation on the right of the message center: who it is with and what
 * about, the messages grouped by side with their UTC times, "Seen" under the viewer's last
 * message once the other side read it, the menu, and the reply box. Opening it (and a new
 * message while it is open and visible) marks it read for the viewer's side.
 */
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link } from '~/lib/edition-link';
import clsx from 'clsx';
import { ArrowLeft, MessageSquareText, Package } from 'lucide-react';
import { REQUEST_MSG, SITE_PATHS, businessPath } from '@wbn/contract/constants';
import type { InquiryMessage, InquiryThread } from '@wbn/contract/schemas';
import { Avatar } from '~/components/avatar';
import { allMessages, useThreadMessages } from '../api/get-messages';
import { useMarkRead, useSendMessage } from '../api/mutations';
import { useDocumentVisible } from '../hooks/use-document-visible';
import { formatMessageTime, fullUtc } from '~/lib/dates';
import { counterpart, groupBySide, seenByOther } from '../lib/threads';
import { Composer } from './composer';
import { CenterEmpty, CenterError, ConversationSkeleton, errorText } from './states';

// The menu (Radix) is not part of the page's first load (decision 0009): it arrives once the page has hydrated.
const ThreadMenu = lazy(() => import('./thread-menu').then((m) => ({ default: m.ThreadMenu })));

export function Conversation({ rid, bid, backTo }: { rid: string; bid: string; backTo: string }) {
  const query = useThreadMessages(rid, bid);
  const thread = query.data?.pages[0]?.request;
  const messages = allMessages(query.data);
  const send = useSendMessage(rid, bid);
  const markRead = useMarkRead(rid, bid);
  const visible = useDocumentVisible();
  const unread = thread?.unread ?? 0;
  const lastId = messages[messages.length - 1]?.messageID;

  // Read when opened, and when a message arrives while it is open and the page is visible.
  const { mutate: read } = markRead;
  useEffect(() => {
    if (unread > 0 && visible) read();
  }, [unread, visible, lastId, read]);

  const back = (
    <Link
      to={backTo}
      className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 sm:hidden"
      aria-label="Back to conversations"
    >
      <ArrowLeft aria-hidden="true" className="h-5 w-5" />
    </Link>
  );

  if (query.isPending)
    return (
      <div className="flex min-h-0 flex-1 flex-col">
        <div className="flex items-center gap-2 border-b border-slate-200 p-3">{back}</div>
        <ConversationSkeleton />
      </div>
    );
  if (query.isError || !thread)
    return (
      <div className="flex min-h-0 flex-1 flex-col">
        <div className="flex items-center gap-2 border-b border-slate-200 p-3">{back}</div>
        <CenterError message={errorText(query.error, REQUEST_MSG.messagesError)} onRetry={() => void query.refetch()} />
      </div>
    );

  const other = counterpart(thread);
  // What Report conversation is about: the newest message the other side wrote.
  const reportMessageID = [...messages].reverse().find((m) => m.from !== thread.side)?.messageID ?? null;
  const otherHref = other.type === 'business' ? businessPath(other.name, other.id) : `${SITE_PATHS.profile}${other.id}`;
  return (
    <section aria-label={`Conversation with ${other.name}: ${thread.subject}`} className="flex min-h-0 flex-1 flex-col">
      <header className="relative flex items-center gap-2 border-b border-slate-200 p-3">
        {back}
        <Avatar name={other.name} url={other.photo} className={other.type === 'business' ? 'rounded-lg' : undefined} />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold text-slate-900">
            <Link
              to={otherHref}
              className="hover:text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              {other.name}
            </Link>
          </h2>
          <p className="flex min-w-0 items-center gap-2 text-sm text-slate-600">
            <span className="truncate">{thread.subject}</span>
            {thread.status === 'closed' ? (
              <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-[11px] font-semibold text-slate-600">
                Ended
              </span>
            ) : null}
          </p>
          {thread.product ? (
            <Link
              to={thread.product.path}
              className="mt-0.5 inline-flex max-w-full items-center gap-1 truncate text-xs font-medium text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <Package aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
              <span className="truncate">About: {thread.product.name}</span>
            </Link>
          ) : null}
        </div>
        <Suspense fallback={<span aria-hidden="true" className="inline-block h-9 w-9 shrink-0" />}>
          <ThreadMenu thread={thread} bid={bid} reportMessageID={reportMessageID} />
        </Suspense>
      </header>
      <MessageList
        thread={thread}
        messages={messages}
        olderButton={
          query.hasNextPage ? (
            <button
              type="button"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
              className="mx-auto block rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60"
            >
              {query.isFetchingNextPage ? 'Loading…' : 'Show earlier messages'}
            </button>
          ) : null
        }
      />
      <Composer
        ended={thread.status === 'closed'}
        onSend={(content) => send.mutateAsync(content).catch((e: unknown) => (void query.refetch(), Promise.reject(e)))}
      />
    </section>
  );
}

function MessageList({
  thread,
  messages,
  olderButton,
}: {
  thread: InquiryThread;
  messages: InquiryMessage[];
  olderButton: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const last = messages[messages.length - 1]?.messageID;
  // New messages scroll into view when the reader was at the bottom (or on first show).
  useLayoutEffect(() => {
    const el = box.current;
    if (el && nearBottom.current) el.scrollTop = el.scrollHeight;
  }, [last]);
  const other = counterpart(thread);
  const seen = seenByOther(thread, messages);

  if (!messages.length)
    return (
      <CenterEmpty
        icon={<MessageSquareText aria-hidden="true" className="h-9 w-9 text-slate-400" />}
        title="No messages yet"
      />
    );
  return (
    <div
      ref={box}
      onScroll={(e) => {
        const el = e.currentTarget;
        nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
      }}
      className="min-h-0 flex-1 space-y-4 overflow-y-auto bg-slate-50 p-3 sm:p-4"
      role="log"
      aria-label="Messages"
      data-testid="message-list"
    >
      {olderButton}
      {groupBySide(messages).map((g) => {
        const mine = g.side === thread.side;
        return (
          <div
            key={g.messages[0].messageID}
            className={clsx('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}
          >
            <span className="px-1 text-xs font-medium text-slate-500">{mine ? 'You' : other.name}</span>
            {g.messages.map((m) => (
              <div
                key={m.messageID}
                className={clsx('flex max-w-[85%] flex-col sm:max-w-[75%]', mine ? 'items-end' : 'items-start')}
                data-testid="message"
              >
                <p
                  className={clsx(
                    'rounded-2xl px-3.5 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap',
                    mine
                      ? 'rounded-br-md bg-brand-600 text-white'
                      : 'rounded-bl-md border border-slate-200 bg-white text-slate-800',
                  )}
                >
                  {m.content}
                </p>
                <time
                  dateTime={m.datetime}
                  title={fullUtc(m.datetime)}
                  className="mt-0.5 px-1 text-[11px] text-slate-500"
                >
                  {formatMessageTime(m.datetime)}
                </time>
              </div>
            ))}
          </div>
        );
      })}
      {seen ? (
        <p data-testid="seen" className="-mt-3 px-1 text-right text-[11px] font-medium text-slate-500">
          {REQUEST_MSG.seen}
        </p>
      ) : null}
    </div>
  );
}
