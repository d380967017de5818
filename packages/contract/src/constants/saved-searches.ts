/**
 * Saved searches and their alerts (decision 0041): a member keeps a search of the directory
 * (companies of one type, or products; words, a country, an industry; requests for quotation too
 * when asked) and hears of what is new that matches it: at once, in a daily or weekly summary, or
 * not at all. Without zod (decision 0009); schemas/saved-searches.ts holds the schemas.
 */
import { COMPANY_TYPE_CODES } from './refdata.js';
import { searchPath } from './routes.js';
import { searchFiltersToParams } from './search-filter-params.js';
import { SAVE_SEARCH_BUTTON_TEXT } from './saved-searches-nav.js';

export * from './saved-searches-nav.js';
import { DEFAULT_SEARCH_COUNTRY, SITE_PATHS } from './spec.js';

/** How often a saved search tells its member of new matches. */
export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

export const SAVED_SEARCH_FREQUENCY_LABELS: Record<SavedSearchFrequency, string> = {
  instant: 'At once',
  daily: 'Daily summary',
  weekly: 'Weekly summary',
  off: 'Paused',
};

export const SAVED_SEARCH_FREQUENCY_HINTS: Record<SavedSearchFrequency, string> = {
  instant: 'A notification as soon as something new matches. Several matches close together come as one.',
  daily: 'At most one notification a day, counting what is new.',
  weekly: 'At most one notification a week, counting what is new.',
  off: 'The search stays in your list, and you are not told of new matches.',
};

/** The most saved searches one member keeps. */
export const SAVED_SEARCHES_MAX = 20;
/**
 * Two alerts of one 'instant' search are at least this far apart: what matches in between comes in
 * the next one, as a count (a catalogue import of 500 valves is one notification, not 500).
 */
export const SAVED_SEARCH_INSTANT_GAP_MS = 10 * 60_000;
/** A summary is due once its oldest match waited this long. */
export const SAVED_SEARCH_PERIOD_MS = { daily: 86_400_000, weekly: 7 * 86_400_000 } as const;

/** What a saved search may look for: companies of one type (its code), or products (PR). Members (UR) are not alerted on. */
export const SAVED_SEARCH_TYPES: readonly string[] = [...COMPANY_TYPE_CODES, 'PR'];

export const SAVED_SEARCH_MSG = {
  created: 'Search saved. You will be told of new matches as you chose.',
  updated: 'Your saved search is updated.',
  deleted: 'The saved search is deleted.',
  notFound: 'Saved search not found',
  tooMany: `You already keep ${SAVED_SEARCHES_MAX} saved searches, the most one member can. Delete one you no longer need to save this one.`,
  duplicate: 'You have already saved this search. Change how often you hear about it on your saved searches page.',
  businessType: 'Choose a kind of company, or products',
  membersNotSaved: 'Searches of members cannot be saved. Choose a kind of company, or products.',
  country: 'A two-letter country code, or global',
  unknownCountry: 'Unknown country',
  industry: 'Choose an industry from the list',
  frequency: 'Choose how often: instant, daily, weekly or off',
  includeRfqs: 'includeRfqs must be true or false',
  nothingToChange: 'Send the frequency, includeRfqs, or both',
} as const;

