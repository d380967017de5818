/**
 * In-memory maps of reference data (countries, states, business types, the industry tree),
 * refreshed every few minutes, so presenters can expand codes to {code, name} without a query each.
 */
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { memoTtl } from '../../lib/memo.js';

export type RefMaps = Awaited<ReturnType<typeof loadMaps>>;

async function loadMaps(db: Db) {
  const [countries, states, types, industries, categories, subCategories] = await Promise.all([
    db.select().from(t.countries),
    db.select().from(t.states),
    db.select().from(t.businessTypes),
    db.select().from(t.industries),
    db.select().from(t.categories),
    db.select().from(t.subCategories),
  ]);
  return {
    countries: new Map(countries.map((c) => [c.code, c])),
    states: new Map(states.map((s) => [s.stateID, s])),
    countriesWithStates: new Set(states.map((s) => s.countryCode)),
    businessTypes: new Map(types.map((b) => [b.code, b])),
    industries: new Map(industries.map((i) => [i.id, i])),
    categories: new Map(categories.map((c) => [c.id, c])),
    subCategories: new Map(subCategories.map((s) => [s.id, s])),
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
