/**
 * A suite that needs something this run may not have (PostgreSQL and Redis, the web build) says
 * so instead of skipping in silence: `describe.skipIf(!needs(...))`. Where the run promised it
 * (REQUIRE_TEST_SERVERS=1, set by CI's PostgreSQL pass; a web build is always promised under
 * `npm test`, which builds first: REQUIRE_WEB_BUILD=1), a missing need fails the run instead.
 */
export function needs(suite: string, what: string, available: boolean, requiredBy?: 'servers' | 'web-build'): boolean {
  if (available) return true;
  const required =
    (requiredBy === 'servers' && process.env.REQUIRE_TEST_SERVERS === '1') ||
    (requiredBy === 'web-build' && process.env.REQUIRE_WEB_BUILD === '1');
  if (required) throw new Error(`${suite}: this run promised ${what}, but it is missing`);
  console.warn(`[not run] ${suite}: needs ${what}`);
  return false;
}

/** PostgreSQL and Redis, as CI's second pass gives them (TEST_DATABASE_URL, TEST_REDIS_URL). */
export const hasServers = () => !!process.env.TEST_DATABASE_URL && !!process.env.TEST_REDIS_URL;
export const SERVERS = 'PostgreSQL and Redis (TEST_DATABASE_URL and TEST_REDIS_URL; CI runs it in its second pass)';