export const SAVED_SEARCH_TEXT = {
  // ---- "Save this search" on the results page ----
  saveButton: SAVE_SEARCH_BUTTON_TEXT.saveButton,
  saveTitle: 'Save this search',
  saveIntro:
    'We tell you when a new company, product or request matches it. Change or delete it any time from Saved searches in your menu.',
  frequencyLegend: 'Tell me about new matches',
  includeRfqsLabel: 'Also tell me about new requests for quotation that match these words, this country and industry',
  saveConfirm: 'Save the search',
  saving: 'Saving…',
  cancel: 'Cancel',
  seeSaved: 'See your saved searches',
  signInToSave: SAVE_SEARCH_BUTTON_TEXT.signInToSave,
  /**
   * Where alerts go, by the member's channel for saved-search alerts (decision 0068): an "At once" alert is e-mailed
   * within a minute unless that channel keeps them in the app or off; summaries follow the channel.
   */
  alertsGo: {
    email: (address: string) => `Alerts show in the app and are e-mailed to ${address}.`,
    digest: (address: string) =>
      `Alerts show in the app. “At once” alerts are also e-mailed to ${address} within a minute; summaries come in your daily digest e-mail.`,
    app: 'Alerts show in the app only: your settings send no e-mail about saved searches.',
    off: 'Saved-search alerts are off in your settings: you will not be told of new matches until you turn them on.',
    unknown: 'Alerts show in the app; your settings decide whether they are e-mailed too.',
  },
  /** The address when the page does not know it yet. */
  yourAddress: 'your e-mail address',
  alertsSetting: 'Change where alerts go',
  alertsSettingPath: `${SITE_PATHS.settings}#notifications`,

  // ---- the /saved-searches page ----
  pageTitle: 'Saved searches',
  pageIntro: `The searches you keep, and how often you hear about what is new in them. Up to ${SAVED_SEARCHES_MAX}.`,
  loading: 'Loading your saved searches',
  loadFailed: 'Your saved searches could not be loaded.',
  retry: 'Try again',
  emptyTitle: 'No saved search yet',
  emptyBody:
    'Search for companies or products, then choose “Save this search” above the results to hear about new matches.',
  startSearching: 'Search the directory',
  runSearch: 'Run this search',
  frequencyLabel: 'Alerts',
  pending: (n: number) =>
    n === 1 ? '1 new match waits for the next summary' : `${n} new matches wait for the next summary`,
  lastAlert: 'Last alert',
  savedOn: 'Saved',
  deleteButton: (title: string) => `Delete the saved search “${title}”`,
  deleteTitle: 'Delete this saved search?',
  deleteBody: 'You will no longer be told of new matches. The search itself stays available from the search bar.',
  deleteConfirm: 'Delete',
  frequencyOf: (title: string) => `How often to hear about “${title}”`,
  count: (n: number) => `${n} of ${SAVED_SEARCHES_MAX} saved searches`,
} as const;

/** The parts of a saved search that name it (codes resolved to names). */
export type SavedSearchWords = {
  textQuery: string;
  typeName: string;
  countryName: string | null;
  industryName?: string | null;
  includeRfqs?: boolean;
  /** The chosen filters in words, a phrase per facet (searchFiltersInWords; decision 0083). */
  filters?: readonly string[];
};

/** Its short name in alerts and lists: its words, else the kind and the country ("Manufacturers in Germany"). */
export function savedSearchTitle(s: SavedSearchWords): string {
  const words = s.textQuery.trim();
  if (words) return words;
  return s.countryName ? `${s.typeName} in ${s.countryName}` : s.typeName;
}

/**
 * The whole search in words: "Manufacturers matching “valve”, in Germany, in Machinery, filtered by
 * Verified; Employees: 51-200 employees, and requests for quotation".
 */
export function describeSavedSearch(s: SavedSearchWords): string {
  const words = s.textQuery.trim();
  const parts = [
    `${s.typeName}${words ? ` matching “${words}”` : ''}`,
    s.countryName ? `in ${s.countryName}` : 'worldwide',
  ];
  if (s.industryName) parts.push(`in ${s.industryName}`);
  if (s.filters?.length) parts.push(`filtered by ${s.filters.join('; ')}`);
  return `${parts.join(', ')}${s.includeRfqs ? ', and requests for quotation' : ''}`;
}

/**
 * The results page of a saved search, its filters as the page's `f.<facet>` parameters (decision
 * 0083; its industry and RFQs are not filters of that page).
 */
export const savedSearchPath = (s: {
  textQuery: string;
  businessType: string;
  country: string | null;
  filters?: Parameters<typeof searchFiltersToParams>[0];
}) => {
  const path = searchPath({
    business: s.businessType,
    countries: s.country ?? DEFAULT_SEARCH_COUNTRY,
    search: s.textQuery,
  });
  const params = searchFiltersToParams(s.filters);
  return params.length ? `${path}&${new URLSearchParams(params).toString()}` : path;
};
