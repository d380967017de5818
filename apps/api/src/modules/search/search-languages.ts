/**
 * A search in another edition's language (decision 0089): the words that name industries,
 * categories and sub-categories in Spanish, Italian or Chinese, read as those nodes' English names,
 * which every business and product carries in its search words ("strong": names and taxonomy).
 * "válvulas", "valvulas", "valvole" and "阀门" all give the English words "valves".
 *
 * - Spanish and Italian: words are folded (lower case, no accents) and stemmed by the language's
 *   Snowball stemmer, on both sides, so plurals and accents do not matter; a word the translated
 *   names never use ("acero") is left to the search as typed; small words (de, per) are ignored.
 *   A node matches when each remaining word is one of its words (or begins one, from four
 *   letters); the most common word narrows first, and a word that would leave no node is left out
 *   ("fabricantes de válvulas" is read as "válvulas").
 * - Chinese: no word breaking; a node matches when its name contains the typed text or the text
 *   contains its name.
 * - Several nodes: the English words they all share ("Ball Valves", "Gate Valves" → "valves"); or
 *   the one word at least half of them use; else the English names of the closest nodes (the
 *   fewest words first), each an alternative.
 *
 * The result only adds alternatives to the search as typed (search-engine.ts `also`): what the
 * words find themselves is still found, so an English page never loses a result to this.
 */
import { stemmer as stemSpanish } from '@orama/stemmers/spanish';
import { stemmer as stemItalian } from '@orama/stemmers/italian';
import { REFDATA, editionOfHeader, type Edition, type TranslatedEdition } from '@wbn/contract/editions';
import { INDUSTRIES } from '@wbn/contract';

/** The most alternatives one search adds (each an OR branch of its query). */
export const MAX_ALTERNATIVES = 6;

const SMALL_WORDS: Record<'es' | 'it', ReadonlySet<string>> = {
  es: new Set('de del la las el los y e o u para con en por a al sin'.split(' ')),
  it: new Set(
    'di del dello della dei degli delle e ed o per con in a al allo alla ai agli alle da il lo la i gli le un una uno'.split(
      ' ',
    ),
  ),
};
const STEMMERS: Record<'es' | 'it', (w: string) => string> = { es: stemSpanish, it: stemItalian };

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const wordsOf = (s: string) => s.match(/[\p{L}\p{N}]+/gu) ?? [];

/** A Spanish or Italian text's words as matched: folded, small words left out, stemmed. */
function stems(text: string, lang: 'es' | 'it'): string[] {
  const small = SMALL_WORDS[lang];
  return wordsOf(fold(text))
    .filter((w) => !small.has(w))
    .map(STEMMERS[lang]);
}

/** Words English full text leaves out of a query; an alternative of only these would be empty. */
const ENGLISH_SMALL_WORDS = new Set(['and', 'or', 'of', 'for', 'the', 'a', 'an', 'in', 'on', 'with', 'to', 'by']);
/** The English words of a name as the search reads them ("PLCs & Controllers" → plcs, controllers). */
const englishWords = (name: string) => wordsOf(name.toLowerCase()).filter((w) => !ENGLISH_SMALL_WORDS.has(w));

type Node = { english: string[]; words: string[]; name: string };

const nodesByEdition = new Map<TranslatedEdition, Node[]>();
/** Every translated industry, category and sub-category of `lang`, with its English words. */
function nodes(lang: TranslatedEdition): Node[] {
  let list = nodesByEdition.get(lang);
  if (list) return list;
  list = [];
  const add = (english: string, name: string) =>
    list!.push({
      english: englishWords(english),
      name: lang === 'zh' ? name.replace(/\s+/g, '') : name,
      words: lang === 'zh' ? [] : stems(name, lang),
    });
  const industries = REFDATA[lang].industries;
  for (const industry of INDUSTRIES) {
    const tr = industries[industry.key];
    if (!tr) continue;
    add(industry.name, tr.name);
    for (const [category, cat] of Object.entries(tr.categories)) {
      add(category, cat.name);
      for (const [sub, name] of Object.entries(cat.subCategories)) add(sub, name);
    }
  }
  nodesByEdition.set(lang, list);
  return list;
}

/** `stem` is one of the node's words, or begins one with at most two letters to spare (robot → robotic). */
const hasWord = (node: Node, stem: string) =>
  node.words.some((w) => w === stem || (stem.length >= 4 && w.startsWith(stem) && w.length - stem.length <= 2));

/** The English alternatives of `text` in `edition`: lists of words, each list one alternative; none when nothing matches. */
export function englishAlternatives(text: string, edition: Edition): string[][] {
  if (edition === 'en') return [];
  let matched: Node[];
  if (edition === 'zh') {
    const typed = text.replace(/[\s\p{P}]+/gu, '');
    if (!typed || !/\p{Script=Han}/u.test(typed)) return [];
    matched = nodes('zh').filter((n) => n.name.includes(typed) || typed.includes(n.name));
  } else {
    // Words no translated name uses are left to the search as typed; of the others, the most
    // common narrows first, and a word that would leave no name is left out too.
    const all = nodes(edition);
    const known = stems(text, edition)
      .map((stem) => ({ stem, nodes: all.filter((n) => hasWord(n, stem)) }))
      .filter((w) => w.nodes.length)
      .sort((a, b) => b.nodes.length - a.nodes.length);
    if (!known.length) return [];
    matched = known[0].nodes;
    for (const { stem } of known.slice(1)) {
      const narrower = matched.filter((n) => hasWord(n, stem));
      if (narrower.length) matched = narrower;
    }
  }
  if (!matched.length) return [];
  const shared = matched
    .slice(1)
    .reduce((common, n) => common.filter((w) => n.english.includes(w)), [...new Set(matched[0].english)]);
  if (shared.length) return [shared];
  // Else the English word most of them use ("robots" of seven robot nodes, one of them "Robotics").
  const uses = new Map<string, number>();
  for (const n of matched) for (const w of new Set(n.english)) uses.set(w, (uses.get(w) ?? 0) + 1);
  const [top, count] = [...uses].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  if (top && count * 2 >= matched.length) return [[top]];
  const seen = new Set<string>();
  return [...matched]
    .sort((a, b) => a.english.length - b.english.length)
    .filter((n) => {
      const key = n.english.join(' ');
      return !seen.has(key) && (seen.add(key), true);
    })
    .slice(0, MAX_ALTERNATIVES)
    .map((n) => n.english);
}

/** The request's edition by its Accept-Language header (the web app sends the page's language); English when none is named. */
export const editionOfRequest = (acceptLanguage: string | undefined): Edition =>
  editionOfHeader(acceptLanguage) ?? 'en';
