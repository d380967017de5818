/**
 * Building blocks of the static pages: white cards on the grey page, readable
 * measure (about 70 characters), headings below the page's single <h1>.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';

/** A white card section with its own <h2>. */
export function Card({
  title,
  id,
  children,
  className,
}: {
  title?: ReactNode;
  id?: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={clsx('rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7', className)}
    >
      {title ? (
        <h2 id={headingId} className="text-xl font-semibold tracking-tight text-slate-900">
          {title}
        </h2>
      ) : null}
      <div className={clsx(title && 'mt-4')}>{children}</div>
    </section>
  );
}

/** Paragraphs of body copy at a comfortable measure. */
export function Paragraphs({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <div className={clsx('max-w-[70ch] space-y-4 text-base leading-relaxed text-slate-700', className)}>
      {items.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  );
}

/** A bulleted list at the same measure as the paragraphs. */
export function Bullets({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul
      className={clsx(
        'max-w-[70ch] list-disc space-y-2 pl-5 text-base leading-relaxed text-slate-700 marker:text-brand-600',
        className,
      )}
    >
      {items.map((i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  );
}

/** A stack of cards on the grey page background. */
export function Stack({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={clsx('space-y-6', className)}>{children}</div>;
}

/** A marketing section: heading, paragraphs and optional bullets, used by the service pages. */
export type ServiceSection = { heading: string; paragraphs: readonly string[]; bullets?: readonly string[] };

export function ServiceSections({ sections }: { sections: readonly ServiceSection[] }) {
  return (
    <div className="space-y-8">
      {sections.map((s) => (
        <section key={s.heading} className="space-y-3">
          <h2 className="text-lg font-semibold text-slate-900">{s.heading}</h2>
          <Paragraphs items={s.paragraphs} />
          {s.bullets ? <Bullets items={s.bullets} /> : null}
        </section>
      ))}
    </div>
  );
}
