/**
 * The member's saved searches (decision 0041), loaded after the page's first load: each with its
 * filters in words, a link that runs it, how often it alerts (changed in place), what waits for the
 * next summary, and a delete asked once more. An empty state says how to save one.
 */
import { useRef, useState, type RefObject } from 'react';
import { Link } from '~/lib/edition-link';
import { BellRing, Search, Trash2 } from 'lucide-react';
import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_FREQUENCY_LABELS,
  SAVED_SEARCH_TEXT as T,
  SITE_PATHS,
  type SavedSearchFrequency,
} from '@wbn/contract/constants';
import type { SavedSearch } from '@wbn/contract/schemas';
import { buttonClass } from '~/components/button-link';
import { ConfirmDialog } from '~/components/confirm-dialog';
import { ErrorState } from '~/components/error-state';
import { controlClass } from '~/components/form-controls';
import { PageSkeleton } from '~/components/page-frame';
import { errorText } from '~/lib/api-client';
import { LocalDate, RelativeTime } from '~/components/relative-time';
import { useSession } from '~/lib/session-context';
import { toast } from '~/lib/toast';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '../api/saved-searches';

export default function SavedSearchesList() {
  const { userID } = useSession();
  const me = userID ?? '';
  const list = useSavedSearches(me);
  const headingRef = useRef<HTMLParagraphElement>(null);

  if (list.isPending) return <PageSkeleton label={T.loading} />;
  if (list.isError)
    return <ErrorState message={T.loadFailed} retryLabel={T.retry} onRetry={() => void list.refetch()} />;
  const searches = list.data.data;
  if (!searches.length) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
        <BellRing aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
        <p className="mt-3 text-base font-semibold text-slate-900">{T.emptyTitle}</p>
        <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">{T.emptyBody}</p>
        <Link to={SITE_PATHS.searchResult} className={buttonClass('primary', 'mt-5')}>
          <Search aria-hidden="true" className="h-4 w-4" />
          {T.startSearching}
        </Link>
      </div>
    );
  }
  return (
    <div>
      <p ref={headingRef} tabIndex={-1} className="mb-3 text-sm text-slate-600 outline-none">
        {T.count(searches.length)}
      </p>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {searches.map((s) => (
          <SavedSearchRow key={s.savedSearchID} search={s} userID={me} listHeading={headingRef} />
        ))}
      </ul>
    </div>
  );
}

function SavedSearchRow({
  search: s,
  userID,
  listHeading,
}: {
  search: SavedSearch;
  userID: string;
  listHeading: RefObject<HTMLParagraphElement | null>;
}) {
  const update = useUpdateSavedSearch(userID);
  const remove = useDeleteSavedSearch(userID);
  const [asking, setAsking] = useState(false);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const selectId = `frequency-${s.savedSearchID}`;

  const setFrequency = (frequency: SavedSearchFrequency) =>
    update.mutate(
      { savedSearchID: s.savedSearchID, body: { frequency } },
      { onSuccess: (done) => toast.success(done.message), onError: (e) => toast.error(errorText(e)) },
    );

  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 flex-1">
        <h2 className="break-words text-base font-semibold text-slate-900">{s.title}</h2>
        <p className="mt-0.5 text-sm text-slate-600">{s.description}</p>
        <p className="mt-1 text-xs text-slate-500">
          {T.savedOn} <LocalDate iso={s.createdAt} />
          {s.lastAlertAt ? (
            <>
              {' · '}
              {T.lastAlert} <RelativeTime iso={s.lastAlertAt} />
            </>
          ) : null}
        </p>
        {s.pendingMatches > 0 ? (
          <p className="mt-1 text-xs font-medium text-brand-700">{T.pending(s.pendingMatches)}</p>
        ) : null}
        <Link
          to={s.searchPath}
          className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <Search aria-hidden="true" className="h-4 w-4" />
          {T.runSearch}
          <span className="sr-only">: {s.title}</span>
        </Link>
      </div>
      <div className="flex shrink-0 items-end gap-2">
        <div>
          <label htmlFor={selectId} className="block text-xs font-medium text-slate-700">
            {T.frequencyLabel}
            <span className="sr-only"> — {T.frequencyOf(s.title)}</span>
          </label>
          <select
            id={selectId}
            value={s.frequency}
            disabled={update.isPending}
            onChange={(e) => setFrequency(e.target.value as SavedSearchFrequency)}
            className={controlClass()}
          >
            {SAVED_SEARCH_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {SAVED_SEARCH_FREQUENCY_LABELS[f]}
              </option>
            ))}
          </select>
        </div>
        <button
          ref={deleteRef}
          type="button"
          onClick={() => setAsking(true)}
          aria-label={T.deleteButton(s.title)}
          className="rounded-lg border border-slate-300 p-2 text-slate-600 hover:border-red-300 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          <Trash2 aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => {
          setAsking(open);
          if (!open) remove.reset();
        }}
        title={T.deleteTitle}
        description={
          <>
            “{s.title}”: {T.deleteBody}
          </>
        }
        confirmLabel={T.deleteConfirm}
        busy={remove.isPending}
        error={remove.isError ? errorText(remove.error) : null}
        returnFocus={deleteRef}
        onConfirm={() =>
          remove.mutate(s.savedSearchID, {
            onSuccess: (done) => {
              setAsking(false);
              toast.success(done.message);
              // The row is gone: focus goes to the list's count.
              listHeading.current?.focus();
            },
          })
        }
      />
    </li>
  );
}
