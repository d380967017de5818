/**
 * The rate limits a request met, told to the client (decision 0004): every limiter the request
 * passes through (the rate-limit port) notes its policy and what is left, and the answer carries
 * them in the IETF httpapi draft's fields:
 *
 *   RateLimit-Policy: "needhelp-ip";q=10;w=3600
 *   RateLimit: "needhelp-ip";r=7;t=3412
 *
 * `q` is the quota, `w` its window in seconds, `r` what remains and `t` the seconds until the
 * window resets. A 429 carries them too, with `Retry-After`. Only limits the request actually met
 * are listed: the name says which one (a login meets the per-address and per-account limits).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

export type RateLimitSeen = {
  name: string;
  quota: number;
  windowSeconds: number;
  remaining: number;
  resetSeconds: number;
};

const store = new AsyncLocalStorage<Map<string, RateLimitSeen>>();

/** Notes a limit the current request met (the last state of each named limit wins). Outside a request, nothing. */
export function noteRateLimit(seen: RateLimitSeen) {
  store.getStore()?.set(seen.name, seen);
}

/** The two header values for the limits noted, or undefined when none was met. */
export function rateLimitHeaders(seen: Iterable<RateLimitSeen>): { policy: string; state: string } | undefined {
  const all = [...seen];
  if (!all.length) return undefined;
  const name = (s: RateLimitSeen) => `"${s.name.replace(/[^\w.-]/g, '-')}"`;
  return {
    policy: all.map((s) => `${name(s)};q=${s.quota};w=${s.windowSeconds}`).join(', '),
    state: all.map((s) => `${name(s)};r=${Math.max(0, s.remaining)};t=${Math.max(0, s.resetSeconds)}`).join(', '),
  };
}

export function installRateLimitHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (_req, _reply, done) => {
    store.enterWith(new Map());
    done();
  });
  app.addHook('onSend', (_req, reply, payload, done) => {
    const headers = rateLimitHeaders(store.getStore()?.values() ?? []);
    if (headers) reply.header('ratelimit-policy', headers.policy).header('ratelimit', headers.state);
    done(null, payload);
  });
}
