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
import type { FastifyInstance } from 'fastify';
import { currentLogContext } from './log-context.js';

export type RateLimitSeen = {
  name: string;
  quota: number;
  windowSeconds: number;
  remaining: number;
  resetSeconds: number;
};

/**
 * The limits a request met, kept on its log context (lib/log-context.ts: one AsyncLocalStorage per
 * request, decision 0084), made when the first one is noted: most answers meet none.
 */
const SEEN = Symbol('rateLimitsSeen');
type Holder = { reqId?: string; [SEEN]?: Map<string, RateLimitSeen> };

/** Notes a limit the current request met (the last state of each named limit wins). Outside a request (a job), nothing. */
export function noteRateLimit(seen: RateLimitSeen) {
  const ctx = currentLogContext() as Holder | undefined;
  if (ctx?.reqId === undefined) return;
  (ctx[SEEN] ??= new Map()).set(seen.name, seen);
}

/** The two header values for the limits noted, or undefined when none was met. */
export function rateLimitHeaders(seen: Iterable<RateLimitSeen>): { policy: string; state: string } | undefined {
  let policy = '';
  let state = '';
  for (const s of seen) {
    const name = quotedName(s.name);
    policy += `${policy ? ', ' : ''}${name};q=${s.quota};w=${s.windowSeconds}`;
    state += `${state ? ', ' : ''}${name};r=${Math.max(0, s.remaining)};t=${Math.max(0, s.resetSeconds)}`;
  }
  return policy ? { policy, state } : undefined;
}

/** A limit's name as the fields carry it, made once per name (the limiters are a fixed few; the read limit is met on every page). */
const quotedNames = new Map<string, string>();
function quotedName(name: string): string {
  let quoted = quotedNames.get(name);
  if (quoted === undefined) quotedNames.set(name, (quoted = `"${name.replace(/[^\w.-]/g, '-')}"`));
  return quoted;
}

/** Install after the hook that enters the request's log context (server/edge.ts), which starts each request's record afresh. */
export function installRateLimitHeaders(app: FastifyInstance) {
  app.addHook('onSend', (_req, reply, payload, done) => {
    const seen = (currentLogContext() as Holder | undefined)?.[SEEN];
    const headers = seen && rateLimitHeaders(seen.values());
    if (headers) reply.header('ratelimit-policy', headers.policy).header('ratelimit', headers.state);
    done(null, payload);
  });
}
