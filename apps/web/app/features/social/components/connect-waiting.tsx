/**
 * Connect for a member whose address is not confirmed (decisions 0028, 0072): disabled, marked with
 * the mail icon, the reason in its title and its accessible name. A chunk of its own, loaded only
 * for such a member (ConnectButton), so a company page's first load carries none of it.
 */
import clsx from 'clsx';
import { MailWarning } from 'lucide-react';
import { UNCONFIRMED_TEXT } from '@wbn/contract/constants';

export default function ConnectWaiting({ companyName, className }: { companyName: string; className: string }) {
  const reason = UNCONFIRMED_TEXT.reason('connect');
  return (
    <button type="button" disabled title={reason} className={clsx(className, 'cursor-not-allowed opacity-60')}>
      <MailWarning aria-hidden="true" className="h-4 w-4 shrink-0" />
      Connect
      <span className="sr-only">
        {' '}
        with {companyName}. {reason}
      </span>
    </button>
  );
}
