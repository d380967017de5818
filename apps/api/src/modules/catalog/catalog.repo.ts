import { asc, eq, inArray } from 'drizzle-orm';
import type { IndustryNode, Category } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';

const industryFields = {
  id: t.industries.id,
  key: t.industries.key,
  name: t.industries.name,
  description: t.industries.description,
  icon: t.industries.icon,
  order: t.industries.order,
};

async function categoriesOf(db: Db, industryIds: string[]) {
  if (!industryIds.length) return new Map<string, Category[]>();
  const cats = await db
    .select()
    .from(t.categories)
    .where(inArray(t.categories.industryId, industryIds))
    .orderBy(asc(t.categories.order));
  const subs = cats.length
    ? await db
        .select()
        .from(t.subCategories)
        .where(
          inArray(
            t.subCategories.categoryId,
            cats.map((c) => c.id),
          ),
        )
        .orderBy(asc(t.subCategories.order))
    : [];
  const byCat = new Map<string, { id: string; name: string }[]>();
  for (const s of subs) {
    const list = byCat.get(s.categoryId) ?? [];
    list.push({ id: s.id, name: s.name });
    byCat.set(s.categoryId, list);
  }
  const byIndustry = new Map<string, Category[]>();
  for (const c of cats) {
    const list = byIndustry.get(c.industryId) ?? [];
    list.push({ id: c.id, name: c.name, subCategories: byCat.get(c.id) ?? [] });
    byIndustry.set(c.industryId, list);
  }
  return byIndustry;
}

export const catalogRepo = {
  async industries(db: Db) {
    const rows = await db.select(industryFields).from(t.industries).orderBy(asc(t.industries.order));
    return rows.map((r) => ({ ...r, text: r.name }));
  },
  industry: async (db: Db, id: string) =>
    (await db.select(industryFields).from(t.industries).where(eq(t.industries.id, id)).limit(1))[0],
  async categories(db: Db, industryId: string) {
    return (await categoriesOf(db, [industryId])).get(industryId) ?? [];
  },
  async fullTree(db: Db): Promise<IndustryNode[]> {
    const inds = await catalogRepo.industries(db);
    const cats = await categoriesOf(
      db,
      inds.map((i) => i.id),
    );
    return inds.map((i) => ({ ...i, categories: cats.get(i.id) ?? [] }));
  },
};
