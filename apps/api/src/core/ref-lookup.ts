/**
 * In-memory maps of reference data (countries, states, business types, the industry tree, genders,
 * languages, job positions),
 * refreshed every few minutes, so presenters can expand codes to {code, name} without a query each.
 */
import type { Db } from '../db/client.js';
import { referenceRepo } from './reference.repo.js';
import { memoTtl } from '../lib/memo.js';
import { invalid } from '../lib/errors.js';
import { categoryNameIn, countryNameIn, industryNameIn, subCategoryNameIn, type Edition } from '@wbn/contract/editions';

export type RefMaps = Awaited<ReturnType<typeof loadMaps>>;

async function loadMaps(db: Db) {
  const {
    countries,
    states,
    businessTypes: types,
    industries,
    categories,
    subCategories,
    genders,
    languages,
    jobPositions,
  } = await referenceRepo.everything(db);
  return {
    countries: new Map(countries.map((c) => [c.code, c])),
    states: new Map(states.map((s) => [s.stateID, s])),
    countriesWithStates: new Set(states.map((s) => s.countryCode)),
    businessTypes: new Map(types.map((b) => [b.code, b])),
    industries: new Map(industries.map((i) => [i.id, i])),
    categories: new Map(categories.map((c) => [c.id, c])),
    subCategories: new Map(subCategories.map((s) => [s.id, s])),
    genders: new Map(genders.map((g) => [g.code, g])),
    languages: new Map(languages.map((l) => [l.code, l])),
    jobPositions: new Map(jobPositions.map((j) => [j.jobPositionID, j])),
  };
}

const cache = new WeakMap<Db, () => Promise<RefMaps>>();
export function refMaps(db: Db): Promise<RefMaps> {
  let get = cache.get(db);
  if (!get) {
    get = memoTtl(() => loadMaps(db));
    cache.set(db, get);
  }
  return get();
}

/** The row of `map` under `key` in the shape a response shows, or null when there is none. */
const refOf = <T, R>(map: ReadonlyMap<string, T>, key: string | null | undefined, shape: (row: T) => R): R | null => {
  const row = key ? map.get(key) : undefined;
  return row ? shape(row) : null;
};

export const countryRef = (m: RefMaps, code?: string | null) =>
  refOf(m.countries, code, (c) => ({ code: c.code, countryName: c.countryName, emoji: c.emoji }));
export const stateRef = (m: RefMaps, id?: string | null) =>
  refOf(m.states, id, (s) => ({ stateID: s.stateID, stateName: s.stateName }));
export const industryRef = (m: RefMaps, id?: string | null) =>
  refOf(m.industries, id, (i) => ({ id: i.id, name: i.name }));
export const categoryRef = (m: RefMaps, id?: string | null) =>
  refOf(m.categories, id, (c) => ({ id: c.id, name: c.name }));
export const subCategoryRef = (m: RefMaps, id?: string | null) =>
  refOf(m.subCategories, id, (s) => ({ id: s.id, name: s.name }));
export const businessTypeRef = (m: RefMaps, code?: string | null) =>
  refOf(m.businessTypes, code, (b) => ({ code: b.code, name: b.businessTypeName }));
export const genderRef = (m: RefMaps, code?: string | null) =>
  refOf(m.genders, code, (g) => ({ code: g.code, name: g.name }));
export const languageRef = (m: RefMaps, code?: string | null) =>
  refOf(m.languages, code, (l) => ({ code: l.code, languageName: l.languageName }));
export const jobPositionRef = (m: RefMaps, id?: string | null) =>
  refOf(m.jobPositions, id, (j) => ({ jobPositionID: j.jobPositionID, name: j.name }));

/** Category references as "industry.category" checked against the tree: their category ids, or 400 naming `field`. */
export function checkCategories(m: RefMaps, refs: string[], field: string) {
  const ids: string[] = [];
  for (const ref of refs) {
    const [industryId, categoryId] = ref.split('.');
    const cat = m.categories.get(categoryId);
    if (!cat || cat.industryId !== industryId) throw invalid(field, `Unknown category ${ref}`);
    if (!ids.includes(categoryId)) ids.push(categoryId);
  }
  return ids;
}

/**
 * The reference names of a response in `edition` (decision 0085): industries and categories from the
 * contract's tables (by the industry's key), countries by ICU; English gives them as stored.
 */
export function refNamesIn(m: RefMaps, edition: Edition) {
  const keyOf = (industryId: string) => m.industries.get(industryId)?.key ?? industryId;
  return {
    edition,
    industry: <R extends { id: string; name: string }>(ref: R | null): R | null =>
      ref && edition !== 'en' ? { ...ref, name: industryNameIn(edition, keyOf(ref.id), ref.name) } : ref,
    category: (industryId: string, english: string) => categoryNameIn(edition, keyOf(industryId), english),
    /** A category's reference ({ id, name }) by its id, named in the edition. */
    categoryRef: <R extends { id: string; name: string }>(ref: R | null): R | null => {
      const c = ref && edition !== 'en' ? m.categories.get(ref.id) : undefined;
      return ref && c ? { ...ref, name: categoryNameIn(edition, keyOf(c.industryId), ref.name) } : ref;
    },
    /** A sub-category's reference by its id, named in the edition (by its category's English name). */
    subCategoryRef: <R extends { id: string; name: string }>(ref: R | null): R | null => {
      const s = ref && edition !== 'en' ? m.subCategories.get(ref.id) : undefined;
      const c = s ? m.categories.get(s.categoryId) : undefined;
      return ref && c ? { ...ref, name: subCategoryNameIn(edition, keyOf(c.industryId), c.name, ref.name) } : ref;
    },
    country: <R extends { code: string; countryName: string }>(ref: R | null): R | null =>
      ref && edition !== 'en' ? { ...ref, countryName: countryNameIn(edition, ref.code, ref.countryName) } : ref,
  };
}
