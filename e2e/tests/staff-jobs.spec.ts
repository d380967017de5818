/**
 * Failed jobs in the staff area (decision 0022), against a real SMTP server that refuses one
 * address (e2e/mail-server.ts): the demo owner invites that address, the invitation e-mail fails
 * and waits for another attempt; staff see it with the server's answer, run it again (it fails
 * again, one attempt more), and discard it.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { AUTH_PAGES, JOB_MSG } from '@wbn/contract';
import { DEMO, HANDOFF, submitLogin } from './support';

const STAFF = { email: 'staff@wbn-miami.test', password: 'staff-password-2026' };

async function tokenOf(request: APIRequestContext, who: { email: string; password: string }) {
  const login = await request.post('/auth/login', { data: who });
  expect(login.status()).toBe(200);
  const session = await request.post('/auth/get-session', { data: { token: (await login.json()).data.code } });
  return (await session.json()).data.token as string;
}

test('staff see a refused invitation e-mail with the server\'s answer, run it again and discard it', async ({ page, request }) => {
  const owner = { authorization: `Bearer ${await tokenOf(request, DEMO)}` };
  const mine = (await (await request.get('/api/business/profile/my-list', { headers: owner })).json()).data as { role: string; business: { businessID: string } }[];
  const businessID = mine.find((m) => m.role === 'owner')!.business.businessID;
  const bounce = `bounce-${Date.now()}@example.com`;
  const invited = await request.post(`/api/business/profile/${businessID}/members`, { headers: owner, data: { email: bounce, role: 'member' } });
  expect(invited.status(), await invited.text()).toBe(201);

  // The mail job fails at the SMTP server and waits for its next attempt.
  const staff = { authorization: `Bearer ${await tokenOf(request, STAFF)}` };
  await expect
    .poll(async () => ((await (await request.get('/api/staff/jobs?status=retrying', { headers: staff })).json()).data.data as { kind: string; lastError: string }[]).some((j) => j.kind === 'mail.send' && j.lastError.includes('550')), { timeout: 20_000 })
    .toBe(true);

  await page.goto(`${AUTH_PAGES.login}?continue=${encodeURIComponent('/staff')}`);
  await submitLogin(page, STAFF.email, STAFF.password);
  await expect(page).toHaveURL((u) => u.pathname === '/staff', HANDOFF);
  await page.getByRole('tab', { name: /Failed jobs/ }).click();
  await page.getByRole('button', { name: 'Failing, will retry' }).click();
  const job = page.getByRole('listitem').filter({ hasText: 'mail.send' }).filter({ hasText: '550' }).first();
  await expect(job).toBeVisible();
  await expect(job).toContainText('1 of 16 attempts');
  await expect(job).not.toContainText(bounce.split('@')[0]); // the list shows the error, never the message

  await job.getByRole('button', { name: 'Run again now' }).click();
  await expect(page.getByText(JOB_MSG.retried)).toBeVisible();
  // It runs at once, is refused again and is back in the list with one attempt more.
  await expect(async () => {
    await page.getByRole('button', { name: 'Dead' }).click();
    await page.getByRole('button', { name: 'Failing, will retry' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'mail.send' }).filter({ hasText: '2 of 16 attempts' })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  const again = page.getByRole('listitem').filter({ hasText: 'mail.send' }).filter({ hasText: '2 of 16 attempts' });
  await again.getByRole('button', { name: /^Discard/ }).click();
  await expect(page.getByText(JOB_MSG.discarded)).toBeVisible();
  await expect(again).toHaveCount(0);
});
