import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@wbn/contract/constants';
import { createSessionManager } from './session';
import { ApiError, createApiClient } from './api-client';

const T0 = Date.UTC(2024, 0, 15, 12, 0, 0);
const sec = (ms: number) => Math.floor(ms / 1000);

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => (map.has(k) ? map.get(k)! : null),
    setItem: (k: string, v: string) => void map.set(k, String(v)),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
  };
}

type Reply = { status: number; body: unknown };
type Call = { key: string; headers: Record<string, string>; body: string | undefined };

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** fetch double: `handle` decides the reply for every call; every call is recorded. */
function setup(
  handle: (call: Call) => Reply | Promise<Reply>,
  opts: { loggedIn?: boolean; refreshToken?: boolean } = {},
) {
  const storage = memoryStorage();
  if (opts.loggedIn !== false) {
    storage.setItem(SESSION_KEYS.token, 'old');
    storage.setItem(SESSION_KEYS.tokenExpire, String(T0 + 60_000));
    storage.setItem(SESSION_KEYS.userID, 'u1');
    storage.setItem(SESSION_KEYS.profile, '{"userID":"u1"}');
    if (opts.refreshToken !== false) {
      storage.setItem(SESSION_KEYS.refreshToken, 'r1');
      storage.setItem(SESSION_KEYS.refreshTokenExpire, String(T0 + 3_600_000));
    }
  }
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const call: Call = {
      key: `${init?.method ?? 'GET'} ${input}`,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body as string | undefined,
    };
    calls.push(call);
    const { status, body } = await handle(call);
    return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
  });
  const reload = vi.fn();
  const session = createSessionManager({ storage, fetch, now: () => Date.now(), reload, navigate: vi.fn() });
  const api = createApiClient({ session, fetch });
  return { storage, calls, fetch, reload, session, api };
}

