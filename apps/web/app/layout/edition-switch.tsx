/**
 * The language switch (decision 0085): the page the reader is on, in each other edition, named in
 * its own language. Plain anchors with `lang` and `hreflang`; the footer and the mobile menu follow
 * them inside the app (useInAppLinks), the account menu through its items. Choosing one keeps the
 * choice in the edition cookie (lib/edition-choice.ts), so the offer line stays quiet, and for a
 * member in their profile's preferred language.
 */
import { useLocation } from 'react-router';
import { EDITION_NAMES, EDITIONS, htmlLangOf, samePageIn, type Edition } from '@wbn/contract/editions';
import { useEdition } from '~/lib/i18n';
import { rememberEdition } from '~/lib/edition-choice';
import { apiRequest, useSession } from '~/lib/session-context';

/** Keeps a reader's choice of edition: the cookie, and a member's preferred language. */
export function useChooseEdition(): (edition: Edition) => void {
  const member = useSession().status === 'member';
  return (edition) => {
    rememberEdition(edition);
    if (member)
      void apiRequest('/api/user/profile', { method: 'PUT', body: { preferredLanguage: { code: edition } } }).catch(
        () => undefined,
      );
  };
}

/** Each other edition's address of this page (with its query), in the editions' order. */
export function useOtherEditions(): { edition: Edition; name: string; href: string; lang: string }[] {
  const own = useEdition();
  const { pathname, search } = useLocation();
  return EDITIONS.filter((e) => e !== own).map((edition) => ({
    edition,
    name: EDITION_NAMES[edition],
    href: samePageIn(edition, pathname) + search,
    lang: htmlLangOf(edition),
  }));
}

export function EditionLinks({ className, linkClass }: { className: string; linkClass: string }) {
  const others = useOtherEditions();
  const choose = useChooseEdition();
  return (
    <ul className={className}>
      {others.map((o) => (
        <li key={o.edition}>
          <a href={o.href} lang={o.lang} hrefLang={o.lang} className={linkClass} onClick={() => choose(o.edition)}>
            {o.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
