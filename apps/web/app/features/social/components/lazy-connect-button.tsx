/**
 * The Connect button of a signed-in member (or one being recognised), with its code loaded after
 * the page's own (decision 0009): a visitor's company page shows a login link instead (the hero's),
 * so none of the connection calls, states and toasts is in a visitor's download. Until it is in, a
 * look-alike that does nothing holds its place. On the server it renders in full.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { Handshake } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';

const ConnectButton = lazy(() => import('./connect-button').then((m) => ({ default: m.ConnectButton })));

export function LazyConnectButton(props: ComponentProps<typeof ConnectButton>) {
  const { t } = useLingui();
  return (
    <Suspense
      fallback={
        <span className={props.className} aria-hidden="true">
          <Handshake aria-hidden="true" className="h-4 w-4 shrink-0" />
          {t`Connect`}
        </span>
      }
    >
      <ConnectButton {...props} />
    </Suspense>
  );
}
