/**
 * The browser session: its storage keys, its states and the auth calls.
 *
 * Framework-free: storage, fetch, clock, timers and page navigation are injected, so the
 * whole life cycle runs under Vitest fake timers. The React binding is session-context.tsx;
 * the HTTP client with the 401 refresh queue is api-client.ts.
 */
import {
  API_BASE,
  AUTH_BASE,
  POSTING_ACTOR_KEY,
  SESSION_KEYS,
  SNAPSHOT_STORAGE_KEY,
  TOKEN_REFRESH_BEFORE_EXPIRY_MS,
  type ApiEnvelope,
} from '@wbn/contract/constants';
import type { Session, UserProfile } from '@wbn/contract/schemas';

export type SessionStatus = 'loading' | 'visitor' | 'member';
export type SessionSnapshot = { status: SessionStatus; userID: string | null; profile: UserProfile | null };

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & Partial<Pick<Storage, 'clear'>>;
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;
type TimerId = ReturnType<typeof setTimeout>;
type OnlineTarget = {
  addEventListener(type: 'online', listener: () => void): void;
  removeEventListener(type: 'online', listener: () => void): void;
};

export type SessionManagerDeps = {
  storage: StorageLike;
  fetch: FetchLike;
  now?: () => number;
  setTimeout?: (fn: () => void, ms: number) => TimerId;
  clearTimeout?: (id: TimerId) => void;
  /** Full page reload (after the stored session is cleared). */
  reload: () => void;
  /** Full page navigation (logout goes to '/'). */
  navigate: (url: string) => void;
  /** Where the 'online' event is heard (the window in a browser). */
  onlineTarget?: OnlineTarget;
};

/** Tokens as kept in storage: expiries in milliseconds. */
export type StoredTokens = {
  token: string | null;
  tokenExpire: number;
  refreshToken: string | null;
  refreshTokenExpire: number;
  userID: string | null;
};

/** The answer of POST /auth/refresh-token (expiries in seconds). */
export type RefreshedTokens = Omit<Session, 'userID'>;

/** Why a refresh did not give a token: no usable refresh token, the server said no, or no network. */
export class SessionRefreshError extends Error {
  constructor(
    readonly reason: 'no-refresh-token' | 'rejected' | 'network',
    options?: { cause?: unknown },
  ) {
    super(`Session refresh failed: ${reason}`, options);
    this.name = 'SessionRefreshError';
  }
}

const LOADING: SessionSnapshot = Object.freeze({ status: 'loading', userID: null, profile: null });
export const LOADING_SNAPSHOT = LOADING;
/** setTimeout cannot wait longer than 2^31 - 1 ms; longer waits are done in steps. */
const MAX_TIMER_MS = 2_147_483_647;
const LOGOUT_WAIT_MS = 3000;

export const secondsToMs = (seconds: number) => Math.round(seconds * 1000);

export class SessionManager {
  private readonly storage: StorageLike;
  private readonly fetchFn: FetchLike;
  private readonly now: () => number;
  private readonly setTimer: (fn: () => void, ms: number) => TimerId;
  private readonly clearTimer: (id: TimerId) => void;
  private readonly deps: SessionManagerDeps;

  private snapshot: SessionSnapshot = LOADING;
  private readonly listeners = new Set<() => void>();
  private refreshTimer: TimerId | null = null;
  private inflightRefresh: Promise<string> | null = null;
  private started = false;
  /** Bumped whenever the stored session is replaced or removed: late answers for an older one are ignored. */
  private generation = 0;
  private readonly onOnline = () => {
    void this.check();
  };

  constructor(deps: SessionManagerDeps) {
    this.deps = deps;
    this.storage = deps.storage;
    this.fetchFn = deps.fetch;
    this.now = deps.now ?? Date.now;
    this.setTimer = deps.setTimeout ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = deps.clearTimeout ?? ((id) => clearTimeout(id));
  }

  // ---- observable state (useSyncExternalStore-friendly) ----

