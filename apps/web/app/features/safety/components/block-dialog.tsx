/**
 * "Block Ana Gómez?": what a block does (for a company page: that it blocks its owner), then
 * Block or Cancel. On success the answer's message is the toast and the newsfeed, timelines and
 * comments are read again without the blocked member (api/safety.ts); a refusal shows in the dialog.
 */
import { useRef, useState, type RefObject } from 'react';
import { SAFETY_TEXT } from '@wbn/contract/constants';
import { Spinner } from '~/components/form-field';
import { errorText, isApiError } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { useBlock, type BlockTarget } from '../api/safety';
import { DialogFrame } from '~/components/dialog-frame';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: BlockTarget;
  /** The member's name, or the company's for a company page. */
  name: string;
  returnFocus?: RefObject<HTMLElement | null>;
};

export function BlockDialog({ open, onOpenChange, target, name, returnFocus }: Props) {
  const block = useBlock();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const [error, setError] = useState<string | null>(null);
  const change = (next: boolean) => {
    if (!next) setError(null);
    onOpenChange(next);
  };
  const confirm = () =>
    block.mutate(target, {
      onSuccess: (r) => {
        toast.success(r.message);
        change(false);
      },
      onError: (e) => setError((isApiError(e) && e.fields ? Object.values(e.fields)[0] : undefined) ?? errorText(e)),
    });

  return (
    <DialogFrame
      open={open}
      onOpenChange={change}
      title={SAFETY_TEXT.blockTitle(name)}
      description={
        <>
          {'businessID' in target ? SAFETY_TEXT.blockBusiness(name) : SAFETY_TEXT.blockMember(name)}{' '}
          {SAFETY_TEXT.unblockLater}
        </>
      }
      initialFocus={confirmRef}
      returnFocus={returnFocus}
    >
      {error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={() => change(false)}
          className="rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          Cancel
        </button>
        <button
          ref={confirmRef}
          type="button"
          onClick={confirm}
          disabled={block.isPending}
          aria-busy={block.isPending || undefined}
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-500 disabled:opacity-60"
        >
          {block.isPending ? <Spinner /> : null}
          Block
        </button>
      </div>
    </DialogFrame>
  );
}
