/**
 * Certificates that do not silently expire (decision 0076), in the browser: staff read the
 * certificates expiring in the next 30 days in the staff area's tab (reached by keyboard), soonest
 * first with their business and whether the owners were reminded; one further away is not listed;
 * the owner reads "Expires in N days" beside it on the company page. Screenshots at 375, 992 and 1280 px.
 */
import { expect, test } from '@playwright/test';
import { AUTH_PAGES, CERTIFICATE_STAFF_MSG, businessPath, certificateExpiresHint, utcDayAhead } from '@wbn/contract';
import { HANDOFF, apiPerson, expectHydrated, submitLogin } from './support';

const STAFF = { email: 'staff@wbn-miami.test', password: 'staff-password-2026' };
const PASSWORD = 'renewal-password-2026';
const WIDTHS = [375, 992, 1280] as const;

test('staff list upcoming certificate expiries; the owner reads how many days are left', async ({ page, baseURL }) => {
  const stamp = Date.now();
  const email = `renewal-${stamp}@example.com`;
  const owner = await apiPerson(baseURL!, { first: 'Rita', last: 'Renewal', email }, PASSWORD);
  const companyName = `Renewal Valves ${stamp}`;
  const business = (await owner.call('POST', '/api/business/profile/create', {
    companyName,
    categories: ['0001.0001-01'],
    businessType: 'MA',
    country: 'US',
    state: 'US-FL',
    shortDescription: 'Valves whose certificates are renewed on time.',
  })) as { businessID: string };
  await owner.call('PUT', `/api/business/profile/${business.businessID}`, {
    certificates: [
      { name: 'ISO 9001', issueDate: '2023-05-02', expireDate: utcDayAhead(12) },
      { name: 'API 6D far away', issueDate: '2024-01-10', expireDate: utcDayAhead(45) },
    ],
  });

  await page.goto(`${AUTH_PAGES.login}?continue=${encodeURIComponent('/staff')}`);
  await submitLogin(page, STAFF.email, STAFF.password);
  await expect(page).toHaveURL((u) => u.pathname === '/staff', HANDOFF);
  await expectHydrated(page);
  const tab = page.getByRole('tab', { name: CERTIFICATE_STAFF_MSG.tab });
  await tab.focus();
  await page.keyboard.press('Enter');
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const list = page.getByRole('list', { name: CERTIFICATE_STAFF_MSG.tab });
  const row = list.getByRole('listitem').filter({ hasText: companyName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('ISO 9001');
  await expect(row).toContainText(certificateExpiresHint(12));
  await expect(row).toContainText(CERTIFICATE_STAFF_MSG.notReminded);
  await expect(row.getByRole('link', { name: companyName })).toHaveAttribute(
    'href',
    businessPath(companyName, business.businessID),
  );
  await expect(list).not.toContainText('API 6D far away');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/staff-certificate-expiries-${width}.png` });
  }

  // The owner, on the company page in edit mode: the hint beside the certificate that expires soon, none beside the other.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  const editPage = `${businessPath(companyName, business.businessID)}?editMode=1`;
  await page.goto(`${AUTH_PAGES.login}?continue=${encodeURIComponent(editPage)}`);
  await submitLogin(page, email, PASSWORD);
  await expect(page).toHaveURL((u) => u.pathname === businessPath(companyName, business.businessID), HANDOFF);
  const certificates = page.getByRole('listitem').filter({ hasText: 'ISO 9001' });
  await expect(certificates).toContainText(certificateExpiresHint(12));
  await expect(page.getByRole('listitem').filter({ hasText: 'API 6D far away' })).not.toContainText('Expires in');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await certificates.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/owner-certificate-hint-${width}.png` });
  }
});
