/**
 * Which answers another origin's scripts may read (decision 0054). Only `Access-Control-Allow-Origin: *`
 * is ever sent, never `Access-Control-Allow-Credentials`, and only to requests that carry no cookie
 * and answers that set none:
 * - a public read: GET or HEAD with no cookie and no Authorization header (so no session token and
 *   no API key). What it answers is what anyone gets, so any origin may read it;
 * - a route an API key may call (decision 0035): its caller sends the key or token itself, in the
 *   Authorization header, which a browser never adds on its own.
 * A request with a cookie never gets the header, whoever set it: a browser sends cookies on its own,
 * and a cookie's answer is for this site's pages only.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

const READS = new Set(['GET', 'HEAD']);

/** GET or HEAD with no credential at all: no cookie, no Authorization header. */
export const isPublicRead = (req: FastifyRequest) =>
  READS.has(req.method) && req.headers.cookie === undefined && req.headers.authorization === undefined;

/**
 * Sets `Access-Control-Allow-Origin: *` on a public read and on a key route's answer (`keyRoute`);
 * clears it, whoever set it (a preflight's answer too), when the request carries a cookie or the
 * answer sets one; never leaves `Access-Control-Allow-Credentials`.
 */
export function crossOriginRead(req: FastifyRequest, reply: FastifyReply, keyRoute: boolean) {
  if (req.headers.cookie !== undefined || reply.hasHeader('set-cookie'))
    reply.removeHeader('access-control-allow-origin');
  else if (isPublicRead(req) || keyRoute) reply.header('access-control-allow-origin', '*');
  reply.removeHeader('access-control-allow-credentials');
}
