/// <reference types="node" />
/**
 * Every name of the English reference data a person reads has a translation in each edition:
 * the industry tree (industries with their descriptions, categories, sub-categories), business
 * types, job positions and genders. The English sources are the API's seed data and the
 * contract's constants, read here as they are.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPES, INDUSTRIES } from '../constants/refdata.js';
import { INDUSTRY_TREE } from '../../../../apps/api/src/seed/industry-tree.js';
import { JOB_POSITIONS } from '../../../../apps/api/src/seed/job-positions.js';
import { EDITIONS, EDITION_NAMES, TRANSLATED_EDITIONS, type TranslatedEdition } from './editions.js';
import type { RefdataTranslation } from './refdata-translation.js';
import * as editions from './index.js';

const TRANSLATIONS: Record<TranslatedEdition, RefdataTranslation> = {
  es: editions.REFDATA_ES,
  it: editions.REFDATA_IT,
  zh: editions.REFDATA_ZH,
};

/**
 * The genders' codes and English names, read from the API's seed (reference.ts imports the
 * database's modules, which this package does not load).
 */
const GENDERS = [
  ...readFileSync(new URL('../../../../apps/api/src/seed/reference.ts', import.meta.url), 'utf8').matchAll(
    /\{ code: '(\w)', name: '([^']+)', sort: \d+ \}/g,
  ),
].map(([, code, name]) => ({ code, name }));

/**
 * English names a translation keeps letter for letter, per edition: acronyms and brand names the
 * trade writes the same in every language, and words the edition's language spells as English does.
 */
const SAME_AS_ENGLISH: Record<TranslatedEdition, string[]> = {
  // 'Parkas' and 'Perfumes' are Spanish words too.
  es: ['Parkas', 'Perfumes'],
  // Italian writes these loanwords as English does.
  it: ['Factoring', 'Jeans', 'Lingerie', 'Quinoa', 'Yogurt'],
  zh: [],
};

/** Every (English, translation) pair a person reads, with where it sits, for one edition. */
function pairs(t: RefdataTranslation) {
  const found: { where: string; english: string; translated: string | undefined }[] = [];
  for (const industry of INDUSTRY_TREE) {
    const ti = t.industries[industry.key as keyof RefdataTranslation['industries']];
    found.push({ where: `industry ${industry.key}`, english: industry.name, translated: ti?.name });
    found.push({
      where: `industry ${industry.key} description`,
      english: industry.description,
      translated: ti?.description,
    });
    for (const category of industry.categories) {
      const tc = ti?.categories[category.name];
      found.push({ where: `${industry.key} › ${category.name}`, english: category.name, translated: tc?.name });
      for (const sub of category.subCategories)
        found.push({
          where: `${industry.key} › ${category.name} › ${sub}`,
          english: sub,
          translated: tc?.subCategories[sub],
        });
    }
  }
  for (const type of BUSINESS_TYPES)
    found.push({
      where: `business type ${type.code}`,
      english: type.businessTypeName,
      translated: t.businessTypes[type.code],
    });
  for (const job of JOB_POSITIONS)
    found.push({
      where: `job position ${job.jobPositionID}`,
      english: job.name,
      translated: t.jobPositions[job.jobPositionID],
    });
  for (const gender of GENDERS)
    found.push({
      where: `gender ${gender.code}`,
      english: gender.name,
      translated: t.genders[gender.code as keyof RefdataTranslation['genders']],
    });
  return found;
}

describe('the English sources', () => {
  it('are read: 15 industries, their categories and sub-categories, 11 business types, the job positions, 4 genders', () => {
    expect(INDUSTRY_TREE.map((i) => i.key)).toEqual(INDUSTRIES.map((i) => i.key));
    expect(INDUSTRY_TREE.map((i) => i.name)).toEqual(INDUSTRIES.map((i) => i.name));
    expect(INDUSTRY_TREE.flatMap((i) => i.categories).length).toBeGreaterThan(100);
    expect(BUSINESS_TYPES).toHaveLength(11);
    expect(JOB_POSITIONS.length).toBeGreaterThan(20);
    expect(GENDERS.map((g) => g.code)).toEqual(['F', 'M', 'O', 'N']);
  });
});

describe('the editions', () => {
  it('are English, Spanish, Italian and Chinese, each named in its own language', () => {
    expect(EDITIONS).toEqual(['en', 'es', 'it', 'zh']);
    expect(EDITION_NAMES).toEqual({ en: 'English', es: 'Español', it: 'Italiano', zh: '中文' });
  });
});

