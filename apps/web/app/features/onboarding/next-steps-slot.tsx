/**
 * Where the next-steps panel goes: the top of the main column of every page (layout/site-layout.tsx).
 * Only this small gate is part of a page's first load; the panel's code is its own chunk, loaded
 * after hydration and only for a signed-in member who has neither closed it nor finished it.
 */
import { lazy, Suspense, useCallback, useSyncExternalStore } from 'react';
import { useSession } from '~/lib/session-context';
import { readNextSteps, subscribeNextSteps } from './lib/stored';

const NextStepsPanel = lazy(() => import('./components/next-steps-panel'));

/** Not known while rendering on the server and hydrating: nothing is shown then. */
const UNKNOWN = 'unknown';

export function NextStepsSlot() {
  const { status, userID } = useSession();
  const member = status === 'member' ? userID : null;
  const stored = useSyncExternalStore(
    subscribeNextSteps,
    useCallback(() => (member ? readNextSteps(member) : UNKNOWN), [member]),
    () => UNKNOWN,
  );
  if (!member || stored !== null) return null;
  return (
    <Suspense fallback={null}>
      <NextStepsPanel userID={member} />
    </Suspense>
  );
}
