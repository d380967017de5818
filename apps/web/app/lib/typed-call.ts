/**
 * A call through the API's typed client (lib/typed-api.ts), which is loaded on the first such call:
 * openapi-fetch then weighs on no page's first load, only on the screens that ask (decision 0009).
 *
 *   const receipts = await typedCall(({ api, unwrap }) => unwrap(api.GET('/api/subscription/receipts/{receiptID}', { params: { path: { receiptID } } })));
 */
export async function typedCall<T>(call: (client: typeof import('./typed-api')) => Promise<T>): Promise<T> {
  return call(await import('./typed-api'));
}
