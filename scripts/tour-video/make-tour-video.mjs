#!/usr/bin/env node
// npm run media:tour: remakes the home page's presentation video (decision 0046)
// from the product's own screens.
//
//  1. Starts the built server (apps/api/dist/main.js, which serves apps/web/build) on port 3377 with
//     a fresh embedded database in a temporary folder (the demo set is seeded on first start).
//  2. Drives Debian's Chromium at 1280x720 through the scenes of scenes.json: home, a search,
//     its results, a company page and its products, a product, signing in as the demo owner, the
//     newsfeed, the message center and the membership tab of the owner's business. A drawn
//     pointer shows where the tour clicks; scrolling is eased so a viewer can read.
//  3. Records the DevTools screencast (Page.startScreencast: a JPEG whenever the page changes,
//     with its time), writes the frames to a temporary folder, then an ffconcat list that gives
//     each frame the time until the next one, so the video keeps the real timing.
//  4. Encodes with Debian's ffmpeg (nice -n 19, one thread) apps/web/public/media/tour/
//     wbn-tour.webm (VP9) and wbn-tour.mp4 (H.264, yuv420p, +faststart), each under 3 MB, a poster
//     (wbn-tour-poster.jpg, under 100 KB) and the captions wbn-tour.en.vtt and wbn-tour.es.vtt,
//     timed from when each scene really ran.
//
// Needs the build (npm run build) in place: this script never builds. Options:
//   --keep          keep the temporary folder (frames, ffconcat list, timings) and print its path
//   --reuse DIR     skip the server and the browser: encode again from a folder kept with --keep
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const OUT_DIR = path.join(root, 'apps/web/public/media/tour');
const NAME = 'wbn-tour';

