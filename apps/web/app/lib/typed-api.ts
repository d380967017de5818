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
import { createSessionFetch, toApiError, type ApiSession } from './api-client';
import { getBrowserSessionManager } from './session';

/** A client of the API at `baseUrl` (the page's own site when empty) sending through `session`. */
export function createTypedApi(deps: { session: () => ApiSession | null; fetch?: (request: Request) => Promise<Response>; baseUrl?: string }): WbnClient {
  return createWbnClient(deps.baseUrl ?? '', { fetch: createSessionFetch({ session: deps.session, fetch: deps.fetch ?? ((request) => globalThis.fetch(request)) }) });
}

/** The page's typed client, bound to the browser session (read at each call). */
export const api: WbnClient = createTypedApi({ session: () => (typeof window === 'undefined' ? null : getBrowserSessionManager()) });

/** What a successful answer's envelope holds (`data`), or the answer's ApiError, thrown. */
export async function unwrap<D extends { data?: unknown }>(call: Promise<{ data?: D; error?: unknown; response: Response }>): Promise<NonNullable<D['data']>> {
  const { data, error, response } = await call;
  const envelope = (data ?? error ?? null) as ApiEnvelope<unknown> | null;
  if (response.ok && envelope?.success === true) return (envelope as { data: unknown }).data as NonNullable<D['data']>;
  throw toApiError(response, envelope);
}
