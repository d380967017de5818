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
export const ZReadiness = z.object({
  status: z.enum(['ready', 'shutting-down', 'unavailable']),
  database: z.boolean(),
  queue: z.boolean(),
  storage: z.boolean(),
  shuttingDown: z.boolean(),
});
/** 503: the same data, `success: false` and the error naming what is down. */
export const healthDown = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(false), data, error: ZUnavailable });

/** GET /sitemaps/{file}: one file of the sitemap index (`businesses-1.xml`...). */
export const ZSitemapParams = z.object({ file: z.string() });
