/**
 * "Revoke the key …?" and "Delete this webhook?": what cannot be undone is asked once more, in a
 * dialog (safety's frame: focus kept inside, Escape closes). Cancel has the focus first, so a
 * hurried Enter changes nothing. A refusal shows inside, above the buttons.
 */
import { useRef, type ReactNode, type RefObject } from 'react';
import { Spinner } from '~/components/form-field';
import { DialogFrame } from '~/features/safety/components/dialog-frame';

type Props = {
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
};

export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, busy, error, onConfirm, returnFocus }: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} title={title} description={description} initialFocus={cancelRef} returnFocus={returnFocus}>
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
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-500 disabled:opacity-60"
        >
          {busy ? <Spinner /> : null}
          {confirmLabel}
        </button>
      </div>
    </DialogFrame>
  );
}
