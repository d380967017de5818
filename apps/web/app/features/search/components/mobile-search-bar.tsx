/**
 * The search bar as the mobile menu shows it. The menu loads this module when it opens; the search
 * bar itself is shared with the industries and search pages, which import it statically, so it
 * stays one chunk that both reach (a dynamic import of the search bar itself would not split it).
 */
import { SearchBar } from '~/features/search/components/search-bar';

export default function MobileSearchBar() {
  return <SearchBar variant="panel" />;
}
