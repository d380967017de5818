/**
 * The header search bar's place (spec 1 §2 "Header": on search screens a search bar; the route
 * table: "/ Home, no search bar"). On the search screens, /search-result and /industries, the
 * bar shows from 992 px (below that it is at the top of the mobile menu). On every page the slot
 * stretches to push the navigation to the right.
 */
import { useLocation } from 'react-router';
import { SITE_PATHS } from '@wbn/contract';
import { SearchBar } from '~/features/search/components/search-bar';

const SEARCH_SCREENS: readonly string[] = [SITE_PATHS.searchResult, SITE_PATHS.industries];

export const isSearchScreen = (pathname: string) => SEARCH_SCREENS.includes(pathname.replace(/\/+$/, '') || '/');

export function HeaderSearchSlot() {
  const { pathname } = useLocation();
  return (
    <div id="header-search-slot" data-slot="header-search" className="flex min-w-0 flex-1 justify-center px-1 lg:px-4">
      {isSearchScreen(pathname) ? (
        <div className="hidden w-full max-w-2xl md:block">
          <SearchBar variant="header" />
        </div>
      ) : null}
    </div>
  );
}
