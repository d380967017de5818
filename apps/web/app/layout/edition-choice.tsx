/**
 * Whether to offer this page in another edition (decision 0085): once the page is live, the
 * browser's languages and the edition cookie decide; the line itself (edition-offer.tsx) and its
 * texts load only when there is something to offer, never in a first load.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Edition } from '@wbn/contract/editions';
import { useEdition } from '~/lib/i18n';
import { editionToOffer } from '~/lib/edition-choice';

const EditionOffer = lazy(() => import('./edition-offer').then((m) => ({ default: m.EditionOffer })));

export function EditionChoice() {
  const edition = useEdition();
  const [offer, setOffer] = useState<Edition>();
  useEffect(() => {
    setOffer(editionToOffer(edition, document.cookie, navigator.languages ?? [navigator.language]));
  }, [edition]);
  return offer ? (
    <Suspense fallback={null}>
      <EditionOffer offer={offer} pageEdition={edition} onClose={() => setOffer(undefined)} />
    </Suspense>
  ) : null;
}
