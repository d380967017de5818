/** The spelling vocabulary (search_words) that corrects misspelt queries. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

export const vocabularyRepo = {
  async add(db: Db, words: string[]) {
    for (let i = 0; i < words.length; i += 1000) {
      const chunk = words.slice(i, i + 1000);
      if (chunk.length)
        await db.execute(
          sql`insert into search_words (word) select jsonb_array_elements_text(${JSON.stringify(chunk)}::jsonb) on conflict do nothing`,
        );
    }
  },

  /** Rebuilds the vocabulary from every name and taxonomy text (after bulk seeding). */
  async rebuild(db: Db) {
    await db.execute(sql`
      insert into search_words (word)
      select word from ts_stat($$
        select to_tsvector('simple', company_name || ' ' || search_text) from businesses
        union all select to_tsvector('simple', name || ' ' || search_text) from products
        union all select to_tsvector('simple', name) from industries
        union all select to_tsvector('simple', name) from categories
        union all select to_tsvector('simple', name) from sub_categories
      $$) where length(word) between 3 and 40 and word !~ '^[0-9]+$'
      on conflict do nothing`);
  },
};
