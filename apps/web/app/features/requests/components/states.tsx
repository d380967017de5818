/** Loading, empty and error states of the message center. */
import type { ReactNode } from 'react';
import { ErrorState } from '~/components/error-state';
import { MSG } from '@wbn/contract/constants';
import { Skeleton } from '~/components/page-frame';
import { isApiError } from '~/lib/api-client';

export function ThreadListSkeleton({ count = 5 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite" className="divide-y divide-slate-100">
      <span className="sr-only">Loading conversations…</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex gap-3 px-4 py-3">
          <Skeleton className="h-10 w-10 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2 pt-1">
            <Skeleton className="h-3.5 w-3/5" />
            <Skeleton className="h-3 w-4/5" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function ConversationSkeleton() {
  return (
    <div role="status" aria-live="polite" className="flex flex-1 flex-col gap-4 p-4">
      <span className="sr-only">Loading the conversation…</span>
      <Skeleton className="h-12 w-3/5 rounded-2xl" />
      <Skeleton className="ml-auto h-10 w-2/5 rounded-2xl" />
      <Skeleton className="h-16 w-1/2 rounded-2xl" />
    </div>
  );
}

export function CenterEmpty({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-6 py-10 text-center">
      {icon}
      <p className="mt-3 text-base font-medium text-slate-800">{title}</p>
      {children ? <div className="mt-1 max-w-sm text-sm text-slate-600">{children}</div> : null}
    </div>
  );
}

/** The server's sentence for a 4xx; the generic one when the network or the server failed. */
export const errorText = (error: unknown, fallback: string) =>
  isApiError(error) && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : error
      ? fallback
      : MSG.unexpectedTryAgain;

export function CenterError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return <ErrorState message={message} onRetry={onRetry} fill />;
}
