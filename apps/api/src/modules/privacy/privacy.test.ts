/**
 * "Your data" (decision 0033), with a real SMTP server: a member asks for an export (202), a job
 * builds a ZIP with every part of their data and their pictures, an e-mail and a notification say
 * it is ready; the ZIP downloads for its owner only (another member and a visitor: 404/401); a
 * second ask while one is being made answers the same export; past its days it is gone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { DATA_EXPORT_MSG } from '@wbn/contract';
import { bearer, registerUser, type TestApp } from '../../test/test-app.js';
import { createBusiness, createProduct, pngBytes, upload } from '../../test/factories.js';
import { smtpTestApp, waitFor, type SmtpSink } from '../../test/smtp-sink.js';

let t: TestApp;
let smtp: SmtpSink;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, smtp, close } = await smtpTestApp());
});
afterAll(() => close?.());

const ask = (token: string) => t.request({ method: 'POST', url: '/api/user/export', headers: bearer(token) });
const status = (token: string, id: string) =>
  t.request({ method: 'GET', url: `/api/user/export/${id}`, headers: bearer(token) });
const download = (token: string | null, id: string) =>
  t.request({ method: 'GET', url: `/api/user/export/${id}/download`, headers: token ? bearer(token) : {} });
const zipOf = async (token: string, id: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/user/export/${id}/download`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  return unzipSync(new Uint8Array(res.rawPayload));
};

describe('your data', () => {
  it('builds a ZIP of every part and the pictures, says so by e-mail and in the app, and gives it to its owner only', async () => {
    const [ana, ben] = await Promise.all([
      registerUser(t, { firstName: 'Ana', lastName: 'Export' }),
      registerUser(t, { firstName: 'Ben', lastName: 'Other' }),
    ]);
    const biz = await createBusiness(t, ana.token, { companyName: 'Export Valves' });
    await createProduct(t, ana.token, biz.businessID, { name: 'Ball valve DN50' });
    const photo = (await upload(t, ana.token, await pngBytes())).res.body.data as { url: string };
    await t.request({
      method: 'PUT',
      url: '/api/user/profile',
      payload: { city: 'Doral', profilePhoto: { url: photo.url } },
      headers: bearer(ana.token),
    });
    await t.request({
      method: 'POST',
      url: '/api/social/posts/make-post',
      payload: { content: 'Our valves ship from Doral', timelineID: ana.userID, timelineType: 'user' },
      headers: bearer(ana.token),
    });
    await t.request({
      method: 'POST',
      url: '/api/business/request',
      payload: { to: biz.businessID, subject: 'Prices', message: 'Price for 500 valves?' },
      headers: bearer(ben.token),
    });

    const asked = await ask(ana.token);
    expect(asked.status).toBe(202);
    const id = asked.body.data.exportID as string;
    expect((await status(ana.token, id)).body.data).toMatchObject({
      exportID: id,
      status: 'pending',
      downloadUrl: null,
    });
    expect((await ask(ana.token)).body.data.exportID).toBe(id); // one at a time

    await t.app.jobs.drain(30_000);
    const ready = (await status(ana.token, id)).body.data;
    expect(ready).toMatchObject({ status: 'ready', downloadUrl: `/api/user/export/${id}/download` });
    expect(new Date(ready.expiresAt).getTime() - new Date(ready.readyAt).getTime()).toBe(7 * 24 * 3600_000);

    const mail = await waitFor(
      'the export e-mail',
      () => smtp.mails.find((m) => m.to === ana.email && /data is ready/.test(m.headers.get('subject') ?? '')),
      20_000,
    );
    expect(mail.body).toContain('https://wbn.example/settings#your-data');
    const bell = (await t.request({ method: 'GET', url: '/api/notifications', headers: bearer(ana.token) })).body.data
      .results as { kind: string; link: string }[];
    expect(bell.find((g) => g.kind === 'export')).toMatchObject({ link: '/settings#your-data' });

    const files = await zipOf(ana.token, id);
    const names = Object.keys(files);
    for (const f of [
      'profile.json',
      'businesses.json',
      'posts.json',
      'comments.json',
      'likes.json',
      'follows.json',
      'connections.json',
      'messages.json',
      'receipts.json',
      'notifications.json',
      'sessions.json',
      'safety.json',
      'README.txt',
    ]) {
      expect(names).toContain(f);
    }
    const json = (name: string) => JSON.parse(strFromU8(files[name]!));
    expect(json('profile.json').account).toMatchObject({ email: ana.email });
    expect(json('profile.json').profile).toMatchObject({ city: 'Doral', first_name: 'Ana' });
    expect(JSON.stringify(json('profile.json'))).not.toContain('password');
    expect(json('businesses.json').owned[0]).toMatchObject({ company_name: 'Export Valves' });
    expect(json('businesses.json').products[0]).toMatchObject({ name: 'Ball valve DN50' });
    expect(json('posts.json')[0]).toMatchObject({ content: 'Our valves ship from Doral' });
    expect(json('messages.json').messages[0]).toMatchObject({ content: 'Price for 500 valves?', sent_by_you: false });
    expect(JSON.stringify(json('sessions.json'))).not.toMatch(/token/i);
    expect(names.some((n) => n.startsWith('pictures/') && n.endsWith('.webp'))).toBe(true);

    // Another member and a visitor: nothing (the same 404 as an unknown id, or 401).
    expect((await status(ben.token, id)).status).toBe(404);
    expect((await download(ben.token, id)).status).toBe(404);
    expect((await download(null, id)).status).toBe(401);
    expect((await status(ana.token, '00000000-0000-4000-8000-000000000000')).body.error.fields).toEqual({
      exportID: DATA_EXPORT_MSG.notFound,
    });
    expect((await status(ana.token, 'not-an-id')).status).toBe(404);

    // Past its days the bytes are gone and the download refused.
    await t.database.db.execute(
      sql`update data_exports set expires_at = now() - interval '1 minute' where id = ${id}::uuid`,
    );
    expect((await download(ana.token, id)).status).toBe(404);
  });

  it('the latest export is what the settings page shows; none at first', async () => {
    const u = await registerUser(t);
    expect(
      (await t.request({ method: 'GET', url: '/api/user/export', headers: bearer(u.token) })).body.data,
    ).toBeNull();
    const id = (await ask(u.token)).body.data.exportID;
    expect(
      (await t.request({ method: 'GET', url: '/api/user/export', headers: bearer(u.token) })).body.data,
    ).toMatchObject({ exportID: id });
  });
});
