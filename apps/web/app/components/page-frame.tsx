import type { ReactNode } from 'react';
import clsx from 'clsx';

/** A white card on the grey page: heading, one-line purpose, then the page's content. */
export function PageFrame({
  title,
  description,
  children,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section className={clsx('rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8', className)}>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {description ? <p className="mt-2 max-w-prose text-base text-slate-600">{description}</p> : null}
      {children ? <div className="mt-6">{children}</div> : null}
    </section>
  );
}

/** Grey bars standing in for content that is still loading. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={clsx('animate-pulse rounded-md bg-slate-200', className)} />;
}

export function PageSkeleton({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">{label}…</span>
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-4 w-3/5" />
    </div>
  );
}

/** Short body text of a page (static pages until their copy is written). */
export function Prose({ children }: { children: ReactNode }) {
  return <div className="max-w-prose space-y-4 text-base leading-relaxed text-slate-700">{children}</div>;
}
