import {
  pgTable,
  text,
  uuid,
  timestamp,
  boolean,
  jsonb,
  integer,
  numeric,
  index,
  primaryKey,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users, type PhotoJson } from './accounts.js';

export type RangeJson = { min: number; max: number };
export type GeneralExtraJson = {
  totalAnnualRevenue?: RangeJson;
  totalEmployees?: RangeJson;
  totalProductionEmployees?: RangeJson;
  productionCapacity?: RangeJson & { unit: string; period: string };
  video?: { url: string };
};
export type PhoneJson = { countryCode: string; businessPhoneNumber: string };
export type ContactJson = {
  legalAddressEnglish?: string;
  shippingAddressEnglish?: string;
  city?: string;
  zipcode?: string;
  countryCode?: string;
  stateId?: string;
  email?: string;
  website?: string;
  phone?: PhoneJson;
  mobilePhone?: PhoneJson;
};
export type FactoryJson = {
  manufacturingFacilities?: string;
  city?: string;
  zipcode?: string;
  countryCode?: string;
  stateId?: string;
  factorySize?: number;
  numberProductionLines?: number;
  contractManufacturing?: string[];
};
export type TradeJson = {
  markets?: string[];
  spokenLanguages?: string[];
  totalEmployeesSales?: number;
  averageLeadTime?: number;
};
export type TermsJson = {
  acceptedDeliveryTerms?: string[];
  acceptedPaymentCurrencies?: string[];
  packagingTypes?: string[];
  acceptedPaymentTypes?: string[];
};
/**
 * A certificate of the profile: a photo, a PDF document (decision 0075) or both. `public`: the
 * owner lets visitors download the PDF (and see its thumbnail); absent or false, only the team's
 * managers and staff do.
 */
export type CertificateJson = {
  id: string;
  name: string;
  issueDate: string;
  expireDate: string;
  photo?: PhotoJson;
  document?: { url: string; name: string; size: number; contentType: 'application/pdf' };
  public?: boolean;
};

export const businesses = pgTable(
  'businesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    subscription: text('subscription').notNull().default('standard'),
    verified: boolean('verified').notNull().default(false),
    companyName: text('company_name').notNull(),
    shortDescription: text('short_description').notNull(),
    generalDescription: text('general_description'),
    businessTypeCode: text('business_type_code').notNull(),
    industryId: text('industry_id'),
    countryCode: text('country_code').notNull(),
    stateId: text('state_id'),
    yearEstablished: integer('year_established'),
    general: jsonb('general').$type<GeneralExtraJson>().notNull().default({}),
    profilePhoto: jsonb('profile_photo').$type<PhotoJson>(),
    coverPhoto: jsonb('cover_photo').$type<PhotoJson>(),
    contactInfo: jsonb('contact_info').$type<ContactJson>().notNull().default({}),
    factory: jsonb('factory').$type<FactoryJson>().notNull().default({}),
    tradeCapabilities: jsonb('trade_capabilities').$type<TradeJson>().notNull().default({}),
    businessTerms: jsonb('business_terms').$type<TermsJson>().notNull().default({}),
    certificates: jsonb('certificates').$type<CertificateJson[]>().notNull().default([]),
    likeCount: integer('like_count').notNull().default(0),
    /** Names of the industry, categories and business type, for full-text search (see search module). */
    searchText: text('search_text').notNull().default(''),
    /** How fast it answers (decision 0039), kept current by the responsiveness module as requests are asked and answered. */
    responsiveness: jsonb('responsiveness').$type<{
      rate: number;
      medianReplySeconds: number | null;
      sample: number;
    }>(),
    /**
     * Its public reviews (decisions 0073, 0077): how many, and the average of their overall stars
     * (one decimal) from REVIEW_LIMITS.averageFromCount of them on, null below. Kept by the reviews
     * module whenever the public set changes, so search filters and sorts on them.
     */
    reviewAverage: numeric('review_average', { precision: 2, scale: 1, mode: 'number' }),
    reviewCount: integer('review_count').notNull().default(0),
    /**
     * Its filter values as tokens (`ind:0001`, `cty:US`, `emp:51-200`, …; decision 0080), kept by a
     * trigger from the columns above and its categories (migration 0042), so every writer keeps it.
     */
    facetValues: text('facet_values')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Hidden by staff after a report (decision 0034): its page answers 404 to all but its team; out of search and the sitemap. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('businesses_key_idx').on(t.key),
    index('businesses_owner_idx').on(t.ownerId),
    index('businesses_created_idx').on(t.createdAt),
    index('businesses_facet_values_idx').using('gin', t.facetValues),
  ],
);

export const businessCategories = pgTable(
  'business_categories',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    categoryId: text('category_id').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.categoryId] }),
    index('business_categories_category_idx').on(t.categoryId),
  ],
);

/** Who may act for a business: the owner (also a row here), admins and members. */
export const businessMembers = pgTable(
  'business_members',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.userId] }), index('business_members_user_idx').on(t.userId)],
);

export const favoriteBusinesses = pgTable(
  'favorite_businesses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.businessId] })],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The business's own code for it (optional, unique within the business): catalogue imports match rows by it (decision 0037). */
    sku: text('sku'),
    description: text('description').notNull(),
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    mainImage: jsonb('main_image').$type<PhotoJson>(),
    photos: jsonb('photos').$type<PhotoJson[]>().notNull().default([]),
    videos: jsonb('videos').$type<{ videoID: string; url: string }[]>().notNull().default([]),
    specs: jsonb('specs').$type<{ key: string; value: string }[]>().notNull().default([]),
    industryId: text('industry_id'),
    categoryId: text('category_id'),
    subCategoryId: text('sub_category_id'),
    leadTime: text('lead_time'),
    stock: boolean('stock').notNull().default(true),
    likeCount: integer('like_count').notNull().default(0),
    /** Keywords and taxonomy names, and the specs as text, for full-text search. */
    searchText: text('search_text').notNull().default(''),
    specsText: text('specs_text').notNull().default(''),
    /**
     * Its filter values as tokens (decision 0081): its business's facet_values with the product's own
     * industry and category in place of the business's, kept by triggers (migration 0043).
     */
    facetValues: text('facet_values')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** As businesses.hidden_at (decision 0034). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_business_idx').on(t.businessId, t.createdAt),
    index('products_facet_values_idx').using('gin', t.facetValues),
    uniqueIndex('products_business_sku_idx')
      .on(t.businessId, t.sku)
      .where(sql`${t.sku} is not null`),
  ],
);

/** Signed upload grants: single use, bound to an owner, a content type and a size. */
export const uploadGrants = pgTable('upload_grants', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  businessId: uuid('business_id'),
  key: text('key').notNull(),
  contentType: text('content_type').notNull(),
  maxSize: integer('max_size').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * An invitation to join a business: the person accepts or declines it; nobody is
 * added without consent. Addressed to an e-mail, so the answer to the inviter is the same
 * whether or not an account uses it.
 */
export const businessInvitations = pgTable(
  'business_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Lower case. */
    email: text('email').notNull(),
    role: text('role').notNull(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending, accepted, declined or cancelled. */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('business_invitations_email_idx').on(t.email, t.status),
    uniqueIndex('business_invitations_pending_idx')
      .on(t.businessId, t.email)
      .where(sql`status = 'pending'`),
  ],
);
