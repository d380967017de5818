/**
 * The strips under the header that concern the member's own account, each loaded only when it
 * applies (so no first load carries them): confirm your e-mail address (decision 0028), and your
 * account is scheduled for deletion, with "Keep my account" (decision 0033). Shown once the page
 * is hydrated.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '~/lib/session-context';

const VerifyEmailStrip = lazy(() => import('./verify-email-strip'));
const DeletionStrip = lazy(() => import('./deletion-strip'));

export function AccountStrips() {
  const { status, profile } = useSession();
  // After hydration only, also on a page rendered for the member (decision 0047): their code is a
  // chunk of its own, and a button drawn before that code runs would drop its press.
  // (Not ~/lib/use-hydrated: a chunk of its own in every first load.)
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated || status !== 'member' || !profile) return null;
  return (
    <Suspense fallback={null}>
      {profile.emailVerified === false ? <VerifyEmailStrip /> : null}
      {profile.deletionScheduledFor ? <DeletionStrip deleteAt={profile.deletionScheduledFor} /> : null}
    </Suspense>
  );
}
