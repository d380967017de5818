/**
 * Every environment variable the server reads, parsed once with zod.
 * A bad value stops the process at start with a message naming the variable.
 */
import { z } from 'zod';
import path from 'node:path';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const int = (def: number) => z.coerce.number().int().nonnegative().default(def);

/** The schema itself is exported for tests (the deployment files may only set variables it names). */
export const ZConfig = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.string().url().optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave it unset for the embedded database)')
      .optional(),
    /**
     * Apply migrations and reference data (and the demo set, see SEED_DEMO) when the server starts.
     * Off when several instances share one database: a one-shot `main.js --migrate-only` prepares
     * it, and an instance refuses to start on a database behind its build (docs/deploy.md).
     */
    MIGRATE_ON_START: bool.default(true),
    REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis://').optional(),
    JWT_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
    ACCESS_TOKEN_TTL_SECONDS: int(15 * 60),
    REFRESH_TOKEN_TTL_SECONDS: int(30 * 24 * 3600),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
    MAIL_FROM: z.string().default('WBN Miami <no-reply@wbn-miami.local>'),
    STAFF_EMAIL: z.string().email().default('staff@wbn-miami.local'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    BODY_LIMIT_BYTES: int(1024 * 1024),
    TRUST_PROXY: bool.default(false),
    /** Failed logins per client address per window (successful ones are not counted). */
    RATE_LIMIT_LOGIN_PER_IP: int(30),
    /** Failed logins per account from one address per window. */
    RATE_LIMIT_LOGIN_PER_ACCOUNT: int(10),
    /** Failed logins per account from all addresses together per window. */
    RATE_LIMIT_LOGIN_ACCOUNT_CEILING: int(100),
    RATE_LIMIT_REGISTER_PER_IP: int(20),
    RATE_LIMIT_WINDOW_SECONDS: int(15 * 60),
    /** Invitations to join a business an owner may send per hour. */
    RATE_LIMIT_INVITES_PER_HOUR: int(30),
    /** Need-help enquiries per IP per hour. */
    RATE_LIMIT_ENQUIRY_PER_IP: int(10),
    /** Social network, per user per hour: posts, comments (and replies), follows and unfollows, connection requests. */
    RATE_LIMIT_POSTS_PER_HOUR: int(30),
    RATE_LIMIT_COMMENTS_PER_HOUR: int(120),
    RATE_LIMIT_FOLLOWS_PER_HOUR: int(300),
    RATE_LIMIT_CONNECTIONS_PER_HOUR: int(30),
    /** Inquiries (issue 12), per user per hour: new inquiries sent, chat messages written. */
    RATE_LIMIT_INQUIRIES_PER_HOUR: int(20),
    RATE_LIMIT_CHAT_MESSAGES_PER_HOUR: int(600),
    /** Prefix of rate-limit keys in Redis, so several deployments can share one server. */
    RATE_LIMIT_NAMESPACE: z.string().regex(/^[\w-]+$/).default('wbn'),
    /**
     * Seed the demo set (41 users with a published password, a staff account) into an empty
     * database. Default: on for the embedded database (npm start), off with DATABASE_URL, where a
     * real deployment's database must never receive known passwords unless someone asks for it.
     */
    SEED_DEMO: bool.optional(),
    /** S3-compatible storage: set S3_BUCKET to use it instead of DATA_DIR/files. */
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: z.string().url().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: bool.default(false),
    /** Public base address of stored objects (a CDN, or the endpoint plus bucket). */
    S3_PUBLIC_URL: z.string().url().optional(),
    WEB_BUILD_DIR: z.string().optional(),
    // ---- Caches of public pages and API reads (issue 14, decision 0019): in Redis with REDIS_URL, else in memory ----
    PAGE_CACHE: bool.default(true),
    /** At most this long in the cache (an edit drops the entries it changes at once). */
    PAGE_CACHE_TTL_SECONDS: int(600),
    /** What a CDN may do with a public page: keep it this many seconds, then serve it stale this long while it asks again. */
    PAGE_CACHE_S_MAXAGE: int(60),
    PAGE_CACHE_STALE_WHILE_REVALIDATE: int(300),
    /** Size of the in-process cache (without Redis). */
    PAGE_CACHE_MEMORY_MB: int(64),
    // ---- Payments (issue 13, decision 0018): Stripe when both keys are set, else the sandbox provider ----
    STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)').optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must be a Stripe publishable key (pk_…)').optional(),
    /** Signing secret of the webhook endpoint (whsec_…): without it Stripe's webhooks are refused. */
    STRIPE_WEBHOOK_SECRET: z.string().min(8).optional(),
    /** Tests and proxies: where the Stripe API is reached (host, or host:port) and over which protocol. */
    STRIPE_API_HOST: z.string().regex(/^[\w.-]+(:\d{1,5})?$/, 'must be a host name, optionally with :port').optional(),
    STRIPE_API_PROTOCOL: z.enum(['https', 'http']).default('https'),
    // ---- end of payments ----
  })
  .refine((c) => !c.S3_BUCKET || c.S3_PUBLIC_URL, { message: 'S3_PUBLIC_URL is required with S3_BUCKET', path: ['S3_PUBLIC_URL'] })
  .refine((c) => !c.STRIPE_SECRET_KEY === !c.STRIPE_PUBLISHABLE_KEY, { message: 'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY go together', path: ['STRIPE_PUBLISHABLE_KEY'] })
  .transform((c) => ({
    ...c,
    DATA_DIR: path.resolve(c.DATA_DIR),
    PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    SEED_DEMO: c.SEED_DEMO ?? !c.DATABASE_URL,
  }));

export type Config = z.output<typeof ZConfig>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "unset", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZConfig.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
