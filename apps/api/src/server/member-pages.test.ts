/**
 * A member's pages rendered on the server with their own data (decision 0047), through the app
 * with the web build: the page cookie names the member, the page is theirs alone (never from or
 * into the page cache), and a token the API no longer takes renders the visitor's page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createTestApp, loginUser, registerUser, bearer, type TestApp } from '../test/test-app.js';
import { needs } from '../test/suite-needs.js';
import { waitFor } from '../test/smtp-sink.js';
import { cast, inquiry, open, type Cast } from '../modules/requests/requests-test-kit.js';
import { post } from '../modules/social/social-test-kit.js';

const webBuildDir = path.resolve(
  process.env.TEST_WEB_BUILD_DIR ?? path.join(import.meta.dirname, '../../../web/build'),
);
const built = existsSync(path.join(webBuildDir, 'server/index.js'));

describe.skipIf(
  !needs(
    "a member's pages rendered on the server",
    `the web build at ${webBuildDir} (npm run build)`,
    built,
    'web-build',
  ),
)("a member's pages rendered on the server", () => {
  let t: TestApp;
  let c: Cast;
  let rid: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_INQUIRIES_PER_HOUR: '10000' }, { webBuildDir });
    c = await cast(t);
    rid = await open(
      t,
      c.ana.token,
      inquiry(c.seller, { subject: 'Ten pallets of ball valves', message: 'Can you ship ten pallets to Lima?' }),
    );
  });
  afterAll(() => t?.close());

  const page = (url: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity', ...(token ? { cookie: `wbn_page=${token}` } : {}) },
    });

  it('renders the header as the member, with their counts, and keeps the answer out of every cache', async () => {
    const res = await page('/about-us', c.olga.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/aria-label="Account menu/);
    expect(res.body).not.toContain('data-testid="session-skeleton"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-page-cache']).toBeUndefined();
    // Olga's business got an inquiry: the header's Messages badge is in the HTML.
    expect(res.body).toMatch(/data-testid="messages-badge"[^>]*>1</);
    // The visitor's copy of the same page never carries her.
    const visitor = await page('/about-us');
    expect(visitor.headers['x-page-cache']).toMatch(/miss|hit/);
    expect(visitor.body).not.toMatch(/aria-label="Account menu/);
    expect(visitor.body).not.toContain('Olga');
    // A page the web app does not render for members (decision 0047) stays the visitor's, from the cache.
    await page('/industries');
    const cached = await page('/industries', c.olga.token);
    expect(cached.headers['x-page-cache']).toBe('hit');
    expect(cached.body).not.toMatch(/aria-label="Account menu/);
    // Another member gets their own page, not hers.
    const other = await page('/about-us', c.sam.token);
    expect(other.body).toMatch(/aria-label="Account menu/);
    expect(other.body).not.toContain('"firstName":"Olga"');
  });

  it('opens the message center on the business inbox with the new inquiry, its thread in the HTML', async () => {
    const res = await page('/my-messages', c.olga.token);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/business/${c.seller}/requests`);
    const inbox = await page(res.headers.location!, c.olga.token);
    expect(inbox.statusCode).toBe(200);
    expect(inbox.body).toContain('Ten pallets of ball valves');
    const thread = await page(`/business/${c.seller}/requests/${rid}`, c.olga.token);
    expect(thread.body).toContain('Can you ship ten pallets to Lima?');
    // Someone with no part in the thread sees nothing of it.
    const stranger = await page(`/business/${c.seller}/requests/${rid}`, c.sam.token);
    expect(stranger.statusCode).toBe(200);
    expect(stranger.body).not.toContain('Ten pallets of ball valves');
    expect(stranger.body).not.toContain('Can you ship ten pallets to Lima?');
  });

  it('renders notifications, the newsfeed and the profile form with their data', async () => {
    const follow = await t.request({
      method: 'POST',
      url: '/api/social/follow/business',
      headers: bearer(c.sam.token),
      payload: { resourceID: c.seller },
    });
    expect(follow.status).toBe(200);
    // The notification is made by a job: wait until the API lists it.
    await waitFor(
      'the follow notification',
      async () => {
        const list = await t.request({
          method: 'GET',
          url: '/api/notifications?skip=0&size=10',
          headers: bearer(c.olga.token),
        });
        return list.body.data.total > 0;
      },
      30_000,
    );
    const notes = await page('/notifications', c.olga.token);
    expect(notes.body).toMatch(/<ul[^>]*aria-label="Notifications"[^>]*>\s*<li/);
    await post(t, c.olga, 'Spring catalogue is out');
    const feed = await page('/newsfeed', c.olga.token);
    expect(feed.body).toContain('Spring catalogue is out');
    expect(feed.body).toContain('<article');
    const form = await page('/profile/edit', c.olga.token);
    expect(form.body).toMatch(/autocomplete="given-name"[^>]*value="Olga"/i);
    expect(form.body).not.toContain('Loading countries');
  });

  it('renders the visitor page when the token is no longer taken (signed out, or made up)', async () => {
    const u = await registerUser(t, { firstName: 'Gone', password: 'gone-password-1' });
    const s = await loginUser(t, u.email, 'gone-password-1');
    expect((await page('/notifications', s.token)).body).toMatch(/aria-label="Account menu/);
    await t.request({ method: 'POST', url: '/auth/logout', headers: bearer(s.token) });
    for (const token of [s.token, 'made.up.token', `${s.token.slice(0, -4)}AAAA`]) {
      const res = await page('/notifications', token);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/aria-label="Account menu/);
      expect(res.body).toContain('data-testid="session-skeleton"');
    }
  });
});
