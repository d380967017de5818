/**
 * The strips under the header that concern the member's own account, each loaded only when it
 * applies (so no first load carries them): confirm your e-mail address (decision 0028), and your
 * account is scheduled for deletion, with "Keep my account" (decision 0033).
 */
import { lazy, Suspense } from 'react';
import { useSession } from '~/lib/session-context';

const VerifyEmailStrip = lazy(() => import('./verify-email-strip'));
const DeletionStrip = lazy(() => import('./deletion-strip'));

export function AccountStrips() {
  const { status, profile } = useSession();
  if (status !== 'member' || !profile) return null;
  return (
    <Suspense fallback={null}>
      {profile.emailVerified === false ? <VerifyEmailStrip /> : null}
      {profile.deletionScheduledFor ? <DeletionStrip deleteAt={profile.deletionScheduledFor} /> : null}
    </Suspense>
  );
}
