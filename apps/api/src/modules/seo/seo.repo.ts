import { asc, desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';

export const seoRepo = {
  async counts(db: Db) {
    const [row] = await db
      .select({
        b: sql<number>`(select count(*)::int from ${t.businesses} where hidden_at is null)`,
        p: sql<number>`(select count(*)::int from ${t.products} where not hidden and hidden_at is null)`,
      })
      .from(sql`(select 1) as one`);
    return { businesses: Number(row.b), products: Number(row.p) };
  },
  /** One sitemap file's businesses, oldest first (`page` from 1). */
  businessPage: (db: Db, page: number, size: number) =>
    db
      .select({ id: t.businesses.id, name: t.businesses.companyName, updatedAt: t.businesses.updatedAt })
      .from(t.businesses)
      .where(sql`businesses.hidden_at is null`)
      .orderBy(asc(t.businesses.createdAt), asc(t.businesses.id))
      .limit(size)
      .offset((page - 1) * size),
  productPage: (db: Db, page: number, size: number) =>
    db
      .select({
        id: t.products.id,
        name: t.products.name,
        company: t.businesses.companyName,
        updatedAt: t.products.updatedAt,
      })
      .from(t.products)
      .innerJoin(t.businesses, sql`${t.businesses.id} = ${t.products.businessId}`)
      .where(sql`not products.hidden and products.hidden_at is null and businesses.hidden_at is null`)
      .orderBy(asc(t.products.createdAt), asc(t.products.id))
      .limit(size)
      .offset((page - 1) * size),

  /** The public requests for quotation still taking quotes, newest first. */
  openRfqs: (db: Db, size: number) =>
    db
      .select({ id: t.rfqs.id, updatedAt: t.rfqs.updatedAt })
      .from(t.rfqs)
      .where(
        sql`rfqs.status = 'open' and rfqs.visibility = 'public' and rfqs.deadline >= (now() at time zone 'utc')::date`,
      )
      .orderBy(desc(t.rfqs.createdAt), desc(t.rfqs.id))
      .limit(size),
};
