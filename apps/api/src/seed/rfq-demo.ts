/**
 * Demo requests for quotation (decision 0038), so the board and the comparison are alive on a
 * fresh start: the demo member asks for quotes in the category of the most common demo suppliers
 * and three of them have quoted; two other members ask too, one of them in the demo member's own
 * business's category, which has quoted. Deterministic (the demo users by e-mail, businesses by
 * creation order); nothing when a request already exists.
 */
import { and, asc, eq, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { businessCategories, businesses, categories, rfqQuotes, rfqs, users } from '../db/schema/index.js';
import { rowsOf } from '../db/rows.js';

const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);

export async function seedDemoRfqs(db: Db, demoEmail: string) {
  if ((await db.select({ id: rfqs.id }).from(rfqs).limit(1)).length) return;
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoEmail));
  const others = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, '%@demo.wbn.test'))
    .orderBy(asc(users.email))
    .limit(2);
  if (!demo || others.length < 2) return;
  // The category most demo businesses (not the demo member's) are in, and the demo member's own business's first category.
  const [top] = rowsOf<{ category_id: string }>(
    await db.execute(
      sql`select c.category_id from business_categories c join businesses b on b.id = c.business_id where b.owner_id <> ${demo.id} group by c.category_id order by count(*) desc, c.category_id limit 1`,
    ),
  );
  const [own] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.ownerId, demo.id))
    .orderBy(asc(businesses.createdAt))
    .limit(1);
  const [ownCategory] = own
    ? await db
        .select({ id: businessCategories.categoryId })
        .from(businessCategories)
        .where(eq(businessCategories.businessId, own.id))
        .orderBy(asc(businessCategories.sort))
        .limit(1)
    : [];
  if (!top) return;
  const industryOf = async (categoryId: string) =>
    (await db.select({ industryId: categories.industryId }).from(categories).where(eq(categories.id, categoryId)))[0]
      ?.industryId ?? '';
  const suppliers = await db
    .select({ id: businesses.id })
    .from(businesses)
    .innerJoin(businessCategories, eq(businessCategories.businessId, businesses.id))
    .where(and(eq(businessCategories.categoryId, top.category_id), ne(businesses.ownerId, demo.id)))
    .orderBy(asc(businesses.createdAt))
    .limit(3);

  const base = { unit: 'pieces', incoterm: 'FOB', destinationCountry: 'US', visibility: 'public' } as const;
  const [mine] = await db
    .insert(rfqs)
    .values({
      ...base,
      buyerUserId: demo.id,
      title: 'Control components for a packaging line retrofit',
      description:
        'We are upgrading two packaging lines in Doral and need matching components delivered to Miami. Please quote per unit with your lead time, minimum order and the documentation you supply (datasheets, certificates of conformity). Partial deliveries are fine.',
      categories: [top.category_id],
      industries: [await industryOf(top.category_id)],
      quantity: 1200,
      targetMin: 14,
      targetMax: 22,
      targetCurrency: 'USD',
      deadline: daysFromNow(12),
      quoteCount: suppliers.length,
      createdAt: hoursAgo(30),
    })
    .returning();
  const offers = [
    {
      unitPrice: 18.4,
      moq: 200,
      leadTimeDays: 21,
      incoterm: 'FOB',
      note: 'Datasheets and CE declaration included. Price holds for the full 1,200 pieces.',
    },
    {
      unitPrice: 16.9,
      moq: 600,
      leadTimeDays: 35,
      incoterm: 'CIF',
      note: 'Lower price from 600 pieces; shipping to Port of Miami included.',
    },
    {
      unitPrice: 21.0,
      moq: 100,
      leadTimeDays: 10,
      incoterm: 'DAP',
      note: 'From our Florida stock: delivery to your plant within ten days.',
    },
  ];
  if (suppliers.length)
    await db.insert(rfqQuotes).values(
      suppliers.map((s, i) => ({
        rfqId: mine.id,
        businessId: s.id,
        currency: 'USD',
        validUntil: daysFromNow(40),
        ...offers[i],
        createdAt: hoursAgo(20 - i * 6),
        updatedAt: hoursAgo(20 - i * 6),
      })),
    );

  const second = ownCategory?.id ?? top.category_id;
  const [theirs] = await db
    .insert(rfqs)
    .values({
      ...base,
      buyerUserId: others[0].id,
      title: 'Distributor sought for a yearly supply contract',
      description:
        'A Bogotá wholesaler looks for a supplier able to ship monthly lots to Colombia under a one-year contract. Quote your unit price for the monthly lot and tell us about your export experience in the Andean region.',
      categories: [second],
      industries: [await industryOf(second)],
      quantity: 5000,
      destinationCountry: 'CO',
      incoterm: 'CIF',
      deadline: daysFromNow(25),
      quoteCount: own ? 1 : 0,
      createdAt: hoursAgo(8),
    })
    .returning();
  if (own)
    await db.insert(rfqQuotes).values({
      rfqId: theirs.id,
      businessId: own.id,
      currency: 'USD',
      unitPrice: 7.35,
      moq: 1000,
      leadTimeDays: 28,
      incoterm: 'CIF',
      validUntil: daysFromNow(45),
      note: 'Monthly lots from Miami, with export paperwork handled by our team.',
      createdAt: hoursAgo(3),
      updatedAt: hoursAgo(3),
    });

  await db.insert(rfqs).values({
    ...base,
    buyerUserId: others[1].id,
    title: 'Samples and first order for a new retail range',
    description:
      'A retail chain in Puerto Rico is adding a range of 12 items. We want samples first, then a first order shipped by sea. Tell us the price for the first order and the cost of samples.',
    categories: [top.category_id],
    industries: [await industryOf(top.category_id)],
    quantity: 300,
    unit: 'sets',
    destinationCountry: 'PR',
    deadline: daysFromNow(40),
    createdAt: hoursAgo(2),
  });
}
