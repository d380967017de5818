/**
 * The page cache (decision 0019) on the built app: a public page comes from the cache
 * until the data behind it changes, and an edit shows on the very next request, to a visitor's
 * browser too.
 */
import { expect, test, request as playwrightRequest } from '@playwright/test';
import { businessPath } from '@wbn/contract';
import { DEMO } from './support';

/** The owner's token, from a client of its own: the page cookie it gets would make the test's visitor a member (decision 0047). */
async function signIn(baseURL: string | undefined) {
  const request = await playwrightRequest.newContext({ baseURL });
  const login = await request.post('/auth/login', { data: { email: DEMO.email, password: DEMO.password } });
  expect(login.status()).toBe(200);
  const { code } = (await login.json()).data as { code: string };
  const session = await request.post('/auth/get-session', { data: { token: code } });
  expect(session.status()).toBe(200);
  const token = (await session.json()).data.token as string;
  await request.dispose();
  return token;
}

test('a business page comes from the cache until its owner edits it; the edit shows on the next request', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await signIn(baseURL);
  const auth = { authorization: `Bearer ${token}` };
  const mine = (await (await request.get('/api/business/profile/my-list', { headers: auth })).json()).data as {
    role: string;
    business: { businessID: string; general: { companyName: string; shortDescription: string } };
  }[];
  const { business } = mine.find((m) => m.role === 'owner')!;
  const path = businessPath(business.general.companyName, business.businessID);
  const original = business.general.shortDescription;

  await request.get(path);
  const cached = await request.get(path);
  expect(cached.headers()['x-page-cache']).toBe('hit');
  expect(cached.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);

  const text = `Export-ready valves, checked ${Date.now()}.`;
  try {
    const edit = await request.put(`/api/business/profile/${business.businessID}`, {
      headers: auth,
      data: { general: { shortDescription: text } },
    });
    expect(edit.status()).toBe(200);
    const next = await request.get(path);
    expect(next.headers()['x-page-cache']).toBe('miss');
    expect(await next.text()).toContain(text);

    await page.goto(path);
    await expect(page.getByText(text).first()).toBeVisible();
  } finally {
    await request.put(`/api/business/profile/${business.businessID}`, {
      headers: auth,
      data: { general: { shortDescription: original } },
    });
  }
  expect(await (await request.get(path)).text()).toContain(original);
});
