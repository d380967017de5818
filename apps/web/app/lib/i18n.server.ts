/**
 * The editions' catalogues on the server (decision 0085): the PO files of app/locales, compiled by
 * Lingui's Vite plugin, and the spec's own texts of the contract, which a page looks up by their
 * English. A loader sends its page's catalogue in the page's edition (`pageMessages`); the root
 * sends the frame's (`shellMessages`). English sends only what its code cannot say alone: the
 * messages with a plural or a choice, which the code keeps as source text.
 */
import {
  AUTH_SPEC_TEXTS,
  BUSINESS_PAGE_SPEC_TEXTS,
  PRODUCT_PAGE_SPEC_TEXTS,
  SETTINGS_SPEC_TEXTS,
  EDITION_LOCALES,
  editionOf,
  HOME_SPEC_TEXTS,
  REFDATA_ES,
  REFDATA_IT,
  REFDATA_ZH,
  RFQ_BOARD_SPEC_TEXTS,
  SEARCH_SPEC_TEXTS,
  SHELL_SPEC_TEXTS,
  SPEC_TEXTS,
  type Edition,
} from '@wbn/contract/editions';
import { businessTypeMessages } from './business-type-names';
import { PageI18n, type CompiledMessage, type CompiledMessages } from './i18n-runtime';

const REFDATA = { es: REFDATA_ES, it: REFDATA_IT, zh: REFDATA_ZH };

/** The page catalogues of lingui.config.ts. */
export type PageCatalogue =
  | 'shell'
  | 'home'
  | 'search'
  | 'industries'
  | 'unsubscribe'
  | 'articles'
  | 'auth'
  | 'rfq'
  | 'business'
  | 'product'
  | 'settings';

/** The spec's texts (the contract's English, decision 0085) each catalogue adds in an edition. */
const CATALOGUE_SPEC_TEXTS: Record<PageCatalogue, readonly string[]> = {
  shell: SHELL_SPEC_TEXTS,
  home: HOME_SPEC_TEXTS,
  search: SEARCH_SPEC_TEXTS,
  industries: [],
  unsubscribe: [],
  articles: [],
  auth: AUTH_SPEC_TEXTS,
  rfq: RFQ_BOARD_SPEC_TEXTS,
  business: BUSINESS_PAGE_SPEC_TEXTS,
  product: PRODUCT_PAGE_SPEC_TEXTS,
  settings: SETTINGS_SPEC_TEXTS,
};

const compiled = import.meta.glob<{ messages: CompiledMessages }>('../locales/{en,es,it,zh}/*.po', { eager: true });

/** A message with a plural, an ordinal or a choice: English needs its compiled form too. */
const needsCompiled = (m: CompiledMessage) => Array.isArray(m) && m.some((p) => Array.isArray(p) && p.length > 1);

const cache = new Map<string, CompiledMessages>();

function catalogue(edition: Edition, name: PageCatalogue): CompiledMessages {
  const key = `${edition}/${name}`;
  let messages = cache.get(key);
  if (!messages) {
    const all = compiled[`../locales/${key}.po`]?.messages ?? {};
    messages =
      edition === 'en' ? Object.fromEntries(Object.entries(all).filter(([, m]) => needsCompiled(m))) : { ...all };
    if (edition !== 'en') {
      const specTexts = SPEC_TEXTS[edition];
      for (const text of CATALOGUE_SPEC_TEXTS[name]) messages[text] = specTexts[text] ?? text;
      // The business types' names (the search bar's first dropdown on every page, home's blocks).
      if (name === 'shell') Object.assign(messages, businessTypeMessages(REFDATA[edition].businessTypes));
    }
    cache.set(key, messages);
  }
  return messages;
}

/** The frame's messages in an edition (the root's loader data). */
export const shellMessages = (edition: Edition) => catalogue(edition, 'shell');

/** A page's own messages in an edition (its loader data's `messages`). */
export const pageMessages = (edition: Edition, name: PageCatalogue) => catalogue(edition, name);

/**
 * A page loader's messages: its edition, its catalogue to return as `messages` (the page's
 * components read it), and a reader of the same for what the loader writes itself (the page's
 * title and description, with the `msg` macro).
 */
export function loaderI18n(request: Request, name: PageCatalogue) {
  const edition = editionOf(new URL(request.url).pathname);
  const messages = pageMessages(edition, name);
  const all = edition === 'en' ? messages : { ...shellMessages(edition), ...messages };
  return { edition, messages, i18n: new PageI18n(edition, EDITION_LOCALES[edition], all) };
}
