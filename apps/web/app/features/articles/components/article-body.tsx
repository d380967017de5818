import type { TipArticle } from '../types';
import { TipIllustration } from './tip-illustration';

/** Readable article typography: ~70ch measure, generous line height. */
export const ARTICLE_MEASURE = 'max-w-[70ch]';

/** A heading's anchor: its Latin letters and digits ('Exportación a México' → 'exportacion-a-mexico'), or its place when it has none (Chinese). */
const slugify = (text: string, i: number) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || `section-${i + 1}`;

/** Full text of one export-tip article: illustration, lead and sections. */
export function ArticleBody({ article }: { article: TipArticle }) {
  return (
    <article className={`${ARTICLE_MEASURE} text-base leading-7 text-slate-700 sm:text-[1.0625rem] sm:leading-8`}>
      <TipIllustration n={article.n} className="mb-6 h-auto w-full max-w-sm rounded-lg" />
      <p className="text-lg leading-8 text-slate-800 sm:text-xl sm:leading-9">{article.lead}</p>
      {article.sections.map((section, i) => {
        const id = slugify(section.heading, i);
        return (
          <section key={id} aria-labelledby={id} className="mt-10">
            <h2 id={id} className="scroll-mt-24 text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">
              {section.heading}
            </h2>
            {section.paragraphs.map((p, i) => (
              <p key={i} className="mt-4">
                {p}
              </p>
            ))}
            {section.list ? (
              section.ordered ? (
                <ol className="mt-4 list-decimal space-y-1 pl-8 marker:font-semibold marker:text-brand-600 sm:columns-2 sm:gap-10">
                  {section.list.map((item) => (
                    <li key={item} className="break-inside-avoid pl-1">
                      {item}
                    </li>
                  ))}
                </ol>
              ) : (
                <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-brand-500">
                  {section.list.map((item) => (
                    <li key={item} className="pl-1">
                      {item}
                    </li>
                  ))}
                </ul>
              )
            ) : null}
          </section>
        );
      })}
    </article>
  );
}
