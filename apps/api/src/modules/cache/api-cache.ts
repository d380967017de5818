/**
 * The cache of public API reads (decision 0019): anonymous answers of the reads that
 * every visitor and every page render make (a business, a product, a business's products, the
 * reference data and industry tree, the latest businesses, and searches for the empty query in
 * their first pages) are kept in the cache store with the tags of the data they show
 * (cache-tags.ts) and dropped by the same invalidations as the pages.
 *
 * A request with `Authorization` is never served from or stored in this cache: signed-in
 * answers can carry the caller's role or hidden items.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CacheStore } from './cache-store.js';
import { tagsOfApiRead } from '../../core/cache-tags.js';

const UUID = '[0-9a-fA-F-]{36}';
const CACHED_GETS = [
  new RegExp(`^/api/business/profile/${UUID}$`),
  new RegExp(`^/api/product/${UUID}$`),
  new RegExp(`^/api/product/by-business\\?bid=${UUID}$`),
  /^\/api\/search\/business\/last-registered$/,
  /^\/api\/catsys\/industry$/,
  /^\/api\/ref-data\/[a-z-]+$/,
  // Not the full industry tree: its route answers by version, with its own ETag, 304 and compression.
];
const CACHED_SEARCHES = new Set(['/api/search/business', '/api/search/product']);
/** Searches for the empty query are cached up to this offset (the pages visitors actually open). */
const SEARCH_MAX_CACHED_SKIP = 100;

type Marked = FastifyRequest & { apiCache?: { key: string; since: number } };

function cacheKey(req: FastifyRequest): string | null {
  if (req.headers.authorization) return null;
  if (req.method === 'GET') return CACHED_GETS.some((re) => re.test(req.url)) ? `api:GET:${req.url}` : null;
  if (req.method === 'POST' && CACHED_SEARCHES.has(req.url)) {
    const body = req.body as { textQuery?: unknown; skip?: unknown } | undefined;
    if (typeof body?.textQuery !== 'string' || body.textQuery.trim() !== '') return null;
    if (typeof body.skip === 'number' && body.skip > SEARCH_MAX_CACHED_SKIP) return null;
    const digest = createHash('sha256').update(JSON.stringify(body)).digest('base64url');
    return `api:POST:${req.url}:${digest}`;
  }
  return null;
}

/** Adds the cache in front of the routes registered after it (hooks of the root instance). */
export function registerApiCache(app: FastifyInstance, store: CacheStore, ttlSeconds: number) {
  const lookup = async (req: Marked, reply: FastifyReply) => {
    const key = cacheKey(req);
    if (!key) return;
    const hit = await store.get(key);
    if (hit) {
      reply.header('x-api-cache', 'hit').type('application/json; charset=utf-8');
      return reply.send(hit);
    }
    req.apiCache = { key, since: await store.epoch() };
  };
  // A GET is known by its address: answered before the route's own hooks (session, validation) run.
  // Pages and files (outside /api/) pass without a promise of their own: they are the page cache's.
  app.addHook('onRequest', (req: Marked, reply, done) => {
    if (req.method !== 'GET' || !req.url.startsWith('/api/')) return done();
    lookup(req, reply).then(
      // A hit has been sent: the request goes no further.
      () => (reply.sent ? undefined : done()),
      (err: Error) => done(err),
    );
  });
  // A search is known by its body: after validation (parsed, with its defaults), before the handler.
  // Every other request passes without a promise of its own (decision 0084).
  app.addHook('preHandler', (req: Marked, reply, done) => {
    if (req.method !== 'POST') return done();
    lookup(req, reply).then(
      () => (reply.sent ? undefined : done()),
      (err: Error) => done(err),
    );
  });
  // Most answers pass untouched, without a promise of their own; a miss to keep is stored before it is sent.
  app.addHook('onSend', (req: Marked, reply, payload, done) => {
    const mark = req.apiCache;
    if (!mark || reply.statusCode !== 200 || reply.getHeader('set-cookie')) return done(null, payload);
    keep(req.url, mark, reply, payload).then(
      () => done(null, payload),
      (err: Error) => done(err),
    );
  });
  async function keep(url: string, mark: { key: string; since: number }, reply: FastifyReply, payload: unknown) {
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (text === null) return;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return;
    }
    const tags = tagsOfApiRead(url, body);
    if (tags) await store.set(mark.key, Buffer.from(text), tags, ttlSeconds, mark.since);
    reply.header('x-api-cache', 'miss');
  }
}
