import { Outlet } from 'react-router';
import { LeftSidebar } from './left-sidebar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useSiteHandle } from './route-handle';
import { AccountStrips } from '~/features/account/components/account-strips';

/** The shared layout of every page except the account screens (the spec's route table). */
export default function SiteLayout() {
  const { sidebar, footer } = useSiteHandle();
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <AccountStrips />
      <div className="mx-auto flex w-full max-w-[1240px] flex-1 gap-6 px-3 py-6 sm:px-4">
        {sidebar ? <LeftSidebar className="hidden w-64 shrink-0 md:block" /> : null}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          <Outlet />
        </main>
      </div>
      {footer ? <SiteFooter /> : null}
    </div>
  );
}