describe.each(TRANSLATED_EDITIONS)('the %s reference data', (edition) => {
  const t = TRANSLATIONS[edition];

  it('names its edition and is plain data (strings in plain objects)', () => {
    expect(t.edition).toBe(edition);
    expect(JSON.parse(JSON.stringify(t))).toEqual(t);
  });

  it('translates every name of the English source, with no blank and no stray spaces', () => {
    const missing = pairs(t).filter(({ translated }) => typeof translated !== 'string' || translated.trim() === '');
    expect(missing.map((p) => p.where)).toEqual([]);
    const untrimmed = pairs(t).filter(({ translated }) => translated !== translated?.trim().replace(/\s+/g, ' '));
    expect(untrimmed.map((p) => p.where)).toEqual([]);
  });

  it('leaves no name equal to the English, except the listed acronyms and shared words', () => {
    const same = pairs(t)
      .filter(({ english, translated }) => english === translated)
      .map((p) => p.english);
    expect(same.sort()).toEqual([...SAME_AS_ENGLISH[edition]].sort());
  });

  it('holds no name the English tree lacks (a renamed or removed node leaves no stale translation)', () => {
    const stale: string[] = [];
    const keys = new Set<string>(INDUSTRIES.map((i) => i.key));
    for (const key of Object.keys(t.industries)) if (!keys.has(key)) stale.push(`industry ${key}`);
    for (const industry of INDUSTRY_TREE) {
      const ti = t.industries[industry.key as keyof RefdataTranslation['industries']];
      if (!ti) continue;
      for (const [name, tc] of Object.entries(ti.categories)) {
        const category = industry.categories.find((c) => c.name === name);
        if (!category) {
          stale.push(`${industry.key} › ${name}`);
          continue;
        }
        for (const sub of Object.keys(tc.subCategories))
          if (!category.subCategories.includes(sub)) stale.push(`${industry.key} › ${name} › ${sub}`);
      }
    }
    for (const code of Object.keys(t.businessTypes))
      if (!BUSINESS_TYPES.some((b) => b.code === code)) stale.push(`business type ${code}`);
    for (const id of Object.keys(t.jobPositions))
      if (!JOB_POSITIONS.some((j) => j.jobPositionID === id)) stale.push(`job position ${id}`);
    for (const code of Object.keys(t.genders)) if (!GENDERS.some((g) => g.code === code)) stale.push(`gender ${code}`);
    expect(stale).toEqual([]);
  });

  it('names no two nodes of one industry alike, and no two industries, business types, job positions or genders', () => {
    const duplicates = (names: string[]) => {
      const seen = new Set<string>();
      return names.filter((name) => {
        const folded = name.toLocaleLowerCase(edition);
        if (seen.has(folded)) return true;
        seen.add(folded);
        return false;
      });
    };
    const found: string[] = [];
    for (const [key, ti] of Object.entries(t.industries)) {
      const names = Object.values(ti.categories).flatMap((c) => [c.name, ...Object.values(c.subCategories)]);
      for (const name of duplicates(names)) found.push(`${key}: ${name}`);
    }
    found.push(...duplicates(Object.values(t.industries).map((i) => i.name)));
    found.push(...duplicates(Object.values(t.businessTypes)));
    found.push(...duplicates(Object.values(t.jobPositions)));
    found.push(...duplicates(Object.values(t.genders)));
    expect(found).toEqual([]);
  });

  it('keeps the tree’s rule: no dot in an industry, category or sub-category name (dots separate paths)', () => {
    const dotted = Object.values(t.industries)
      .flatMap((i) => [
        i.name,
        ...Object.values(i.categories).flatMap((c) => [c.name, ...Object.values(c.subCategories)]),
      ])
      .filter((name) => name.includes('.'));
    expect(dotted).toEqual([]);
  });
});

describe('the Chinese reference data', () => {
  it('writes every name in Chinese characters (acronyms stand beside them, never alone)', () => {
    const latinOnly = pairs(TRANSLATIONS.zh).filter(({ translated }) => !/\p{Script=Han}/u.test(translated ?? ''));
    expect(latinOnly.map((p) => `${p.where}: ${p.translated}`)).toEqual([]);
  });

  it('uses full-width brackets and no Latin comma or semicolon between Chinese words', () => {
    const halfWidth = pairs(TRANSLATIONS.zh).filter(({ translated }) => /[(),;]/.test(translated ?? ''));
    expect(halfWidth.map((p) => `${p.where}: ${p.translated}`)).toEqual([]);
  });
});

describe('a search in an edition', () => {
  /** The word a buyer types for valves, per edition (the search matches names by their words and parts). */
  const VALVE: Record<TranslatedEdition, string> = { es: 'válvula', it: 'valvol', zh: '阀' };

  it.each(TRANSLATED_EDITIONS)('in %s finds every node the English names a valve by the language’s word', (edition) => {
    const valves = pairs(TRANSLATIONS[edition]).filter(
      ({ english, where }) => /valve/i.test(english) && !/description/.test(where),
    );
    expect(valves.length).toBeGreaterThanOrEqual(9);
    expect(valves.filter(({ translated }) => !translated?.toLocaleLowerCase(edition).includes(VALVE[edition]))).toEqual(
      [],
    );
  });

  it('finds the valve makers’ category by válvulas, valvole and 阀门', () => {
    const category = (edition: TranslatedEdition) =>
      TRANSLATIONS[edition].industries['0004'].categories['Industrial Valves'].name.toLocaleLowerCase(edition);
    expect(category('es')).toContain('válvulas');
    expect(category('it')).toContain('valvole');
    expect(category('zh')).toContain('阀门');
  });
});
