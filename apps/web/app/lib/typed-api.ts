/**
 * The API's typed client (@wbn/client: openapi-fetch over the types generated from the OpenAPI
 * document) under the page's session: every call names a documented path and method, and its
 * parameters, body and answer are checked against the document at compile time.
 *
 *   const summary = await unwrap(api.GET('/api/staff/summary'));
 *
 * openapi-fetch weighs a few kilobytes: import this from features loaded on demand (the staff
 * area, member screens), never from what a public page needs to hydrate, whose budget is fixed
 * (decision 0009). Calls of the public pages keep `apiRequest` (lib/api-client.ts), which shares
 * the session rules with this one.
 */
import type { ApiEnvelope } from '@wbn/contract/constants';
import { createWbnClient, type WbnClient } from '@wbn/client';
import { reach, toApiError, withSession, type ApiSession, type Sent } from './api-client';
import { getBrowserSessionManager } from './session';

/**
 * A fetch of whole Requests under the page's session (bearer token, the 401 rules): the typed
 * client (lib/typed-api.ts) sends through it. A failed network answers the NetworkError ApiError.
 */
function createSessionFetch(deps: {
  session: () => ApiSession | null;
  fetch: (request: Request) => Promise<Response>;
}) {
  return async (request: Request): Promise<Response> => {
    const send = async (token: string | null): Promise<Sent> => {
      const headers = new Headers(request.headers);
      if (token) headers.set('authorization', `Bearer ${token}`);
      const res = await reach(() => deps.fetch(new Request(request.clone(), { headers })));
      const envelope =
        res.status === 401
          ? ((await res
              .clone()
              .json()
              .catch(() => null)) as ApiEnvelope<unknown> | null)
          : null;
      return { res, envelope };
    };
    return (await withSession(deps.session(), send)).res;
  };
}

/** A client of the API at `baseUrl` (the page's own site when empty) sending through `session`. */
export function createTypedApi(deps: {
  session: () => ApiSession | null;
  fetch?: (request: Request) => Promise<Response>;
  baseUrl?: string;
}): WbnClient {
  // The page's own origin: whole addresses, as every fetch (and Request outside a browser) takes them.
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return createWbnClient(deps.baseUrl ?? origin, {
    fetch: createSessionFetch({ session: deps.session, fetch: deps.fetch ?? ((request) => globalThis.fetch(request)) }),
  });
}

/** The page's typed client, bound to the browser session (read at each call). */
export const api: WbnClient = createTypedApi({
  session: () => (typeof window === 'undefined' ? null : getBrowserSessionManager()),
});

/** What a successful answer's envelope holds (`data`), or the answer's ApiError, thrown. */
export async function unwrap<D extends { data?: unknown }>(
  call: Promise<{ data?: D; error?: unknown; response: Response }>,
): Promise<NonNullable<D['data']>> {
  const { data, error, response } = await call;
  const envelope = (data ?? error ?? null) as ApiEnvelope<unknown> | null;
  if (response.ok && envelope?.success === true) return (envelope as { data: unknown }).data as NonNullable<D['data']>;
  throw toApiError(response, envelope);
}
