/**
 * Memberships and payments (decision 0018): the plans (seeded from PACKAGES), one
 * checkout per idempotency key, payments with their receipt number, the membership periods they
 * bought, verification requests, and the sandbox provider's own charges. Card numbers, expiry
 * dates and security codes are never stored: only the provider's ids and the card's brand and
 * last four digits, as every receipt shows them.
 */
import { pgTable, text, uuid, timestamp, boolean, jsonb, integer, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users, type PhotoJson } from './accounts.js';
import { businesses } from './businesses.js';

export const membershipPlans = pgTable('membership_plans', {
  /** The spec's planId ('gold-yearly'...). */
  id: text('id').primaryKey(),
  tier: text('tier').notNull().unique(),
  priceCents: integer('price_cents').notNull(),
  currency: text('currency').notNull(),
  period: text('period').notNull(),
  /** The product cap of the tier; the products cap trigger reads it (migration 0012). */
  maxProducts: integer('max_products').notNull(),
  verification: boolean('verification').notNull(),
  boostsPerMonth: integer('boosts_per_month'),
  supportHours: integer('support_hours'),
  sort: integer('sort').notNull(),
});

/**
 * One checkout: what the owner was quoted and which payment method was tried. Its id is the
 * idempotency key (the page's checkout id, or one derived from business, plan and payment method).
 */
export const membershipCheckouts = pgTable(
  'membership_checkouts',
  {
    id: text('id').primaryKey(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => membershipPlans.id),
    priceCents: integer('price_cents').notNull(),
    creditCents: integer('credit_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** The membership whose unused part is credited (superseded when this one is paid). */
    creditedMembershipId: uuid('credited_membership_id'),
    provider: text('provider').notNull(),
    /** The provider's opaque payment method id (no card data). */
    paymentMethod: text('payment_method'),
    /** The provider's payment id (PaymentIntent) of the last attempt. */
    providerPaymentId: text('provider_payment_id'),
    /** open, processing, requires_action, failed or paid. */
    status: text('status').notNull(),
    email: text('email').notNull(),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('membership_checkouts_business_idx').on(t.businessId, t.createdAt),
    index('membership_checkouts_payment_idx').on(t.providerPaymentId),
  ],
);

/** A payment the provider confirmed; each has a receipt number. Kept when the business is deleted (bookkeeping). */
export const membershipPayments = pgTable(
  'membership_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').generatedAlwaysAsIdentity(),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    companyName: text('company_name').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    checkoutId: text('checkout_id').notNull(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    tier: text('tier').notNull(),
    planId: text('plan_id').notNull(),
    priceCents: integer('price_cents').notNull(),
    creditCents: integer('credit_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    email: text('email').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('membership_payments_number_idx').on(t.number),
    uniqueIndex('membership_payments_provider_idx').on(t.provider, t.providerPaymentId),
    uniqueIndex('membership_payments_checkout_idx').on(t.checkoutId),
    index('membership_payments_business_idx').on(t.businessId, t.paidAt),
    index('membership_payments_paid_idx').on(t.paidAt),
  ],
);

/** A paid period of a business: active until it expires or an upgrade supersedes it. */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => membershipPayments.id),
    tier: text('tier').notNull(),
    priceCents: integer('price_cents').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** active, superseded or expired. */
    status: text('status').notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memberships_one_active_idx')
      .on(t.businessId)
      .where(sql`status = 'active'`),
    index('memberships_expiry_idx')
      .on(t.expiresAt)
      .where(sql`status = 'active'`),
  ],
);

/** A document sent for verification: a picture, or a PDF (decision 0075). */
export type VerificationDocumentJson = {
  kind: string;
  name: string;
  file: PhotoJson | { url: string; name: string; size: number; contentType: 'application/pdf' };
  expireDate?: string;
};

export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** pending, granted or refused. */
    status: text('status').notNull(),
    documents: jsonb('documents').$type<VerificationDocumentJson[]>().notNull(),
    note: text('note'),
    /** What staff checked (granted), shown on the business page. */
    checked: jsonb('checked').$type<string[]>().notNull().default([]),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('verification_requests_pending_idx')
      .on(t.businessId)
      .where(sql`status = 'pending'`),
    index('verification_requests_business_idx').on(t.businessId, t.createdAt),
    index('verification_requests_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * The sandbox provider's charges (its "PaymentIntents"): one per idempotency key, so a repeated
 * call answers the first result and charges nothing more. Brand and last four digits only.
 */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** succeeded, requires_action, declined. */
    status: text('status').notNull(),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    declineCode: text('decline_code'),
    declineMessage: text('decline_message'),
    /** Given to the card form of a charge that needs the card holder's confirmation (3-D Secure). */
    clientSecret: text('client_secret').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_charges_key_idx').on(t.idempotencyKey)],
);
