/**
 * A generous per-address limit on reads (decision 0004), so one client cannot take the server:
 * every page, every documented read (GET or HEAD: the API, the sitemaps) and every search, from
 * one address, counts against `RATE_LIMIT_PUBLIC_READS_PER_MINUTE`; past it, 429 with
 * `Retry-After` and the RateLimit headers of the limit `public-reads`. Files, scripts and the live
 * stream are not reads in this sense, nor are the health checks a load balancer polls
 * (lib/limited-reads.ts).
 *
 * A page's server render asks the API in process for its data; those calls are the page's own
 * and carry the process's in-process key (made at start, never sent anywhere), so a page counts
 * once, however many reads it makes.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Limiter } from '../ports/rate-limiter.js';
import { isLimitedRead } from '../lib/limited-reads.js';

/** The header an in-process call of the server render carries, with the process's key. */
export const IN_PROCESS_HEADER = 'x-wbn-in-process';

/** A documented read (lib/limited-reads.ts), or a page (the web app's catch-all route); not the static files. */
function isRead(req: FastifyRequest): boolean {
  const route = req.routeOptions;
  if (route.url === '/*') return req.method === 'GET' || req.method === 'HEAD';
  const documented = !!(route.schema as { operationId?: string } | undefined)?.operationId;
  return documented && isLimitedRead(req.method, req.url.split('?')[0]);
}

function isInProcess(req: FastifyRequest, key: Buffer): boolean {
  const given = req.headers[IN_PROCESS_HEADER];
  if (typeof given !== 'string' || given.length !== key.length) return false;
  return timingSafeEqual(Buffer.from(given), key);
}

/** Counts reads per address; `limiter` undefined (a limit of 0) turns the limit off. Install after the RateLimit headers' hooks. */
export function installPublicReadLimit(app: FastifyInstance, limiter: Limiter | undefined, inProcessKey: string) {
  if (!limiter) return;
  const key = Buffer.from(inProcessKey);
  // A callback, not an async hook: what it skips (files, the page's own calls) costs no promise, and
  // counters in memory count without one (decision 0084).
  const consumeNow = limiter.consumeNow;
  app.addHook('onRequest', (req, _reply, done) => {
    if (!isRead(req) || isInProcess(req, key)) return done();
    if (!consumeNow) return void limiter.consume(req.ip).then(() => done(), done);
    try {
      consumeNow(req.ip);
    } catch (e) {
      return done(e as Error);
    }
    done();
  });
}
