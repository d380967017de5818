/**
 * A verification request with a PDF (decision 0075) in the browser: the owner of a Gold business
 * at 375 px attaches a PDF of its registration to the request; a file that only calls itself a PDF
 * is refused with the sentence; the request then waits with the document's first page as the
 * server drew it, and staff at 1280 px find it in their verification queue with that page.
 */
import { test, expect, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { AUTH_PAGES, DOCUMENT_MESSAGES, DOCUMENT_TEXT } from '@wbn/contract';
import { HANDOFF, apiPerson, collectErrors, expectHydrated, submitLogin, subscribeGold } from './support';

test.describe.configure({ mode: 'serial' });

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const PASSWORD = 'correct-horse-battery';
const OWNER = { first: 'Vera', last: `Verify${RUN}`, email: `e2e-verify-${RUN}@example.test` };
const STAFF = { email: 'staff@wbn-miami.test', password: 'staff-password-2026' };
const COMPANY = `Verified Valves ${RUN}`;
const FILE = 'Business registration.pdf';

async function registrationPdf() {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  page.drawText('CERTIFICATE OF INCORPORATION', { x: 60, y: 720, size: 24, font, color: rgb(0.1, 0.2, 0.5) });
  page.drawText(COMPANY, { x: 60, y: 660, size: 18, font });
  page.drawRectangle({ x: 60, y: 120, width: 475, height: 420, borderColor: rgb(0.1, 0.2, 0.5), borderWidth: 3 });
  return Buffer.from(await doc.save());
}

async function signIn(page: Page, email: string, password: string, path: string) {
  await page.goto(`${AUTH_PAGES.login}?continue=${encodeURIComponent(path)}`);
  await submitLogin(page, email, password);
  await expect(page).toHaveURL((u) => u.pathname === path, HANDOFF);
  await expectHydrated(page);
}

const drawn = (img: ReturnType<Page['getByRole']>) =>
  expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { timeout: 20_000 })
    .toBeGreaterThan(0);

test('the owner asks for verification with a PDF at 375 px; staff find its first page in their queue', async ({
  page,
  baseURL,
}) => {
  const errors = collectErrors(page);
  const owner = await apiPerson(baseURL!, OWNER, PASSWORD);
  const { businessID } = (await owner.call('POST', '/api/business/profile/create', {
    companyName: COMPANY,
    categories: ['0001.0001-01'],
    businessType: 'MA',
    country: 'US',
    state: 'US-FL',
    shortDescription: 'Valves with their papers in order.',
  })) as { businessID: string };
  await subscribeGold(owner, businessID, OWNER.email);

  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, OWNER.email, PASSWORD, `/business/${businessID}/membership`);
  const form = page.getByRole('form', { name: /Verified badge/ });
  const file = form.locator('input[type="file"]').first();

  // A picture's bytes under a PDF's name: refused with the sentence, nothing attached.
  await file.setInputFiles({
    name: 'fake.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('\x89PNG\r\n\x1a\n0000000000000000', 'latin1'),
  });
  await expect(form.getByRole('alert').filter({ hasText: DOCUMENT_MESSAGES.notPdf })).toBeVisible(HANDOFF);

  await file.setInputFiles({ name: FILE, mimeType: 'application/pdf', buffer: await registrationPdf() });
  // The attached file's row (its name is also the first page's text for screen readers until drawn).
  await expect(form.getByTitle(FILE)).toBeVisible(HANDOFF);
  await form.getByRole('button', { name: 'Request verification' }).click();
  const first = page.getByRole('img', { name: DOCUMENT_TEXT.thumbnailAlt(FILE) });
  await drawn(first);
  await expect(page.getByText(/is waiting for our staff/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: '/tmp/shots/verification-pdf-owner-375.png', fullPage: true });
  // Expected in the console: the refused upload (415), and the first page asked for before the job drew it (404).
  expect(
    errors.filter(
      (e) =>
        !/ 415 \(Unsupported Media Type\) \(\/api\/files\/upload\)| 404 \(Not Found\) \(\/files\/.+\/thumbnail\.webp\)/.test(
          e,
        ),
    ),
  ).toEqual([]);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, STAFF.email, STAFF.password, '/staff');
  await page.getByRole('tab', { name: /Verification/ }).click();
  const item = page.getByRole('listitem').filter({ hasText: COMPANY });
  await expect(item).toBeVisible(HANDOFF);
  await drawn(item.getByRole('img', { name: DOCUMENT_TEXT.thumbnailAlt(FILE) }));
  await item.screenshot({ path: '/tmp/shots/verification-pdf-staff-1280.png' });
});
