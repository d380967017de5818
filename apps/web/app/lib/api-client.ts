/**
 * The browser's HTTP client: envelope unwrapping, bearer token, null/NaN
 * fields dropped from bodies, and the 401 rules with one refresh shared by concurrent requests.
 */
import {
  EMAIL_NOT_VERIFIED,
  MSG,
  REFRESHABLE_AUTH_ERRORS,
  dropNullish,
  type ApiEnvelope,
  type AuthErrorName,
} from '@wbn/contract/constants';
import { getBrowserSessionManager, type FetchLike } from './session';

export class ApiError extends Error {
  readonly status: number;
  readonly fields?: Record<string, string>;

  constructor(init: {
    name: string;
    message: string;
    status: number;
    fields?: Record<string, string>;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = init.name;
    this.status = init.status;
    if (init.fields) this.fields = init.fields;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** What to tell the person about a failed call: the API's own sentence for a 4xx, else "try again". */
export const errorText = (e: unknown) =>
  isApiError(e) && e.status > 0 && e.status < 500 ? e.message : MSG.unexpectedTryAgain;

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body (null and NaN fields are dropped) or FormData, sent as is. */
  body?: unknown;
  /** Send the bearer token (default true). */
  auth?: boolean;
  headers?: Record<string, string>;
  credentials?: RequestCredentials;
  signal?: AbortSignal;
};

/** What the client needs from the session (implemented by SessionManager). */
export type ApiSession = {
  getToken(): string | null;
  hasRefreshToken(): boolean;
  /** One shared refresh; resolves with the new token. */
  refresh(failedToken: string | null): Promise<string>;
  /** Clear the stored session and reload the page. */
  invalidate(): void;
};

export type ApiRequest = <T>(path: string, options?: ApiRequestOptions) => Promise<T>;

const isRefreshable = (name: string) => (REFRESHABLE_AUTH_ERRORS as readonly string[]).includes(name);
const JWT_ERROR: AuthErrorName = 'JsonWebTokenError';

export function createApiClient(deps: {
  session: ApiSession | (() => ApiSession | null);
  fetch: FetchLike;
}): ApiRequest {
  const getSession = typeof deps.session === 'function' ? deps.session : () => deps.session as ApiSession;

  async function send(path: string, opts: ApiRequestOptions, token: string | null) {
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(dropNullish(opts.body));
    }
    if (token) headers.authorization = `Bearer ${token}`;
    // On an edition's page, its language (the page's lang): the API answers in it and a new account
    // takes it as its preferred one; an English page leaves the browser's own list (decision 0085).
    const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
    if (language && language !== 'en' && !headers['accept-language']) headers['accept-language'] = language;
    const res = await reach(() =>
      deps.fetch(path, {
        method: opts.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body,
        credentials: opts.credentials,
        signal: opts.signal,
      }),
    );
    const envelope = (await res.json().catch(() => null)) as ApiEnvelope<unknown> | null;
    return { res, envelope };
  }

  return async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
    const session = options.auth === false ? null : getSession();
    const { res, envelope } = await withSession(session, (token) => send(path, options, token));
    if (!res.ok || !envelope || envelope.success !== true) throw toApiError(res, envelope);
    return envelope.data as T;
  };
}

/** The answer of `call`; a network failure becomes the NetworkError ApiError (an abort stays an abort). */
export async function reach(call: () => Promise<Response>): Promise<Response> {
  try {
    return await call();
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ name: 'NetworkError', message: MSG.unexpectedTryAgain, status: 0, cause });
  }
}

export type Sent = { res: Response; envelope: ApiEnvelope<unknown> | null };

/**
 * The 401 rules around one request, sent by `send` with the token it is given: a malformed token
 * ends the session; an expired one is refreshed once (shared by concurrent requests) and the
 * request sent again; a visitor just gets the answer. Answers what was finally received.
 */
export async function withSession(
  session: ApiSession | null,
  send: (token: string | null) => Promise<Sent>,
): Promise<Sent> {
  const token = session?.getToken() ?? null;
  const first = await send(token);
  if (first.res.status !== 401 || !session) return first;
  const name = first.envelope?.success === false ? first.envelope.error?.name : undefined;
  if (name === JWT_ERROR) {
    if (token) session.invalidate();
    return first;
  }
  // A visitor (nothing stored) just gets the error: reloading would loop.
  if (!name || !isRefreshable(name) || (!token && !session.hasRefreshToken())) return first;
  let fresh: string;
  try {
    fresh = await session.refresh(token);
  } catch {
    session.invalidate();
    return first;
  }
  return send(fresh);
}

/** An ApiError from an answer that is not a success (its envelope's error when it has one). */
export function toApiError(res: Response, envelope: ApiEnvelope<unknown> | null): ApiError {
  if (envelope && envelope.success === false && envelope.error) {
    // The account must prove its address first: the page's verification banner says so, with the resend at hand.
    if (envelope.error.name === EMAIL_NOT_VERIFIED && typeof window !== 'undefined')
      window.dispatchEvent(new Event(EMAIL_NOT_VERIFIED));
    return new ApiError({ ...envelope.error, status: res.status });
  }
  return new ApiError({
    name: res.ok ? 'InvalidResponse' : 'HttpError',
    message: MSG.unexpectedTryAgain,
    status: res.status,
  });
}

let browserClient: ApiRequest | null = null;

/** The page's API client, bound to the browser session. */
export const apiRequest: ApiRequest = (path, options) => {
  browserClient ??= createApiClient({
    session: () => (typeof window === 'undefined' ? null : getBrowserSessionManager()),
    fetch: (input, init) => globalThis.fetch(input, init),
  });
  return browserClient(path, options);
};
