/** The three states every list has: loading skeleton, empty state, error with retry. */
import type { ReactNode } from 'react';
import { CircleAlert, RefreshCw } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { MSG } from '@wbn/contract/constants';
import { Skeleton } from '~/components/page-frame';
import { isApiError } from '~/lib/api-client';

export function CardListSkeleton({ count = 3, label = 'Loading' }: { count?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">{label}…</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4">
          <Skeleton className="h-16 w-16 shrink-0 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-3 w-3/4" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function EmptyState({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
      <Icon aria-hidden="true" className="h-10 w-10 text-slate-400" />
      <p className="mt-3 text-base font-medium text-slate-800">{title}</p>
      {children ? <div className="mt-4 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}

/** Message of a failed call: the server's own words when it sent some, else the spec's generic text. */
export const errorMessage = (error: unknown, fallback: string = MSG.unexpectedTryAgain) =>
  isApiError(error) && error.message ? error.message : fallback;

export function ErrorState({ error, onRetry, message }: { error?: unknown; onRetry: () => void; message?: string }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center"
    >
      <CircleAlert aria-hidden="true" className="h-8 w-8 text-red-500" />
      <p className="mt-2 text-sm font-medium text-red-800">{message ?? errorMessage(error)}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-4 inline-flex items-center gap-2 rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-500"
      >
        <RefreshCw aria-hidden="true" className="h-4 w-4" />
        Try again
      </button>
    </div>
  );
}