const PORT = 3377;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const DEMO = { email: 'demo@wbn-miami.test', password: 'demo-password-2026' };
const VIEWPORT = { width: 1280, height: 720 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FFMPEG = '/usr/bin/ffmpeg';
const FFPROBE = '/usr/bin/ffprobe';

/** What the encodes must meet (the script fails otherwise). */
const LIMITS = { videoBytes: 3_000_000, posterBytes: 100_000, minSeconds: 60, maxSeconds: 90 };
/** The encoded picture: the screens at their own 1280x720 (small text stays sharp), 15 frames a second. */
const OUTPUT = { width: 1280, height: 720, fps: 15, keyframeEvery: 150 };
/** The poster is shown at most about 950 px wide (the main column below 1200 px; about 510 px beside the text from there). */
const POSTER_SIZE = { width: 960, height: 540 };
/** Quality tried in turn until the file is under the limit (higher CRF: smaller file). */
const VP9_CRF = [40, 44, 48];
const H264_CRF = [30, 33, 36];
/** The poster: the frame shown this many seconds into that scene. */
const POSTER = { scene: 'results', after: 0.8, quality: [80, 72, 64, 56, 48] };

const { scenes } = JSON.parse(await readFile(path.join(here, 'scenes.json'), 'utf8'));

const args = process.argv.slice(2);
const keep = args.includes('--keep');
const reuseAt = args.indexOf('--reuse');
const reuseDir = reuseAt >= 0 ? args[reuseAt + 1] : null;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (...parts) => console.log('[tour]', ...parts);

// ---------------------------------------------------------------------------------------------
// The server

async function startServer(dataDir) {
  // Only what the server needs: a DATABASE_URL, REDIS_URL or S3 bucket of the caller's shell must
  // not send the tour to another database than the fresh demo one.
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TZ: 'UTC',
    NODE_ENV: 'production',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    RATE_LIMIT_PUBLIC_READS_PER_MINUTE: '0',
    LOG_LEVEL: 'warn',
  };
  const main = path.join(root, 'apps/api/dist/main.js');
  if (!existsSync(main) || !existsSync(path.join(root, 'apps/web/build/server/index.js'))) {
    throw new Error('No build: run "npm run build" first (this script does not build).');
  }
  const server = spawn(process.execPath, [main], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  let exited = null;
  server.on('exit', (code) => (exited = code ?? 1));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`The server stopped while starting (exit ${exited}); is port ${PORT} free?`);
    try {
      if ((await fetch(`${BASE_URL}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  server.kill('SIGTERM');
  throw new Error('The server did not answer /api/health within 3 minutes');
}

async function stopServer(server) {
  if (!server || server.exitCode !== null) return;
  const done = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([done, sleep(10_000)]);
  if (server.exitCode === null) server.kill('SIGKILL');
}

// ---------------------------------------------------------------------------------------------
// In the page: a drawn pointer (a headless browser's screencast shows none) and eased scrolling

/** Runs in every document of the tour (not the product's code): a pointer that follows the mouse, a ring on click. */
function pointerScript() {
  const KEY = 'wbn-tour-pointer';
  const make = () => {
    if (document.getElementById('wbn-tour-pointer')) return;
    const pointer = document.createElement('div');
    pointer.id = 'wbn-tour-pointer';
    pointer.setAttribute('aria-hidden', 'true');
    pointer.innerHTML =
      '<svg width="24" height="24" viewBox="0 0 24 24"><path d="M4 2 L4 19.5 L8.6 15.2 L11.6 21.8 L14.6 20.5 L11.6 14 L17.8 14 Z" fill="#0f172a" stroke="#fff" stroke-width="1.6" stroke-linejoin="round"/></svg>';
    Object.assign(pointer.style, {
      position: 'fixed',
      left: '0',
      top: '0',
      zIndex: '2147483647',
      pointerEvents: 'none',
      filter: 'drop-shadow(0 1px 1px rgba(0,0,0,.35))',
    });
    const place = (x, y) => (pointer.style.transform = `translate(${x - 4}px, ${y - 2}px)`);
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (saved) place(saved.x, saved.y);
    else place(-40, -40);
    document.documentElement.appendChild(pointer);
    addEventListener(
      'mousemove',
      (e) => {
        place(e.clientX, e.clientY);
        sessionStorage.setItem(KEY, JSON.stringify({ x: e.clientX, y: e.clientY }));
      },
      { capture: true, passive: true },
    );
    addEventListener(
      'mousedown',
      (e) => {
        const ring = document.createElement('div');
        ring.setAttribute('aria-hidden', 'true');
        Object.assign(ring.style, {
          position: 'fixed',
          left: `${e.clientX - 18}px`,
          top: `${e.clientY - 18}px`,
          width: '36px',
          height: '36px',
          borderRadius: '50%',
          border: '3px solid rgba(245, 158, 11, .9)',
          zIndex: '2147483646',
          pointerEvents: 'none',
        });
        document.documentElement.appendChild(ring);
        ring
          .animate(
            [
              { transform: 'scale(.4)', opacity: 1 },
              { transform: 'scale(1.3)', opacity: 0 },
            ],
            { duration: 550, easing: 'ease-out' },
          )
          .finished.then(() => ring.remove());
      },
      { capture: true, passive: true },
    );
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', make);
  else make();
}

/** Scrolls the window to `top` over `ms`, eased in and out (the browser's own smooth scroll is too quick to read). */
function easedScroll({ top, ms }) {
  const from = window.scrollY;
  const to = Math.max(0, Math.min(top, document.documentElement.scrollHeight - window.innerHeight));
  const start = performance.now();
  const ease = (t) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);
  return new Promise((resolve) => {
    const step = (now) => {
      const t = Math.min(1, (now - start) / ms);
      window.scrollTo(0, from + (to - from) * ease(t));
      if (t < 1) requestAnimationFrame(step);
      else resolve(window.scrollY);
    };
    requestAnimationFrame(step);
  });
}

// ---------------------------------------------------------------------------------------------
// The drive

function makeDriver(page) {
  let pointer = { x: VIEWPORT.width * 0.6, y: VIEWPORT.height * 0.55 };
  const scrollTo = (top, ms = 1600) => page.evaluate(easedScroll, { top, ms });
  const scrollBy = async (dy, ms = 1600) => scrollTo((await page.evaluate(() => window.scrollY)) + dy, ms);
  /** Scrolls so that the element's top sits `margin` px below the header. */
  const scrollToElement = async (locator, ms = 1600, margin = 96) => {
    await locator.waitFor();
    const top = await locator.evaluate((el, m) => el.getBoundingClientRect().top + window.scrollY - m, margin);
    return scrollTo(top, ms);
  };
  /** Moves the pointer to (x, y) over `ms` of the clock (not per step: a busy machine makes steps slow), eased. */
  const glide = async (x, y, ms = 450) => {
    const from = { ...pointer };
    const start = Date.now();
    for (let t = 0; t < 1;) {
      t = Math.min(1, (Date.now() - start) / ms);
      const e = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
      await page.mouse.move(from.x + (x - from.x) * e, from.y + (y - from.y) * e);
      await sleep(16);
    }
    pointer = { x, y };
  };
  /** Glides to the element (first scrolling it smoothly to the middle when it is hidden), then clicks it. */
  const click = async (locator, { pause = 150 } = {}) => {
    await locator.waitFor({ state: 'visible' });
    let box = await locator.boundingBox();
    // The header stays on top: its items are always in view; the rest must be clear of it.
    const inHeader = await locator.evaluate((el) => el.closest('header') !== null);
    if (!box || (!inHeader && (box.y < 72 || box.y + box.height > VIEWPORT.height - 16))) {
      await scrollToElement(locator, 900, Math.round((VIEWPORT.height - (box?.height ?? 0)) / 2));
      box = await locator.boundingBox();
    }
    const x = box.x + Math.min(box.width / 2, 60);
    const y = box.y + box.height / 2;
    await glide(x, y);
    await sleep(pause);
    await locator.click({ position: { x: x - box.x, y: y - box.y } });
    pointer = { x, y };
  };
  const type = async (locator, text, delay = 80) => {
    await click(locator, { pause: 100 });
    await locator.pressSequentially(text, { delay });
  };
  return { scrollTo, scrollBy, scrollToElement, glide, click, type, park: () => page.mouse.move(pointer.x, pointer.y) };
}

/** Each scene's actions, by the id of scenes.json (the list's order is the tour's). */
function sceneActions(page, d) {
  const header = page.getByRole('banner');
  const main = page.getByRole('main');
  const h1 = () => main.getByRole('heading', { level: 1 });
  const atlasResult = () =>
    page
      .getByRole('list', { name: 'Results' })
      .getByRole('article')
      .filter({ hasText: 'Atlas Industrial Group' })
      .first();
  return {
    async home() {
      await sleep(3000);
      await d.scrollToElement(main.getByRole('heading', { name: 'Latest registered' }), 1600, 110);
    },
    async search() {
      await d.scrollTo(0, 800);
      await d.click(main.getByRole('link', { name: 'Search companies' }));
      await page.waitForURL(/\/search-result/);
      const bar = header.getByRole('search', { name: 'Site search' });
      await h1()
        .filter({ hasText: /Results for Manufacturers/ })
        .waitFor();
      await d.click(bar.getByRole('button', { name: /^Business type:/ }));
      await d.click(
        page
          .getByRole('listbox', { name: 'Business type', exact: true })
          .getByRole('option', { name: 'Products', exact: true }),
        { pause: 250 },
      );
      await d.type(bar.getByRole('combobox', { name: 'Search text' }), 'valve', 60);
      await sleep(200);
      await page.keyboard.press('Enter');
      await h1()
        .filter({ hasText: /Results for Products - valve/ })
        .waitFor();
    },
    async results() {
      await sleep(1000);
      await d.scrollBy(560, 2000);
      await sleep(900);
      await d.scrollToElement(atlasResult(), 1000, 120);
    },
    async company() {
      await d.click(atlasResult().getByRole('link', { name: 'Atlas Industrial Group', exact: true }));
      await h1().filter({ hasText: 'Atlas Industrial Group' }).waitFor();
      await sleep(1400);
      // One slow pass over the profile, the general information and the contact details down to the trade capabilities.
      await d.scrollToElement(main.getByRole('heading', { name: 'Trade Capabilities' }), 2600, 110);
      await sleep(900);
      await d.scrollTo(0, 1000);
    },
    async products() {
      await d.click(main.getByRole('link', { name: 'Company Products', exact: true }).first());
      await h1().filter({ hasText: 'Products of Atlas Industrial Group' }).waitFor();
      await sleep(1200);
      await d.scrollBy(300, 1200);
    },
    async product() {
      await d.click(main.getByRole('link', { name: /Globe Valve/ }).first());
      await h1()
        .filter({ hasText: /Globe Valve/ })
        .waitFor();
      await sleep(1600);
      await d.scrollToElement(main.getByRole('heading', { name: 'Specifications', exact: true }), 1800, 110);
    },
    async login() {
      await d.scrollTo(0, 700);
      await d.click(header.getByRole('link', { name: 'Login', exact: true }));
      await page.waitForURL(/\/auth\/login/);
      const submit = page.getByRole('button', { name: 'Log in' });
      // Enabled once the page is hydrated; text typed before that would be reset.
      await submit.and(page.locator(':enabled')).waitFor();
      await d.type(page.getByLabel('E-mail'), DEMO.email, 0);
      const password = page.getByLabel('Password', { exact: true });
      await d.click(password, { pause: 100 });
      await password.fill(DEMO.password);
      await sleep(200);
      await d.click(submit);
      // Back on the product page, signed in (the header shows the member while the scene holds).
      await page.waitForURL(/\/business-product\//, { timeout: 20_000 });
    },
    async newsfeed() {
      await d.click(header.getByRole('link', { name: 'My B2B' }));
      await h1().filter({ hasText: 'My B2B' }).waitFor();
      await main.getByRole('article').first().waitFor();
      await sleep(900);
      await d.scrollBy(520, 2000);
    },
    async messages() {
      await d.click(header.getByRole('link', { name: /^Messages/ }));
      const threads = page.getByRole('list', { name: 'Conversations' }).getByRole('link');
      await threads.first().waitFor();
      await sleep(1200);
      // The list can be drawn again as it refreshes: a click that opened nothing is tried once more.
      const conversation = page.getByRole('log', { name: 'Messages' });
      await d.click(threads.first());
      if (
        !(await conversation.waitFor({ timeout: 5000 }).then(
          () => true,
          () => false,
        ))
      ) {
        await d.click(threads.first());
        await conversation.waitFor();
      }
    },
    async membership() {
      await d.click(header.getByRole('link', { name: /^My Business/ }));
      await h1().filter({ hasText: 'My Business' }).waitFor();
      await sleep(500);
      await d.click(main.getByRole('link', { name: 'Manage Business' }).first());
      const tab = main.getByRole('link', { name: 'Membership', exact: true });
      await tab.waitFor();
      await sleep(300);
      await d.click(tab);
      await h1()
        .filter({ hasText: /^Membership of/ })
        .waitFor();
      await sleep(1200);
      await d.scrollToElement(main.getByRole('heading', { name: 'Upgrade', exact: true }), 1300, 110);
    },
    async end() {
      await d.click(header.getByRole('link', { name: /^Home/ }));
      await page.waitForURL((url) => url.pathname === '/');
      await d.glide(VIEWPORT.width * 0.72, VIEWPORT.height * 0.62, 900);
    },
  };
}

/**
 * Runs the tour while the screencast records. Returns the frames (file and wall time), the
 * tour's start and end in wall seconds, and each scene's real start and end in video seconds.
 */
async function recordTour(workDir) {
  const framesDir = path.join(workDir, 'frames');
  await mkdir(framesDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--hide-scrollbars', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      deviceScaleFactor: 1,
      locale: 'en-US',
      timezoneId: 'UTC',
      colorScheme: 'light',
    });
    await context.addInitScript(pointerScript);
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => msg.type() === 'error' && problems.push(`console: ${msg.text()}`));

    // Before the recording: the home page, hydrated (the header knows there is no session).
    await page.goto(`${BASE_URL}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    const d = makeDriver(page);
    await d.park();

    const frames = [];
    const writes = [];
    const cdp = await context.newCDPSession(page);
    cdp.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
      const file = `f${String(frames.length).padStart(5, '0')}.jpg`;
      frames.push({ file, t: metadata.timestamp });
      writes.push(writeFile(path.join(framesDir, file), Buffer.from(data, 'base64')));
      cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => {});
    });
    await cdp.send('Page.startScreencast', {
      format: 'jpeg',
      quality: 85,
      maxWidth: VIEWPORT.width,
      maxHeight: VIEWPORT.height,
      everyNthFrame: 1,
    });
    while (frames.length === 0) await sleep(50);
    await sleep(300);

    const t0 = Date.now() / 1000;
    const now = () => Date.now() / 1000 - t0;
    const actions = sceneActions(page, d);
    const timing = [];
    let shift = 0;
    for (const scene of scenes) {
      const run = actions[scene.id];
      if (!run) throw new Error(`scenes.json: no actions for scene "${scene.id}"`);
      while (now() < scene.start + shift) await sleep(20);
      const start = now();
      await run();
      const took = now() - start;
      const plannedEnd = scene.end + shift;
      if (now() > plannedEnd) {
        const over = now() - plannedEnd;
        log(`scene "${scene.id}" ran ${over.toFixed(2)} s past its end; the scenes after it start later`);
        shift += over;
      }
      while (now() < scene.end + shift) await sleep(20);
      timing.push({ id: scene.id, start, end: now() });
      log(`${scene.id}: ${start.toFixed(1)}–${now().toFixed(1)} s (its actions took ${took.toFixed(1)} s)`);
    }
    const t1 = Date.now() / 1000;
    await cdp.send('Page.stopScreencast');
    await Promise.all(writes);
    if (problems.length) log(`the browser reported:\n  ${problems.join('\n  ')}`);
    return { frames, t0, t1, timing };
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------
// From frames to files

/** The ffconcat list: each frame lasts until the next one; frames before the start collapse into the first. */
function concatList({ frames, t0, t1 }) {
  const sorted = [...frames].sort((a, b) => a.t - b.t).filter((f) => f.t <= t1);
  const before = sorted.filter((f) => f.t <= t0);
  const shown = [...(before.length ? [{ ...before.at(-1), t: t0 }] : []), ...sorted.filter((f) => f.t > t0)];
  const lines = ['ffconcat version 1.0'];
  shown.forEach((frame, i) => {
    const until = i + 1 < shown.length ? shown[i + 1].t : t1;
    if (until - frame.t <= 0) return;
    lines.push(`file 'frames/${frame.file}'`, `duration ${(until - frame.t).toFixed(4)}`);
  });
  // The demuxer takes the last entry's duration only when a file follows it.
  lines.push(`file 'frames/${shown.at(-1).file}'`);
  return { text: `${lines.join('\n')}\n`, shown };
}

function run(command, commandArgs) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (b) => (out += b));
    child.stderr.on('data', (b) => (err += b));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${path.basename(command)} exited ${code}:\n${err.slice(-2000)}`)),
    );
  });
}

/** ffmpeg at the lowest priority and on one thread, so the machine stays usable. */
const ffmpeg = (ffArgs) => run('nice', ['-n', '19', FFMPEG, '-hide_banner', '-loglevel', 'error', '-y', ...ffArgs]);

async function encode(workDir, duration) {
  const input = ['-threads', '1', '-f', 'concat', '-safe', '0', '-i', path.join(workDir, 'tour.ffconcat')];
  const picture = [
    '-vf',
    `fps=${OUTPUT.fps},scale=${OUTPUT.width}:${OUTPUT.height}:flags=lanczos,format=yuv420p`,
    '-filter_threads',
    '1',
    '-t',
    duration.toFixed(3),
    '-an',
    '-threads',
    '1',
    '-g',
    String(OUTPUT.keyframeEvery),
  ];
  const variants = [
    {
      file: `${NAME}.webm`,
      crfs: VP9_CRF,
      codec: (crf) => [
        '-c:v',
        'libvpx-vp9',
        '-b:v',
        '0',
        '-crf',
        String(crf),
        '-deadline',
        'good',
        '-cpu-used',
        '2',
        '-row-mt',
        '0',
        '-tile-columns',
        '0',
      ],
    },
    {
      file: `${NAME}.mp4`,
      crfs: H264_CRF,
      codec: (crf) => [
        '-c:v',
        'libx264',
        '-preset',
        'slow',
        '-crf',
        String(crf),
        '-profile:v',
        'high',
        '-pix_fmt',
        'yuv420p',
        '-movflags',
        '+faststart',
      ],
    },
  ];
  const made = [];
  for (const v of variants) {
    const target = path.join(OUT_DIR, v.file);
    let bytes = Infinity;
    for (const crf of v.crfs) {
      const started = Date.now();
      await ffmpeg([...input, ...picture, ...v.codec(crf), target]);
      bytes = (await stat(target)).size;
      log(`${v.file}: CRF ${crf} → ${(bytes / 1e6).toFixed(2)} MB in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      if (bytes <= LIMITS.videoBytes) break;
    }
    if (bytes > LIMITS.videoBytes)
      throw new Error(`${v.file} is ${bytes} bytes, over ${LIMITS.videoBytes} even at CRF ${v.crfs.at(-1)}`);
    made.push({ file: v.file, bytes });
  }
  return made;
}

