/**
 * What the root route's loader returns (root.tsx), named here so that the modules reading it
 * (`useRouteLoaderData<RootData>('root')`: the sidebar's industries, the customer-service numbers,
 * the canonical link) need not import root.tsx, which imports them: no import cycle, type-only
 * ones included. Types only: nothing of it is in a script.
 */
import type { UserProfile } from '@wbn/contract/schemas';
import type { Edition } from '@wbn/contract/editions';
import type { CompiledMessages } from './i18n-runtime';
import type { SeedEntry } from './member-seed';

/** One industry of the sidebar: enough for its link and whether it has a panel. */
export type IndustryNavItem = { key: string; name: string; hasPanel: boolean };

/** The configured customer-service numbers (lib/site-contact.ts keeps only those with text). */
export type SiteContact = { phoneUsa?: string; phoneEurope?: string; chatUsa?: string };

/** The member a page was rendered for (decision 0047): the header shows them from the first paint. */
export type RootMember = { userID: string; profile: UserProfile };

export type RootData = {
  /** The edition of the page's address (decision 0085). */
  edition: Edition;
  /** The frame's messages in that edition (lib/i18n.server.ts). */
  messages: CompiledMessages;
  /** The sidebar's industries; null when the API failed (the sidebar then shows the fixed names). */
  industryNav: IndustryNavItem[] | null;
  /** The version of the whole industry tree, which the browser fetches by itself (decision 0019). */
  industryTreeVersion: string | null;
  origin: string;
  siteContact: SiteContact;
  /** The member of the page cookie, absent for visitors (and for every page from the page cache). */
  member?: RootMember;
  /** The header's counts for that member (lib/member-seed.ts). */
  memberSeed?: SeedEntry[];
};
