/**
 * Demo inquiries, so the demo login's message center is alive on a fresh start:
 * threads to its business (one unread with a product attached, one from another business read
 * and answered), threads it sent as itself (one with an unread answer, one ended) and one its
 * business sent and the other side has seen. Deterministic: the first demo users and businesses.
 */
import { asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { businesses, inquiryMessages, inquiryRequests, products, users } from '../db/schema/index.js';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

type Msg = { side: 'S' | 'R'; text: string; ago: number };
type Thread = {
  fromUserId: string;
  fromBusinessId?: string;
  toBusinessId: string;
  /** Who answers for the receiving business (its owner). */
  toOwnerId: string;
  productId?: string;
  subject: string;
  messages: Msg[];
  /** Unread messages of each side, and which sides have read up to the end. */
  unread: { S: number; R: number };
  closedBy?: string;
};

export async function seedDemoRequests(db: Db, demoEmail: string) {
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoEmail));
  if (!demo) return;
  const [own] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.ownerId, demo.id))
    .orderBy(asc(businesses.createdAt))
    .limit(1);
  const elsewhere = await db
    .select({ id: businesses.id, ownerId: businesses.ownerId })
    .from(businesses)
    .where(ne(businesses.ownerId, demo.id))
    .orderBy(asc(businesses.createdAt))
    .limit(4);
  if (!own || elsewhere.length < 4) return;
  const [ownProduct] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.businessId, own.id))
    .orderBy(asc(products.createdAt))
    .limit(1);
  const [a, b, c, d] = elsewhere;
  const buyer = a.ownerId;

  const threads: Thread[] = [
    {
      fromUserId: buyer,
      toBusinessId: own.id,
      toOwnerId: demo.id,
      productId: ownProduct?.id,
      subject: 'receiving the full price list',
      messages: [
        {
          side: 'S',
          text: 'Good morning, we import automation parts into Colombia. Could you send your full price list for this product, with prices for 50 and 200 units?',
          ago: 95,
        },
        { side: 'S', text: 'We would also need the lead time to Cartagena. Thank you!', ago: 90 },
      ],
      unread: { S: 0, R: 2 },
    },
    {
      fromUserId: b.ownerId,
      fromBusinessId: b.id,
      toBusinessId: own.id,
      toOwnerId: demo.id,
      subject: 'becoming exclusive distributor in my country',
      messages: [
        {
          side: 'S',
          text: 'Hello, we distribute industrial equipment in Peru and would like to discuss an exclusive distribution agreement.',
          ago: 3 * 24 * 60,
        },
        {
          side: 'R',
          text: 'Thank you for reaching out. Could you tell us your yearly volume and which regions you cover?',
          ago: 3 * 24 * 60 - 120,
        },
        {
          side: 'S',
          text: 'About 1,200 units a year across Lima, Arequipa and Trujillo. We have our own service team.',
          ago: 2 * 24 * 60,
        },
        { side: 'R', text: 'That fits. I will send a draft agreement this week.', ago: 2 * 24 * 60 - 45 },
      ],
      unread: { S: 0, R: 0 },
    },
    {
      fromUserId: demo.id,
      toBusinessId: c.id,
      toOwnerId: c.ownerId,
      subject: 'receiving the discount policy',
      messages: [
        { side: 'S', text: 'Hi, what discounts do you offer for repeat orders above USD 10,000?', ago: 26 * 60 },
        {
          side: 'R',
          text: '5% from the second order and 8% above USD 25,000 a year. Payment by letter of credit or wire.',
          ago: 20,
        },
      ],
      unread: { S: 1, R: 0 },
    },
    {
      fromUserId: demo.id,
      toBusinessId: d.id,
      toOwnerId: d.ownerId,
      subject: 'looking for a qualified manufacturer industry',
      messages: [
        { side: 'S', text: 'Do you manufacture control cabinets to UL 508A?', ago: 10 * 24 * 60 },
        { side: 'R', text: 'Not yet, sorry: our certification is planned for next year.', ago: 9 * 24 * 60 },
        { side: 'S', text: 'Understood, thank you for the quick answer.', ago: 9 * 24 * 60 - 30 },
      ],
      unread: { S: 0, R: 0 },
      closedBy: demo.id,
    },
    {
      fromUserId: demo.id,
      fromBusinessId: own.id,
      toBusinessId: a.id,
      toOwnerId: a.ownerId,
      subject: 'Private label sensors for the Caribbean market',
      messages: [
        {
          side: 'S',
          text: 'We are looking for a partner to produce proximity sensors under our brand. Minimum order 500 units. Is that of interest?',
          ago: 5 * 60,
        },
      ],
      unread: { S: 0, R: 0 },
    },
  ];

  for (const t of threads) {
    const last = t.messages[t.messages.length - 1];
    const lastAt = minutesAgo(last.ago);
    const readAt = (side: 'S' | 'R') => {
      if (t.unread[side] > 0) {
        const firstUnread = t.messages.filter((m) => m.side !== side).slice(-t.unread[side])[0];
        return minutesAgo(firstUnread.ago + 1);
      }
      return minutesAgo(Math.max(last.ago - 2, 0));
    };
    const firstAnswer = t.messages.find((m) => m.side === 'R');
    await db.transaction(async (tx) => {
      const [r] = await tx
        .insert(inquiryRequests)
        .values({
          fromUserId: t.fromUserId,
          fromBusinessId: t.fromBusinessId ?? null,
          toBusinessId: t.toBusinessId,
          productId: t.productId ?? null,
          subject: t.subject,
          status: t.closedBy ? 'closed' : 'open',
          senderUnread: t.unread.S,
          receiverUnread: t.unread.R,
          senderReadAt: readAt('S'),
          receiverReadAt: readAt('R'),
          lastMessageAt: lastAt,
          answeredAt: firstAnswer ? minutesAgo(firstAnswer.ago) : null,
          closedAt: t.closedBy ? minutesAgo(last.ago - 5) : null,
          closedByUserId: t.closedBy ?? null,
          createdAt: minutesAgo(t.messages[0].ago),
        })
        .returning({ id: inquiryRequests.id });
      await tx.insert(inquiryMessages).values(
        t.messages.map((m) => ({
          requestId: r.id,
          side: m.side,
          authorUserId: m.side === 'S' ? t.fromUserId : t.toOwnerId,
          content: m.text,
          createdAt: minutesAgo(m.ago),
        })),
      );
    });
  }
}
