/**
 * A numbered legal document (Privacy Policy, Terms): sections with numbered headings,
 * optional sub-sections, paragraphs and bullet lists, in the reading measure.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';

export type LegalBlock = { heading?: string; paragraphs?: readonly string[]; bullets?: readonly string[] };
export type LegalSection = LegalBlock & { id: string; heading: string; subsections?: readonly LegalBlock[] };

function Block({ block, number, level }: { block: LegalBlock; number: string; level: 2 | 3 }) {
  const H = level === 2 ? 'h2' : 'h3';
  return (
    <>
      {block.heading ? (
        <H className={clsx('font-semibold text-slate-900', level === 2 ? 'text-lg' : 'mt-4 text-base')}>
          <span className="mr-2 tabular-nums text-brand-700">{number}</span>
          {block.heading}
        </H>
      ) : null}
      {block.paragraphs?.map((p) => (
        <p key={p} className="mt-3">
          {p}
        </p>
      ))}
      {block.bullets ? (
        <ul className="mt-3 list-disc space-y-1.5 pl-5 marker:text-brand-600">
          {block.bullets.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function LegalDocument({
  sections,
  bordered = false,
  label,
  intro,
}: {
  sections: readonly LegalSection[];
  bordered?: boolean;
  label: string;
  intro?: ReactNode;
}) {
  return (
    <div className={clsx(bordered && 'rounded-lg border-2 border-slate-300 bg-slate-50/60 p-4 sm:p-6')}>
      {intro}
      <nav aria-label={`${label}: contents`} className="mb-6 max-w-[70ch]">
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-500">Contents</p>
        <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {sections.map((s, i) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                className="text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                {i + 1}. {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="max-w-[70ch] space-y-8 text-base leading-relaxed text-slate-700">
        {sections.map((s, i) => (
          <section key={s.id} id={s.id} className="scroll-mt-24">
            <Block block={s} number={`${i + 1}.`} level={2} />
            {s.subsections?.map((sub, j) => (
              <Block key={sub.heading ?? j} block={sub} number={`${i + 1}.${j + 1}`} level={3} />
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
