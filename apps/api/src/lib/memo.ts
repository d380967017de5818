/**
 * Caches the answer of a read of reference data for a few minutes. Reference data changes only
 * when a release re-seeds it at start, so a short time-to-live is safe across many processes.
 */
export function memoTtl<T>(load: () => Promise<T>, ttlMs = 5 * 60_000): () => Promise<T> {
  let value: Promise<T> | undefined;
  let at = 0;
  return () => {
    if (!value || Date.now() - at > ttlMs) {
      at = Date.now();
      value = load().catch((e) => {
        value = undefined; // never cache a failure
        throw e;
      });
    }
    return value;
  };
}
