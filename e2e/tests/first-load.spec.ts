/**
 * First-load JavaScript (the first-load budget: at most 150 KB compressed on every page; decision 0009): each
 * page is opened in a fresh browser (nothing cached), as a visitor or as a signed-in member. The
 * first load is what the page needs to hydrate: the client entry, the root, the layout and the
 * page's route module with everything they import statically, which is the list of module
 * preloads the page's HTML carries (components/app-scripts.tsx). Those files are counted as sent
 * on the wire (Brotli). For a visitor's pages, the budget counts every script fetched until the
 * network is idle (decision 0009), as a browser downloads them: parts loaded after hydration count too;
 * comments and other parts further down load when scrolled to (components/load-when-near.tsx).
 * The account forms (their checks load after hydration) and member pages count their first load,
 * and print "until idle" beside it. zod is never in a
 * first load: the web app takes the contract's zod-free entry (@wbn/contract/constants) with it
 * and the schemas only in chunks loaded on demand.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import path from 'node:path';
import { test, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { EXPORT_TIPS, NAV_LABELS, SITE_PATHS, businessPath, exportTipPath, productPath } from '@wbn/contract';
import { EDITION_LOCALES, editionOf, SPEC_TEXTS } from '@wbn/contract/editions';
import { DEMO, HANDOFF, expectMember, header, loginLink, newContextWith, storedToken, submitLogin } from './support';

const BUDGET_BYTES = 150 * 1000;

type StoredState = Awaited<ReturnType<BrowserContext['storageState']>>;
type Found = { businessPath: string; productPath: string };

async function demoAddresses(page: Page): Promise<Found> {
  const post = (url: string, data: object) => page.request.post(url, { data }).then((r) => r.json());
  const b = (
    await post('/api/search/business', { textQuery: '', businessType: 'MA', country: 'global', skip: 0, size: 1 })
  ).data.results[0].businessProfile;
  const p = (await post('/api/search/product', { textQuery: '', skip: 0, size: 1 })).data.results[0];
  return {
    businessPath: businessPath(b.general.companyName, b.businessID),
    productPath: productPath(p.businessProfile.companyName, p.name, p.productID),
  };
}

/** Script bytes on the wire while `path` loads in a fresh context (with `storageState` when given). */
async function firstLoadScripts(browser: Browser, path: string, storageState?: StoredState) {
  // An edition's page is read by a browser that prefers its language, as its readers' do (decision 0085).
  const edition = editionOf(path);
  const context = await newContextWith(browser, {
    storageState,
    ...(edition === 'en' ? {} : { locale: EDITION_LOCALES[edition] }),
  });
  const page = await context.newPage();
  const sizes: Promise<[string, number]>[] = [];
  const finished = new Set<string>();
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    const file = new URL(request.url()).pathname;
    finished.add(file);
    sizes.push(request.sizes().then((s) => [file, s.responseBodySize]));
  });
  const html = await (await page.goto(path))!.text();
  const preloads = new Set(JSON.parse(/for \(const href of (\[[^\]]*\])\)/.exec(html)?.[1] ?? '[]') as string[]);
  expect(preloads.size, `${path}: the module preloads in the HTML`).toBeGreaterThan(3);
  // Hydrated: the header knows whether someone is signed in; an account screen's form is enabled.
  if (path.startsWith('/auth/')) await expect(page.locator('button[type="submit"]').first()).toBeEnabled(HANDOFF);
  else if (storageState) await expectMember(page);
  else if (edition !== 'en')
    await expect(
      header(page).getByRole('link', { name: SPEC_TEXTS[edition][NAV_LABELS.login], exact: true }),
    ).toBeVisible(HANDOFF);
  else await expect(loginLink(page)).toBeVisible(HANDOFF);
  // A member page arrives drawn by the server (its header already shows the member), and the
  // client entry is imported after the load event: on a busy machine the network can fall quiet
  // for half a second before every listed file has been fetched. Every file of the list is
  // waited for (a file never fetched still fails below), then the quiet that follows.
  await expect
    .poll(() => [...preloads].filter((f) => finished.has(f)).length, {
      ...HANDOFF,
      message: `${path}: every preloaded file fetched`,
    })
    .toBe(preloads.size);
  await page.waitForLoadState('networkidle');
  // No more sizes once counted: a script finishing later would ask for its size while the context
  // closes, and that rejection failed the test.
  page.removeAllListeners('requestfinished');
  const fetched = await Promise.all(sizes);
  await context.close();
  const sum = (rows: [string, number][]) => rows.reduce((a, [, n]) => a + n, 0);
  const first = fetched.filter(([file]) => preloads.has(file));
  // Every file of the list was fetched (none was skipped by the count).
  expect(new Set(first.map(([file]) => file)).size, `${path}: preloaded files fetched`).toBe(preloads.size);
  return { bytes: sum(first), files: first.length, untilIdle: sum(fetched), filesUntilIdle: fetched.length };
}

