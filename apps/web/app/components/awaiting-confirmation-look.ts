/** The props and the box of AwaitingConfirmation, shared by its placeholder and its lazily loaded words. */
import clsx from 'clsx';
import type { UnconfirmedAction } from '@wbn/contract/constants';

export type AwaitingConfirmationProps = {
  action: UnconfirmedAction;
  id?: string;
  /** One quiet line (under every post's comment box) instead of a framed note. */
  compact?: boolean;
  className?: string;
};

export const noteClass = (compact: boolean, className?: string) =>
  clsx(
    'flex items-start gap-2',
    compact
      ? 'min-h-4 text-xs text-slate-600'
      : 'min-h-10 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950',
    className,
  );
