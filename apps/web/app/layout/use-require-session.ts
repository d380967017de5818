import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useNavigate } from '~/lib/edition-link';
import { AUTH_PAGES } from '@wbn/contract/constants';
import { useSession } from '~/lib/session-context';
import { authHref } from '~/lib/auth-href';

/**
 * For pages that need a session: a visitor is sent to the login page with `continue` set to
 * the current address. Returns the session so the page can show a skeleton while 'loading'.
 */
export function useRequireSession() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (session.status === 'visitor') navigate(authHref(AUTH_PAGES.login, location), { replace: true });
  }, [session.status, location, navigate]);
  return session;
}
