import {
  pgTable,
  text,
  uuid,
  timestamp,
  boolean,
  jsonb,
  index,
  uniqueIndex,
  primaryKey,
  bigint,
  integer,
  customType,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Staff of the network: reads need-help enquiries. */
    isStaff: boolean('is_staff').notNull().default(false),
    /** When the owner of the address proved it (the e-mailed link); null until then (decision 0028). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The member asked to leave: their data is erased at this time unless they keep the account (decision 0033). */
    deletionDueAt: timestamp('deletion_due_at', { withTimezone: true }),
    /** Erased: what is left is this row, with no address, name or password, so others' threads keep their sender ("Deleted member"). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Suspended by staff (decision 0034): cannot sign in; their posts and comments are hidden. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // The accounts never verified, oldest first: the hourly removal after seven days.
    index('users_unverified_created_idx')
      .on(t.createdAt)
      .where(sql`${t.emailVerifiedAt} is null`),
    // The accounts whose deletion is due: the hourly erasure looks only at them.
    index('users_deletion_due_idx')
      .on(t.deletionDueAt)
      .where(sql`${t.deletionDueAt} is not null`),
  ],
);

export type PhotoJson = { url: string; versions?: { url: string; width?: number }[] };

export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    mobilePhone: jsonb('mobile_phone').$type<{ countryCode: string; phoneNumber: string }>(),
    birthDate: text('birth_date'),
    showBirthDate: boolean('show_birth_date').notNull().default(false),
    profession: text('profession'),
    showProfession: boolean('show_profession').notNull().default(true),
    city: text('city'),
    countryCode: text('country_code'),
    stateId: text('state_id'),
    genderCode: text('gender_code'),
    languageCode: text('language_code'),
    jobPositionId: text('job_position_id'),
    businessTypeCode: text('business_type_code'),
    industryId: text('industry_id'),
    companyName: text('company_name'),
    briefPresentation: text('brief_presentation'),
    profilePhoto: jsonb('profile_photo').$type<PhotoJson>(),
    coverPhoto: jsonb('cover_photo').$type<PhotoJson>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('profiles_username_idx').on(sql`lower(${t.username})`)],
);

/** One login = one session; refresh tokens rotate inside it (a "family"). */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** The session's last refresh (or its start): what the sessions list shows as last seen. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** One-time hand-off codes exchanged at /auth/get-session (the /SetID/ screen), bound to the browser that signed in. */
export const handoffCodes = pgTable('handoff_codes', {
  codeHash: text('code_hash').primaryKey(),
  /** Hash of the key kept in that browser's HttpOnly hand-off cookie. */
  browserHash: text('browser_hash'),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** The links that prove an address (decision 0028): a hash of the token, single use. */
export const emailVerifications = pgTable('email_verifications', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Browsers an account has signed in from (decision 0029): the hash of the device cookie's id.
 * A known device passes the address and account-wide sign-in limits that a guesser trips.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    deviceHash: text('device_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.deviceHash, t.userId] })],
);

/** E-mailed one-time sign-in links (decision 0029): the way in from a new device while an account or address is under attack. */
export const signInLinks = pgTable('sign_in_links', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * What a member is told, and how (decision 0031): a channel per topic (`channels` holds only the
 * topics changed from the defaults of the contract), the time zone of the daily digest, and the
 * e-mail on a sign-in from a new device. No row: every default.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  channels: jsonb('channels').$type<Record<string, string>>().notNull().default({}),
  timeZone: text('time_zone').notNull().default('UTC'),
  newDeviceEmail: boolean('new_device_email').notNull().default(true),
  /** When the last daily digest left (or was found empty): the next one covers what came after. */
  digestSentAt: timestamp('digest_sent_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Two-factor sign-in (decision 0032): the authenticator app's secret, sealed with a key of the
 * server's (lib/secret-box.ts); `pendingSecret` while it is being set up, `secret` once a first
 * code proved it. `lastStep` is the time step of the last code accepted: a code is good once.
 */
export const twoFactor = pgTable('two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
});

/** Single-use recovery codes (hashes), made when two-factor sign-in is turned on. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/** A sign-in whose password was right, waiting for its second factor (a hash of the challenge token). */
export const loginChallenges = pgTable('login_challenges', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  /** The sign-in came through an e-mailed link (no new-device e-mail then, decision 0031). */
  viaMail: boolean('via_mail').notNull().default(false),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * A member's data exports (decision 0033): asked for, made by a job, kept 7 days. The ZIP is kept
 * here, not in the file storage, whose files are public by address: it goes to its owner only.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending, ready, failed, expired */
    status: text('status').notNull().default('pending'),
    zip: bytea('zip'),
    sizeBytes: integer('size_bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.createdAt)],
);
