/**
 * What every log line of one request (or one job) carries: its request id, or its job's id and
 * kind. A request's hooks enter the context; the logger's `mixin` reads it, so lines written by
 * services through the app's logger carry the id too, not only Fastify's own lines.
 *
 * It is the one AsyncLocalStorage of a request: what else a request keeps for its whole path (the
 * rate limits it met, lib/rate-limit-headers.ts) hangs off the same object under a symbol, which
 * no log line shows. Every promise a request makes copies each store's value onto it, so one
 * store instead of two is that much less work on every request (decision 0084).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export type LogContext = { reqId?: string; jobId?: string; jobKind?: string };

const store = new AsyncLocalStorage<LogContext>();

/** Runs `work` with `ctx` as the context of every line it logs. */
export const withLogContext = <T>(ctx: LogContext, work: () => T): T => store.run(ctx, work);

/** Makes `ctx` the context of what follows in the current asynchronous path (a request's `onRequest` hook). */
export const enterLogContext = (ctx: LogContext) => store.enterWith(ctx);

/** The current context object itself (a request's, a job's, or none), for what a request keeps beside its log fields. */
export const currentLogContext = (): LogContext | undefined => store.getStore();

const FIELDS = ['reqId', 'jobId', 'jobKind'] as const;

/** The logger's mixin: the fields of the current context that the logger's own bindings lack (Fastify's request lines bind reqId already). */
export const logContextFields = (
  _obj: object,
  _level: number,
  logger?: { bindings(): Record<string, unknown> },
): LogContext => {
  const ctx = store.getStore();
  if (!ctx) return {};
  const bound = logger?.bindings() ?? {};
  const out: LogContext = {};
  for (const k of FIELDS) if (ctx[k] !== undefined && !(k in bound)) out[k] = ctx[k];
  return out;
};

/** Query parameters whose values are secrets (reset and hand-off tokens, stream tickets, keys, signatures). */
const SECRET_PARAM = /token|code|ticket|key|secret|sig|password|auth/i;

/** A URL as the log shows it: the values of secret-looking query parameters replaced by [REDACTED]. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && SECRET_PARAM.test(name) ? `${name}=[REDACTED]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

/**
 * Paths the logger never writes: credentials in headers, cookies and bodies (decision 0022).
 * Bodies are not logged by default; these hold if a line ever includes one.
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.refreshToken',
  '*.accessToken',
  '*.secret',
  '*.apiKey',
];
