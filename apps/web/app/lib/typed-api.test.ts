import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiSession } from './api-client';
import { createTypedApi, unwrap } from './typed-api';

/** A session double: `token` now, `fresh` after one refresh. */
function session(token: string | null, fresh = 'fresh-token') {
  let current = token;
  const refresh = vi.fn(async () => (current = fresh));
  const invalidate = vi.fn(() => undefined);
  const s: ApiSession = { getToken: () => current, hasRefreshToken: () => true, refresh, invalidate };
  return Object.assign(s, { refresh, invalidate });
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the typed API client under the session', () => {
  it('sends the documented path with its query and the bearer token, and unwraps the envelope', async () => {
    const seen: Request[] = [];
    const api = createTypedApi({
      baseUrl: 'https://wbn.test',
      session: () => session('t1'),
      fetch: async (req) => {
        seen.push(req);
        return json(200, { success: true, data: { payments: [], total: 0 } });
      },
    });
    const data = await unwrap(api.GET('/api/staff/payments', { params: { query: { skip: 20, size: 10 } } }));
    expect(data).toEqual({ payments: [], total: 0 });
    expect(seen[0].url).toBe('https://wbn.test/api/staff/payments?skip=20&size=10');
    expect(seen[0].headers.get('authorization')).toBe('Bearer t1');
  });

  it('refreshes an expired token once and sends the same request, body and all, again', async () => {
    const s = session('old');
    const bodies: string[] = [];
    const auth: (string | null)[] = [];
    const api = createTypedApi({
      baseUrl: 'https://wbn.test',
      session: () => s,
      fetch: async (req) => {
        bodies.push(await req.text());
        auth.push(req.headers.get('authorization'));
        return auth.length === 1
          ? json(401, { success: false, error: { name: 'TokenExpiredError', message: 'jwt expired' } })
          : json(200, { success: true, data: { status: 'granted' } });
      },
    });
    const data = await unwrap(
      api.POST('/api/staff/verifications/{requestID}/refuse', {
        params: { path: { requestID: 'r-1' } },
        body: { reason: 'The papers do not match.' },
      }),
    );
    expect(data).toEqual({ status: 'granted' });
    expect(s.refresh).toHaveBeenCalledTimes(1);
    expect(auth).toEqual(['Bearer old', 'Bearer fresh-token']);
    expect(bodies).toEqual([
      JSON.stringify({ reason: 'The papers do not match.' }),
      JSON.stringify({ reason: 'The papers do not match.' }),
    ]);
  });

  it('throws the answer’s error with its name, status and fields', async () => {
    const api = createTypedApi({
      baseUrl: 'https://wbn.test',
      session: () => session('t1'),
      fetch: async () =>
        json(400, {
          success: false,
          error: { name: 'ValidationError', message: 'The reason is missing', fields: { reason: 'Required' } },
        }),
    });
    const error = await unwrap(
      api.POST('/api/staff/verifications/{requestID}/refuse', {
        params: { path: { requestID: 'r-1' } },
        body: { reason: '' },
      }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'ValidationError', status: 400, fields: { reason: 'Required' } });
  });

  it('ends the session on a malformed token, and turns a lost network into NetworkError', async () => {
    const s = session('broken');
    const api = createTypedApi({
      baseUrl: 'https://wbn.test',
      session: () => s,
      fetch: async () => json(401, { success: false, error: { name: 'JsonWebTokenError', message: 'jwt malformed' } }),
    });
    await expect(unwrap(api.GET('/api/staff/summary'))).rejects.toMatchObject({
      name: 'JsonWebTokenError',
      status: 401,
    });
    expect(s.invalidate).toHaveBeenCalledTimes(1);
    expect(s.refresh).not.toHaveBeenCalled();

    const offline = createTypedApi({
      baseUrl: 'https://wbn.test',
      session: () => null,
      fetch: async () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(unwrap(offline.GET('/api/staff/summary'))).rejects.toMatchObject({ name: 'NetworkError', status: 0 });
  });
});
