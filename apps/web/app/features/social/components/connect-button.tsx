/**
 * Connect with a business (visitors get Like, Follow, Connect; decision 0011): sends a
 * connection request that the business's owner or admins answer. Shows Pending while it waits
 * and Connected once accepted; a refusal (e.g. asked again too soon after a decline) is toasted
 * with the API's sentence. Visitors get a login link that brings them back. A member whose address
 * is not confirmed gets it disabled with the reason (./connect-waiting.tsx, loaded only for them;
 * decisions 0028, 0072).
 */
import { useLocation } from 'react-router';
import { Link } from '~/lib/edition-link';
import clsx from 'clsx';
import { lazy, Suspense } from 'react';
import { Clock, Handshake, LoaderCircle, Link2 } from 'lucide-react';
import { AUTH_PAGES, MSG } from '@wbn/contract/constants';
import { authHref } from '~/lib/auth-href';
import { isApiError } from '~/lib/api-client';
import { useSession } from '~/lib/session-context';
import { toast } from '~/lib/toast';
import { useConnectionStatus } from '../api/connection-status';
import { useSendConnection } from '../api/send-connection';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSpecText } from '~/lib/i18n';

const ConnectWaiting = lazy(() => import('./connect-waiting'));

export function ConnectButton({
  businessID,
  companyName,
  className,
}: {
  businessID: string;
  companyName: string;
  className: string;
}) {
  const { status: session, profile } = useSession();
  const location = useLocation();
  const member = session === 'member';
  const state = useConnectionStatus(businessID, member);
  const send = useSendConnection(businessID);
  // Read here rather than through lib/email-confirmation: a company page's first load is at its budget (decision 0009).
  const waiting = member && profile?.emailVerified === false;
  const { t } = useLingui();
  const spec = useSpecText();

  if (session === 'visitor')
    return (
      <Link
        to={authHref(AUTH_PAGES.login, location)}
        className={className}
        aria-label={t`Connect with ${companyName} (log in first)`}
      >
        <Handshake aria-hidden="true" className="h-4 w-4 shrink-0" />
        <Trans>Connect</Trans>
      </Link>
    );

  const status = state.data?.status ?? 'none';
  if (status === 'pending' || status === 'accepted')
    return (
      <span
        role="status"
        className={clsx(className, 'cursor-default border-slate-300 text-slate-600 hover:bg-transparent')}
      >
        {status === 'pending' ? (
          <Clock aria-hidden="true" className="h-4 w-4 shrink-0" />
        ) : (
          <Link2 aria-hidden="true" className="h-4 w-4 shrink-0" />
        )}
        {status === 'pending' ? t`Pending` : t`Connected`}
        <span className="sr-only">
          {status === 'pending'
            ? `: ${t`your request to connect with ${companyName} awaits their answer`}`
            : ` ${t`with ${companyName}`}`}
        </span>
      </span>
    );

  if (waiting && status === 'none')
    return (
      <Suspense fallback={null}>
        <ConnectWaiting companyName={companyName} className={className} />
      </Suspense>
    );

  const ready = member && !state.isPending;
  return (
    <button
      type="button"
      aria-disabled={ready ? undefined : true}
      aria-busy={send.isPending || undefined}
      onClick={() => {
        if (!ready || send.isPending) return;
        send.mutate(undefined, {
          onSuccess: () => toast.success(t`Connection request sent to ${companyName}`),
          onError: (e) =>
            toast.error(isApiError(e) && e.status > 0 && e.status < 500 ? e.message : spec(MSG.toastFailureDefault)),
        });
      }}
      className={clsx(className, 'aria-disabled:cursor-default aria-disabled:opacity-60')}
    >
      {send.isPending ? (
        <LoaderCircle aria-hidden="true" className="h-4 w-4 shrink-0 animate-spin" />
      ) : (
        <Handshake aria-hidden="true" className="h-4 w-4 shrink-0" />
      )}
      <Trans>Connect</Trans>
      <span className="sr-only"> {t`with ${companyName}`}</span>
    </button>
  );
}
