/**
 * Which requests are reads under the per-address read limit (core/public-read-limit.ts), in one
 * place, so the OpenAPI document names 429 on exactly the operations the limit counts: every GET
 * (or HEAD) of a documented operation and every search, except the live stream, the health checks
 * and the metrics, which operators and open pages poll.
 */
const NOT_COUNTED = /^\/(api\/(live|health)(\/|$)|metrics$)/;

/** Whether a documented operation (`method`, its path or route pattern) counts against the read limit. */
export function isLimitedRead(method: string, path: string): boolean {
  const m = method.toUpperCase();
  if (m === 'POST') return path.startsWith('/api/search/');
  return (m === 'GET' || m === 'HEAD') && !NOT_COUNTED.test(path);
}
