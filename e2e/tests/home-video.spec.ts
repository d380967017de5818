/**
 * Home's presentation video (decision 0046): at 375 and 1280 px the section shows
 * the poster behind a play button and nothing of the video is fetched; playing creates the video,
 * which loads from the site itself (200 or 206, its own type) with the captions of the section's
 * language, and plays. Spanish for Mexico, Chile and Peru (by Accept-Language), English elsewhere.
 */
import { test, expect, type Page, type Request } from '@playwright/test';
import { SITE_PATHS, STATIC_PAGE_TITLES } from '@wbn/contract';
import { collectErrors, loginLink } from './support';

/** apps/web/app/features/home/lib/presentation.ts (PRESENTATION_COPY, PRESENTATION_VIDEO), which this package cannot import. */
const COPY = {
  en: { title: 'Export and import at low cost, in a few clicks', play: 'Play the presentation' },
  es: { title: 'Exporte e importe a bajo costo, en pocos clics', play: 'Reproducir la presentación' },
} as const;
const POSTER = '/media/tour/wbn-tour-poster.jpg';
const VIDEO_FILE = /\/media\/tour\/wbn-tour\.(webm|mp4)$/;
const CAPTIONS_FILE = /\/media\/tour\/wbn-tour\.(en|es)\.vtt$/;

const WIDTHS = [
  { name: '375 px phone', viewport: { width: 375, height: 812 } },
  { name: '1280 px desktop', viewport: { width: 1280, height: 800 } },
] as const;

const section = (page: Page, lang: 'en' | 'es') => page.getByRole('region', { name: COPY[lang].title });

/** Every request for the video or its captions, from the moment it is called. */
function mediaRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (VIDEO_FILE.test(path) || CAPTIONS_FILE.test(path)) seen.push(path);
  });
  return seen;
}

/** Opens home, scrolls to the presentation (its poster loads lazily) and checks the poster-first state. */
async function openPoster(page: Page, lang: 'en' | 'es') {
  const requested = mediaRequests(page);
  const response = await page.goto(SITE_PATHS.home);
  expect(response?.status()).toBe(200);
  // Hydrated: the header knows there is no session (the play button works from then on).
  await expect(loginLink(page)).toBeVisible();
  const region = section(page, lang);
  await region.scrollIntoViewIfNeeded();
  await expect(region).toHaveAttribute('lang', lang);
  const play = region.getByRole('button', { name: COPY[lang].play });
  await expect(play).toBeVisible();
  const poster = play.locator('img');
  await expect(poster).toHaveAttribute('src', POSTER);
  await expect
    .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the poster is shown')
    .toBe(true);
  // The spec's Need Help button stays beside the video.
  await expect(region.getByRole('link', { name: STATIC_PAGE_TITLES.needHelpButton })).toHaveAttribute(
    'href',
    SITE_PATHS.contactUsForm,
  );
  await expect(page.locator('video')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(requested, 'nothing of the video is fetched before play').toEqual([]);
  return { region, play, requested };
}

/** Plays, then checks the video and the caption file answered from the site, and the tracks' state. */
async function playAndCheck(page: Page, lang: 'en' | 'es') {
  const { region, play } = await openPoster(page, lang);
  const videoAnswer = page.waitForResponse((r) => VIDEO_FILE.test(new URL(r.url()).pathname));
  const captionsAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === `/media/tour/wbn-tour.${lang}.vtt`);
  await play.click();

  const video = region.locator('video');
  await expect(video).toBeVisible();
  await expect(play).toHaveCount(0);
  await expect(video).toBeFocused();
  expect(
    await video.evaluate((v: HTMLVideoElement) => ({
      controls: v.controls,
      playsInline: v.playsInline,
      preload: v.preload,
    })),
  ).toEqual({ controls: true, playsInline: true, preload: 'none' });
  expect(await video.locator('source').evaluateAll((list) => list.map((s) => s.getAttribute('type')))).toEqual([
    'video/webm',
    'video/mp4',
  ]);

  const media = await videoAnswer;
  expect([200, 206], `${media.url()} status`).toContain(media.status());
  expect(media.headers()['content-type']).toMatch(/^video\/(webm|mp4)/);
  const captions = await captionsAnswer;
  expect(captions.status()).toBe(200);
  expect(captions.headers()['content-type']).toMatch(/^text\/vtt/);
  expect(await captions.text()).toMatch(/^WEBVTT/);

  // The section's language is the default track, shown; the other one is there, off.
  const other = lang === 'en' ? 'es' : 'en';
  await expect(video.locator(`track[srclang="${lang}"]`)).toHaveAttribute('default');
  await expect(video.locator(`track[srclang="${other}"]`)).not.toHaveAttribute('default');
  await expect
    .poll(() =>
      video.evaluate((v: HTMLVideoElement) => Object.fromEntries([...v.textTracks].map((t) => [t.language, t.mode]))),
    )
    .toEqual({ [lang]: 'showing', [other]: 'disabled' });
  // The file decodes and plays.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.5);
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('English elsewhere: poster first, no video request; play loads the video and the English captions', async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await playAndCheck(page, 'en');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(
        viewport.width + 1,
      );
      expect(errors, 'no console errors (a refused media source would log one)').toEqual([]);
    });

    test.describe('a visitor from Mexico (Accept-Language es-MX)', () => {
      test.use({ locale: 'es-MX', extraHTTPHeaders: { 'accept-language': 'es-MX,es;q=0.9' } });

      test('sees the Spanish section; play loads the video with the Spanish captions as the default track', async ({
        page,
      }) => {
        const errors = collectErrors(page);
        await playAndCheck(page, 'es');
        expect(errors).toEqual([]);
      });
    });
  });
}

test('the media files answer with their types and byte ranges', async ({ request }) => {
  for (const [path, type] of [
    ['/media/tour/wbn-tour.webm', 'video/webm'],
    ['/media/tour/wbn-tour.mp4', 'video/mp4'],
  ] as const) {
    const part = await request.get(path, { headers: { range: 'bytes=0-99' } });
    expect(part.status(), path).toBe(206);
    expect(part.headers()['content-type']).toBe(type);
    expect(part.headers()['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect((await part.body()).length).toBe(100);
    const total = Number(part.headers()['content-range'].split('/')[1]);
    expect(total, `${path} stays under 3 MB`).toBeLessThan(3_000_000);
  }
  for (const lang of ['en', 'es']) {
    const vtt = await request.get(`/media/tour/wbn-tour.${lang}.vtt`);
    expect(vtt.status()).toBe(200);
    expect(vtt.headers()['content-type']).toMatch(/^text\/vtt/);
  }
  const poster = await request.get(POSTER);
  expect(poster.status()).toBe(200);
  expect(poster.headers()['content-type']).toBe('image/jpeg');
  expect((await poster.body()).length).toBeLessThan(100_000);
});
