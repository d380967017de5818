/**
 * What each record contributes to full-text search beyond its own columns, and the
 * vocabulary (search_words) used to correct misspelt queries.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

const WORD_RE = /[\p{L}\p{N}]+/gu;

/** Lower-cased words of 3 to 40 letters, for the spelling vocabulary. */
export const vocabularyWords = (...texts: (string | null | undefined)[]) => {
  const out = new Set<string>();
  for (const t of texts) for (const w of (t ?? '').toLowerCase().match(WORD_RE) ?? []) if (w.length >= 3 && w.length <= 40 && !/^\d+$/.test(w)) out.add(w);
  return [...out];
};

export async function addVocabulary(db: Db, words: string[]) {
  for (let i = 0; i < words.length; i += 1000) {
    const chunk = words.slice(i, i + 1000);
    if (chunk.length) await db.execute(sql`insert into search_words (word) select jsonb_array_elements_text(${JSON.stringify(chunk)}::jsonb) on conflict do nothing`);
  }
}

/** Rebuilds the vocabulary from every name and taxonomy text (after bulk seeding). */
export async function rebuildVocabulary(db: Db) {
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
}

export const specsText = (specs: { key: string; value: string }[] | undefined) => (specs ?? []).map((s) => `${s.key} ${s.value}`).join(' ');
