/**
 * Errors that mean a backing service (PostgreSQL, Redis) is briefly out of reach, as opposed to
 * a fault in our code: they answer 503 with a clear message and a Retry-After, and the next
 * request simply tries again (the pg pool and ioredis reconnect on their own).
 */

/** Network errors, PostgreSQL's "shutting down / cannot connect" classes (08, 57P01-03), pool and ioredis give-ups. */
const CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);
const MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Connection is closed/i,
  /Reached the max retries per request limit/i,
  /Stream isn't writeable and enableOfflineQueue options is false/i,
  /connect ECONNREFUSED/i,
  /Command timed out/i,
  /Redis connection is not ready/i,
];

type Errorish = { code?: unknown; name?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** Whether `err` (or what caused it, several levels down) is a lost connection to a backing service. */
export function isServiceUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as Errorish;
  if (typeof e.code === 'string' && CODES.has(e.code)) return true;
  if (e.name === 'MaxRetriesPerRequestError') return true;
  if (typeof e.message === 'string' && MESSAGES.some((re) => re.test(e.message as string))) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isServiceUnavailable(x, depth + 1))) return true;
  return isServiceUnavailable(e.cause, depth + 1);
}

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a few seconds.';
export const UNAVAILABLE_RETRY_SECONDS = 5;
