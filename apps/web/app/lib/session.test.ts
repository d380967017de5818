import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS, SNAPSHOT_STORAGE_KEY, TOKEN_REFRESH_BEFORE_EXPIRY_MS } from '@wbn/contract/constants';
import type { UserProfile } from '@wbn/contract/schemas';
import { createSessionManager, type SessionManager } from './session';

const T0 = Date.UTC(2024, 0, 15, 12, 0, 0); // ms
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

type Handler = (
  init: RequestInit | undefined,
) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/** A fetch that answers per "METHOD path" and records every call. */
function fakeFetch(routes: Record<string, Handler>) {
  const calls: { key: string; init: RequestInit | undefined; headers: Record<string, string> }[] = [];
  const fn = vi.fn(async (input: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${input}`;
    calls.push({ key, init, headers: (init?.headers ?? {}) as Record<string, string> });
    const handler = routes[key];
    if (!handler) throw new Error(`unexpected call ${key}`);
    const { status, body } = await handler(init);
    return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
  });
  return { fn, calls, keys: () => calls.map((c) => c.key) };
}

const profile = { userID: 'u1', firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com' } as UserProfile;
const okProfile: Handler = () => ({ status: 200, body: { success: true, data: profile } });

function setup(routes: Record<string, Handler>) {
  const storage = memoryStorage();
  const f = fakeFetch(routes);
  const reload = vi.fn();
  const navigate = vi.fn();
  const online = new EventTarget();
  const manager: SessionManager = createSessionManager({
    storage,
    fetch: f.fn,
    now: () => Date.now(),
    reload,
    navigate,
    onlineTarget: online as never,
  });
  return { storage, fetch: f, reload, navigate, online, manager };
}

function storeSession(
  storage: ReturnType<typeof memoryStorage>,
  s: { token?: string; tokenExpire?: number; refreshToken?: string; refreshTokenExpire?: number },
) {
  if (s.token) storage.setItem(SESSION_KEYS.token, s.token);
  if (s.tokenExpire) storage.setItem(SESSION_KEYS.tokenExpire, String(s.tokenExpire));
  if (s.refreshToken) storage.setItem(SESSION_KEYS.refreshToken, s.refreshToken);
  if (s.refreshTokenExpire) storage.setItem(SESSION_KEYS.refreshTokenExpire, String(s.refreshTokenExpire));
  storage.setItem(SESSION_KEYS.userID, 'u1');
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('save', () => {
  it('stores the server session with expiries converted from seconds to milliseconds', () => {
    const { manager, storage } = setup({});
    manager.save({
      token: 'tok',
      tokenExpire: 1_700_000_123,
      refreshToken: 'ref',
      refreshTokenExpire: 1_800_000_000,
      userID: 'u1',
    });
    expect(storage.getItem(SESSION_KEYS.token)).toBe('tok');
    expect(storage.getItem(SESSION_KEYS.tokenExpire)).toBe('1700000123000');
    expect(storage.getItem(SESSION_KEYS.refreshToken)).toBe('ref');
    expect(storage.getItem(SESSION_KEYS.refreshTokenExpire)).toBe('1800000000000');
    expect(storage.getItem(SESSION_KEYS.userID)).toBe('u1');
    expect(manager.getSnapshot()).toMatchObject({ status: 'member', userID: 'u1' });
  });
});

describe('init', () => {
  it('is a visitor when there is neither a valid token nor a valid refresh token, and calls nothing', async () => {
    const { manager, fetch, storage } = setup({});
    storeSession(storage, { token: 'old', tokenExpire: T0 - 1, refreshToken: 'r', refreshTokenExpire: T0 - 1 });
    expect(manager.getSnapshot().status).toBe('loading');
    await manager.init();
    expect(manager.getSnapshot()).toEqual({ status: 'visitor', userID: null, profile: null });
    expect(fetch.fn).not.toHaveBeenCalled();
    expect(storage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it('is a member with a valid token, then fetches and caches the profile with the bearer token', async () => {
    const { manager, fetch, storage } = setup({ 'GET /api/user/profile': okProfile });
    storeSession(storage, {
      token: 'tok',
      tokenExpire: T0 + 60_000,
      refreshToken: 'r',
      refreshTokenExpire: T0 + 3_600_000,
    });
    const done = manager.init();
    expect(manager.getSnapshot()).toMatchObject({ status: 'member', userID: 'u1' });
    await done;
    expect(fetch.keys()).toEqual(['GET /api/user/profile']);
    expect(fetch.calls[0].headers.authorization).toBe('Bearer tok');
    expect(manager.getSnapshot().profile).toEqual(profile);
    expect(JSON.parse(storage.getItem(SESSION_KEYS.profile)!)).toEqual(profile);
    expect(storage.getItem(SESSION_KEYS.profileUpdateDate)).toBe(String(T0));
  });

  it('with an expired token and a valid refresh token, refreshes first and then fetches the profile with the new token', async () => {
    const { manager, fetch, storage } = setup({
      'POST /auth/refresh-token': () => ({
        status: 200,
        body: {
          success: true,
          data: { token: 'new', tokenExpire: sec(T0) + 900, refreshToken: 'r2', refreshTokenExpire: sec(T0) + 86_400 },
        },
      }),
      'GET /api/user/profile': okProfile,
    });
    storeSession(storage, {
      token: 'old',
      tokenExpire: T0 - 1000,
      refreshToken: 'r1',
      refreshTokenExpire: T0 + 3_600_000,
    });
    await manager.init();
    expect(fetch.keys()).toEqual(['POST /auth/refresh-token', 'GET /api/user/profile']);
    expect(fetch.calls[0].headers['refresh-token']).toBe('r1');
    expect(fetch.calls[1].headers.authorization).toBe('Bearer new');
    expect(storage.getItem(SESSION_KEYS.token)).toBe('new');
    expect(storage.getItem(SESSION_KEYS.tokenExpire)).toBe(String((sec(T0) + 900) * 1000));
    expect(storage.getItem(SESSION_KEYS.refreshToken)).toBe('r2');
    expect(manager.getSnapshot()).toEqual({ status: 'member', userID: 'u1', profile });
  });

  it('a refused refresh at start-up clears the session and leaves a visitor', async () => {
    const { manager, storage } = setup({
      'POST /auth/refresh-token': () => ({
        status: 401,
        body: { success: false, error: { name: 'SessionError', message: 'x' } },
      }),
    });
    storeSession(storage, {
      token: 'old',
      tokenExpire: T0 - 1000,
      refreshToken: 'r1',
      refreshTokenExpire: T0 + 3_600_000,
    });
    storage.setItem(SNAPSHOT_STORAGE_KEY, '{"user":"u1","entries":{}}');
    await manager.init();
    expect(manager.getSnapshot().status).toBe('visitor');
    expect(storage.getItem(SESSION_KEYS.refreshToken)).toBeNull();
    // The member's kept first data goes with the session.
    expect(storage.getItem(SNAPSHOT_STORAGE_KEY)).toBeNull();
  });

  it('shows the stored member at once while the start-up refresh is under way (no wait for the network)', async () => {
    let answer!: (r: { status: number; body: unknown }) => void;
    const { manager, storage } = setup({
      'POST /auth/refresh-token': () => new Promise((r) => (answer = r)),
      'GET /api/user/profile': okProfile,
    });
    storeSession(storage, {
      token: 'old',
      tokenExpire: T0 - 1000,
      refreshToken: 'r1',
      refreshTokenExpire: T0 + 3_600_000,
    });
    storage.setItem(SESSION_KEYS.profile, JSON.stringify(profile));
    const started = manager.init();
    expect(manager.getSnapshot()).toMatchObject({ status: 'member', userID: 'u1', profile: { firstName: 'Ana' } });
    answer({
      status: 200,
      body: {
        success: true,
        data: { token: 'new', tokenExpire: sec(T0) + 900, refreshToken: 'r2', refreshTokenExpire: sec(T0) + 86_400 },
      },
    });
    await started;
    expect(manager.getSnapshot().status).toBe('member');
    expect(storage.getItem(SESSION_KEYS.token)).toBe('new');
  });

  it('a session saved while a start-up refresh is under way is not overwritten by the late answer', async () => {
    let answer!: (r: { status: number; body: unknown }) => void;
    const { manager, storage } = setup({
      'POST /auth/refresh-token': () => new Promise((r) => (answer = r)),
      'GET /api/user/profile': okProfile,
    });
    storeSession(storage, {
      token: 'stale',
      tokenExpire: T0 - 1000,
      refreshToken: 'r-stale',
      refreshTokenExpire: T0 + 3_600_000,
    });
    const started = manager.init();
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    manager.save({
      token: 'fresh',
      tokenExpire: sec(T0) + 900,
      refreshToken: 'r-fresh',
      refreshTokenExpire: sec(T0) + 86_400,
      userID: 'u2',
    });
    answer({
      status: 200,
      body: {
        success: true,
        data: {
          token: 'old-user',
          tokenExpire: sec(T0) + 900,
          refreshToken: 'r-old',
          refreshTokenExpire: sec(T0) + 86_400,
        },
      },
    });
    await started;
    expect(storage.getItem(SESSION_KEYS.token)).toBe('fresh');
    expect(storage.getItem(SESSION_KEYS.refreshToken)).toBe('r-fresh');
    expect(storage.getItem(SESSION_KEYS.userID)).toBe('u2');
  });

  it('a 401 JsonWebTokenError on the profile ends the session', async () => {
    const { manager, storage } = setup({
      'GET /api/user/profile': () => ({
        status: 401,
        body: { success: false, error: { name: 'JsonWebTokenError', message: 'bad' } },
      }),
    });
    storeSession(storage, {
      token: 'tok',
      tokenExpire: T0 + 60_000,
      refreshToken: 'r',
      refreshTokenExpire: T0 + 3_600_000,
    });
    await manager.init();
    expect(manager.getSnapshot().status).toBe('visitor');
    expect(storage.getItem(SESSION_KEYS.token)).toBeNull();
  });
});

describe('refresh timer', () => {
  it(`refreshes exactly ${TOKEN_REFRESH_BEFORE_EXPIRY_MS} ms before the token expires, not earlier, and re-arms`, async () => {
    const { manager, fetch, storage } = setup({
      'GET /api/user/profile': okProfile,
      'POST /auth/refresh-token': () => ({
        status: 200,
        body: {
          success: true,
          data: { token: 'new', tokenExpire: sec(T0) + 120, refreshToken: 'r2', refreshTokenExpire: sec(T0) + 86_400 },
        },
      }),
    });
    storeSession(storage, {
      token: 'tok',
      tokenExpire: T0 + 60_000,
      refreshToken: 'r1',
      refreshTokenExpire: T0 + 3_600_000,
    });
    await manager.init();
    const refreshCalls = () => fetch.keys().filter((k) => k === 'POST /auth/refresh-token').length;

    await vi.advanceTimersByTimeAsync(60_000 - TOKEN_REFRESH_BEFORE_EXPIRY_MS - 1);
    expect(refreshCalls()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshCalls()).toBe(1);
    expect(storage.getItem(SESSION_KEYS.token)).toBe('new');

    // The new token expires at T0 + 120 s: the next refresh is due at T0 + 115 s.
    await vi.advanceTimersByTimeAsync(115_000 - 55_000 - 1);
    expect(refreshCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshCalls()).toBe(2);
  });

  it('a refresh the server refuses clears the session', async () => {
    const { manager, storage } = setup({
      'GET /api/user/profile': okProfile,
      'POST /auth/refresh-token': () => ({
        status: 401,
        body: { success: false, error: { name: 'SessionError', message: 'gone' } },
      }),
    });
    storeSession(storage, {
      token: 'tok',
      tokenExpire: T0 + 10_000,
      refreshToken: 'r1',
      refreshTokenExpire: T0 + 3_600_000,
    });
    await manager.init();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(manager.getSnapshot().status).toBe('visitor');
    expect(storage.getItem(SESSION_KEYS.token)).toBeNull();
  });
});

describe('online', () => {
  it('re-runs the session check when the browser goes back online', async () => {
    let offline = true;
    const { manager, fetch, storage, online } = setup({
      'POST /auth/refresh-token': () => {
        if (offline) throw new TypeError('Failed to fetch');
        return {
          status: 200,
          body: {
            success: true,
            data: {
              token: 'new',
              tokenExpire: sec(T0) + 900,
              refreshToken: 'r2',
              refreshTokenExpire: sec(T0) + 86_400,
            },
          },
        };
      },
      'GET /api/user/profile': okProfile,
    });
    storeSession(storage, {
      token: 'old',
      tokenExpire: T0 - 1000,
      refreshToken: 'r1',
      refreshTokenExpire: T0 + 3_600_000,
    });
    await manager.init();
    expect(manager.getSnapshot().status).toBe('visitor');
    expect(storage.getItem(SESSION_KEYS.refreshToken)).toBe('r1'); // kept while offline

    offline = false;
    online.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(manager.getSnapshot()).toEqual({ status: 'member', userID: 'u1', profile }));
    expect(fetch.keys()).toEqual(['POST /auth/refresh-token', 'POST /auth/refresh-token', 'GET /api/user/profile']);
  });

  it('stops listening after dispose', async () => {
    const { manager, fetch, storage, online } = setup({ 'GET /api/user/profile': okProfile });
    await manager.init();
    manager.dispose();
    storeSession(storage, {
      token: 'tok',
      tokenExpire: T0 + 60_000,
      refreshToken: 'r',
      refreshTokenExpire: T0 + 3_600_000,
    });
    online.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch.fn).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  it('calls POST /auth/logout with both tokens, clears local storage and goes to /', async () => {
    const { manager, fetch, storage, navigate } = setup({
      'GET /api/user/profile': okProfile,
      'POST /auth/logout': () => ({ status: 200, body: { success: true, data: null } }),
    });
    storeSession(storage, {
      token: 'tok',
      tokenExpire: T0 + 60_000,
      refreshToken: 'ref',
      refreshTokenExpire: T0 + 3_600_000,
    });
    storage.setItem('postingActor', 'b1');
    await manager.init();
    await manager.logout();
    const call = fetch.calls.find((c) => c.key === 'POST /auth/logout')!;
    expect(call.headers.authorization).toBe('Bearer tok');
    expect(call.headers['refresh-token']).toBe('ref');
    expect(storage.map.size).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(manager.getSnapshot().status).toBe('visitor');
  });

  it('still clears and leaves when the server call fails', async () => {
    const { manager, storage, navigate } = setup({
      'POST /auth/logout': () => {
        throw new TypeError('offline');
      },
    });
    storeSession(storage, {
      token: 'tok',
      tokenExpire: T0 + 60_000,
      refreshToken: 'ref',
      refreshTokenExpire: T0 + 3_600_000,
    });
    await manager.logout();
    expect(storage.map.size).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/');
  });
});
