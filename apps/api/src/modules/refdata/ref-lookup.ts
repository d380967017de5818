/**
 * In-memory maps of reference data (countries, states, business types, the industry tree, genders,
 * languages, job positions),
 * refreshed every few minutes, so presenters can expand codes to {code, name} without a query each.
 */
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { memoTtl } from '../../lib/memo.js';

export type RefMaps = Awaited<ReturnType<typeof loadMaps>>;

async function loadMaps(db: Db) {
  const [countries, states, types, industries, categories, subCategories, genders, languages, jobPositions] = await Promise.all([
    db.select().from(t.countries),
    db.select().from(t.states),
    db.select().from(t.businessTypes),
    db.select().from(t.industries),
    db.select().from(t.categories),
    db.select().from(t.subCategories),
    db.select().from(t.genders),
    db.select().from(t.languages),
    db.select().from(t.jobPositions),
  ]);
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

export const countryRef = (m: RefMaps, code?: string | null) => {
  const c = code ? m.countries.get(code) : undefined;
  return c ? { code: c.code, countryName: c.countryName, emoji: c.emoji } : null;
};
export const stateRef = (m: RefMaps, id?: string | null) => {
  const s = id ? m.states.get(id) : undefined;
  return s ? { stateID: s.stateID, stateName: s.stateName } : null;
};
export const industryRef = (m: RefMaps, id?: string | null) => {
  const i = id ? m.industries.get(id) : undefined;
  return i ? { id: i.id, name: i.name } : null;
};
export const categoryRef = (m: RefMaps, id?: string | null) => {
  const c = id ? m.categories.get(id) : undefined;
  return c ? { id: c.id, name: c.name } : null;
};
export const subCategoryRef = (m: RefMaps, id?: string | null) => {
  const s = id ? m.subCategories.get(id) : undefined;
  return s ? { id: s.id, name: s.name } : null;
};
export const businessTypeRef = (m: RefMaps, code?: string | null) => {
  const b = code ? m.businessTypes.get(code) : undefined;
  return b ? { code: b.code, name: b.businessTypeName } : null;
};
export const genderRef = (m: RefMaps, code?: string | null) => {
  const g = code ? m.genders.get(code) : undefined;
  return g ? { code: g.code, name: g.name } : null;
};
export const languageRef = (m: RefMaps, code?: string | null) => {
  const l = code ? m.languages.get(code) : undefined;
  return l ? { code: l.code, languageName: l.languageName } : null;
};
export const jobPositionRef = (m: RefMaps, id?: string | null) => {
  const j = id ? m.jobPositions.get(id) : undefined;
  return j ? { jobPositionID: j.jobPositionID, name: j.name } : null;
};
