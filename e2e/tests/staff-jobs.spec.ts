/**
 * Failed jobs in the staff area (decision 0022), against a real SMTP server (e2e/mail-server.ts)
 * that refuses one address for good (550) and another for now (451): the demo owner invites both.
 * The refused-for-good e-mail is dead at once; the other waits for another attempt. Staff see each
 * with the server's answer, run the waiting one again (refused again: one attempt more) and
 * discard it.
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

test("staff see refused invitation e-mails with the server's answer, run one again and discard it", async ({
  page,
  request,
}) => {
  const owner = { authorization: `Bearer ${await tokenOf(request, DEMO)}` };
  const mine = (await (await request.get('/api/business/profile/my-list', { headers: owner })).json()).data as {
    role: string;
    business: { businessID: string };
  }[];
  const businessID = mine.find((m) => m.role === 'owner')!.business.businessID;
  for (const email of [`bounce-${Date.now()}@example.com`, `busy-${Date.now()}@example.com`]) {
    const invited = await request.post(`/api/business/profile/${businessID}/members`, {
      headers: owner,
      data: { email, role: 'member' },
    });
    expect(invited.status(), await invited.text()).toBe(201);
  }

  // Both mail jobs fail at the SMTP server: the 550 one is dead, the 451 one waits for its next attempt.
  const staff = { authorization: `Bearer ${await tokenOf(request, STAFF)}` };
  const listed = async (status: string, answer: string) =>
    (
      (await (await request.get(`/api/staff/jobs?status=${status}`, { headers: staff })).json()).data.data as {
        kind: string;
        lastError: string;
      }[]
    ).some((j) => j.kind === 'mail.send' && j.lastError.includes(answer));
  await expect.poll(() => listed('dead', '550'), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => listed('retrying', '451'), { timeout: 20_000 }).toBe(true);

  await page.goto(`${AUTH_PAGES.login}?continue=${encodeURIComponent('/staff')}`);
  await submitLogin(page, STAFF.email, STAFF.password);
  await expect(page).toHaveURL((u) => u.pathname === '/staff', HANDOFF);
  await page.getByRole('tab', { name: /Failed jobs/ }).click();
  const dead = page.getByRole('listitem').filter({ hasText: 'mail.send' }).filter({ hasText: '550' }).first();
  await expect(dead).toContainText('failed for good');
  await expect(dead).not.toContainText('bounce-'); // the list shows the error, never the message or its address

  await page.getByRole('button', { name: 'Failing, will retry' }).click();
  const waiting = page.getByRole('listitem').filter({ hasText: 'mail.send' }).filter({ hasText: '451' }).first();
  await expect(waiting).toContainText('1 of 16 attempts');
  await waiting.getByRole('button', { name: 'Run again now' }).click();
  await expect(page.getByText(JOB_MSG.retried)).toBeVisible();
  // It runs at once, is refused again, and the list (read afresh every few seconds) shows one attempt more.
  const again = page.getByRole('listitem').filter({ hasText: 'mail.send' }).filter({ hasText: '2 of 16 attempts' });
  await expect(again).toBeVisible({ timeout: 20_000 });
  await again.getByRole('button', { name: /^Discard/ }).click();
  await expect(page.getByText(JOB_MSG.discarded)).toBeVisible();
  await expect(again).toHaveCount(0);
});
