/**
 * What the root route's loader returns (root.tsx), named here so that the modules reading it
 * (`useRouteLoaderData<RootData>('root')`: the sidebar's industries, the customer-service numbers,
 * the canonical link) need not import root.tsx, which imports them: no import cycle, type-only
 * ones included. Types only: nothing of it is in a script.
 */

/** One industry of the sidebar: enough for its link and whether it has a panel. */
export type IndustryNavItem = { key: string; name: string; hasPanel: boolean };

/** The configured customer-service numbers (lib/site-contact.ts keeps only those with text). */
export type SiteContact = { phoneUsa?: string; phoneEurope?: string; chatUsa?: string };

export type RootData = {
  /** The sidebar's industries; null when the API failed (the sidebar then shows the fixed names). */
  industryNav: IndustryNavItem[] | null;
  /** The version of the whole industry tree, which the browser fetches by itself (decision 0019). */
  industryTreeVersion: string | null;
  origin: string;
  siteContact: SiteContact;
};
