/**
 * Compressed answers, as a client sees them on the wire: over 1 KB, JSON comes in brotli or gzip
 * when the request takes it (and only then), decodes to the same answer, and says
 * `Vary: Accept-Encoding`; small answers, refused encodings and 304s go as they are.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';
import { COMPRESS_MIN_BYTES } from '../lib/compression.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The countries: a public read of some kilobytes, the same for everyone.
const BIG = '/api/ref-data/country';
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('compression of answers', () => {
  it('sends a large JSON answer in brotli when the client takes it, decoding to the same answer', async () => {
    const plain = await get(BIG);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(String(plain.headers.vary)).toMatch(/Accept-Encoding/);

    const br = await get(BIG, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/Accept-Encoding/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
  });

  it('falls back to gzip, and honours q=0 refusals', async () => {
    const gz = await get(BIG, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8')).success).toBe(true);

    const none = await get(BIG, { 'accept-encoding': 'br;q=0, gzip;q=0.0' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json().success).toBe(true);
  });

  it('keeps the ETag of the answer whatever its encoding, and a 304 carries no body', async () => {
    const br = await get(BIG, { 'accept-encoding': 'br' });
    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^W\//);
    expect(String((await get(BIG, { 'accept-encoding': 'gzip' })).headers.etag)).toBe(etag);
    const notModified = await get(BIG, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    expect(notModified.headers['content-encoding']).toBeUndefined();
  });

  it('sends small answers and errors of a few bytes as they are', async () => {
    const small = await get('/api/no-such-thing', { 'accept-encoding': 'br, gzip' });
    expect(small.statusCode).toBe(404);
    expect(small.rawPayload.length).toBeLessThanOrEqual(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().error.name).toBe('NotFound');
  });

  it('compresses a large search answer (a POST) too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/search/business',
      payload: { textQuery: '', skip: 0, size: 20 },
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload;
    // An empty database answers a small list: compressed only when over the threshold.
    expect(res.headers['content-encoding'] === 'gzip').toBe(body.length > COMPRESS_MIN_BYTES);
    expect(JSON.parse(body.toString('utf8')).success).toBe(true);
  });
});

describe('an answer sent while its body was being compressed', () => {
  it('drops the late body instead of throwing outside any handler (which would end the process)', async () => {
    const { default: Fastify } = await import('fastify');
    const { installCompression } = await import('../lib/compression.js');
    // Its log says when the late body was made and dropped.
    const logged: string[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => void logged.push(line) } } });
    installCompression(app);
    // A route that answers on the raw response and then also returns a large body.
    app.get('/race', async (_req, reply) => {
      setImmediate(() => {
        reply.raw.writeHead(503, { 'content-type': 'text/plain' });
        reply.raw.end('busy');
      });
      return { filler: 'x'.repeat(50_000) };
    });
    const uncaught: unknown[] = [];
    const onUncaught = (err: unknown) => uncaught.push(err);
    process.on('uncaughtException', onUncaught);
    try {
      const res = await app.inject({ method: 'GET', url: '/race', headers: { 'accept-encoding': 'br' } });
      // The compression ends after the answer went: once it has (the dropped body is logged), a
      // throw outside any handler would have happened.
      await vi.waitFor(
        () => {
          if (!uncaught.length && !logged.some((l) => l.includes('the compressed body is dropped')))
            throw new Error('the compression has not ended yet');
        },
        { timeout: 10_000 },
      );
      expect(res.statusCode).toBe(503);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
      await app.close();
    }
  });
});
