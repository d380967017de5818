import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LeftSidebar } from './left-sidebar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useSiteHandle } from './route-handle';
import { EditionChoice } from './edition-choice';
import { useLayoutSlots } from './slots';
import { useSession } from '~/lib/session-context';

/**
 * The shared layout of every page except the account screens (the spec's route table). A new
 * member's next steps head the main column, on every page but those that fill the screen (the
 * handle's `nextSteps`); they, the account strips and the header's member controls come as slots
 * (layout/slots.tsx).
 */
export default function SiteLayout() {
  const { sidebar, footer, nextSteps } = useSiteHandle();
  const member = useSession().status === 'member';
  const { AccountStrips, NextSteps } = useLayoutSlots();
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <EditionChoice />
      {/* Members only: a visitor's page never loads their code. */}
      {member && AccountStrips ? (
        <Suspense fallback={null}>
          <AccountStrips />
        </Suspense>
      ) : null}
      <div className="mx-auto flex w-full max-w-[1240px] flex-1 gap-6 px-3 py-6 sm:px-4">
        {sidebar ? <LeftSidebar className="hidden w-64 shrink-0 md:block" /> : null}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          {/* A signed-in member's next steps (loaded on demand, never for visitors). */}
          {member && NextSteps && nextSteps ? (
            <Suspense fallback={null}>
              <NextSteps />
            </Suspense>
          ) : null}
          <Outlet />
        </main>
      </div>
      {footer ? <SiteFooter /> : null}
    </div>
  );
}
