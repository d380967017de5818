/**
 * "Save this search" above the results (decision 0041). A member opens the dialog (its code loads on
 * the first click); anyone else goes to sign in and comes back to this same search. The filters
 * chosen on the page are saved with it: the page's own, else those of its address (`f.<facet>`,
 * decision 0083).
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '~/lib/edition-link';
import { Bell } from 'lucide-react';
import { AUTH_PAGES, SAVE_SEARCH_BUTTON_TEXT as T, searchFiltersFromParams } from '@wbn/contract/constants';
import { buttonClass } from '~/components/button-link';
import { authHref } from '~/lib/auth-href';
import { useSession } from '~/lib/session-context';
import { useSpecText } from '~/lib/i18n';
import type { SearchToSave } from '../lib/search-to-save';

const SaveSearchDialog = lazy(() => import('./save-search-dialog'));

const look = buttonClass('secondary', 'px-3 py-1.5');

export function SaveSearchButton({ search }: { search: SearchToSave }) {
  const session = useSession();
  const location = useLocation();
  const spec = useSpecText();
  const ref = useRef<HTMLButtonElement>(null);
  // `loaded`: the dialog was opened once (its code is fetched then); `open`: it shows.
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);

  if (session.status !== 'member') {
    return (
      <Link to={authHref(AUTH_PAGES.login, location)} className={look} title={spec(T.signInToSave)}>
        <Bell aria-hidden="true" className="h-4 w-4" />
        {spec(T.saveButton)}
      </Link>
    );
  }
  return (
    <>
      <button
        ref={ref}
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className={look}
      >
        <Bell aria-hidden="true" className="h-4 w-4" />
        {spec(T.saveButton)}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <SaveSearchDialog
            open={open}
            onOpenChange={setOpen}
            search={{
              ...search,
              filters: search.filters ?? searchFiltersFromParams(new URLSearchParams(location.search)),
            }}
            returnFocus={ref}
          />
        </Suspense>
      ) : null}
    </>
  );
}
