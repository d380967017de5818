/**
 * The foot of a list read a page at a time (a cursor, TanStack Query's infinite query): the
 * failure of the last page, and "Show more" while there are more.
 */
import { MSG } from '@wbn/contract/constants';
import { buttonClass } from '~/components/button-link';

type Pages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
};

export function ShowMore({ q }: { q: Pages }) {
  return (
    <>
      {q.isFetchNextPageError ? (
        <p role="alert" className="text-sm text-red-700">
          {MSG.errorLoadingData}
        </p>
      ) : null}
      {q.hasNextPage ? (
        <button
          type="button"
          disabled={q.isFetchingNextPage}
          onClick={() => void q.fetchNextPage()}
          className={buttonClass('secondary', 'w-full disabled:opacity-60 sm:w-auto')}
        >
          {q.isFetchingNextPage ? 'Loading…' : 'Show more'}
        </button>
      ) : null}
    </>
  );
}
