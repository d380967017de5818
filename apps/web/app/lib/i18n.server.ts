/**
 * The editions' catalogues on the server (decision 0085): the PO files of app/locales, compiled by
 * Lingui's Vite plugin, and the spec's own texts of the contract, which a page looks up by their
 * English. A loader sends its page's catalogue in the page's edition (`pageMessages`); the root
 * sends the frame's (`shellMessages`). English sends only what its code cannot say alone: the
 * messages with a plural or a choice, which the code keeps as source text.
 */
import {
  EDITION_LOCALES,
  editionOf,
  HOME_SPEC_TEXTS,
  SHELL_SPEC_TEXTS,
  SPEC_TEXTS,
  type Edition,
} from '@wbn/contract/editions';
import { PageI18n, type CompiledMessage, type CompiledMessages } from './i18n-runtime';

/** The page catalogues of lingui.config.ts. */
export type PageCatalogue = 'shell' | 'home';

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
    if (name === 'shell' && edition !== 'en') {
      const specTexts = SPEC_TEXTS[edition];
      for (const text of SHELL_SPEC_TEXTS) messages[text] = specTexts[text] ?? text;
    }
    if (name === 'home' && edition !== 'en') {
      const specTexts = SPEC_TEXTS[edition];
      for (const text of HOME_SPEC_TEXTS) messages[text] = specTexts[text] ?? text;
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
