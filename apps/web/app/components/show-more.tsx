/**
 * The foot of a list read a page at a time (a cursor, TanStack Query's infinite query): the
 * failure of the last page, and "Show more" while there are more.
 */
import { MSG } from '@wbn/contract/constants';
import { buttonClass } from '~/components/button-link';
import { useLingui } from '@lingui/react/macro';
import { useSpecText } from '~/lib/i18n';

type Pages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
};

export function ShowMore({ q }: { q: Pages }) {
  const { t } = useLingui();
  const spec = useSpecText();
  return (
    <>
      {q.isFetchNextPageError ? (
        <p role="alert" className="text-sm text-red-700">
          {spec(MSG.errorLoadingData)}
        </p>
      ) : null}
      {q.hasNextPage ? (
        <button
          type="button"
          disabled={q.isFetchingNextPage}
          onClick={() => void q.fetchNextPage()}
          className={buttonClass('secondary', 'w-full disabled:opacity-60 sm:w-auto')}
        >
          {q.isFetchingNextPage ? t`Loading…` : t`Show more`}
        </button>
      ) : null}
    </>
  );
}
