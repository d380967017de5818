/** Loading, empty and error states of the notification lists. */
import { BellOff } from 'lucide-react';
import { ErrorState } from '~/components/error-state';
import { MSG, NOTIFICATIONS_TEXT } from '@wbn/contract/constants';
import { Skeleton } from '~/components/page-frame';
import { isApiError } from '~/lib/api-client';

export function NotificationsSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite" className="divide-y divide-slate-100">
      <span className="sr-only">Loading notifications…</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex gap-3 px-4 py-3">
          <Skeleton className="h-10 w-10 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2 pt-1">
            <Skeleton className="h-3.5 w-4/5" />
            <Skeleton className="h-3 w-1/4" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function NotificationsEmpty() {
  return (
    <div className="flex flex-col items-center px-6 py-10 text-center">
      <BellOff aria-hidden="true" className="h-9 w-9 text-slate-400" />
      <p className="mt-3 text-base font-medium text-slate-800">{NOTIFICATIONS_TEXT.empty}</p>
      <p className="mt-1 max-w-sm text-sm text-slate-600">{NOTIFICATIONS_TEXT.emptyHint}</p>
    </div>
  );
}

export function NotificationsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const detail = isApiError(error) && error.status === 0 ? MSG.unexpectedTryAgain : NOTIFICATIONS_TEXT.loadError;
  return <ErrorState message={detail} onRetry={onRetry} retryLabel={NOTIFICATIONS_TEXT.retry} />;
}
