/**
 * The conversation's menu in the message center: End Conversation (asks once more, then
 * 'Finished successfully'; a failure shows the generic failure toast) and Watch Buyer Profile
 * (only to the receiving business, when the sender is a business: opens its page). Report
 * conversation sends a report about the other side's newest message (none yet: no item), and
 * Block (or Unblock) is there when the other side is a person who wrote to the viewer's inbox.
 */
import { useRef, useState } from 'react';
import { Link } from '~/lib/edition-link';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Building2, CircleStop, LoaderCircle, MoreVertical } from 'lucide-react';
import { MSG, REQUEST_MSG, businessPath } from '@wbn/contract/constants';
import type { InquiryThread } from '@wbn/contract/schemas';
import { toast } from '~/lib/toast';
import { useSafetyActions } from '~/features/safety/public';
import { useEndRequest } from '../api/mutations';
import { counterpart } from '../lib/threads';

const itemClass =
  'flex cursor-pointer select-none items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

/** `reportMessageID`: the other side's newest message, which Report conversation is about. */
export function ThreadMenu({
  thread,
  bid,
  reportMessageID,
}: {
  thread: InquiryThread;
  bid: string;
  reportMessageID: string | null;
}) {
  const end = useEndRequest(thread.requestID, bid);
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const other = counterpart(thread);
  // Blocks are between members: a business that wrote is reached from its page (Watch Buyer Profile).
  const person = thread.side === 'R' && thread.from.type === 'user';
  const safety = useSafetyActions({
    report: reportMessageID
      ? {
          target: { type: 'message', id: reportMessageID },
          label: 'Report conversation',
          subject: `The latest message from ${other.name}: ${thread.subject}`,
        }
      : undefined,
    block: person ? { target: { userID: thread.from.id }, name: thread.from.name, checkBlocked: true } : undefined,
    returnFocus: triggerRef,
    itemClass,
  });
  const canEnd = thread.status === 'open';
  const buyerPage =
    thread.side === 'R' && thread.senderType === 'business' ? businessPath(thread.from.name, thread.from.id) : null;
  if (!canEnd && !buyerPage && !reportMessageID && !person) return null;

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          ref={triggerRef}
          aria-label="Conversation menu"
          className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <MoreVertical aria-hidden="true" className="h-5 w-5" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            collisionPadding={8}
            className="z-40 min-w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
          >
            {buyerPage ? (
              <DropdownMenu.Item asChild className={itemClass}>
                <Link to={buyerPage}>
                  <Building2 aria-hidden="true" className="h-4 w-4" />
                  {REQUEST_MSG.watchBuyerProfile}
                </Link>
              </DropdownMenu.Item>
            ) : null}
            {canEnd ? (
              <DropdownMenu.Item
                className={`${itemClass} data-[highlighted]:bg-red-50 data-[highlighted]:text-red-700`}
                onSelect={() => {
                  setConfirming(true);
                  requestAnimationFrame(() => confirmRef.current?.focus());
                }}
              >
                <CircleStop aria-hidden="true" className="h-4 w-4" />
                {REQUEST_MSG.endConversation}
              </DropdownMenu.Item>
            ) : null}
            {safety.items}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {safety.dialogs}
      {confirming && canEnd ? (
        <div
          role="alertdialog"
          aria-label={REQUEST_MSG.endConversation}
          aria-describedby={`end-${thread.requestID}`}
          onKeyDown={(e) => e.key === 'Escape' && setConfirming(false)}
          className="absolute inset-x-3 top-full z-20 mt-1 rounded-lg border border-slate-200 bg-white p-3 shadow-md sm:inset-x-auto sm:right-3 sm:w-80"
        >
          <p id={`end-${thread.requestID}`} className="text-sm text-slate-800">
            {REQUEST_MSG.endConfirm}
          </p>
          <div className="mt-2 flex justify-end gap-2">
            <button
              type="button"
              className="rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
              onClick={() => setConfirming(false)}
            >
              Cancel
            </button>
            <button
              ref={confirmRef}
              type="button"
              disabled={end.isPending}
              aria-busy={end.isPending || undefined}
              className="inline-flex items-center gap-2 rounded-lg bg-red-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-500 disabled:opacity-60"
              onClick={() =>
                end.mutate(undefined, {
                  onSuccess: () => toast.success(MSG.finishedSuccessfully),
                  onError: () => toast.error(MSG.toastFailureDefault),
                  onSettled: () => setConfirming(false),
                })
              }
            >
              {end.isPending ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
              {REQUEST_MSG.endConversation}
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}
