import { describe, expect, it } from 'vitest';
import {
  AUTH_SPEC_TEXTS,
  BUSINESS_PAGE_SPEC_TEXTS,
  PRODUCT_PAGE_SPEC_TEXTS,
  SETTINGS_SPEC_TEXTS,
  HOME_SPEC_TEXTS,
  RFQ_BOARD_SPEC_TEXTS,
  SEARCH_SPEC_TEXTS,
  SHELL_SPEC_TEXTS,
  SPEC_TEXTS,
} from './spec-texts.js';
import { TRANSLATED_EDITIONS } from './editions.js';

/** Every spec text a catalogue takes: the site frame's, the home page's, the account pages', the RFQ board's, the results page's, a company page's, a product page's and the settings'. */
const LISTED = [
  ...SHELL_SPEC_TEXTS,
  ...HOME_SPEC_TEXTS,
  ...AUTH_SPEC_TEXTS,
  ...RFQ_BOARD_SPEC_TEXTS,
  ...SEARCH_SPEC_TEXTS,
  ...BUSINESS_PAGE_SPEC_TEXTS,
  ...PRODUCT_PAGE_SPEC_TEXTS,
  ...SETTINGS_SPEC_TEXTS,
];

describe("the editions' tables of spec texts", () => {
  it.each(TRANSLATED_EDITIONS)(
    '%s translates every text of the site frame, home, the account pages, the RFQ board, the results page, a company page, a product page and the settings, and nothing else',
    (edition) => {
      const table = SPEC_TEXTS[edition];
      expect(LISTED.filter((text) => !table[text]?.trim())).toEqual([]);
      expect(Object.keys(table).filter((text) => !LISTED.includes(text))).toEqual([]);
    },
  );

  it('keeps the brand and the plans’ names as the spec writes them', () => {
    for (const edition of TRANSLATED_EDITIONS) {
      const table = SPEC_TEXTS[edition];
      expect(table['Why WBN']).toContain('WBN');
      for (const tier of ['Standard', 'Gold', 'Premium', 'Platinum'])
        if (edition !== 'zh') {
          expect(table[`${tier} membership`]).toContain(tier);
          expect(table[tier]).toBe(tier);
        }
    }
  });
});
