import { lazy, Suspense } from 'react';
import { Link } from '~/lib/edition-link';
import { Bell, Briefcase, House, MessageSquare, Newspaper } from 'lucide-react';
import { NAV_LABELS, SITE_PATHS } from '@wbn/contract/constants';
import { Logo } from '~/components/logo';
import { buttonClass } from '~/components/button-link';
import { NavItem, NavItemLabel, navItemClass } from '~/components/nav-item';
import { useSession } from '~/lib/session-context';
import { useSpecText } from '~/lib/i18n';
import { useLingui } from '@lingui/react/macro';
import { useAuthLinks } from '~/lib/auth-href';
import { hasStoredSession } from '~/lib/stored-session';
import { HeaderSearchSlot } from './header-search-slot';
import { MobileMenu } from './mobile-menu';
import { useLayoutSlots } from './slots';

// Members only, so never part of the server HTML: its Radix code loads once a member is known,
// or, when a session is stored, alongside the hydration (Messages and Notifications come as slots).
const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));
if (typeof window !== 'undefined' && hasStoredSession()) void loadUserMenu();

/**
 * Site header. Members: Home, My Business, My B2B from 768 px;
 * Messages, Notifications and the account menu at every width. Visitors: Login, and Register
 * from 992 px. Below 992 px the hamburger opens the mobile menu. While the session is being
 * read nothing account-specific shows (a neutral placeholder), so there is no flash.
 */
export function SiteHeader() {
  const { status, profile, logout } = useSession();
  const auth = useAuthLinks();
  const { MessagesNavItem, NotificationsButton } = useLayoutSlots();
  const spec = useSpecText();
  const { t } = useLingui();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-50 focus:rounded-md focus:bg-brand-600 focus:px-3 focus:py-2 focus:text-white"
      >
        {/* t, not <Trans>: the frame's plain texts keep Trans's code out of every first load. */}
        {t`Skip to content`}
      </a>
      <div className="relative mx-auto flex h-16 max-w-[1240px] items-center gap-1 px-3 sm:gap-3 sm:px-4">
        <Logo />
        <HeaderSearchSlot />
        <nav aria-label={t`Main`} className="flex items-center gap-0.5 sm:gap-2">
          {status === 'loading' ? (
            <div aria-hidden="true" data-testid="session-skeleton" className="flex items-center gap-2">
              <div className="h-9 w-9 animate-pulse rounded-full bg-slate-200" />
              <div className="hidden h-9 w-24 animate-pulse rounded-lg bg-slate-200 sm:block" />
            </div>
          ) : status === 'member' ? (
            <>
              <NavItem to={SITE_PATHS.home} end icon={House} label={spec(NAV_LABELS.home)} fromSm />
              <NavItem to={SITE_PATHS.myBusiness} icon={Briefcase} label={spec(NAV_LABELS.myBusiness)} fromSm />
              <NavItem to={SITE_PATHS.newsfeed} icon={Newspaper} label={spec(NAV_LABELS.myB2B)} fromSm />
              <Suspense
                fallback={<NavItem to={SITE_PATHS.myMessages} icon={MessageSquare} label={spec(NAV_LABELS.messages)} />}
              >
                {MessagesNavItem ? (
                  <MessagesNavItem />
                ) : (
                  <NavItem to={SITE_PATHS.myMessages} icon={MessageSquare} label={spec(NAV_LABELS.messages)} />
                )}
              </Suspense>
              <Suspense fallback={<MemberControlsPlaceholder />}>
                {NotificationsButton ? <NotificationsButton /> : null}
                <UserMenu profile={profile} onLogout={logout} />
              </Suspense>
            </>
          ) : (
            <>
              <Link to={auth.login} className={buttonClass('secondary')}>
                {spec(NAV_LABELS.login)}
              </Link>
              <span className="hidden md:contents">
                <Link to={auth.register} className={buttonClass('primary')}>
                  {spec(NAV_LABELS.register)}
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

/** Holds the place of Notifications and the account menu while their code loads, so nothing shifts. */
function MemberControlsPlaceholder() {
  const spec = useSpecText();
  return (
    <span aria-hidden="true" className="contents">
      <span className={navItemClass(false)}>
        <Bell className="h-5 w-5" />
        <NavItemLabel>{spec(NAV_LABELS.notifications)}</NavItemLabel>
      </span>
      <span className="inline-flex h-12 items-center gap-1 px-1 sm:px-1.5">
        <span className="h-8 w-8 animate-pulse rounded-full bg-slate-200" />
        <span className="hidden w-4 sm:block" />
      </span>
    </span>
  );
}
