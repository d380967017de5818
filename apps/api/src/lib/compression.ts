/**
 * Compressed answers, in the app itself (decision 0004), so they hold without a proxy in front:
 * an answer over 1 KB of a textual type (JSON, HTML, XML, text) is sent in brotli or gzip when
 * the request's `Accept-Encoding` takes one (`q=0` refuses it), chosen by the one parser both
 * apps share (`preferredEncoding` in the contract). Such answers say `Vary: Accept-Encoding`,
 * compressed or not, so a shared cache keeps the variants apart.
 *
 * Left alone: answers that already carry a `Content-Encoding` (the cached pages and the industry
 * tree bring their own, made once), streams (files, live events), 304s and bodies of 1 KB or less,
 * where the frame would cost more than it saves.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { preferredEncoding, type Encoding } from '@wbn/contract';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Bodies this size or smaller go as they are. */
export const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /^(application\/(json|xml|[\w.+-]+\+(json|xml))|text\/[\w.+-]+|image\/svg\+xml)\s*(;|$)/i;

/**
 * `body` in `encoding`. Brotli's quality: 6 for what is made once and kept (cached pages), 4 for
 * what is made per request (an API answer), where CPU time matters more than the last few bytes.
 */
export async function compress(body: Buffer, encoding: Encoding, brotliQuality = 6): Promise<Buffer> {
  if (encoding === 'br')
    return brotli(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  if (encoding === 'gzip') return gz(body, { level: 6 });
  return body;
}

/** Adds `field` to the answer's Vary header, keeping what is there. */
export function addVary(reply: FastifyReply, field: string) {
  const current = String(reply.getHeader('vary') ?? '');
  const fields = current
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (fields.includes('*') || fields.some((f) => f.toLowerCase() === field.toLowerCase())) return;
  reply.header('vary', [...fields, field].join(', '));
}

/** Registers the compression of answers; hooks run in order, so install it after the hooks that read or keep the plain body (ETag, the API cache). */
export function installCompression(app: FastifyInstance) {
  app.addHook('onSend', (req, reply, payload, done) => {
    if (reply.statusCode === 304 || reply.statusCode === 204 || reply.hasHeader('content-encoding'))
      return done(null, payload);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length <= COMPRESS_MIN_BYTES) return done(null, payload);
    addVary(reply, 'Accept-Encoding');
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    if (encoding === 'identity') return done(null, payload);
    compress(body, encoding, 4).then(
      (compressed) => {
        // Something answered this request while it was being compressed (seen once under heavy
        // load in the browser suite): writing again would throw outside any handler and end the
        // process, so the late body is dropped and the route named.
        if (reply.raw.headersSent) {
          req.log.warn(
            { route: req.routeOptions.url, method: req.method },
            'compression: the answer was already sent; the compressed body is dropped',
          );
          return;
        }
        reply.header('content-encoding', encoding).removeHeader('content-length');
        done(null, compressed);
      },
      (err: Error) =>
        reply.raw.headersSent
          ? req.log.warn({ err, route: req.routeOptions.url }, 'compression failed after the answer was sent')
          : done(err),
    );
  });
}
