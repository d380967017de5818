/**
 * Rate limits told to the client (IETF httpapi draft fields): an answer that met a limit names its
 * policy (quota and window) and what is left; the refusal once it is spent is a 429 with
 * Retry-After and nothing left; answers that met no limit carry neither field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';
import { rateLimitHeaders } from '../lib/rate-limit-headers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REGISTER_PER_IP: '2', RATE_LIMIT_WINDOW_SECONDS: '900' });
});
afterAll(() => t.close());

const register = (n: number) =>
  t.request({
    method: 'POST',
    url: '/auth/register',
    payload: {
      email: `limited-${n}@example.com`,
      password: 'correct horse battery',
      firstName: 'Rita',
      lastName: 'Limit',
      acceptTerms: true,
    },
    remoteAddress: '203.0.113.9',
  });

/** `"name";r=1;t=899` → { r: 1, t: 899 } for the item named `name`. */
const item = (header: unknown, name: string) => {
  const found = String(header)
    .split(', ')
    .find((i) => i.startsWith(`"${name}";`));
  return found
    ? Object.fromEntries(
        found
          .split(';')
          .slice(1)
          .map((p) => [p.split('=')[0], Number(p.split('=')[1])]),
      )
    : undefined;
};

describe('RateLimit-Policy and RateLimit', () => {
  it('count down on each registration from one address, then 429 with Retry-After and nothing left', async () => {
    const first = await register(1);
    expect(first.status).toBe(201);
    const policy = String(first.headers['ratelimit-policy']);
    const name = /^"([^"]+)"/.exec(policy)?.[1];
    expect(name).toBeTruthy();
    expect(item(policy, name!)).toEqual({ q: 2, w: 900 });
    expect(item(first.headers.ratelimit, name!)).toMatchObject({ r: 1 });
    expect(item(first.headers.ratelimit, name!)!.t).toBeGreaterThan(0);
    expect(item(first.headers.ratelimit, name!)!.t).toBeLessThanOrEqual(900);

    const second = await register(2);
    expect(second.status).toBe(201);
    expect(item(second.headers.ratelimit, name!)).toMatchObject({ r: 0 });

    const refused = await register(3);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(item(refused.headers['ratelimit-policy'], name!)).toEqual({ q: 2, w: 900 });
    expect(item(refused.headers.ratelimit, name!)).toMatchObject({ r: 0 });
  });

  it('are absent where no limit was met', async () => {
    const res = await t.request({ method: 'GET', url: '/api/ref-data/country' });
    expect(res.status).toBe(200);
    expect(res.headers['ratelimit-policy']).toBeUndefined();
    expect(res.headers.ratelimit).toBeUndefined();
  });

  it('write structured-field items, one per limit met', () => {
    expect(
      rateLimitHeaders([
        { name: 'login-ip', quota: 30, windowSeconds: 900, remaining: 29, resetSeconds: 880 },
        { name: 'login pair', quota: 10, windowSeconds: 900, remaining: -1, resetSeconds: 12 },
      ]),
    ).toEqual({
      policy: '"login-ip";q=30;w=900, "login-pair";q=10;w=900',
      state: '"login-ip";r=29;t=880, "login-pair";r=0;t=12',
    });
    expect(rateLimitHeaders([])).toBeUndefined();
  });
});
