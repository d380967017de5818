import type { ComponentType } from 'react';
import { useMatches } from 'react-router';

/**
 * What a route module may declare with `export const handle: SiteHandle = { … }` to shape the
 * shared layout: `sidebar` shows the industries sidebar (home, search results, industries);
 * `footer: false` hides the footer (business editing); `nextSteps: false` keeps a new member's next
 * steps off a page that fills the screen (the message center, whose reply box they would push below
 * the fold: decision 0072); `ownCanonical` says the page sets its own
 * canonical link in `meta` (slug pages), so the document does not add one; `headerSearch` is the
 * header's search bar on the search screens (passed by the route, so that its code loads with
 * those pages and not with every page).
 */
export type SiteHandle = {
  sidebar?: boolean;
  footer?: boolean;
  nextSteps?: boolean;
  ownCanonical?: boolean;
  headerSearch?: ComponentType;
};

export function useSiteHandle(): {
  sidebar: boolean;
  footer: boolean;
  nextSteps: boolean;
  headerSearch: ComponentType | null;
} {
  const matches = useMatches();
  const handles = matches.map((m) => (m.handle ?? {}) as SiteHandle);
  return {
    sidebar: handles.some((h) => h.sidebar === true),
    footer: !handles.some((h) => h.footer === false),
    nextSteps: !handles.some((h) => h.nextSteps === false),
    headerSearch: handles.findLast((h) => h.headerSearch)?.headerSearch ?? null,
  };
}
