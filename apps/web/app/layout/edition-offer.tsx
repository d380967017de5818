/**
 * The line that offers this page in the edition the browser prefers (decision 0085), written in
 * that edition's language: "Esta página está disponible en español." It never redirects; following
 * it or closing it keeps the choice (lib/edition-choice.ts), and it does not come back. Loaded
 * after hydration, and only when there is something to offer (layout/edition-choice.tsx).
 */
import { useLocation } from 'react-router';
import { X } from 'lucide-react';
import { EDITION_OFFER, htmlLangOf, samePageIn, type Edition } from '@wbn/contract/editions';
import { Link } from '~/lib/edition-link';
import { rememberEdition } from '~/lib/edition-choice';

export function EditionOffer({
  offer,
  pageEdition,
  onClose,
}: {
  offer: Edition;
  pageEdition: Edition;
  onClose: () => void;
}) {
  const { pathname, search } = useLocation();
  const text = EDITION_OFFER[offer];
  const lang = htmlLangOf(offer);
  return (
    <div role="region" aria-label={text.line} lang={lang} className="border-b border-brand-100 bg-brand-50">
      <div className="mx-auto flex max-w-[1240px] flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2 text-sm text-slate-700 sm:px-4">
        <p>{text.line}</p>
        <Link
          edition={offer}
          to={samePageIn(offer, pathname) + search}
          hrefLang={lang}
          onClick={() => rememberEdition(offer)}
          className="font-semibold text-brand-700 underline hover:text-brand-800"
        >
          {text.go}
        </Link>
        <button
          type="button"
          onClick={() => {
            rememberEdition(pageEdition);
            onClose();
          }}
          className="ml-auto inline-flex h-9 items-center gap-1 rounded-md px-2 text-slate-600 hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <X aria-hidden="true" className="h-4 w-4" />
          {text.dismiss}
        </button>
      </div>
    </div>
  );
}
