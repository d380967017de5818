import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { LogIn, LogOut, Menu, UserPlus, X } from 'lucide-react';
import clsx from 'clsx';
import { MOBILE_MENU_GROUPS, NAV_LABELS } from '@wbn/contract';
import { useSession } from '~/lib/session-context';
import { SearchBar } from '~/features/search/components/search-bar';
import { useAuthLinks } from './auth-href';

const linkClass =
  'block rounded-lg px-3 py-2.5 text-base text-slate-700 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500';

/**
 * Mobile menu below 992 px (spec 1 §2): ACCOUNT, MAIN MENU, SUPPORT, then Logout for members
 * or Login / Register for visitors. A panel that slides down under the header; Escape, a click
 * outside, or following a link closes it.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const { status, logout } = useSession();
  const auth = useAuthLinks();

  // Close when the address changes (a link was followed, or back/forward).
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
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

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
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
        aria-label="Menu"
        className={clsx(
          'absolute inset-x-0 top-full z-40 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg transition-[opacity,transform,visibility] duration-300',
          open ? 'visible translate-y-0 opacity-100' : 'invisible -translate-y-2 opacity-0',
        )}
      >
        {/* The search bar on every page (spec 1 §2: the header's bar does not fit below 992 px). */}
        <div className="mx-auto max-w-[1240px] border-b border-slate-100 px-4 pb-4 pt-4">
          <SearchBar variant="panel" />
        </div>
        <nav aria-label="Mobile" className="mx-auto max-w-[1240px] space-y-5 px-4 py-5">
          {MOBILE_MENU_GROUPS.map((group, i) => (
            // The heading id must not contain spaces ('MAIN MENU'): aria-labelledby is a list of ids.
            <section key={group.title} aria-labelledby={`${panelId}-group-${i}`}>
              <h2 id={`${panelId}-group-${i}`} className="px-3 text-xs font-semibold tracking-wider text-slate-500">
                {group.title}
              </h2>
              <ul className="mt-1">
                {group.links.map((link) => (
                  <li key={link.path + link.text}>
                    <Link to={link.path} onClick={close} className={linkClass}>
                      {link.text}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
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
                {NAV_LABELS.logout}
              </button>
            ) : status === 'visitor' ? (
              <div className="flex gap-3 px-3">
                <Link to={auth.login} onClick={close} className="inline-flex flex-1 items-center justify-center gap-2 rounded-lg border border-brand-600 px-4 py-2.5 font-semibold text-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500">
                  <LogIn aria-hidden="true" className="h-5 w-5" />
                  {NAV_LABELS.login}
                </Link>
                <Link to={auth.register} onClick={close} className="inline-flex flex-1 items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500">
                  <UserPlus aria-hidden="true" className="h-5 w-5" />
                  {NAV_LABELS.register}
                </Link>
              </div>
            ) : null}
          </div>
        </nav>
      </div>
    </div>
  );
}
