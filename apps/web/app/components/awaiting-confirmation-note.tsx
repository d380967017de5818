/** The words and the icon of AwaitingConfirmation (./awaiting-confirmation.tsx), loaded only when shown. */
import clsx from 'clsx';
import { MailWarning } from 'lucide-react';
import { UNCONFIRMED_TEXT } from '@wbn/contract/constants';
import { noteClass, type AwaitingConfirmationProps } from './awaiting-confirmation-look';

export default function AwaitingConfirmationNote({
  action,
  id,
  compact = false,
  className,
}: AwaitingConfirmationProps) {
  return (
    <p id={id} data-testid="awaiting-confirmation" className={noteClass(compact, className)}>
      <MailWarning
        aria-hidden="true"
        className={clsx('shrink-0 text-amber-700', compact ? 'mt-px h-3.5 w-3.5' : 'mt-0.5 h-4 w-4')}
      />
      <span>{UNCONFIRMED_TEXT.reason(action)}</span>
    </p>
  );
}
