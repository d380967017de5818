/**
 * Validators on reads (decision 0004): every successful GET answer carries an `ETag` (the route's
 * own, such as the industry tree's version or a cached page's, else a hash of the body), and a
 * request whose `If-None-Match` names it is answered 304 with no body, so a client that polls a
 * business, a product or the reference data downloads it again only when it changed.
 *
 * Tags are weak (`W/"…"`): the body may be compressed on the way (by the proxy or the page cache),
 * which changes its bytes but not what it means. Answers that say nothing about caching get
 * `no-cache` (kept, but checked with the server before reuse), and `private, no-cache` when the
 * request carried credentials, so no shared cache keeps a member's answer. Writes, errors and
 * streams are left alone.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** The opaque part of an entity tag, for the weak comparison If-None-Match uses (RFC 9110 §13.1.2). */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether an If-None-Match header names `etag` (or is `*`). */
export function ifNoneMatchNames(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}

export function installEtags(app: FastifyInstance) {
  app.addHook('onSend', (req, reply, payload, done) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || reply.statusCode !== 200) return done(null, payload);
    let etag = reply.getHeader('etag') as string | undefined;
    if (!etag) {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload); // a stream: nothing to hash
      etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
      reply.header('etag', etag);
    }
    if (!reply.hasHeader('cache-control'))
      reply.header('cache-control', req.headers.authorization || req.headers.cookie ? 'private, no-cache' : 'no-cache');
    if (ifNoneMatchNames(req.headers['if-none-match'], etag)) {
      reply.code(304);
      return done(null, '');
    }
    done(null, payload);
  });
}
