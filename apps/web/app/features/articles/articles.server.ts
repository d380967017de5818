/**
 * The seven export-tip articles in each edition (decision 0085): translated content, read on the
 * server only, so an edition's article travels in its page's loader data and no edition's text
 * reaches a script. English stays in the route's module (features/articles/index.ts), as the
 * English pages always had it.
 */
import { EXPORT_TIPS } from '@wbn/contract/constants';
import type { Edition, TranslatedEdition } from '@wbn/contract/editions';
import { TIP_LISTING, tipArticle } from './index';
import type { TipArticle, TipListing } from './types';
import { tip0 as es0 } from './tips/es/tip-0';
import { tip1 as es1 } from './tips/es/tip-1';
import { tip2 as es2 } from './tips/es/tip-2';
import { tip3 as es3 } from './tips/es/tip-3';
import { tip4 as es4 } from './tips/es/tip-4';
import { tip5 as es5 } from './tips/es/tip-5';
import { tip6 as es6 } from './tips/es/tip-6';
import { tip0 as it0 } from './tips/it/tip-0';
import { tip1 as it1 } from './tips/it/tip-1';
import { tip2 as it2 } from './tips/it/tip-2';
import { tip3 as it3 } from './tips/it/tip-3';
import { tip4 as it4 } from './tips/it/tip-4';
import { tip5 as it5 } from './tips/it/tip-5';
import { tip6 as it6 } from './tips/it/tip-6';
import { tip0 as zh0 } from './tips/zh/tip-0';
import { tip1 as zh1 } from './tips/zh/tip-1';
import { tip2 as zh2 } from './tips/zh/tip-2';
import { tip3 as zh3 } from './tips/zh/tip-3';
import { tip4 as zh4 } from './tips/zh/tip-4';
import { tip5 as zh5 } from './tips/zh/tip-5';
import { tip6 as zh6 } from './tips/zh/tip-6';

const TRANSLATED: Record<TranslatedEdition, readonly TipArticle[]> = {
  es: [es0, es1, es2, es3, es4, es5, es6],
  it: [it0, it1, it2, it3, it4, it5, it6],
  zh: [zh0, zh1, zh2, zh3, zh4, zh5, zh6],
};

/** Tip `n` in an edition (tip 0 for an unknown number, as in English). */
export function tipArticleIn(edition: Edition, n: number): TipArticle {
  if (edition === 'en') return tipArticle(n);
  return TRANSLATED[edition].find((a) => a.n === n) ?? TRANSLATED[edition][0];
}

/** The seven tips as the footer and the export platform list them, in an edition. */
export const tipListingIn = (edition: Edition): readonly TipListing[] =>
  edition === 'en'
    ? TIP_LISTING
    : EXPORT_TIPS.map((t) => {
        const a = tipArticleIn(edition, t.n);
        return { n: t.n, slug: t.slug, title: a.title, summary: a.summary };
      });
