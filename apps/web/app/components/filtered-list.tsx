/**
 * A list read a page at a time (a cursor, TanStack Query's infinite query), `PagedList`: a skeleton
 * while the first page loads, the API's message with "Try again" when it fails, a sentence when
 * nothing is there, else the rows and "Show more" while there are more (the staff's reviews that
 * wait). `FilteredList` puts it under a row of filter buttons, one pressed: the staff's reports
 * (open, closed) and jobs (dead, failing). The page keeps the filter (its query depends on it) and
 * draws each row (an `<li>`).
 */
import { Fragment, type ReactNode } from 'react';
import clsx from 'clsx';
import { buttonClass } from '~/components/button-link';
import { PageSkeleton } from '~/components/page-frame';
import { isApiError } from '~/lib/api-client';

export type ListFilter<Id extends string> = { id: Id; label: string; empty: string };

type PagedQuery<Item> = {
  data?: { pages: { data: Item[] }[] };
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

type PagedListProps<Item> = {
  query: PagedQuery<Item>;
  /** Said while the first page loads ("Loading the reports"). */
  loading: string;
  /** Said when the list cannot be read and the API gave no reason ("We could not load the reports."). */
  failed: string;
  /** Said when there is nothing to list. */
  empty: string;
  itemKey: (item: Item) => string;
  /** One row: an `<li>`. */
  children: (item: Item) => ReactNode;
};

export function PagedList<Item>({ query: q, loading, failed, empty, itemKey, children }: PagedListProps<Item>) {
  const items = q.data?.pages.flatMap((p) => p.data) ?? [];
  return q.isPending ? (
    <PageSkeleton label={loading} />
  ) : q.isError ? (
    <div role="alert" className="space-y-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <p>{isApiError(q.error) ? q.error.message : failed}</p>
      <button type="button" onClick={() => void q.refetch()} className="font-semibold underline">
        Try again
      </button>
    </div>
  ) : items.length === 0 ? (
    <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
      {empty}
    </p>
  ) : (
    <>
      <ul className="space-y-3">
        {items.map((item) => (
          <Fragment key={itemKey(item)}>{children(item)}</Fragment>
        ))}
      </ul>
      {q.hasNextPage ? (
        <button
          type="button"
          disabled={q.isFetchingNextPage}
          onClick={() => void q.fetchNextPage()}
          className={buttonClass('secondary', 'w-full disabled:opacity-50')}
        >
          {q.isFetchingNextPage ? 'Loading…' : 'Show more'}
        </button>
      ) : null}
    </>
  );
}

export function FilteredList<Id extends string, Item>({
  label,
  filters,
  filter,
  onFilter,
  ...list
}: {
  /** Names the row of filters for screen readers ("Which reports"). */
  label: string;
  filters: readonly ListFilter<Id>[];
  filter: Id;
  onFilter: (id: Id) => void;
} & Omit<PagedListProps<Item>, 'empty'>) {
  const shown = filters.find((f) => f.id === filter)!;
  return (
    <div className="space-y-4">
      <div role="group" aria-label={label} className="inline-flex rounded-lg border border-slate-200 bg-white p-0.5">
        {filters.map((f) => (
          <button
            key={f.id}
            type="button"
            aria-pressed={filter === f.id}
            onClick={() => onFilter(f.id)}
            className={clsx(
              'rounded-md px-3 py-1.5 text-sm font-semibold',
              filter === f.id ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-50',
            )}
          >
            {f.label}
          </button>
        ))}
      </div>
      <PagedList {...list} empty={shown.empty} />
    </div>
  );
}
