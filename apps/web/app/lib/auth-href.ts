import { useLocation } from 'react-router';
import { AUTH_PAGES } from '@wbn/contract/constants';

type Place = { pathname: string; search: string };

/** `/auth/login?continue=<path+search>`: the account pages send the user back here afterwards. */
export const authHref = (page: (typeof AUTH_PAGES)[keyof typeof AUTH_PAGES], place: Place) =>
  `${page}?continue=${encodeURIComponent(place.pathname + place.search)}`;

/** Login and register links for the current address. */
export function useAuthLinks() {
  const location = useLocation();
  return { login: authHref(AUTH_PAGES.login, location), register: authHref(AUTH_PAGES.register, location) };
}
