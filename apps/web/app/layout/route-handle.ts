import { useMatches } from 'react-router';

/**
 * What a route module may declare with `export const handle: SiteHandle = { … }` to shape the
 * shared layout: `sidebar` shows the industries sidebar (home, search results, industries);
 * `footer: false` hides the footer (business editing); `ownCanonical` says the page sets its own
 * canonical link in `meta` (slug pages), so the document does not add one.
 */
export type SiteHandle = { sidebar?: boolean; footer?: boolean; ownCanonical?: boolean };

export function useSiteHandle(): { sidebar: boolean; footer: boolean } {
  const matches = useMatches();
  const handles = matches.map((m) => (m.handle ?? {}) as SiteHandle);
  return {
    sidebar: handles.some((h) => h.sidebar === true),
    footer: !handles.some((h) => h.footer === false),
  };
}
