/**
 * A typed client of the WBN API: openapi-fetch over the types openapi-typescript writes from the
 * API's OpenAPI document (openapi.json beside this package; regenerate both with
 * `npm run client:generate`). Every call names a documented path and method; its parameters,
 * body and answers are typed from the document:
 *
 *   const api = createWbnClient('https://example.com');
 *   const { data, error, response } = await api.POST('/auth/login', { body: { email, password } });
 */
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from './schema.js';

export type { paths, components, operations } from './schema.js';

/** The client's options beyond its address: default headers, a custom fetch, credentials... (openapi-fetch's own). */
export type WbnClientOptions = Omit<ClientOptions, 'baseUrl'>;

export type WbnClient = Client<paths>;

/**
 * A client of the API at `baseUrl`, the site's address without a trailing path (the document's paths
 * start at the root: /api/..., /auth/...).
 */
export function createWbnClient(baseUrl: string, options: WbnClientOptions = {}): WbnClient {
  return createClient<paths>({ ...options, baseUrl });
}
