/**
 * The header search bar's place (on search screens a search bar; the route
 * table: "/ Home, no search bar"). The search screens, /search-result and /industries, pass the
 * bar in their route handle (`headerSearch`); it shows from 992 px (below that it is at the top of
 * the mobile menu). On every page the slot stretches to push the navigation to the right.
 */
import { useSiteHandle } from './route-handle';

export function HeaderSearchSlot() {
  const { headerSearch: HeaderSearch } = useSiteHandle();
  return (
    <div id="header-search-slot" data-slot="header-search" className="flex min-w-0 flex-1 justify-center px-1 lg:px-4">
      {HeaderSearch ? (
        <div className="hidden w-full max-w-2xl md:block">
          <HeaderSearch />
        </div>
      ) : null}
    </div>
  );
}
