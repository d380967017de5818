/**
 * The export articles in each edition (decision 0085): every edition has the seven, each with the
 * English article's shape (as many sections, paragraphs and list items, in order), its own words
 * (not the English left in place), and the reply time and categories count from the contract.
 */
import { describe, expect, it } from 'vitest';
import { BUYER_REPLY_HOURS, EXPORT_TIPS } from '@wbn/contract/constants';
import { TRANSLATED_EDITIONS } from '@wbn/contract/editions';
import { TIP_ARTICLES } from './index';
import { tipArticleIn, tipListingIn } from './articles.server';

const shape = (a: (typeof TIP_ARTICLES)[number]) =>
  a.sections.map((s) => [s.paragraphs.length, s.list?.length ?? 0, Boolean(s.ordered)]);

describe.each(TRANSLATED_EDITIONS)('the export articles in %s', (edition) => {
  it('are the seven, each shaped as the English and written in the edition', () => {
    for (const english of TIP_ARTICLES) {
      const a = tipArticleIn(edition, english.n);
      expect(a.n).toBe(english.n);
      expect(shape(a), `tip ${a.n}`).toEqual(shape(english));
      expect(a.title).not.toBe(english.title);
      expect(a.lead).not.toBe(english.lead);
      a.sections.forEach((s, i) => expect(s.heading, `tip ${a.n} §${i}`).not.toBe(english.sections[i].heading));
      expect(a.keywords.length).toBeGreaterThan(2);
      const text = [a.lead, ...a.sections.flatMap((s) => [...s.paragraphs, ...(s.list ?? [])])].join(' ');
      if (english.sections.some((s) => s.paragraphs.some((p) => p.includes(`${BUYER_REPLY_HOURS} hours`))))
        expect(text, `tip ${a.n}: the contract's reply time`).toContain(String(BUYER_REPLY_HOURS));
    }
  });

  it('list the seven under their addresses with the edition’s titles', () => {
    const listing = tipListingIn(edition);
    expect(listing.map((t) => t.slug)).toEqual(EXPORT_TIPS.map((t) => t.slug));
    expect(listing.map((t) => t.title)).toEqual(TIP_ARTICLES.map((a) => tipArticleIn(edition, a.n).title));
  });
});
