import { EXPORT_TIPS } from '@wbn/contract/constants';
import type { TipArticle, TipListing } from './types';
import { tip0 } from './tips/tip-0';
import { tip1 } from './tips/tip-1';
import { tip2 } from './tips/tip-2';
import { tip3 } from './tips/tip-3';
import { tip4 } from './tips/tip-4';
import { tip5 } from './tips/tip-5';
import { tip6 } from './tips/tip-6';

export type { ArticleSection, TipArticle, TipListing } from './types';
export { MOST_EXPORTED_CATEGORIES } from './tips/most-exported-categories';

/** The seven export-tip articles, in EXPORT_TIPS order (index i is tip n = i). */
export const TIP_ARTICLES: readonly TipArticle[] = [tip0, tip1, tip2, tip3, tip4, tip5, tip6];

/** Article for tip number `n`; falls back to tip 0. */
export const tipArticle = (n: number): TipArticle => TIP_ARTICLES.find((a) => a.n === n) ?? TIP_ARTICLES[0];

/** The seven tips in English, as the footer and the export platform list them. */
export const TIP_LISTING: readonly TipListing[] = EXPORT_TIPS.map((t) => {
  const a = tipArticle(t.n);
  return { n: t.n, slug: t.slug, title: t.title, summary: a.summary };
});

/** Words in an article body (lead + headings + paragraphs + lists). */
export const articleWordCount = (a: TipArticle) =>
  [a.lead, ...a.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])])]
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
