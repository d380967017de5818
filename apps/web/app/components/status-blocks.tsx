/** The three states every list shows besides its items: loading, empty (what to do next), failed (with a retry). */
import type { ReactNode } from 'react';
import { AlertTriangle, RotateCw } from 'lucide-react';
import { buttonClass } from '~/components/button-link';
import { Skeleton } from '~/components/page-frame';

export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">{label}…</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-center gap-3">
            <Skeleton className="h-10 w-10 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-3.5 w-1/3" />
              <Skeleton className="h-3 w-1/5" />
            </div>
          </div>
          <Skeleton className="mt-4 h-3.5 w-full" />
          <Skeleton className="mt-2 h-3.5 w-4/5" />
        </div>
      ))}
    </div>
  );
}

export function EmptyBlock({ title, children, icon }: { title: string; children?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center">
      {icon ? <span className="text-slate-400">{icon}</span> : null}
      <p className="text-base font-semibold text-slate-800">{title}</p>
      {children ? <div className="max-w-md text-sm text-slate-600">{children}</div> : null}
    </div>
  );
}

export function ErrorBlock({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-6 py-6 text-center"
    >
      <p className="flex items-center gap-2 text-sm font-medium text-red-800">
        <AlertTriangle aria-hidden="true" className="h-4 w-4" />
        {message}
      </p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className={buttonClass('secondary', 'bg-white disabled:opacity-60')}
      >
        <RotateCw aria-hidden="true" className={retrying ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} />
        Try again
      </button>
    </div>
  );
}
