/**
 * The filter panel in a sheet below 992 px (decision 0082), loaded when the "Filters" button is
 * first pressed: a Radix Dialog from the right, focus kept inside, Escape closing it and focus back
 * on the button. Each choice updates the results behind it at once (the panel's links); "Show N
 * results" closes it on them.
 */
import type { ReactNode, RefObject } from 'react';
import { Link } from '~/lib/edition-link';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClass } from '~/components/button-link';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
  total: number;
  /** The results of a new choice are loading. */
  pending: boolean;
  /** The address without filters, when some are applied. */
  clearHref: string | null;
  children: ReactNode;
};

export default function FilterSheet({ open, onOpenChange, returnFocus, total, pending, clearHref, children }: Props) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            if (!returnFocus.current?.isConnected) return;
            e.preventDefault();
            returnFocus.current.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(24rem,calc(100%-2.5rem))] flex-col bg-white text-slate-900 shadow-xl outline-none"
        >
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-lg font-semibold">
              <Trans>Filters</Trans>
            </Dialog.Title>
            <Dialog.Close
              aria-label={t`Close filters`}
              className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            <Trans>Each choice shows how many results it leaves. The results change as you choose.</Trans>
          </Dialog.Description>
          <div className="min-h-0 flex-1 overflow-y-auto px-3 py-4" aria-busy={pending || undefined}>
            {children}
          </div>
          <div className="flex items-center gap-3 border-t border-slate-200 px-4 py-3">
            {clearHref ? (
              <Link
                to={clearHref}
                preventScrollReset
                aria-label={t`Clear all filters`}
                className={buttonClass('ghost', 'px-3')}
              >
                <Trans>Clear all</Trans>
              </Link>
            ) : null}
            <Dialog.Close className={buttonClass('primary', 'ml-auto')} aria-live="polite">
              {t`${plural(total, { one: 'Show # result', other: 'Show # results' })}`}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
