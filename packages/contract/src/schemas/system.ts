/**
 * Operators' and crawlers' endpoints: the health checks (/api/health, /api/health/live,
 * /api/health/ready) and the sitemap files at the site's root.
 */
import { z } from './zod.js';

/** A failed check names the service that is down (no request id: load balancers read these). */
const ZUnavailable = z.object({ name: z.literal('ServiceUnavailable'), message: z.string() });

export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.string(), reachable: z.boolean() }),
});
export const ZHealthLive = z.object({ status: z.literal('ok') });
/**
 * What readiness reports without failing (decision 0079): the server answers, slower than
 * docs/benchmarks.md records. Taking every instance out of the load balancer would not help.
 */
export const READINESS_WARNINGS = {
  searchRankIndexes:
    'Search runs without its rank indexes (PostgreSQL\'s rum extension is not installed, or the migrations ran before it was): the same results, slower on a large directory. docs/deploy.md, "PostgreSQL", says how to add them.',
} as const;

export const ZReadiness = z.object({
  status: z.enum(['ready', 'shutting-down', 'unavailable']),
  database: z.boolean(),
  queue: z.boolean(),
  storage: z.boolean(),
  shuttingDown: z.boolean(),
  /** `rankIndexes`: the rum indexes search reads its first pages from in rank order exist (migrations 0034-0036). */
  search: z.object({ rankIndexes: z.boolean() }),
  /** Sentences for an operator about what works, but slower than it should (READINESS_WARNINGS); empty when nothing is. */
  warnings: z.array(z.string()),
});
/** 503: the same data, `success: false` and the error naming what is down. */
export const healthDown = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(false), data, error: ZUnavailable });

/** GET /sitemaps/{file}: one file of the sitemap index (`businesses-1.xml`...). */
export const ZSitemapParams = z.object({ file: z.string() });
