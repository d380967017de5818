/**
 * What each record contributes to full-text search beyond its own columns, and the words of the
 * spelling vocabulary (vocabulary.repo.ts keeps them in search_words).
 */
const WORD_RE = /[\p{L}\p{N}]+/gu;

/** Lower-cased words of 3 to 40 letters, for the spelling vocabulary. */
export const vocabularyWords = (...texts: (string | null | undefined)[]) => {
  const out = new Set<string>();
  for (const t of texts) for (const w of (t ?? '').toLowerCase().match(WORD_RE) ?? []) if (w.length >= 3 && w.length <= 40 && !/^\d+$/.test(w)) out.add(w);
  return [...out];
};

export const specsText = (specs: { key: string; value: string }[] | undefined) => (specs ?? []).map((s) => `${s.key} ${s.value}`).join(' ');
