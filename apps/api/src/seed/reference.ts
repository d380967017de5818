/**
 * Reference data, seeded idempotently at every start (insert or update by primary key).
 * Countries and states come from the maintained `country-state-city` package, languages from `iso-639-1`.
 */
import type { Country as CountryApi, State as StateApi } from 'country-state-city';
import ISO6391 from 'iso-639-1';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { BUSINESS_TYPES, INDUSTRIES } from '@wbn/contract';
import type { Db } from '../db/client.js';
import * as t from '../db/schema/index.js';

// The countries' and states' modules, not the package's index: that one also loads the list of
// 150,000 cities, which then stayed in the server's memory (some 50 MB, decision 0048).
const load = createRequire(import.meta.url);
const { default: Country } = load('country-state-city/lib/cjs/country.js') as { default: typeof CountryApi };
const { default: State } = load('country-state-city/lib/cjs/state.js') as { default: typeof StateApi };
import { INDUSTRY_TREE } from './industry-tree.js';
import { JOB_POSITIONS } from './job-positions.js';
import { vocabularyWords } from '../core/search-text.js';
import { vocabularyRepo } from '../core/vocabulary.repo.js';

export const GENDERS = [
  { code: 'F', name: 'Female', sort: 1 },
  { code: 'M', name: 'Male', sort: 2 },
  { code: 'O', name: 'Other', sort: 3 },
  { code: 'N', name: 'Prefer not to say', sort: 4 },
];

export const countryRows = () =>
  Country.getAllCountries().map((c) => ({
    code: c.isoCode,
    countryName: c.name,
    emoji: c.flag,
    phoneCode: c.phonecode.replace(/^\+/, ''),
  }));

export const stateRows = () => {
  const seen = new Set<string>();
  const rows: { stateID: string; stateName: string; countryCode: string }[] = [];
  for (const s of State.getAllStates()) {
    const stateID = `${s.countryCode}-${s.isoCode}`;
    if (seen.has(stateID)) continue;
    seen.add(stateID);
    rows.push({ stateID, stateName: s.name, countryCode: s.countryCode });
  }
  return rows;
};

export const languageRows = () =>
  ISO6391.getAllCodes()
    .map((code) => ({ code, languageName: ISO6391.getName(code) }))
    .sort((a, b) => a.languageName.localeCompare(b.languageName));

export function industryRows() {
  const industries: (typeof t.industries.$inferInsert)[] = [];
  const categories: (typeof t.categories.$inferInsert)[] = [];
  const subCategories: (typeof t.subCategories.$inferInsert)[] = [];
  INDUSTRIES.forEach((ind, i) => {
    const node = INDUSTRY_TREE.find((n) => n.key === ind.key);
    if (!node) throw new Error(`Industry ${ind.key} missing from the tree`);
    industries.push({
      id: ind.key,
      key: ind.key,
      name: ind.name,
      description: node.description,
      icon: node.icon,
      order: i + 1,
    });
    node.categories.forEach((cat, ci) => {
      const catId = `${ind.key}-${String(ci + 1).padStart(2, '0')}`;
      categories.push({ id: catId, industryId: ind.key, name: cat.name, order: ci + 1 });
      cat.subCategories.forEach((sub, si) => {
        subCategories.push({
          id: `${catId}-${String(si + 1).padStart(2, '0')}`,
          categoryId: catId,
          name: sub,
          order: si + 1,
        });
      });
    });
  });
  return { industries, categories, subCategories };
}

async function upsert<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  key: keyof T['$inferInsert'] & string,
) {
  const cols = Object.keys(rows[0] ?? {}).filter((k) => k !== key);
  const tbl = table as unknown as Record<string, unknown>;
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(table)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({
        target: tbl[key] as never,
        set: Object.fromEntries(cols.map((c) => [c, sql.raw(`excluded."${columnName(table, c)}"`)])) as never,
      });
  }
}

function columnName(table: PgTable, prop: string): string {
  const col = (table as unknown as Record<string, { name: string }>)[prop];
  return col.name;
}

/** Name of the row of app_secrets that holds the fingerprint of the reference data last written. */
const FINGERPRINT_KEY = 'reference-data-fingerprint';

/**
 * Writes the reference data when it differs from what the database holds (a release changed
 * it, or the database is new); a restart with the same data writes nothing (~5,000 state rows
 * are not rewritten at every start of every process).
 */
export async function seedReferenceData(db: Db) {
  const rows = {
    countries: countryRows(),
    states: stateRows(),
    jobPositions: JOB_POSITIONS.map((j, i) => ({ ...j, sort: i + 1 })),
    businessTypes: BUSINESS_TYPES.map((b, i) => ({ ...b, sort: i + 1 })),
    languages: languageRows(),
    tree: industryRows(),
  };
  const fingerprint = createHash('sha256')
    .update(JSON.stringify({ ...rows, genders: GENDERS }))
    .digest('hex');
  const [held] = await db
    .select({ value: t.appSecrets.value })
    .from(t.appSecrets)
    .where(eq(t.appSecrets.name, FINGERPRINT_KEY));
  if (held?.value === fingerprint) return;
  await db.transaction(async (tx) => {
    const d = tx as unknown as Db;
    await upsert(d, t.countries, rows.countries, 'code');
    await upsert(d, t.states, rows.states, 'stateID');
    await upsert(d, t.genders, GENDERS, 'code');
    await upsert(d, t.languages, rows.languages, 'code');
    await upsert(d, t.jobPositions, rows.jobPositions, 'jobPositionID');
    await upsert(d, t.businessTypes, rows.businessTypes, 'code');
    const tree = rows.tree;
    await upsert(d, t.industries, tree.industries, 'id');
    await upsert(d, t.categories, tree.categories, 'id');
    await upsert(d, t.subCategories, tree.subCategories, 'id');
    await vocabularyRepo.add(
      d,
      vocabularyWords(
        ...tree.industries.map((i) => i.name),
        ...tree.categories.map((c) => c.name),
        ...tree.subCategories.map((x) => x.name),
      ),
    );
    await d
      .insert(t.appSecrets)
      .values({ name: FINGERPRINT_KEY, value: fingerprint })
      .onConflictDoUpdate({ target: t.appSecrets.name, set: { value: fingerprint } });
  });
}
