/**
 * A request's log lines (decisions 0022, 0084): the request logger is made only when a line passes
 * the configured level, and the lines it writes are those of pino's child: the request id on
 * Fastify's own lines, on a route's lines and on lines written through the app's logger during
 * the request, and no credential.
 */
import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { fastifyOptions } from './edge.js';
import { enterLogContext } from '../lib/log-context.js';

/** An app with the server's logger options at `level`, writing its lines into the returned list. */
function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const l of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(l) as Record<string, unknown>);
      done();
    },
  });
  const options = fastifyOptions(loadConfig({ LOG_LEVEL: level }), undefined);
  const app = Fastify({ ...options, logger: { ...(options.logger as object), stream } });
  app.addHook('onRequest', (req, _reply, done) => {
    enterLogContext({ reqId: req.id });
    done();
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/noisy', async (req) => {
    req.log.info('route info');
    req.log.warn({ headers: { authorization: 'Bearer secret-token' } }, 'route warning');
    app.log.warn('through the app logger');
    return { ok: true };
  });
  return { app, lines };
}

describe('request log lines', () => {
  it('carry the request id on every line of a request, at info', async () => {
    const { app, lines } = appLoggingAt('info');
    const res = await app.inject({ url: '/noisy', headers: { 'x-request-id': 'req-log-test-1' } });
    expect(res.statusCode).toBe(200);
    const mine = lines.filter((l) => l.reqId === 'req-log-test-1').map((l) => l.msg);
    expect(mine).toEqual(
      expect.arrayContaining([
        'incoming request',
        'route info',
        'route warning',
        'through the app logger',
        'request completed',
      ]),
    );
    expect(JSON.stringify(lines)).not.toContain('secret-token');
    await app.close();
  });

  it('write only what the level lets through, still with the request id', async () => {
    const { app, lines } = appLoggingAt('warn');
    await app.inject({ url: '/quiet', headers: { 'x-request-id': 'req-log-test-2' } });
    expect(lines).toEqual([]);
    await app.inject({ url: '/noisy', headers: { 'x-request-id': 'req-log-test-3' } });
    expect(lines.map((l) => [l.msg, l.reqId])).toEqual([
      ['route warning', 'req-log-test-3'],
      ['through the app logger', 'req-log-test-3'],
    ]);
    await app.close();
  });

  it('keeps a route of its own log level', async () => {
    const { app, lines } = appLoggingAt('warn');
    app.get('/chatty', { logLevel: 'info' }, async (req) => {
      req.log.info('chatty info');
      return { ok: true };
    });
    await app.inject({ url: '/chatty', headers: { 'x-request-id': 'req-log-test-4' } });
    expect(lines.map((l) => l.msg)).toContain('chatty info');
    expect(lines.every((l) => l.reqId === 'req-log-test-4')).toBe(true);
    await app.close();
  });
});
