/**
 * A certificate's PDF (decision 0075) in the browser: the owner adds one in the profile editor,
 * sees its first page as the server drew it and its name, and marks it public; a visitor then
 * finds a "PDF" download on the company page, which a non-public certificate never shows.
 * Screenshots of the editor at 375, 992 and 1280 px go to /tmp/shots when SHOTS_DIR is set.
 */
import { test, expect, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { AUTH_PAGES, CERTIFICATE_DOCUMENT_TEXT, DOCUMENT_TEXT, UPLOAD_TOKEN_HEADER } from '@wbn/contract';
import { HANDOFF, apiPerson, collectErrors, expectMember, submitLogin } from './support';

test.describe.configure({ mode: 'serial' });

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const PASSWORD = 'correct-horse-battery';
const OWNER = { first: 'Cora', last: `Certs${RUN}`, email: `e2e-cert-${RUN}@example.test` };
let businessID = '';
let owner: Awaited<ReturnType<typeof apiPerson>>;

async function certificatePdf() {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  page.drawRectangle({ x: 30, y: 30, width: 535, height: 782, borderColor: rgb(0.1, 0.3, 0.6), borderWidth: 6 });
  page.drawText('CERTIFICATE', { x: 150, y: 700, size: 40, font, color: rgb(0.1, 0.3, 0.6) });
  page.drawText('ISO 9001:2015', { x: 180, y: 620, size: 30, font, color: rgb(0.2, 0.2, 0.2) });
  page.drawRectangle({ x: 230, y: 200, width: 140, height: 140, color: rgb(0.95, 0.7, 0.1) });
  return Buffer.from(await doc.save());
}

async function signIn(page: Page, path: string) {
  await page.goto(`${AUTH_PAGES.login}?continue=${encodeURIComponent(path)}`);
  await submitLogin(page, OWNER.email, PASSWORD);
  await expect(page).toHaveURL((u) => u.pathname === path, HANDOFF);
  await expectMember(page);
}

test('the owner adds a certificate as a PDF: its first page and name show, and it is made public', async ({
  page,
  baseURL,
}) => {
  const errors = collectErrors(page);
  owner = await apiPerson(baseURL!, OWNER, PASSWORD);
  businessID = (
    (await owner.call('POST', '/api/business/profile/create', {
      companyName: `Certified Castings ${RUN}`,
      categories: ['0001.0001-01'],
      businessType: 'MA',
      country: 'US',
      state: 'US-FL',
      shortDescription: 'Castings with their certificates.',
    })) as { businessID: string }
  ).businessID;
  const path = `/business/${businessID}/edit/certificates`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, path);
  await page.getByRole('button', { name: 'Add a certificate' }).click();
  await page.getByLabel(/^Name/).fill('ISO 9001');
  await page.getByLabel(/^Issue date/).fill('2025-01-10');
  await page.getByLabel(/^Expire date/).fill('2028-01-09');
  await page
    .locator('input[type="file"][accept="application/pdf,.pdf"]')
    .setInputFiles({ name: 'ISO 9001 certificate.pdf', mimeType: 'application/pdf', buffer: await certificatePdf() });
  const thumbnail = page.getByRole('img', { name: DOCUMENT_TEXT.thumbnailAlt('ISO 9001 certificate.pdf') });
  // Drawn by a job within seconds of the upload; the editor asks again until it is there.
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await expect(page.getByText('ISO 9001 certificate.pdf')).toBeVisible();
  const publicBox = page.getByRole('checkbox', { name: CERTIFICATE_DOCUMENT_TEXT.public });
  await expect(publicBox).not.toBeChecked();
  await publicBox.check();
  if (process.env.SHOTS_DIR)
    for (const width of [375, 992, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await thumbnail.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/certificate-pdf-edit-${width}.png`, fullPage: true });
    }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page).toHaveURL((u) => u.pathname === `/business/${businessID}/`, HANDOFF);
  // The only failed load allowed: the thumbnail asked before the job drew it (the editor asks again).
  expect(errors.filter((e) => !/404 \(Not Found\) \(\/files\/.+\/thumbnail\.webp\)$/.test(e))).toEqual([]);
});

test('a visitor downloads the public PDF from the company page, never a non-public one', async ({
  browser,
  baseURL,
}) => {
  // A second certificate whose PDF stays with the team (uploaded and saved through the API).
  const pdf = await certificatePdf();
  const grant = await owner.call('POST', '/api/files/document-request/business', {
    contentType: 'application/pdf',
    fileSize: pdf.length,
    name: 'Internal audit.pdf',
    businessID,
  });
  const posted = await owner.api.post(grant.signedPost.url, {
    multipart: {
      ...grant.signedPost.fields,
      file: { name: 'Internal audit.pdf', mimeType: 'application/pdf', buffer: pdf },
    },
    headers: { authorization: `Bearer ${owner.token}`, [UPLOAD_TOKEN_HEADER]: grant.token },
  });
  expect(posted.status(), await posted.text()).toBe(200);
  const current = (
    await (
      await owner.api.get(`/api/business/profile/${businessID}`, {
        headers: { authorization: `Bearer ${owner.token}` },
      })
    ).json()
  ).data.certificates as { id: string; name: string; issueDate: string; expireDate: string; document: unknown }[];
  expect(current).toHaveLength(1);
  await owner.call('PUT', `/api/business/profile/${businessID}`, {
    certificates: [
      { ...current[0], photo: undefined, public: true },
      {
        name: 'Internal audit',
        issueDate: '2025-02-01',
        expireDate: '2027-02-01',
        document: (await posted.json()).data,
      },
    ],
  });

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseURL}/business/${businessID}/`);
  const link = page.getByRole('link', { name: DOCUMENT_TEXT.pdfLink('ISO 9001') });
  await expect(link).toBeVisible();
  await expect(page.getByText('Internal audit', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^PDF of / })).toHaveCount(1);
  const response = await page.request.get(new URL((await link.getAttribute('href'))!, baseURL).href);
  expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="ISO-9001-certificate\.pdf"$/);
  expect(response.headers()['content-security-policy']).toMatch(/^sandbox/);
  await context.close();
});