  getSnapshot = (): SessionSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private setSnapshot(next: SessionSnapshot) {
    const cur = this.snapshot;
    if (cur.status === next.status && cur.userID === next.userID && cur.profile === next.profile) return;
    this.snapshot = next;
    for (const l of [...this.listeners]) l();
  }

  // ---- storage ----

  readTokens(): StoredTokens {
    const num = (key: string) => {
      const raw = this.storage.getItem(key);
      const n = raw === null ? NaN : Number(raw);
      return Number.isFinite(n) ? n : 0;
    };
    return {
      token: this.storage.getItem(SESSION_KEYS.token),
      tokenExpire: num(SESSION_KEYS.tokenExpire),
      refreshToken: this.storage.getItem(SESSION_KEYS.refreshToken),
      refreshTokenExpire: num(SESSION_KEYS.refreshTokenExpire),
      userID: this.storage.getItem(SESSION_KEYS.userID),
    };
  }

  getToken(): string | null {
    return this.storage.getItem(SESSION_KEYS.token);
  }

  /** A refresh token that has not expired yet is stored. */
  hasRefreshToken(): boolean {
    const t = this.readTokens();
    return !!t.refreshToken && t.refreshTokenExpire > this.now();
  }

  private readCachedProfile(): UserProfile | null {
    const raw = this.storage.getItem(SESSION_KEYS.profile);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as UserProfile;
    } catch {
      return null;
    }
  }

  private writeTokens(t: RefreshedTokens) {
    this.storage.setItem(SESSION_KEYS.token, t.token);
    this.storage.setItem(SESSION_KEYS.tokenExpire, String(secondsToMs(t.tokenExpire)));
    this.storage.setItem(SESSION_KEYS.refreshToken, t.refreshToken);
    this.storage.setItem(SESSION_KEYS.refreshTokenExpire, String(secondsToMs(t.refreshTokenExpire)));
  }

  /**
   * Stores a session handed out by the account service (login, register, get-session):
   * expiries arrive in seconds and are kept in milliseconds.
   */
  save(session: Session): void {
    this.generation++;
    const previousUser = this.storage.getItem(SESSION_KEYS.userID);
    this.writeTokens(session);
    this.storage.setItem(SESSION_KEYS.userID, session.userID);
    if (previousUser !== session.userID) {
      this.storage.removeItem(SESSION_KEYS.profile);
      this.storage.removeItem(SESSION_KEYS.profileUpdateDate);
      this.storage.removeItem(POSTING_ACTOR_KEY);
      this.storage.removeItem(SNAPSHOT_STORAGE_KEY);
    }
    this.setSnapshot({ status: 'member', userID: session.userID, profile: this.readCachedProfile() });
    if (this.started) this.scheduleRefresh();
  }

  /** Removes the stored session (tokens, user, cached profile, posting actor) and stops the timer. */
  clear(): void {
    this.generation++;
    this.cancelRefreshTimer();
    for (const key of Object.values(SESSION_KEYS)) this.storage.removeItem(key);
    this.storage.removeItem(POSTING_ACTOR_KEY);
    this.storage.removeItem(SNAPSHOT_STORAGE_KEY);
    this.setSnapshot({ status: 'visitor', userID: null, profile: null });
  }

  /** Clear the stored session and reload the page. */
  invalidate(): void {
    this.clear();
    this.deps.reload();
  }

  // ---- life cycle ----

  /** Starts the manager once: checks the stored session and re-checks whenever the browser is back online. */
  init(): Promise<void> {
    if (!this.started) {
      this.started = true;
      this.deps.onlineTarget?.addEventListener('online', this.onOnline);
    }
    return this.check();
  }

  /** Stops timers and listeners (tests, hot reload). */
  dispose(): void {
    this.cancelRefreshTimer();
    this.deps.onlineTarget?.removeEventListener('online', this.onOnline);
    this.started = false;
  }

  /**
   * A valid token means member (then the profile is fetched); an expired token with a
   * valid refresh token triggers a refresh, then the profile fetch; with neither, visitor.
   */
  async check(): Promise<void> {
    const t = this.readTokens();
    const now = this.now();
    if (t.token && t.tokenExpire > now) {
      this.setSnapshot({
        status: 'member',
        userID: t.userID,
        profile: this.readCachedProfile() ?? this.snapshot.profile,
      });
      this.scheduleRefresh();
      await this.loadProfile();
      return;
    }
    if (t.refreshToken && t.refreshTokenExpire > now) {
      const gen = this.generation;
      // Shown as the member at once (decision 0044): the calls the page makes wait for the refresh in
      // the client's queue, and a refused refresh clears the session below.
      if (t.userID)
        this.setSnapshot({
          status: 'member',
          userID: t.userID,
          profile: this.readCachedProfile() ?? this.snapshot.profile,
        });
      try {
        await this.refresh();
      } catch (err) {
        if (gen !== this.generation) return; // a new session was saved meanwhile
        if (err instanceof SessionRefreshError && err.reason === 'network') {
          // Offline: the stored session is kept and the 'online' event runs this check again.
          this.setSnapshot({ status: 'visitor', userID: null, profile: null });
          return;
        }
        this.clear();
        return;
      }
      await this.loadProfile();
      return;
    }
    if (t.token || t.refreshToken) this.clear();
    this.setSnapshot({ status: 'visitor', userID: null, profile: null });
  }

  // ---- refresh ----

  private cancelRefreshTimer() {
    if (this.refreshTimer !== null) this.clearTimer(this.refreshTimer);
    this.refreshTimer = null;
  }

  /** Arms the timer that refreshes the token TOKEN_REFRESH_BEFORE_EXPIRY_MS before it expires. */
  scheduleRefresh(): void {
    this.cancelRefreshTimer();
    const { token, tokenExpire } = this.readTokens();
    if (!token || !tokenExpire) return;
    const delay = Math.max(0, tokenExpire - TOKEN_REFRESH_BEFORE_EXPIRY_MS - this.now());
    this.refreshTimer = this.setTimer(
      () => {
        this.refreshTimer = null;
        this.onRefreshTimer();
      },
      Math.min(delay, MAX_TIMER_MS),
    );
  }

  private onRefreshTimer() {
    const { tokenExpire } = this.readTokens();
    // Not due yet: a long wait done in steps, or another tab already refreshed.
    if (tokenExpire - TOKEN_REFRESH_BEFORE_EXPIRY_MS > this.now()) {
      this.scheduleRefresh();
      return;
    }
    this.refresh().catch((err: unknown) => {
      // Offline: the 'online' event re-runs the check. Otherwise the session is over.
      if (err instanceof SessionRefreshError && err.reason === 'network') return;
      this.clear();
    });
  }

  /**
   * Gets a new token with the refresh token. Concurrent callers share one request.
   * `failedToken`: the token a request was rejected with; if another request (or tab) has
   * already replaced it with a valid one, that one is returned without calling the server.
   */
  refresh(failedToken?: string | null): Promise<string> {
    if (this.inflightRefresh) return this.inflightRefresh;
    const t = this.readTokens();
    const now = this.now();
    if (failedToken !== undefined && t.token && t.token !== failedToken && t.tokenExpire > now) {
      return Promise.resolve(t.token);
    }
    if (!t.refreshToken || t.refreshTokenExpire <= now) {
      return Promise.reject(new SessionRefreshError('no-refresh-token'));
    }
    const run = this.requestRefresh(t.refreshToken).finally(() => {
      this.inflightRefresh = null;
    });
    this.inflightRefresh = run;
    return run;
  }

  private async requestRefresh(refreshToken: string): Promise<string> {
    const gen = this.generation;
    let res: Response;
    try {
      // In a browser the stored value is REFRESH_TOKEN_IN_COOKIE: the real token rides in the
      // account service's HttpOnly cookie, sent with this same-origin call (decision 0015).
      res = await this.fetchFn(`${AUTH_BASE}/refresh-token`, {
        method: 'POST',
        headers: { 'refresh-token': refreshToken },
        credentials: 'same-origin',
      });
    } catch (cause) {
      throw new SessionRefreshError('network', { cause });
    }
    const body = (await res.json().catch(() => null)) as ApiEnvelope<RefreshedTokens> | null;
    if (!res.ok || !body || body.success !== true || !body.data?.token) {
      throw new SessionRefreshError('rejected');
    }
    if (gen !== this.generation) {
      // The session was replaced (or removed) while this refresh was under way: keep the newer one.
      const current = this.getToken();
      if (current) return current;
      throw new SessionRefreshError('rejected');
    }
    this.writeTokens(body.data);
    const userID = this.storage.getItem(SESSION_KEYS.userID);
    this.setSnapshot({ status: 'member', userID, profile: this.snapshot.profile ?? this.readCachedProfile() });
    if (this.started) this.scheduleRefresh();
    return body.data.token;
  }

  // ---- profile ----

  /**
   * GET /api/user/profile; caches it under 'profile' with 'profileUpdateDate' (ms).
   * A token the server refuses ends the session; a network or server failure keeps the cached profile.
   */
  async loadProfile(retried = false): Promise<UserProfile | null> {
    const token = this.getToken();
    if (!token) return null;
    const gen = this.generation;
    let res: Response;
    try {
      res = await this.fetchFn(`${API_BASE}/user/profile`, { headers: { authorization: `Bearer ${token}` } });
    } catch {
      return this.snapshot.profile;
    }
    const body = (await res.json().catch(() => null)) as ApiEnvelope<UserProfile> | null;
    if (gen !== this.generation) return this.snapshot.profile; // answer for a session that is gone
    if (res.status === 401) {
      const name = body && body.success === false ? body.error.name : '';
      if (!retried && name !== 'JsonWebTokenError') {
        try {
          await this.refresh(token);
        } catch (err) {
          if (!(err instanceof SessionRefreshError && err.reason === 'network')) this.clear();
          return null;
        }
        return this.loadProfile(true);
      }
      this.clear();
      return null;
    }
    if (!res.ok || !body || body.success !== true || !body.data) return this.snapshot.profile;
    const profile = body.data;
    this.storage.setItem(SESSION_KEYS.profile, JSON.stringify(profile));
    this.storage.setItem(SESSION_KEYS.profileUpdateDate, String(this.now()));
    this.setSnapshot({ status: 'member', userID: profile.userID ?? this.snapshot.userID, profile });
    return profile;
  }

  // ---- logout ----

  /**
   * POST /auth/logout (best effort, bounded wait), clear local storage, go to '/'.
   */
  async logout(): Promise<void> {
    const { token, refreshToken } = this.readTokens();
    this.cancelRefreshTimer();
    if (token || refreshToken) {
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (refreshToken) headers['refresh-token'] = refreshToken;
      const call = this.fetchFn(`${AUTH_BASE}/logout`, { method: 'POST', headers, keepalive: true }).catch(
        () => undefined,
      );
      let timer: TimerId | undefined;
      const wait = new Promise<void>((resolve) => {
        timer = this.setTimer(resolve, LOGOUT_WAIT_MS);
      });
      await Promise.race([call, wait]);
      if (timer !== undefined) this.clearTimer(timer);
    }
    // Logout clears local storage.
    this.clear();
    this.storage.clear?.();
    this.setSnapshot({ status: 'visitor', userID: null, profile: null });
    this.deps.navigate('/');
  }
}

export function createSessionManager(deps: SessionManagerDeps): SessionManager {
  return new SessionManager(deps);
}

let browserManager: SessionManager | null = null;

/** The page's one session manager (browser only). */
export function getBrowserSessionManager(): SessionManager {
  if (typeof window === 'undefined') throw new Error('The session manager runs in the browser only');
  browserManager ??= createSessionManager({
    storage: window.localStorage,
    fetch: (input, init) => window.fetch(input, init),
    reload: () => window.location.reload(),
    navigate: (url) => window.location.assign(url),
    onlineTarget: window,
  });
  return browserManager;
}