const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, data } });
const fail = (status: number, name: string, message = name, fields?: Record<string, string>): Reply => ({
  status,
  body: { success: false, error: { name, message, ...(fields ? { fields } : {}) } },
});
const refreshed = ok({
  token: 'new',
  tokenExpire: sec(T0) + 900,
  refreshToken: 'r2',
  refreshTokenExpire: sec(T0) + 86_400,
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

describe('apiRequest', () => {
  it('sends the bearer token and returns data of a successful envelope', async () => {
    const { api, calls } = setup(() => ok({ hello: 'world' }));
    await expect(api('/api/thing')).resolves.toEqual({ hello: 'world' });
    expect(calls[0].key).toBe('GET /api/thing');
    expect(calls[0].headers.authorization).toBe('Bearer old');
  });

  it('sends no token when auth is false', async () => {
    const { api, calls } = setup(() => ok(1));
    await api('/auth/login', { method: 'POST', body: { email: 'a@b.co' }, auth: false });
    expect(calls[0].headers.authorization).toBeUndefined();
  });

  it('drops null and NaN fields from bodies, nested ones too', async () => {
    const { api, calls } = setup(() => ok(null));
    await api('/api/x', {
      method: 'POST',
      body: { a: 1, b: null, c: NaN, d: '', e: { f: null, g: 0, h: false }, list: [{ x: null, y: 2 }] },
    });
    expect(JSON.parse(calls[0].body!)).toEqual({ a: 1, d: '', e: { g: 0, h: false }, list: [{ y: 2 }] });
    expect(calls[0].headers['content-type']).toBe('application/json');
  });

  it('rejects a 200 whose body says success=false, with the server name, message and fields', async () => {
    const { api } = setup(() => ({
      status: 200,
      body: { success: false, error: { name: 'Nope', message: 'Not allowed', fields: { a: 'bad' } } },
    }));
    const err = await api('/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ name: 'Nope', message: 'Not allowed', fields: { a: 'bad' }, status: 200 });
  });

  it('passes other errors on without refreshing or reloading', async () => {
    const { api, calls, reload } = setup(() =>
      fail(409, 'EmailTaken', 'E-mail taken', { email: 'This e-mail is already registered' }),
    );
    await expect(api('/auth/register', { method: 'POST', body: {} })).rejects.toMatchObject({
      name: 'EmailTaken',
      status: 409,
      fields: { email: 'This e-mail is already registered' },
    });
    expect(calls).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    const { api } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api('/api/x')).rejects.toMatchObject({ name: 'NetworkError', status: 0 });
  });
});

describe('401 handling', () => {
  it('three concurrent TokenExpiredError requests share exactly one refresh and are all retried with the new token', async () => {
    const gate = deferred<Reply>();
    const { api, calls, storage, reload } = setup((call) => {
      if (call.key === 'POST /auth/refresh-token') return gate.promise;
      if (call.headers.authorization === 'Bearer new') return ok(call.key);
      return fail(401, 'TokenExpiredError', 'jwt expired');
    });
    const results = Promise.all([api('/api/a'), api('/api/b'), api('/api/c', { method: 'POST', body: { n: 1 } })]);
    await vi.waitFor(() => expect(calls.filter((c) => c.key === 'POST /auth/refresh-token')).toHaveLength(1));
    // All three have failed and are waiting for the one refresh.
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.filter((c) => c.headers.authorization === 'Bearer old')).toHaveLength(3);
    gate.resolve(refreshed);

    await expect(results).resolves.toEqual(['GET /api/a', 'GET /api/b', 'POST /api/c']);
    expect(calls.filter((c) => c.key === 'POST /auth/refresh-token')).toHaveLength(1);
    expect(calls.find((c) => c.key === 'POST /auth/refresh-token')!.headers['refresh-token']).toBe('r1');
    expect(
      calls
        .filter((c) => c.headers.authorization === 'Bearer new')
        .map((c) => c.key)
        .sort(),
    ).toEqual(['GET /api/a', 'GET /api/b', 'POST /api/c']);
    expect(storage.getItem(SESSION_KEYS.token)).toBe('new');
    expect(storage.getItem(SESSION_KEYS.tokenExpire)).toBe(String((sec(T0) + 900) * 1000));
    expect(reload).not.toHaveBeenCalled();
  });

  it('a 401 arriving after the refresh already finished reuses the new token instead of refreshing again', async () => {
    const lateAnswer = deferred<Reply>();
    const { api, calls } = setup((call) => {
      if (call.key === 'POST /auth/refresh-token') return refreshed;
      if (call.headers.authorization === 'Bearer new') return ok(call.key);
      if (call.key === 'GET /api/slow') return lateAnswer.promise;
      return fail(401, 'SessionError');
    });
    const slow = api('/api/slow');
    await expect(api('/api/fast')).resolves.toBe('GET /api/fast');
    lateAnswer.resolve(fail(401, 'TokenExpiredError'));
    await expect(slow).resolves.toBe('GET /api/slow');
    expect(calls.filter((c) => c.key === 'POST /auth/refresh-token')).toHaveLength(1);
  });

  it('JsonWebTokenError clears the stored session and reloads the page, without a refresh', async () => {
    const { api, calls, storage, reload } = setup(() => fail(401, 'JsonWebTokenError', 'invalid signature'));
    await expect(api('/api/x')).rejects.toMatchObject({ name: 'JsonWebTokenError', status: 401 });
    expect(reload).toHaveBeenCalledTimes(1);
    for (const key of Object.values(SESSION_KEYS)) expect(storage.getItem(key)).toBeNull();
    expect(calls.map((c) => c.key)).toEqual(['GET /api/x']);
  });

  it('a failed refresh clears the session and reloads', async () => {
    const { api, storage, reload } = setup((call) =>
      call.key === 'POST /auth/refresh-token'
        ? fail(401, 'SessionError', 'refresh token revoked')
        : fail(401, 'TokenNotFound'),
    );
    await expect(api('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(storage.getItem(SESSION_KEYS.refreshToken)).toBeNull();
  });

  it('without a refresh token, clears the session and reloads', async () => {
    const { api, calls, storage, reload } = setup(() => fail(401, 'TokenExpiredError'), { refreshToken: false });
    await expect(api('/api/x')).rejects.toMatchObject({ name: 'TokenExpiredError' });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(calls.map((c) => c.key)).toEqual(['GET /api/x']);
  });

  it('a visitor (nothing stored) just gets the 401 error: no refresh and no reload loop', async () => {
    const { api, calls, reload } = setup(() => fail(401, 'TokenNotFound'), { loggedIn: false });
    await expect(api('/api/x')).rejects.toMatchObject({ name: 'TokenNotFound', status: 401 });
    expect(reload).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });

  it('a retried request is retried only once', async () => {
    const { api, calls, reload } = setup((call) =>
      call.key === 'POST /auth/refresh-token' ? refreshed : fail(401, 'SessionError'),
    );
    await expect(api('/api/x')).rejects.toMatchObject({ name: 'SessionError' });
    expect(calls.map((c) => c.key)).toEqual(['GET /api/x', 'POST /auth/refresh-token', 'GET /api/x']);
    expect(reload).not.toHaveBeenCalled();
  });
});
