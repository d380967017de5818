import { Link } from 'react-router';
import { Briefcase, House, MessageSquare, Newspaper } from 'lucide-react';
import { NAV_LABELS, SITE_PATHS } from '@wbn/contract';
import { Logo } from '~/components/logo';
import { buttonClass } from '~/components/button-link';
import { useSession } from '~/lib/session-context';
import { useAuthLinks } from './auth-href';
import { HeaderSearchSlot } from './header-search-slot';
import { MobileMenu } from './mobile-menu';
import { NavItem } from './nav-item';
import { NotificationsButton } from './notifications-button';
import { UserMenu } from './user-menu';

/**
 * Site header (spec 1 §2 "Header"). Members: Home, My Business, My B2B from 768 px;
 * Messages, Notifications and the account menu at every width. Visitors: Login, and Register
 * from 992 px. Below 992 px the hamburger opens the mobile menu. While the session is being
 * read nothing account-specific shows (a neutral placeholder), so there is no flash.
 */
export function SiteHeader() {
  const { status, profile, logout } = useSession();
  const auth = useAuthLinks();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-50 focus:rounded-md focus:bg-brand-600 focus:px-3 focus:py-2 focus:text-white"
      >
        Skip to content
      </a>
      <div className="relative mx-auto flex h-16 max-w-[1240px] items-center gap-1 px-3 sm:gap-3 sm:px-4">
        <Logo />
        <HeaderSearchSlot />
        <nav aria-label="Main" className="flex items-center gap-0.5 sm:gap-2">
          {status === 'loading' ? (
            <div aria-hidden="true" data-testid="session-skeleton" className="flex items-center gap-2">
              <div className="h-9 w-9 animate-pulse rounded-full bg-slate-200" />
              <div className="hidden h-9 w-24 animate-pulse rounded-lg bg-slate-200 sm:block" />
            </div>
          ) : status === 'member' ? (
            <>
              <NavItem to={SITE_PATHS.home} end icon={House} label={NAV_LABELS.home} fromSm />
              <NavItem to={SITE_PATHS.myBusiness} icon={Briefcase} label={NAV_LABELS.myBusiness} fromSm />
              <NavItem to={SITE_PATHS.newsfeed} icon={Newspaper} label={NAV_LABELS.myB2B} fromSm />
              <NavItem to={SITE_PATHS.myMessages} icon={MessageSquare} label={NAV_LABELS.messages} />
              <NotificationsButton />
              <UserMenu profile={profile} onLogout={logout} />
            </>
          ) : (
            <>
              <Link to={auth.login} className={buttonClass('secondary')}>
                {NAV_LABELS.login}
              </Link>
              <span className="hidden md:contents">
                <Link to={auth.register} className={buttonClass('primary')}>
                  {NAV_LABELS.register}
                </Link>
              </span>
            </>
          )}
          <MobileMenu />
        </nav>
      </div>
    </header>
  );
}