/** The client build's route manifest, as React Router writes it (build/client/assets/manifest-*.js). */
type RouteEntry = { id: string; parentId?: string; module: string; imports?: string[] };
function readManifest(clientDir: string) {
  const assets = path.join(clientDir, 'assets');
  const file = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f))!;
  const text = readFileSync(path.join(assets, file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as {
    entry: { module: string; imports: string[] };
    routes: Record<string, RouteEntry>;
  };
}
/** A route's first load as the manifest lists it: the client entry, the route and its parents, with their static imports. */
function firstLoadFiles(manifest: ReturnType<typeof readManifest>, id: string): Set<string> {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (
    let r: RouteEntry | undefined = manifest.routes[id];
    r;
    r = r.parentId ? manifest.routes[r.parentId] : undefined
  ) {
    for (const f of [r.module, ...(r.imports ?? [])]) files.add(f);
  }
  return files;
}
const CLIENT_DIR = path.resolve(import.meta.dirname, '../../apps/web/build/client');
/** A name zod's core gives its schema class, which minification keeps: a script that holds it carries zod. */
const ZOD_MARK = '$ZodType';

test.describe('first-load JavaScript', () => {
  test('every route of the app: the client entry and its route chain with their static imports stay within 150 KB in Brotli', () => {
    const manifest = readManifest(CLIENT_DIR);
    // The build writes a .br copy of files over 1 KB (vite-plugins/precompress.ts); smaller ones are compressed here.
    const brotliBytes = (file: string) => {
      const full = path.join(CLIENT_DIR, file);
      return existsSync(`${full}.br`) ? statSync(`${full}.br`).size : brotliCompressSync(readFileSync(full)).length;
    };
    const over: string[] = [];
    for (const id of Object.keys(manifest.routes)) {
      const bytes = [...firstLoadFiles(manifest, id)].reduce((sum, f) => sum + brotliBytes(f), 0);
      if (bytes > BUDGET_BYTES) over.push(`${id}: ${(bytes / 1000).toFixed(1)} KB`);
    }
    expect(Object.keys(manifest.routes).length).toBeGreaterThan(40);
    expect(over, 'routes over the first-load budget').toEqual([]);
  });

  test('no route of the app carries zod in its first load', () => {
    const manifest = readManifest(CLIENT_DIR);
    const carriesZod = (file: string) => readFileSync(path.join(CLIENT_DIR, file), 'utf8').includes(ZOD_MARK);
    // The mark still finds zod where it is (the forms' schemas, loaded on demand).
    const assets = readdirSync(path.join(CLIENT_DIR, 'assets')).filter((f) => f.endsWith('.js'));
    expect(assets.filter((f) => carriesZod(`assets/${f}`)).length, `a client script with ${ZOD_MARK}`).toBeGreaterThan(
      0,
    );
    const withZod = Object.keys(manifest.routes).flatMap((id) => {
      const files = [...firstLoadFiles(manifest, id)].filter(carriesZod);
      return files.length ? [`${id}: ${files.join(', ')}`] : [];
    });
    expect(
      withZod,
      'routes whose first load carries zod: import its values lazily (docs/decisions/0009-first-load-budget.md)',
    ).toEqual([]);
  });

  // Thirty pages, each in a fresh browser: some 2.5 min in CI on the CPU-bound 2-core machine (decision 0050).
  test.describe.configure({ timeout: 300_000 });

  test('every visitor page sends at most 150 KB of script until the network is idle, every member page in its first load', async ({
    browser,
    page,
  }) => {
    const found = await demoAddresses(page);
    const visitorPages = [
      SITE_PATHS.home,
      SITE_PATHS.industries,
      '/search-result?business=MA&countries=global&search=Automation',
      '/search-result?business=PR&countries=global&search=',
      '/search-result?business=UR&countries=global&search=',
      found.businessPath,
      found.productPath,
      SITE_PATHS.aboutUs,
      exportTipPath(EXPORT_TIPS[0].slug),
      SITE_PATHS.contactUsForm,
      '/auth/login',
      '/auth/register',
      // The editions (decision 0085).
      '/es/',
      '/es/search-result?business=MA&countries=global&search=Automation',
      `/zh${found.businessPath}`,
      `/it${found.productPath}`,
    ];
    await page.goto('/auth/login');
    await submitLogin(page, DEMO.email, DEMO.password);
    await expectMember(page, DEMO.name);
    const member = await page.context().storageState();
    const token = await storedToken(page);
    const mine = (
      await (
        await page.request.get('/api/business/profile/my-list', { headers: { authorization: `Bearer ${token}` } })
      ).json()
    ).data[0].businessID;
    const memberPages = [
      SITE_PATHS.newsfeed,
      SITE_PATHS.profile,
      SITE_PATHS.profileEdit,
      SITE_PATHS.myBusiness,
      SITE_PATHS.myMessages,
      SITE_PATHS.messageCenter,
      '/notifications',
      SITE_PATHS.settings,
      SITE_PATHS.businessCreate,
      `/business/${mine}/edit`,
      `/business/${mine}/products`,
      `/business/${mine}/membership`,
      `/business/${mine}/requests`,
      found.businessPath,
    ];

    const rows: string[] = [];
    const over: string[] = [];
    for (const [who, paths] of [
      ['visitor', visitorPages],
      ['member', memberPages],
    ] as const) {
      for (const path of paths) {
        const { bytes, files, untilIdle, filesUntilIdle } = await firstLoadScripts(
          browser,
          path,
          who === 'member' ? member : undefined,
        );
        const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;
        const counted = who === 'visitor' && !/^(\/(es|it|zh))?\/auth\//.test(path) ? untilIdle : bytes;
        rows.push(
          `${who} ${path.slice(0, 70)}: first load ${kb(bytes)} in ${files} files; until idle ${kb(untilIdle)} in ${filesUntilIdle}; counted ${kb(counted)}`,
        );
        if (counted > BUDGET_BYTES) over.push(rows.at(-1)!);
      }
    }
    console.log(rows.join('\n'));
    expect(over, 'pages over the first-load budget').toEqual([]);
  });
});
