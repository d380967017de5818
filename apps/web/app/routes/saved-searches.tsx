import { lazy, Suspense } from 'react';
import { SAVED_SEARCH_TEXT as T } from '@wbn/contract/constants';
import { pageMeta } from '~/lib/meta';
import { MemberPage } from '~/layout/member-page';
import { PageSkeleton } from '~/components/page-frame';

// The list (the typed client's calls, the dialogs) loads after the page: it weighs on no first load (decision 0009).
const SavedSearchesList = lazy(() => import('~/features/saved-searches/components/saved-searches-list'));

export const meta = () =>
  pageMeta({
    title: T.pageTitle,
    description:
      'The searches you keep on WBN Miami, and how often you hear about new companies, products and requests for quotation that match them.',
    keywords: 'saved searches, alerts, new suppliers, new products, requests for quotation',
  });

/** The member's saved searches and their alerts (decision 0041), under the user menu. Needs a session. */
export default function SavedSearches() {
  return (
    <MemberPage title={T.pageTitle} description={T.pageIntro}>
      <Suspense fallback={<PageSkeleton label={T.loading} />}>
        <SavedSearchesList />
      </Suspense>
    </MemberPage>
  );
}
