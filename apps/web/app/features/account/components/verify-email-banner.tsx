/**
 * The place of the e-mail confirmation strip in the layout (decision 0028): nothing for visitors
 * and proven members; for a member who has not proven their address, the strip, loaded then.
 */
import { lazy, Suspense } from 'react';
import { useSession } from '~/lib/session-context';

const VerifyEmailStrip = lazy(() => import('./verify-email-strip'));

export function VerifyEmailBanner() {
  const { status, profile } = useSession();
  if (status !== 'member' || profile?.emailVerified !== false) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailStrip />
    </Suspense>
  );
}
