/**
 * What cannot be undone is asked once more, in a dialog (the shared frame: focus kept inside,
 * Escape closes, focus back to `returnFocus`): revoking a key, deleting a webhook, closing a
 * request, withdrawing or awarding a quote. Cancel has the focus first, so a hurried Enter changes
 * nothing. A refusal shows inside, above the buttons; `children` go above it (a reason to give).
 */
import { useRef, type ReactNode, type RefObject } from 'react';
import clsx from 'clsx';
import { Spinner } from '~/components/form-field';
import { DialogFrame } from '~/components/dialog-frame';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  /** Where focus goes once it closes: the button that opened it, or the list's heading when that row is gone. */
  returnFocus?: RefObject<HTMLElement | null>;
  /** 'danger' (red) for what takes something away, 'primary' for a decision. */
  tone?: 'danger' | 'primary';
  children?: ReactNode;
};

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busy,
  error,
  onConfirm,
  returnFocus,
  tone = 'danger',
  children,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      initialFocus={cancelRef}
      returnFocus={returnFocus}
    >
      {children}
      {error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          ref={cancelRef}
          type="button"
          onClick={() => onOpenChange(false)}
          className="rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          Cancel
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy || undefined}
          className={clsx(
            'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60',
            tone === 'danger'
              ? 'bg-red-600 hover:bg-red-700 focus-visible:outline-red-500'
              : 'bg-brand-600 hover:bg-brand-700 focus-visible:outline-brand-500',
          )}
        >
          {busy ? <Spinner /> : null}
          {confirmLabel}
        </button>
      </div>
    </DialogFrame>
  );
}
