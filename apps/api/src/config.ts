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
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis://')
      .optional(),
    JWT_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
    ACCESS_TOKEN_TTL_SECONDS: int(15 * 60),
    REFRESH_TOKEN_TTL_SECONDS: int(30 * 24 * 3600),
    /**
     * Seconds a process keeps a session it found open before reading it again (decision 0049); every
     * closing reaches every process at once over pub/sub, this bounds a missed message. 0: read always.
     */
    SESSION_CACHE_SECONDS: int(30),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
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
    /**
     * Wrong passwords and codes per account per window when a signed-in member is asked again
     * (password change, two-factor off, leaving; decision 0057); past it every try waits, the right one too.
     */
    RATE_LIMIT_STEP_UP_PER_ACCOUNT: int(5),
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
    /** Inquiries (decision 0017), per user per hour: new inquiries sent, chat messages written. */
    RATE_LIMIT_INQUIRIES_PER_HOUR: int(20),
    RATE_LIMIT_CHAT_MESSAGES_PER_HOUR: int(600),
    /** Chat messages per user per minute: a burst of hundreds into one thread is refused, not only the hour's total. */
    RATE_LIMIT_CHAT_MESSAGES_PER_MINUTE: int(30),
    /** Reads (pages, API reads, searches) per client address per minute; 0 turns the limit off (core/public-read-limit.ts). */
    RATE_LIMIT_PUBLIC_READS_PER_MINUTE: int(1200),
    /** Failures of one account from one address before each further try waits, doubling from a second (decision 0029). */
    RATE_LIMIT_LOGIN_WAIT_AFTER: int(3),
    /** E-mailed sign-in links per account per hour, when a new device signs in under attack (decision 0029). */
    RATE_LIMIT_SIGN_IN_LINKS_PER_HOUR: int(5),
    /** Resends of the e-mail verification link per account per hour. */
    RATE_LIMIT_VERIFY_EMAIL_PER_HOUR: int(5),
    /**
     * New accounts must prove their address (the e-mailed link) before they accept invitations,
     * send inquiries or messages, post, comment or create a business (decision 0028). Unset: on
     * when SMTP_URL is set, off without it (the embedded demo has no mailbox to read).
     */
    REQUIRE_EMAIL_VERIFICATION: bool.optional(),
    /** Staff must turn on two-factor sign-in before the staff area opens (decision 0032). Unset: on when PUBLIC_URL is https. */
    STAFF_REQUIRE_2FA: bool.optional(),
    /**
     * Webhook endpoints on loopback and private addresses are accepted (local development and
     * tests; decision 0036). Link-local addresses (169.254.0.0/16, the cloud metadata address) never are.
     */
    WEBHOOKS_ALLOW_PRIVATE_URLS: bool.default(false),
    /** Webhook test events and redeliveries a business may ask for per hour, together. */
    RATE_LIMIT_WEBHOOK_SENDS_PER_HOUR: int(60),
    /** The first retry of a failed webhook delivery waits about this long (doubling, with jitter, up to 4 hours). */
    WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    /**
     * Two-factor codes per 15 minutes: codes tried per account on the signed-in steps (setting it
     * up, turning it off, leaving), and wrong sign-in codes per account from one address (decision 0058).
     */
    RATE_LIMIT_TWO_FACTOR_PER_15_MIN: int(10),
    /** Wrong sign-in codes per account from every address together per 15 minutes; a browser that signed in before passes it (decision 0058). */
    RATE_LIMIT_TWO_FACTOR_ACCOUNT_CEILING: int(50),
    /** Days between a member asking to leave and the erasure of their data (0: at once; decision 0033). */
    ACCOUNT_DELETION_GRACE_DAYS: z.coerce.number().int().min(0).max(90).default(14),
    /** Days an account may stay unverified before it is removed and its address freed. */
    UNVERIFIED_ACCOUNT_DAYS: int(7),
    /** Prefix of rate-limit keys in Redis, so several deployments can share one server. */
    RATE_LIMIT_NAMESPACE: z
      .string()
      .regex(/^[\w-]+$/)
      .default('wbn'),
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
    /** The embedded database's buffer cache (PostgreSQL's shared_buffers; kB, MB or GB); unset: db/client.ts's PGLITE_SHARED_BUFFERS. */
    PGLITE_SHARED_BUFFERS: z
      .string()
      .regex(/^[1-9]\d*(kB|MB|GB)$/, 'must be a size such as 32MB')
      .optional(),
    // ---- Caches of public pages and API reads (decision 0019): in Redis with REDIS_URL, else in memory ----
    PAGE_CACHE: bool.default(true),
    /** At most this long in the cache (an edit drops the entries it changes at once). */
    PAGE_CACHE_TTL_SECONDS: int(600),
    /** What a CDN may do with a public page: keep it this many seconds, then serve it stale this long while it asks again. */
    PAGE_CACHE_S_MAXAGE: int(60),
    PAGE_CACHE_STALE_WHILE_REVALIDATE: int(300),
    /** Size of the in-process cache (without Redis). */
    PAGE_CACHE_MEMORY_MB: int(64),
    // ---- Payments (decision 0018): Stripe when both keys are set, else the sandbox provider ----
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must be a Stripe publishable key (pk_…)').optional(),
    /** Signing secret of the webhook endpoint (whsec_…): without it Stripe's webhooks are refused. */
    STRIPE_WEBHOOK_SECRET: z.string().min(8).optional(),
    /** Tests and proxies: where the Stripe API is reached (host, or host:port) and over which protocol. */
    STRIPE_API_HOST: z
      .string()
      .regex(/^[\w.-]+(:\d{1,5})?$/, 'must be a host name, optionally with :port')
      .optional(),
    STRIPE_API_PROTOCOL: z.enum(['https', 'http']).default('https'),
    /**
     * The card provider, said on purpose. Unset: Stripe when its keys are set, else the sandbox; a
     * real deployment (see `isRealDeployment`) refuses the sandbox unless this says `sandbox`.
     */
    PAYMENTS_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
    // ---- end of payments ----
    /**
     * How mail leaves: `smtp` (needs SMTP_URL) or `outbox` (kept in the mail_outbox table only). Unset: smtp with
     * SMTP_URL, else outbox; a real deployment must say outbox on purpose.
     */
    MAIL_TRANSPORT: z.enum(['smtp', 'outbox']).optional(),
    // ---- The job queue (decision 0022) ----
    /** Run a worker in this process (every process does by default; any number share the queue). */
    JOBS_WORKER: bool.default(true),
    JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    /** How often an idle worker looks for due jobs. */
    JOBS_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
    /** First retry after about this long, doubling (with jitter) up to JOBS_BACKOFF_MAX_MS. */
    JOBS_BACKOFF_BASE_MS: z.coerce.number().int().min(1).default(5000),
    JOBS_BACKOFF_MAX_MS: z.coerce.number().int().min(1).default(3600_000),
    /** Finished jobs are deleted after this many days (failed and dead ones stay until staff act). */
    JOBS_KEEP_DONE_DAYS: int(7),
    /** At shutdown, running jobs get this long to finish; then they are given back to the queue. */
    JOBS_STOP_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
    // ---- Operations ----
    /** Bearer token of GET /metrics (Prometheus). Unset: /metrics answers 401 to everyone. */
    METRICS_TOKEN: z.string().min(16, 'must have at least 16 characters').optional(),
    /** The customer-service numbers on the footer, Contact Us and the articles. Unset in a real deployment: those lines are left out. */
    CONTACT_PHONE_USA: z.string().max(40).optional(),
    CONTACT_PHONE_EUROPE: z.string().max(40).optional(),
    CONTACT_CHAT_USA: z.string().max(40).optional(),
  })
  .refine((c) => !c.S3_BUCKET || c.S3_PUBLIC_URL, {
    message: 'S3_PUBLIC_URL is required with S3_BUCKET',
    path: ['S3_PUBLIC_URL'],
  })
  .refine((c) => !c.STRIPE_SECRET_KEY === !c.STRIPE_PUBLISHABLE_KEY, {
    message: 'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY go together',
    path: ['STRIPE_PUBLISHABLE_KEY'],
  })
  .refine((c) => c.PAYMENTS_PROVIDER !== 'stripe' || c.STRIPE_SECRET_KEY, {
    message: 'PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY',
    path: ['PAYMENTS_PROVIDER'],
  })
  .refine((c) => c.MAIL_TRANSPORT !== 'smtp' || c.SMTP_URL, {
    message: 'MAIL_TRANSPORT=smtp needs SMTP_URL',
    path: ['MAIL_TRANSPORT'],
  })
  .transform((c) => {
    const PUBLIC_URL = c.PUBLIC_URL ?? `http://localhost:${c.PORT}`;
    const realDeployment = isRealDeployment({ DATABASE_URL: c.DATABASE_URL, PUBLIC_URL });
    return {
      ...c,
      DATA_DIR: path.resolve(c.DATA_DIR),
      PUBLIC_URL,
      SEED_DEMO: c.SEED_DEMO ?? !realDeployment,
      /** The card provider in use: said on purpose, else Stripe when its keys are set, else the sandbox. */
      paymentsProvider: c.PAYMENTS_PROVIDER ?? (c.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox'),
      /** How mail leaves: said on purpose, else SMTP when SMTP_URL is set, else the outbox table only. */
      mailTransport: c.MAIL_TRANSPORT ?? (c.SMTP_URL ? 'smtp' : 'outbox'),
      /** Whether new accounts must prove their address: said on purpose, else when mail can reach them (SMTP_URL). */
      requireEmailVerification: c.REQUIRE_EMAIL_VERIFICATION ?? Boolean(c.SMTP_URL),
      /** Whether staff need two-factor sign-in: said on purpose, else on a public (https) deployment. */
      staffRequireTwoFactor: c.STAFF_REQUIRE_2FA ?? PUBLIC_URL.startsWith('https:'),
      /** The customer-service numbers: configured, or the demo's made-up ones outside a real deployment. */
      contact: {
        phoneUsa: c.CONTACT_PHONE_USA ?? (realDeployment ? undefined : DEMO_CONTACT.phoneUsa),
        phoneEurope: c.CONTACT_PHONE_EUROPE ?? (realDeployment ? undefined : DEMO_CONTACT.phoneEurope),
        chatUsa: c.CONTACT_CHAT_USA ?? (realDeployment ? undefined : DEMO_CONTACT.chatUsa),
      },
    };
  });

/** The numbers the embedded demo shows (made up: 555 numbers are reserved for fiction). */
export const DEMO_CONTACT = {
  phoneUsa: '+1 (305) 555-0142',
  phoneEurope: '+39 02 5555 0187',
  chatUsa: '+1 (305) 555-0199',
} as const;

/**
 * A deployment for real people: on a server database, or at an https address. Such a deployment
 * must not use a stand-in by accident (decision 0022): see `deploymentProblems`.
 */
export function isRealDeployment(c: { DATABASE_URL?: string; PUBLIC_URL?: string }) {
  return Boolean(c.DATABASE_URL) || Boolean(c.PUBLIC_URL?.startsWith('https:'));
}

/**
 * One line per stand-in a real deployment would use without having asked for it: the sandbox card
 * provider (a test card buys a real paid tier) and outbox-only mail (nobody receives anything).
 * The embedded demo of `npm start` has none. main.ts prints these and refuses to start.
 */
export function deploymentProblems(c: Config): string[] {
  if (!isRealDeployment(c)) return [];
  const why = c.DATABASE_URL ? 'DATABASE_URL is set' : 'PUBLIC_URL is https';
  const problems: string[] = [];
  if (c.paymentsProvider === 'sandbox' && c.PAYMENTS_PROVIDER !== 'sandbox') {
    problems.push(
      `Refusing to start: this looks like a real deployment (${why}) but payments would go to the sandbox provider, where test cards buy real tiers. Set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or PAYMENTS_PROVIDER=sandbox to take test cards on purpose.`,
    );
  }
  if (c.mailTransport === 'outbox' && c.MAIL_TRANSPORT !== 'outbox') {
    problems.push(
      `Refusing to start: this looks like a real deployment (${why}) but no e-mail would leave the server. Set SMTP_URL, or MAIL_TRANSPORT=outbox to keep mail in the mail_outbox table on purpose.`,
    );
  }
  return problems;
}

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
