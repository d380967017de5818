/**
 * "Report …", "Block …" and "Unblock …" as items of a Radix dropdown menu, with the dialogs they
 * open. `useSafetyActions` gives both to a menu that has other items (the post's and the
 * conversation's menus): its items go inside the menu, its dialogs beside it (a menu's content is
 * gone once it closes). `SafetyMenu` is a "…" menu of its own (comments, profiles, company pages).
 * The dialogs' code loads when one is first opened.
 */
import { lazy, Suspense, useRef, useState, type ReactNode, type RefObject } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Ban, Flag, MoreHorizontal, UserCheck } from 'lucide-react';
import { errorText } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { useBlockOf, useUnblock, type BlockTarget, type ReportTarget } from '../api/safety';

const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));
const BlockDialog = lazy(() => import('./block-dialog').then((m) => ({ default: m.BlockDialog })));

const safetyItemClass =
  'flex cursor-pointer select-none items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 data-[disabled]:cursor-default data-[disabled]:opacity-50';

export type SafetyOptions = {
  /** "Report post": what is sent, and how the dialog names it ("The post by Ana Gómez"). */
  report?: { target: ReportTarget; label: string; subject: string };
  /**
   * "Block Ana Gómez": whom, named how. With `checkBlocked` the menu asks whether they are blocked
   * already and offers "Unblock …" instead (pages and conversations, not every post of a feed).
   */
  block?: { target: BlockTarget; name: string; label?: string; unblockLabel?: string; checkBlocked?: boolean };
  /** Where focus goes back when a dialog closes: the menu's trigger. */
  returnFocus?: RefObject<HTMLElement | null>;
  itemClass?: string;
};

export function useSafetyActions({ report, block, returnFocus, itemClass = safetyItemClass }: SafetyOptions): {
  items: ReactNode;
  dialogs: ReactNode;
} {
  const [open, setOpen] = useState<'report' | 'block' | null>(null);
  // A dialog stays mounted once opened, so Radix closes it (and gives focus back) the usual way.
  const [used, setUsed] = useState({ report: false, block: false });
  const status = useBlockOf(block?.target ?? { userID: '' }, Boolean(block?.checkBlocked));
  const unblock = useUnblock();
  const show = (kind: 'report' | 'block') => {
    setUsed((u) => ({ ...u, [kind]: true }));
    setOpen(kind);
  };
  const change = (kind: 'report' | 'block') => (next: boolean) => setOpen(next ? kind : null);

  const blocked = block?.checkBlocked ? status.data : null;
  const items = (
    <>
      {report ? (
        <DropdownMenu.Item className={itemClass} onSelect={() => show('report')}>
          <Flag aria-hidden="true" className="h-4 w-4" />
          {report.label}
        </DropdownMenu.Item>
      ) : null}
      {block && blocked ? (
        <DropdownMenu.Item
          className={itemClass}
          disabled={unblock.isPending}
          onSelect={() =>
            unblock.mutate(blocked.userID, {
              onSuccess: (r) => toast.success(r.message),
              onError: (e) => toast.error(errorText(e)),
            })
          }
        >
          <UserCheck aria-hidden="true" className="h-4 w-4" />
          {block.unblockLabel ?? `Unblock ${block.name}`}
        </DropdownMenu.Item>
      ) : block && (!block.checkBlocked || !status.isPending) ? (
        <DropdownMenu.Item className={itemClass} onSelect={() => show('block')}>
          <Ban aria-hidden="true" className="h-4 w-4" />
          {block.label ?? `Block ${block.name}`}
        </DropdownMenu.Item>
      ) : null}
    </>
  );
  const dialogs = (
    <Suspense fallback={null}>
      {report && used.report ? (
        <ReportDialog
          open={open === 'report'}
          onOpenChange={change('report')}
          target={report.target}
          subject={report.subject}
          returnFocus={returnFocus}
        />
      ) : null}
      {block && used.block ? (
        <BlockDialog
          open={open === 'block'}
          onOpenChange={change('block')}
          target={block.target}
          name={block.name}
          returnFocus={returnFocus}
        />
      ) : null}
    </Suspense>
  );
  return { items, dialogs };
}

/**
 * A "…" menu with only the safety items; `label` names it for screen readers ("More actions for
 * Ana Gómez"). `md` sits beside a page's buttons (outlined, as tall as they are), `sm` in a comment's actions.
 */
export function SafetyMenu({
  label,
  size = 'md',
  ...options
}: Omit<SafetyOptions, 'returnFocus'> & { label: string; size?: 'sm' | 'md' }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const { items, dialogs } = useSafetyActions({ ...options, returnFocus: trigger });
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          ref={trigger}
          aria-label={label}
          className={`inline-flex shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500 ${size === 'sm' ? 'h-7 w-7' : 'h-10 w-10 border border-slate-300 bg-white'}`}
        >
          <MoreHorizontal aria-hidden="true" className={size === 'sm' ? 'h-4 w-4' : 'h-5 w-5'} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            collisionPadding={8}
            className="z-40 min-w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
          >
            {items}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {dialogs}
    </>
  );
}
