/**
 * The page's edition and its messages in components (decision 0085). The root's loader data holds
 * the edition and the frame's catalogue, a page's loader data its own catalogue (`messages`); the
 * root provides what they make together, and every `useLingui` and `Trans` reads it.
 */
import { useContext, useRef } from 'react';
import { useMatches } from 'react-router';
import { countryNameIn, EDITION_LOCALES, type Edition } from '@wbn/contract/editions';
import { I18nContext, PageI18n, useLingui, type CompiledMessages } from './i18n-runtime';
import type { RootData } from './root-data';

type WithMessages = { messages?: CompiledMessages } | undefined;

/** The messages of the root and the matched routes in the page's edition; made again only when one changes. */
export function useEditionI18n(): PageI18n {
  const matches = useMatches();
  const root = matches[0]?.loaderData as RootData | undefined;
  const edition = root?.edition ?? 'en';
  const catalogues = matches.map((m) => (m.loaderData as WithMessages)?.messages).filter((m) => m !== undefined);
  const made = useRef<{ edition: Edition; catalogues: CompiledMessages[]; i18n: PageI18n }>(null);
  const last = made.current;
  if (
    !last ||
    last.edition !== edition ||
    last.catalogues.length !== catalogues.length ||
    last.catalogues.some((c, i) => c !== catalogues[i])
  )
    made.current = {
      edition,
      catalogues,
      i18n: new PageI18n(edition, EDITION_LOCALES[edition], Object.assign({}, ...catalogues)),
    };
  return made.current!.i18n;
}

/** The page's edition (English outside the app's root, as in a component test). */
export function useEdition(): Edition {
  return useContext(I18nContext).edition;
}

/** A spec text (the contract's English) in the page's edition: the frame's catalogue keys them by their English. */
export function useSpecText(): (english: string) => string {
  const { _ } = useLingui();
  return (english) => _(english);
}

/** A form's message (the schema's or the server's English, when the contract's tables know it) in the page's edition; none stays none. */
export function useSpecMessage(): (message: string | undefined) => string | undefined {
  const spec = useSpecText();
  return (message) => (message ? spec(message) : undefined);
}

/**
 * A country's name in the page's edition: ICU's name (the contract's display-names.ts) in an
 * edition, the reference data's own English name in English.
 */
export function useCountryName(): (code: string, english: string) => string {
  const edition = useEdition();
  return (code, english) => countryNameIn(edition, code, english);
}
