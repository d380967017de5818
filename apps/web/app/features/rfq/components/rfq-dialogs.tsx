/**
 * What cannot be undone is asked once more, in safety's dialog frame (focus kept inside, Escape
 * closes, focus back to the button that opened it): closing a request, withdrawing a quote, and
 * awarding one, with an optional word to the other suppliers. Cancel has the focus first, so a
 * hurried Enter changes nothing. A refusal shows inside, above the buttons.
 */
import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import clsx from 'clsx';
import { RFQ_LIMITS, RFQ_TEXT } from '@wbn/contract/constants';
import { Spinner } from '~/components/form-field';
import { controlClass } from '~/features/business/components/form-controls';
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
  returnFocus?: RefObject<HTMLElement | null>;
  /** 'danger' (red) for what takes something away, 'primary' for a decision. */
  tone?: 'danger' | 'primary';
  children?: ReactNode;
};

export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, busy, error, onConfirm, returnFocus, tone = 'danger', children }: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} title={title} description={description} initialFocus={cancelRef} returnFocus={returnFocus}>
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
          {RFQ_TEXT.cancel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy || undefined}
          className={clsx(
            'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60',
            tone === 'danger' ? 'bg-red-600 hover:bg-red-700 focus-visible:outline-red-500' : 'bg-brand-600 hover:bg-brand-700 focus-visible:outline-brand-500',
          )}
        >
          {busy ? <Spinner /> : null}
          {confirmLabel}
        </button>
      </div>
    </DialogFrame>
  );
}

/** "Award this quote?": the winner and price, and the optional reason told to the others (at most RFQ_LIMITS.reasonChars). */
export function AwardDialog(props: Omit<Props, 'title' | 'confirmLabel' | 'onConfirm' | 'description' | 'tone' | 'children'> & { company: string; price: string; onConfirm: (reason: string) => void }) {
  const { company, price, onConfirm, ...rest } = props;
  const id = useId();
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      {...rest}
      tone="primary"
      title={RFQ_TEXT.awardTitle}
      description={RFQ_TEXT.awardBody(company, price)}
      confirmLabel={RFQ_TEXT.awardConfirm}
      onConfirm={() => onConfirm(reason.trim())}
    >
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {RFQ_TEXT.reasonLabel}
        </label>
        <textarea
          id={id}
          rows={3}
          maxLength={RFQ_LIMITS.reasonChars}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-describedby={`${id}-hint`}
          className={clsx(controlClass(), 'resize-y')}
        />
        <p id={`${id}-hint`} className="flex justify-between gap-3 text-xs text-slate-500">
          <span>{RFQ_TEXT.reasonHint}</span>
          <span className="tabular-nums">
            {reason.length}/{RFQ_LIMITS.reasonChars}
          </span>
        </p>
      </div>
    </ConfirmDialog>
  );
}
