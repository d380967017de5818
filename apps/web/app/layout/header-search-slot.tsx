/**
 * Slot for the header search bar (business type, country and text; spec 1 §2 "Header").
 * The bar is built by a later issue and shows on search screens only; until then this
 * keeps its place in the header row and stretches to push the navigation to the right.
 */
export function HeaderSearchSlot() {
  return <div id="header-search-slot" data-slot="header-search" className="min-w-0 flex-1" />;
}
