import { describe, expect, it } from 'vitest';
import { BUYER_REPLY_HOURS, EXPORT_TIPS, MOST_EXPORTED_CATEGORIES_COUNT } from '@wbn/contract/constants';
import { TIP_ARTICLES, articleWordCount, tipArticle } from './index';

describe('export-tip articles', () => {
  it('has one article per tip, in order, with the contract titles', () => {
    expect(TIP_ARTICLES.map((a) => [a.n, a.title])).toEqual(EXPORT_TIPS.map((t) => [t.n, t.title]));
  });

  it.each(TIP_ARTICLES.map((a) => [a.n, a] as const))(
    'tip %i is long enough and advises replying within the buyer-reply hours',
    (_n, a) => {
      expect(articleWordCount(a)).toBeGreaterThanOrEqual(600);
      const text = a.sections.flatMap((s) => [...s.paragraphs, ...(s.list ?? [])]).join(' ');
      expect(text).toContain(`within ${BUYER_REPLY_HOURS} hours`);
      expect(a.sections.length).toBeGreaterThan(2);
      expect(a.keywords.length).toBeGreaterThan(0);
    },
  );

  it('tip 0 lists the most exported categories as an ordered list', () => {
    const list = tipArticle(0).sections.find((s) => s.ordered)?.list;
    expect(list).toHaveLength(MOST_EXPORTED_CATEGORIES_COUNT);
  });

  it('falls back to tip 0 for an unknown number', () => {
    expect(tipArticle(99).n).toBe(0);
  });
});
