/** Awarding a quote, asked once more with an optional word to the other suppliers (the shared confirm dialog). */
import { useId, useState } from 'react';
import clsx from 'clsx';
import { RFQ_LIMITS, RFQ_TEXT } from '@wbn/contract/constants';
import { ConfirmDialog, type ConfirmDialogProps } from '~/components/confirm-dialog';
import { controlClass } from '~/components/form-controls';

/** "Award this quote?": the winner and price, and the optional reason told to the others (at most RFQ_LIMITS.reasonChars). */
export function AwardDialog(
  props: Omit<ConfirmDialogProps, 'title' | 'confirmLabel' | 'onConfirm' | 'description' | 'tone' | 'children'> & {
    company: string;
    price: string;
    onConfirm: (reason: string) => void;
  },
) {
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
