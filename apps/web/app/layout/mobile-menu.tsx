import { memo, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '~/lib/edition-link';
import { LogIn, LogOut, Menu, UserPlus, X } from 'lucide-react';
import clsx from 'clsx';
import { MOBILE_MENU_GROUPS, MOBILE_MENU_MEMBER_ACCOUNT_LINKS, NAV_LABELS } from '@wbn/contract/constants';
import { useSession } from '~/lib/session-context';
import { useInAppLinks } from '~/lib/in-app-links';
import { DeferHydration } from '~/components/defer-hydration';
import { useAuthLinks } from '~/lib/auth-href';
import { useLayoutSlots } from './slots';
import { useLingui } from '@lingui/react/macro';
import { useSpecText } from '~/lib/i18n';
import { useEditionHref } from '~/lib/edition-link';
import { EditionLinks } from './edition-switch';

const linkClass =
  'block rounded-lg px-3 py-2.5 text-base text-slate-700 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500';

/**
 * Mobile menu below 992 px: ACCOUNT, MAIN MENU, SUPPORT, then Logout for members
 * or Login / Register for visitors. A member's ACCOUNT also leads to the newsfeed (My B2B), which
 * the header shows only from 768 px (decision 0043). A panel that slides down under the header; Escape, a click
 * outside, or following a link closes it.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  /** The menu has been opened once: from then on the search bar is in it. */
  const [used, setUsed] = useState(false);
  /** The search bar has been rendered (its code arrived). */
  const [searchReady, setSearchReady] = useState(false);
  const onSearchReady = useCallback(() => setSearchReady(true), []);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  /** What opening the menu focused: the first control, once the search bar is there. */
  const focusedOnOpen = useRef<HTMLElement | null>(null);
  const location = useLocation();
  const { status, logout } = useSession();
  const { MobileSearchBar, preloadMobileSearchBar } = useLayoutSlots();
  const auth = useAuthLinks();
  const spec = useSpecText();
  const { t } = useLingui();

  // Close when the address changes (a link was followed, or back/forward).
  useEffect(() => setOpen(false), [location.key]);

  const focusFirst = () => {
    focusedOnOpen.current = panelRef.current?.querySelector<HTMLElement>('a, button') ?? null;
    focusedOnOpen.current?.focus();
  };
  useEffect(() => {
    if (open) focusFirst();
  }, [open]);
  // The bar arrived while the menu was open: it takes the focus unless the user has moved it.
  useEffect(() => {
    if (open && searchReady && focusedOnOpen.current && document.activeElement === focusedOnOpen.current) focusFirst();
  }, [open, searchReady]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);
  const followLink = useInAppLinks(close);

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-label={open ? t`Close menu` : t`Open menu`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((o) => !o);
          setUsed(true);
        }}
        onPointerEnter={preloadMobileSearchBar}
        onFocus={preloadMobileSearchBar}
        className="inline-flex h-11 w-10 items-center justify-center rounded-lg text-slate-700 sm:w-11 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        {open ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
      </button>

      {/* Backdrop: a click outside the panel closes the menu. */}
      <div
        aria-hidden="true"
        onClick={close}
        className={clsx(
          'fixed inset-x-0 bottom-0 top-16 z-30 bg-slate-900/30 transition-opacity duration-300',
          open ? 'opacity-100' : 'pointer-events-none opacity-0',
        )}
      />
      <div
        ref={panelRef}
        id={panelId}
        role="dialog"
        aria-modal="false"
        aria-label={t`Menu`}
        className={clsx(
          'absolute inset-x-0 top-full z-40 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg transition-[opacity,transform,visibility] duration-300',
          open ? 'visible translate-y-0 opacity-100' : 'invisible -translate-y-2 opacity-0',
        )}
      >
        {/* The search bar on every page (the header's bar does not fit below 992 px). */}
        <div className="mx-auto max-w-[1240px] border-b border-slate-100 px-4 pb-4 pt-4">
          {used ? (
            <Suspense fallback={<div className="h-24" />}>
              {MobileSearchBar ? <MobileSearchBar /> : null}
              <OnMount run={onSearchReady} />
            </Suspense>
          ) : null}
        </div>
        <nav aria-label={t`Mobile`} onClick={followLink} className="mx-auto max-w-[1240px] space-y-5 px-4 py-5">
          <MenuGroups idPrefix={panelId} />
          <section aria-label={t`Language`}>
            <EditionLinks className="flex flex-wrap gap-x-1 px-0" linkClass={linkClass} />
          </section>
          <div className="border-t border-slate-200 pt-4">
            {status === 'member' ? (
              <button
                type="button"
                onClick={() => {
                  close();
                  logout();
                }}
                className={clsx(linkClass, 'flex w-full items-center gap-2 text-left')}
              >
                <LogOut aria-hidden="true" className="h-5 w-5" />
                {spec(NAV_LABELS.logout)}
              </button>
            ) : status === 'visitor' ? (
              <div className="flex gap-3 px-3">
                <Link
                  to={auth.login}
                  onClick={close}
                  className="inline-flex flex-1 items-center justify-center gap-2 rounded-lg border border-brand-600 px-4 py-2.5 font-semibold text-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                >
                  <LogIn aria-hidden="true" className="h-5 w-5" />
                  {spec(NAV_LABELS.login)}
                </Link>
                <Link
                  to={auth.register}
                  onClick={close}
                  className="inline-flex flex-1 items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                >
                  <UserPlus aria-hidden="true" className="h-5 w-5" />
                  {spec(NAV_LABELS.register)}
                </Link>
              </div>
            ) : null}
          </div>
        </nav>
      </div>
    </div>
  );
}

/** Calls `run` once it is rendered (after the lazy content beside it has arrived). */
function OnMount({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/**
 * ACCOUNT, MAIN MENU and SUPPORT: static, so plain anchors (followed inside the app by the nav's
 * click handler, which also closes the menu), hydrated once the page is idle (see DeferHydration).
 * A member's ACCOUNT also leads to the newsfeed (My B2B, decision 0043): that entry renders nothing on
 * the server and until the session is known, so the held HTML never differs from the first render.
 */
const MenuGroups = memo(function MenuGroups({ idPrefix }: { idPrefix: string }) {
  const spec = useSpecText();
  const href = useEditionHref();
  return (
    <DeferHydration>
      {MOBILE_MENU_GROUPS.map((group, i) => (
        // The heading id must not contain spaces ('MAIN MENU'): aria-labelledby is a list of ids.
        <section key={group.title} aria-labelledby={`${idPrefix}-group-${i}`}>
          <h2 id={`${idPrefix}-group-${i}`} className="px-3 text-xs font-semibold tracking-wider text-slate-500">
            {spec(group.title)}
          </h2>
          <ul className="mt-1">
            {group.links.map((link) => (
              <li key={link.path + link.text}>
                <a href={href(link.path)} className={linkClass}>
                  {spec(link.text)}
                </a>
              </li>
            ))}
            {i === 0 ? <MemberAccountLinks /> : null}
          </ul>
        </section>
      ))}
    </DeferHydration>
  );
});

function MemberAccountLinks() {
  const spec = useSpecText();
  const href = useEditionHref();
  return useSession().status === 'member'
    ? MOBILE_MENU_MEMBER_ACCOUNT_LINKS.map((link) => (
        <li key={link.path}>
          <a href={href(link.path)} className={linkClass}>
            {spec(link.text)}
          </a>
        </li>
      ))
    : null;
}
