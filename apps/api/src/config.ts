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

const ZConfig = z
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
    RATE_LIMIT_LOGIN_PER_IP: int(30),
    RATE_LIMIT_LOGIN_PER_ACCOUNT: int(10),
    RATE_LIMIT_REGISTER_PER_IP: int(20),
    RATE_LIMIT_WINDOW_SECONDS: int(15 * 60),
    /** Need-help enquiries per IP per hour. */
    RATE_LIMIT_ENQUIRY_PER_IP: int(10),
    /** Prefix of rate-limit keys in Redis, so several deployments can share one server. */
    RATE_LIMIT_NAMESPACE: z.string().regex(/^[\w-]+$/).default('wbn'),
    SEED_DEMO: bool.default(true),
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
  })
  .refine((c) => !c.S3_BUCKET || c.S3_PUBLIC_URL, { message: 'S3_PUBLIC_URL is required with S3_BUCKET', path: ['S3_PUBLIC_URL'] })
  .transform((c) => ({
    ...c,
    DATA_DIR: path.resolve(c.DATA_DIR),
    PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
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