async function probeSeconds(file) {
  const out = await run(FFPROBE, ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file]);
  return Number.parseFloat(out.trim());
}

async function makePoster(workDir, shown, timing, t0) {
  const scene = timing.find((s) => s.id === POSTER.scene) ?? timing[0];
  const at = t0 + scene.start + POSTER.after;
  const frame = [...shown].reverse().find((f) => f.t <= at) ?? shown[0];
  const target = path.join(OUT_DIR, `${NAME}-poster.jpg`);
  for (const quality of POSTER.quality) {
    const jpeg = await sharp(path.join(workDir, 'frames', frame.file))
      .resize(POSTER_SIZE.width, POSTER_SIZE.height, { kernel: 'lanczos3' })
      .jpeg({ quality, mozjpeg: true, progressive: true })
      .toBuffer();
    if (jpeg.length <= LIMITS.posterBytes) {
      await writeFile(target, jpeg);
      log(`${NAME}-poster.jpg: ${frame.file} at quality ${quality}, ${(jpeg.length / 1000).toFixed(0)} KB`);
      return jpeg.length;
    }
  }
  throw new Error(`the poster stays over ${LIMITS.posterBytes} bytes`);
}

const vttTime = (seconds) => {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (n, w = 2) => String(n).padStart(w, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

/** One caption file: each scene's lines share its real time in proportion to their length. */
function captions(lang, timing) {
  const cues = [];
  for (const scene of scenes) {
    const real = timing.find((t) => t.id === scene.id);
    const lines = scene[lang];
    const perChar = (real.end - real.start) / lines.reduce((n, text) => n + text.length, 0);
    let at = real.start;
    for (const text of lines) {
      const until = at + text.length * perChar;
      cues.push(`${cues.length + 1}\n${vttTime(at)} --> ${vttTime(until)}\n${text}`);
      at = until;
    }
  }
  const note =
    lang === 'es'
      ? 'NOTE Recorrido por WBN Miami (subtítulos en español)'
      : 'NOTE A tour of WBN Miami (English captions)';
  return `WEBVTT\n\n${note}\n\n${cues.join('\n\n')}\n`;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const workDir = reuseDir ? path.resolve(reuseDir) : await mkdtemp(path.join(tmpdir(), 'wbn-tour-'));
  let server = null;
  let dataDir = null;
  try {
    let recording;
    if (reuseDir) {
      recording = JSON.parse(await readFile(path.join(workDir, 'recording.json'), 'utf8'));
    } else {
      // Without a colour emoji font the countries' flags come out as empty boxes.
      const fonts = await run('fc-list', []).catch(() => '');
      if (!/Noto Color Emoji/i.test(fonts))
        log('warning: no "Noto Color Emoji" font (apt-get install fonts-noto-color-emoji): flags will show as boxes');
      dataDir = await mkdtemp(path.join(tmpdir(), 'wbn-tour-data-'));
      log(`starting the server on ${BASE_URL} (data in ${dataDir})`);
      server = await startServer(dataDir);
      recording = await recordTour(workDir);
      await stopServer(server);
      server = null;
      await writeFile(path.join(workDir, 'recording.json'), JSON.stringify(recording));
    }
    const { frames, t0, t1, timing } = recording;
    const duration = t1 - t0;
    log(`${frames.length} frames over ${duration.toFixed(1)} s`);
    if (duration < LIMITS.minSeconds || duration > LIMITS.maxSeconds)
      throw new Error(
        `the tour lasted ${duration.toFixed(1)} s, outside ${LIMITS.minSeconds}–${LIMITS.maxSeconds} s: adjust scenes.json`,
      );

    const { text, shown } = concatList(recording);
    await writeFile(path.join(workDir, 'tour.ffconcat'), text);
    await mkdir(OUT_DIR, { recursive: true });
    for (const lang of ['en', 'es']) await writeFile(path.join(OUT_DIR, `${NAME}.${lang}.vtt`), captions(lang, timing));
    await makePoster(workDir, shown, timing, t0);
    const made = await encode(workDir, duration);
    for (const { file } of made) {
      const seconds = await probeSeconds(path.join(OUT_DIR, file));
      log(`${file}: ${seconds.toFixed(2)} s`);
      if (!(seconds >= LIMITS.minSeconds && seconds <= LIMITS.maxSeconds))
        throw new Error(`${file} lasts ${seconds} s, outside ${LIMITS.minSeconds}–${LIMITS.maxSeconds} s`);
    }
    log(`done: ${path.relative(root, OUT_DIR)}/`);
  } finally {
    await stopServer(server);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    if (keep || reuseDir) log(`frames kept in ${workDir}`);
    else await rm(workDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(`[tour] ${err.stack ?? err}`);
  process.exitCode = 1;
});
