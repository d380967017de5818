/** Helpers of the inquiry tests: an app with generous limits, calls by name, a small cast. */
import { createTestApp, registerUser, bearer, type TestApp } from '../../test/test-app.js';
import { addMember, createBusiness, createProduct } from '../../test/factories.js';

export type Member = Awaited<ReturnType<typeof registerUser>>;
export const UNKNOWN_ID = '3f2b8c1e-9a4d-4c7e-8b1a-2d3e4f5a6b7c';

export const requestsTestApp = (env: Record<string, string> = {}) =>
  createTestApp({
    RATE_LIMIT_INQUIRIES_PER_HOUR: '10000',
    RATE_LIMIT_CHAT_MESSAGES_PER_HOUR: '10000',
    RATE_LIMIT_CHAT_MESSAGES_PER_MINUTE: '10000',
    RATE_LIMIT_INVITES_PER_HOUR: '10000',
    ...env,
  });

const q = (params: Record<string, string | undefined>) => {
  const s = new URLSearchParams(
    Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined),
  ).toString();
  return s ? `?${s}` : '';
};

export function requestCalls(t: TestApp) {
  const auth = (token?: string) => (token ? bearer(token) : {});
  return {
    send: (token: string | undefined, body: object) =>
      t.request({ method: 'POST', url: '/api/business/request', payload: body, headers: auth(token) }),
    list: (token: string | undefined, ubid?: string, extra: Record<string, string> = {}) =>
      t.request({ method: 'GET', url: `/api/business/request${q({ ubid, ...extra })}`, headers: auth(token) }),
    summary: (token: string | undefined) =>
      t.request({ method: 'GET', url: '/api/business/request/summary', headers: auth(token) }),
    messages: (token: string | undefined, rid: string, bid?: string, extra: Record<string, string> = {}) =>
      t.request({
        method: 'GET',
        url: `/api/business/request/${rid}/get-messages${q({ bid, ...extra })}`,
        headers: auth(token),
      }),
    write: (token: string | undefined, rid: string, content: unknown, bid?: string) =>
      t.request({
        method: 'POST',
        url: `/api/business/request/${rid}/send-message${q({ bid })}`,
        payload: { content },
        headers: auth(token),
      }),
    end: (token: string | undefined, rid: string, bid?: string) =>
      t.request({ method: 'POST', url: `/api/business/request/${rid}/end-request${q({ bid })}`, headers: auth(token) }),
    read: (token: string | undefined, rid: string, bid?: string) =>
      t.request({ method: 'POST', url: `/api/business/request/${rid}/read${q({ bid })}`, headers: auth(token) }),
  };
}

/**
 * Olga owns Keystone Valves (Adam admin, Mia member) with a product; Bruno owns Bruno Imports
 * (Bea admin); Ana is a buyer on her own; Sam has nothing to do with any of it.
 */
export async function cast(t: TestApp) {
  const [olga, adam, mia, bruno, bea, ana, sam] = await Promise.all(
    ['Olga', 'Adam', 'Mia', 'Bruno', 'Bea', 'Ana', 'Sam'].map((firstName) =>
      registerUser(t, { firstName, lastName: 'Tester' }),
    ),
  );
  const seller = (await createBusiness(t, olga.token, { companyName: 'Keystone Valves' })).businessID;
  const buyerBiz = (await createBusiness(t, bruno.token, { companyName: 'Bruno Imports' })).businessID;
  const samBiz = (await createBusiness(t, sam.token, { companyName: 'Sam Unrelated' })).businessID;
  await addMember(t, olga.token, seller, adam, 'admin');
  await addMember(t, olga.token, seller, mia, 'member');
  await addMember(t, bruno.token, buyerBiz, bea, 'admin');
  const product = (await createProduct(t, olga.token, seller, { name: 'Ball Valve 2in' })).body.data
    .productID as string;
  const otherProduct = (await createProduct(t, bruno.token, buyerBiz, { name: 'Imported Widget' })).body.data
    .productID as string;
  return { olga, adam, mia, bruno, bea, ana, sam, seller, buyerBiz, samBiz, product, otherProduct };
}
export type Cast = Awaited<ReturnType<typeof cast>>;

export const inquiry = (to: string, over: Record<string, unknown> = {}) => ({
  to,
  subject: 'receiving the full price list',
  message: 'Hello, could you send your 2025 price list?',
  ...over,
});

/** Sends an inquiry that must succeed; returns the thread id. */
export async function open(t: TestApp, token: string, body: object) {
  const res = await requestCalls(t).send(token, body);
  if (res.status !== 201) throw new Error(`send failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.request.requestID as string;
}
