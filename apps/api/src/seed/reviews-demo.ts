/**
 * Demo reviews (decision 0073), each resting on a real trade as the rule asks: a request for
 * quotation of the reviewer, closed months ago by awarding the reviewed business's quote. One
 * supplier gets four reviews (its average shows) and one of them its reply; another gets one
 * (counted, no average yet). Deterministic (users by e-mail, businesses by creation order); nothing
 * when a review already exists.
 */
import { and, asc, eq, like, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  businessCategories,
  businessMembers,
  businessReviews,
  businesses,
  categories,
  rfqQuotes,
  rfqs,
  users,
} from '../db/schema/index.js';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
const day = (d: Date) => d.toISOString().slice(0, 10);

type DemoReview = {
  ratings: { overall: number; quality: number; communication: number; delivery: number };
  text: string;
  /** When the award was made and the review written, in days before the seed. */
  awardedDaysAgo: number;
  writtenDaysAgo: number;
  reply?: string;
};

const FIRST: DemoReview[] = [
  {
    ratings: { overall: 5, quality: 5, communication: 5, delivery: 4 },
    text: 'We ordered 800 units for a retrofit in Doral. The parts matched the datasheets exactly, the test certificates came with the shipment, and questions were answered the same day. Delivery was three days later than planned, but we were told a week ahead.',
    awardedDaysAgo: 150,
    writtenDaysAgo: 110,
    reply:
      'Thank you for the order and the kind words. The delay came from the port in Santos; we now book space two weeks earlier for shipments to Florida.',
  },
  {
    ratings: { overall: 4, quality: 4, communication: 5, delivery: 4 },
    text: 'Good quality for the price and very clear paperwork for customs. Two pieces of the first lot had scratched housings; they were replaced in the next shipment without any discussion.',
    awardedDaysAgo: 120,
    writtenDaysAgo: 80,
  },
  {
    ratings: { overall: 5, quality: 5, communication: 4, delivery: 5 },
    text: 'Second order with them and again on time to the day. Samples were sent before the main order at no cost, which made the approval by our engineers much faster.',
    awardedDaysAgo: 90,
    writtenDaysAgo: 45,
  },
  {
    ratings: { overall: 3, quality: 4, communication: 3, delivery: 2 },
    text: 'The products are fine, but the lead time grew from 21 to 35 days after the order was placed, and we had to ask twice for tracking numbers. Worth it for larger orders with some slack in the schedule.',
    awardedDaysAgo: 60,
    writtenDaysAgo: 20,
  },
];

const SECOND: DemoReview[] = [
  {
    ratings: { overall: 4, quality: 4, communication: 4, delivery: 5 },
    text: 'A first trial order of 300 sets arrived complete and well packed for sea freight. Prices were exactly as quoted, with no surprises on the invoice.',
    awardedDaysAgo: 70,
    writtenDaysAgo: 30,
  },
];

export async function seedDemoReviews(db: Db, demoEmail: string) {
  if ((await db.select({ id: businessReviews.id }).from(businessReviews).limit(1)).length) return;
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoEmail));
  if (!demo) return;
  // Suppliers not of the demo member: the 2nd and 3rd created, so the demo's own request's suppliers stay without reviews.
  const suppliers = await db
    .select({ id: businesses.id, ownerId: businesses.ownerId })
    .from(businesses)
    .where(ne(businesses.ownerId, demo.id))
    .orderBy(asc(businesses.createdAt))
    .offset(1)
    .limit(2);
  for (const [i, set] of [FIRST, SECOND].entries()) {
    const supplier = suppliers[i];
    if (!supplier) return;
    const team = (
      await db
        .select({ id: businessMembers.userId })
        .from(businessMembers)
        .where(eq(businessMembers.businessId, supplier.id))
    ).map((m) => m.id);
    const reviewers = await db
      .select({ id: users.id })
      .from(users)
      .where(and(like(users.email, '%@demo.wbn.test'), notInArray(users.id, [supplier.ownerId, ...team])))
      .orderBy(asc(users.email))
      .offset(10 + i * 5)
      .limit(set.length);
    // The requests asked in the supplier's first category, as a real buyer's would.
    const [category] = await db
      .select({ id: businessCategories.categoryId, industryId: categories.industryId })
      .from(businessCategories)
      .innerJoin(categories, eq(categories.id, businessCategories.categoryId))
      .where(eq(businessCategories.businessId, supplier.id))
      .orderBy(asc(businessCategories.sort))
      .limit(1);
    for (const [j, r] of set.entries()) {
      const reviewer = reviewers[j];
      if (!reviewer) break;
      const awardedAt = daysAgo(r.awardedDaysAgo);
      const [rfq] = await db
        .insert(rfqs)
        .values({
          buyerUserId: reviewer.id,
          title: 'Components for a plant upgrade',
          description:
            'Quotes wanted for components delivered to Florida, with datasheets and certificates of conformity. Partial deliveries accepted.',
          categories: category ? [category.id] : [],
          industries: category ? [category.industryId] : [],
          quantity: 800,
          unit: 'pieces',
          incoterm: 'FOB',
          destinationCountry: 'US',
          deadline: day(daysAgo(r.awardedDaysAgo - 10)),
          visibility: 'invited',
          status: 'awarded',
          quoteCount: 1,
          createdAt: daysAgo(r.awardedDaysAgo + 14),
          updatedAt: awardedAt,
          closedAt: awardedAt,
        })
        .returning({ id: rfqs.id });
      const [quote] = await db
        .insert(rfqQuotes)
        .values({
          rfqId: rfq.id,
          businessId: supplier.id,
          currency: 'USD',
          unitPrice: 17.5,
          moq: 200,
          leadTimeDays: 21,
          incoterm: 'FOB',
          validUntil: day(daysAgo(r.awardedDaysAgo - 30)),
          status: 'awarded',
          createdAt: daysAgo(r.awardedDaysAgo + 7),
          updatedAt: awardedAt,
        })
        .returning({ id: rfqQuotes.id });
      await db.update(rfqs).set({ awardedQuoteId: quote.id }).where(eq(rfqs.id, rfq.id));
      const written = daysAgo(r.writtenDaysAgo);
      await db.insert(businessReviews).values({
        businessId: supplier.id,
        authorUserId: reviewer.id,
        ...r.ratings,
        text: r.text,
        tradeKind: 'awarded-quote',
        tradeMonth: `${awardedAt.toISOString().slice(0, 7)}-01`,
        status: 'published',
        publishedAt: written,
        createdAt: written,
        updatedAt: written,
        ...(r.reply
          ? { replyText: r.reply, replyUserId: supplier.ownerId, repliedAt: daysAgo(r.writtenDaysAgo - 2) }
          : {}),
      });
    }
  }
}
