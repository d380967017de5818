/**
 * This site's own address (`https://example.com`, no trailing slash), for text a person copies:
 * the developer guide's examples, the Developers tab's curl (decision 0070). It is the root
 * loader's `origin`, made on the server from the configured public address (PUBLIC_URL), never from
 * the request's Host header; the browser reads the same value from the page's data, so the server's
 * render and the browser's agree. The browser's own `location.origin` stands in only where the root
 * data is missing (an error page).
 */
import { useRouteLoaderData } from 'react-router';
import type { RootData } from './root-data';

export function useSiteOrigin(): string {
  const origin = useRouteLoaderData<RootData>('root')?.origin;
  if (origin) return origin.replace(/\/+$/, '');
  return typeof window === 'undefined' ? '' : window.location.origin;
}
