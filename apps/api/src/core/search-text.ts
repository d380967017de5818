/**
 * What each record contributes to full-text search beyond its own columns, and the words of the
 * spelling vocabulary (vocabulary.repo.ts keeps them in search_words).
 */
const WORD_RE = /[\p{L}\p{N}]+/gu;

/** Lower-cased words of 3 to 40 letters, for the spelling vocabulary. */
export const vocabularyWords = (...texts: (string | null | undefined)[]) => {
  const out = new Set<string>();
  for (const t of texts)
    for (const w of (t ?? '').toLowerCase().match(WORD_RE) ?? [])
      if (w.length >= 3 && w.length <= 40 && !/^\d+$/.test(w)) out.add(w);
  return [...out];
};

export const specsText = (specs: { key: string; value: string }[] | undefined) =>
  (specs ?? []).map((s) => `${s.key} ${s.value}`).join(' ');

/** The words of a search (lower-cased letters and digits, at most 8 of 40 characters): the search's rule, shared with saved searches. */
export type ParsedQuery = { words: string[] };
const MAX_WORDS = 8;

export function parseQuery(text: string): ParsedQuery {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.slice(0, 40)).slice(0, MAX_WORDS);
  return { words };
}

/** word1 & word2 & last:* — the last word as a prefix for search-as-you-type. Only letters and digits reach it. */
export const toTsquery = (words: string[], prefixLast = true) =>
  words.map((w, i) => (prefixLast && i === words.length - 1 ? `${w}:*` : w)).join(' & ');
