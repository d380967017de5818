/** Small pieces the staff area's lists share: loading/empty/error states, a pager (dates: ~/lib/dates). */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { STAFF_PAGE_SIZE } from '@wbn/contract/constants';
import { buttonClass } from '~/components/button-link';
import { PageSkeleton } from '~/components/page-frame';
import { isApiError } from '~/lib/api-client';

export function ListState<T extends { total: number }>({
  q,
  empty,
  children,
}: {
  q: UseQueryResult<T>;
  empty: string;
  children: (data: T) => ReactNode;
}) {
  if (q.isPending) return <PageSkeleton label="Loading" />;
  if (q.isError)
    return (
      <div role="alert" className="space-y-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p>{isApiError(q.error) ? q.error.message : 'We could not load this list.'}</p>
        <button type="button" onClick={() => void q.refetch()} className="font-semibold underline">
          Try again
        </button>
      </div>
    );
  if (q.data.total === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
        {empty}
      </p>
    );
  return <>{children(q.data)}</>;
}

export function Pager({ skip, total, onSkip }: { skip: number; total: number; onSkip: (skip: number) => void }) {
  if (total <= STAFF_PAGE_SIZE) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm">
      <button
        type="button"
        disabled={skip === 0}
        onClick={() => onSkip(Math.max(0, skip - STAFF_PAGE_SIZE))}
        className={buttonClass('secondary', 'disabled:opacity-50')}
      >
        Previous
      </button>
      <span className="text-slate-600">
        {skip + 1}–{Math.min(total, skip + STAFF_PAGE_SIZE)} of {total}
      </span>
      <button
        type="button"
        disabled={skip + STAFF_PAGE_SIZE >= total}
        onClick={() => onSkip(skip + STAFF_PAGE_SIZE)}
        className={buttonClass('secondary', 'disabled:opacity-50')}
      >
        Next
      </button>
    </nav>
  );
}
