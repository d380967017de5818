/**
 * Stored XSS ("proven as suites"): the usual payloads are planted through the API in
 * every field a person can type that a page shows (profile, business sections, certificates,
 * products, posts, comments, inquiries), by two members; then every page that shows them is
 * opened as the owner, as the other member and as a visitor. On every page: no dialog opens, no
 * payload script runs (each sets window.__xss), no Content-Security-Policy violation, no element
 * from a payload exists (img[src=x], svg[onload], iframe[srcdoc], javascript: links), and the
 * payloads are there as text.
 */
/// <reference lib="dom" />
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { SESSION_KEYS, businessPath, productPath } from '@wbn/contract';
import { HANDOFF, storedItems } from './support';

test.describe.configure({ mode: 'serial' });

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
/** Each payload sets window.__xss (and some open a dialog) if it ever runs. */
const ATTACKS = [
  (c: string) => `<script>window.__xss='${c}'</script>`,
  (c: string) => `<img src=x onerror="window.__xss='${c}';alert(1)">`,
  (c: string) => `<svg onload="window.__xss='${c}'">`,
  (c: string) => `javascript:window.__xss='${c}'`,
  (c: string) => `"><iframe srcdoc="<script>parent.__xss='${c}'</script>">`,
  (c: string) => `{{constructor.constructor('window.__xss=1')()}}${c}`,
  (c: string) => `'><a href="javascript:alert('${c}')">${c}</a>`,
];
const planted = new Map<string, string>();
/** The payload text for one field (a short code, then one of the attacks, in turn). */
function p(field: string, prefix = '') {
  const code = `x${planted.size + 1}`;
  const text = `${prefix}${code} ${ATTACKS[planted.size % ATTACKS.length](code)}`;
  planted.set(field, text);
  return text;
}
const SEARCH = { company: `Zyx${RUN}`, product: `Qwv${RUN}`, person: `Kpl${RUN}` };

type Member = { context: BrowserContext; page: Page; token: string; userID: string };
const world = {
  businessID: '',
  productID: '',
  requestID: '',
  company: '',
  productName: '',
  owner: undefined as Member | undefined,
  viewer: undefined as Member | undefined,
};

async function signUp(browser: Browser, first: string): Promise<Member> {
  const context = await browser.newContext();
  await watch(context);
  const page = await context.newPage();
  const email = `xss-${first.toLowerCase()}-${RUN}@example.test`;
  const reg = await page.request.post('/auth/register', {
    data: { email, password: 'xss-password-2026', firstName: first, lastName: 'Planter', acceptTerms: true },
  });
  expect(reg.status()).toBe(201);
  const { code } = (await reg.json()).data as { code: string };
  await page.goto(`/SetID/?token=${encodeURIComponent(code)}&continue=${encodeURIComponent('/')}`);
  await expect(page).toHaveURL((url) => url.pathname === '/', HANDOFF);
  await expect.poll(async () => (await storedItems(page))[SESSION_KEYS.token] ?? '', HANDOFF).not.toBe('');
  const items = await storedItems(page);
  return { context, page, token: items[SESSION_KEYS.token]!, userID: items[SESSION_KEYS.userID]! };
}

async function api(request: APIRequestContext, token: string, method: 'POST' | 'PUT', path: string, data: unknown) {
  const res = await request.fetch(path, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return ((await res.json()) as { data: Record<string, any> }).data;
}

/**
 * Every page of the context records dialogs and CSP violations (an init script, not an inline one),
 * and which elements have fired load or error: a capturing listener on window runs before the
 * element's own handler (a payload's onerror), in the same dispatch.
 */
async function watch(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __csp: string[]; __settled: WeakSet<EventTarget> };
    w.__csp = [];
    w.__settled = new WeakSet();
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    );
    for (const type of ['load', 'error'])
      window.addEventListener(type, (e) => e.target && w.__settled.add(e.target), true);
  });
}

/**
 * Waits until every picture and frame of the page has loaded or failed, so that any handler a
 * payload put on one (onerror, onload) has run. Lazy ones that never started and pictures without
 * a source fire nothing. (Not `networkidle`: a member's page keeps its live stream open.)
 */
async function everyElementSettled(page: Page, label: string) {
  await page
    .waitForFunction(
      () => {
        const settled = (window as unknown as { __settled: WeakSet<EventTarget> }).__settled;
        return [...document.querySelectorAll('img, iframe')].every(
          (e) =>
            settled.has(e) ||
            e.getAttribute('loading') === 'lazy' ||
            (e instanceof HTMLImageElement && !e.currentSrc && !e.getAttribute('src')),
        );
      },
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => findings.push({ page: label, problem: 'a picture or frame neither loaded nor failed within 15 s' }));
}

type Finding = { page: string; problem: string };
const findings: Finding[] = [];
const pagesChecked: string[] = [];

/** Opens `path` in `page`, waits for `expectText` fields to be in the page, then runs every check. */
async function check(page: Page, who: string, path: string, fields: string[]) {
  const label = `${who} ${decodeURIComponent(path)}`;
  const dialogs: string[] = [];
  const consoleCsp: string[] = [];
  const onDialog = (d: { message: () => string; dismiss: () => Promise<void> }) => {
    dialogs.push(d.message());
    void d.dismiss();
  };
  const onConsole = (m: { text: () => string }) => {
    if (/Content Security Policy|Refused to (execute|load|apply|frame)/i.test(m.text()))
      consoleCsp.push(m.text().slice(0, 160));
  };
  page.on('dialog', onDialog);
  page.on('console', onConsole);
  await page.goto(path);
  await page.waitForLoadState('load');
  // Read to the end, as a visitor would: the comments load when scrolled to (components/load-when-near.tsx).
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  for (const f of fields) {
    const text = planted.get(f)!;
    await expect
      .poll(() => page.evaluate((t) => document.body.textContent?.includes(t) ?? false, text), {
        timeout: 15_000,
        message: `${label}: ${f} shown as text`,
      })
      .toBe(true)
      .catch(() => findings.push({ page: label, problem: `the ${f} payload is not shown as text` }));
  }
  await everyElementSettled(page, label);
  const state = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    csp: (window as unknown as { __csp?: string[] }).__csp ?? [],
    // A script made by a payload holds only its code (data scripts that carry payload text as JSON are fine).
    injected: [
      ...document.querySelectorAll('img[src="x"], svg[onload], iframe[srcdoc], a[href^="javascript:" i], script'),
    ]
      .filter((e) => e.tagName !== 'SCRIPT' || /^(window|parent)\.__xss=/.test((e.textContent ?? '').trim()))
      .map((e) => e.outerHTML.slice(0, 100)),
  }));
  page.off('dialog', onDialog);
  page.off('console', onConsole);
  if (dialogs.length) findings.push({ page: label, problem: `dialog opened: ${dialogs.join(' | ')}` });
  if (state.xss !== undefined)
    findings.push({ page: label, problem: `a payload ran: window.__xss = ${String(state.xss)}` });
  if (state.csp.length || consoleCsp.length)
    findings.push({ page: label, problem: `CSP violation: ${[...state.csp, ...consoleCsp].join(' | ')}` });
  if (state.injected.length)
    findings.push({ page: label, problem: `payload markup in the page: ${state.injected.join(' | ')}` });
  pagesChecked.push(label);
}

test('payloads are planted in every typed field through the API', async ({ browser }) => {
  test.setTimeout(90_000);
  const owner = await signUp(browser, 'Olga');
  const viewer = await signUp(browser, 'Victor');
  world.owner = owner;
  world.viewer = viewer;
  const o = (method: 'POST' | 'PUT', path: string, data: unknown) =>
    api(owner.page.request, owner.token, method, path, data);
  const v = (method: 'POST' | 'PUT', path: string, data: unknown) =>
    api(viewer.page.request, viewer.token, method, path, data);

  // Both people: names, profession, city, company, about (the viewer's name shows in the owner's notifications and inbox).
  for (const [who, call] of [
    ['owner', o],
    ['viewer', v],
  ] as const) {
    await call('PUT', '/api/user/profile', {
      firstName: p(`${who}.firstName`),
      lastName: p(`${who}.lastName`, `${SEARCH.person} `),
      profession: p(`${who}.profession`),
      showProfession: true,
      city: p(`${who}.city`),
      companyName: p(`${who}.companyName`),
      briefPresentation: p(`${who}.briefPresentation`),
    });
  }

  const company = p('business.companyName', `${SEARCH.company} `);
  const created = await o('POST', '/api/business/profile/create', {
    companyName: company,
    categories: ['0001.0001-01'],
    businessType: 'MA',
    country: 'US',
    state: 'US-FL',
    shortDescription: p('business.shortDescription'),
  });
  world.businessID = created.businessID as string;
  world.company = company;
  await o('PUT', `/api/business/profile/${world.businessID}`, {
    general: { generalDescription: p('business.generalDescription') },
    contactInfo: {
      legalAddressEnglish: p('contact.legalAddress'),
      shippingAddressEnglish: p('contact.shippingAddress'),
      city: p('contact.city'),
      zipcode: 'z<b>1</b>',
    },
    factory: { manufacturingFacilities: p('factory.facilities'), city: p('factory.city') },
    tradeCapabilities: { markets: [p('trade.markets')], spokenLanguages: [p('trade.languages')] },
    businessTerms: {
      acceptedDeliveryTerms: [p('terms.delivery')],
      acceptedPaymentCurrencies: [p('terms.currencies')],
      packagingTypes: [p('terms.packaging')],
      acceptedPaymentTypes: [p('terms.payment')],
    },
    certificates: [{ name: p('certificate.name'), issueDate: '2024-01-01', expireDate: '2030-01-01' }],
  });
  // Addresses that would run script are refused outright.
  for (const data of [
    { contactInfo: { website: "javascript:window.__xss='w'" } },
    { general: { video: { url: 'javascript:alert(1)' } } },
  ]) {
    const res = await owner.page.request.put(`/api/business/profile/${world.businessID}`, {
      headers: { authorization: `Bearer ${owner.token}` },
      data,
    });
    expect(res.status(), JSON.stringify(data)).toBe(400);
  }

  const productName = p('product.name', `${SEARCH.product} `);
  const product = await o('POST', '/api/product', {
    businessID: world.businessID,
    name: productName,
    description: p('product.description'),
    keywords: [p('product.keyword').slice(0, 60)],
    specs: [{ key: p('product.specKey').slice(0, 80), value: p('product.specValue') }],
    leadTime: p('product.leadTime'),
  });
  world.productID = product.productID as string;
  world.productName = productName;
  planted.set('product.keyword', planted.get('product.keyword')!.slice(0, 60));
  planted.set('product.specKey', planted.get('product.specKey')!.slice(0, 80));

  const personal = await o('POST', '/api/social/posts/make-post', {
    content: p('post.personal'),
    timelineID: owner.userID,
    timelineType: 'user',
  });
  const asBusiness = await o('POST', '/api/social/posts/make-post', {
    content: p('post.business'),
    timelineID: world.businessID,
    timelineType: 'business',
    businessID: world.businessID,
  });
  expect(personal.postID && asBusiness.postID).toBeTruthy();

  // The viewer comments, follows, likes and sends an inquiry: the owner's notifications and inbox.
  await v('POST', '/api/social/comments/make-comment', {
    resourceID: asBusiness.postID,
    resourceType: 'post',
    content: p('comment.post'),
  });
  await v('POST', '/api/social/comments/make-comment', {
    resourceID: world.productID,
    resourceType: 'product',
    content: p('comment.product'),
  });
  await v('POST', '/api/social/follow/business', { resourceID: world.businessID });
  await v('POST', '/api/social/reaction/react/post', { resourceID: asBusiness.postID });
  const sent = await v('POST', '/api/business/request', {
    to: world.businessID,
    subject: p('inquiry.subject'),
    message: p('inquiry.message'),
  });
  world.requestID = sent.request.requestID as string;
});

test('no page that shows the payloads runs them, and each shows them as text', async ({ browser }) => {
  test.setTimeout(300_000);
  const owner = world.owner!;
  const viewer = world.viewer!;
  const visitorContext = await browser.newContext();
  await watch(visitorContext);
  const visitor = await visitorContext.newPage();
  const bizPage = businessPath(world.company, world.businessID);
  const prodPage = productPath(world.company, world.productName, world.productID);
  const search = (type: string, q: string) =>
    `/search-result?business=${type}&countries=global&search=${encodeURIComponent(q)}`;
  const ownerProfile = [
    'owner.firstName',
    'owner.lastName',
    'owner.profession',
    'owner.city',
    'owner.companyName',
    'owner.briefPresentation',
  ];
  const sections = [
    'contact.legalAddress',
    'contact.city',
    'factory.facilities',
    'trade.markets',
    'terms.delivery',
    'terms.payment',
    'certificate.name',
  ];
  const businessFields = ['business.companyName', 'business.shortDescription'];

  for (const [who, page] of [
    ['visitor', visitor],
    ['viewer', viewer.page],
  ] as const) {
    await check(page, who, bizPage, [...businessFields, 'business.generalDescription', ...sections]);
    await check(page, who, prodPage, [
      'product.name',
      'product.description',
      'product.specKey',
      'product.specValue',
      'product.leadTime',
      'comment.product',
    ]);
    await check(page, who, search('MA', SEARCH.company), ['business.companyName']);
    await check(page, who, search('PR', SEARCH.product), ['product.name']);
    await check(page, who, search('UR', SEARCH.person), ['owner.lastName']);
    await check(page, who, `/profile/${owner.userID}`, ['owner.firstName', 'owner.lastName', 'post.personal']);
    await check(page, who, `/timeline/${owner.userID}`, ['post.personal']);
    await check(page, who, `/timeline/${world.businessID}`, ['post.business']);
  }
  await check(viewer.page, 'viewer', '/my-messages', ['inquiry.subject']);
  await check(viewer.page, 'viewer', `/business/${viewer.userID}/requests/${world.requestID}`, [
    'inquiry.subject',
    'inquiry.message',
  ]);
  await check(viewer.page, 'viewer', '/newsfeed', ['post.business']);

  const o = owner.page;
  await check(o, 'owner', bizPage, businessFields);
  await check(o, 'owner', '/profile', ownerProfile);
  await check(o, 'owner', '/profile/edit', []);
  await check(o, 'owner', '/newsfeed', ['post.personal', 'post.business']);
  await check(o, 'owner', '/my-business', businessFields);
  await check(o, 'owner', `/business/${world.businessID}/products`, ['product.name']);
  await check(o, 'owner', `/business/${world.businessID}/members`, ['owner.firstName']);
  await check(o, 'owner', `/business/${world.businessID}/edit`, []);
  await check(o, 'owner', '/notifications', ['viewer.firstName']);
  await check(o, 'owner', `/business/${world.businessID}/requests`, ['inquiry.subject', 'viewer.firstName']);
  await check(o, 'owner', `/business/${world.businessID}/requests/${world.requestID}`, [
    'inquiry.subject',
    'inquiry.message',
  ]);

  console.log(
    `stored XSS: ${planted.size} fields planted, ${pagesChecked.length} page visits checked (${new Set(pagesChecked.map((x) => x.split(' ').slice(1).join(' '))).size} distinct pages)`,
  );
  await visitorContext.close();
  await owner.context.close();
  await viewer.context.close();
  expect(findings, findings.map((f) => `${f.page}: ${f.problem}`).join('\n')).toEqual([]);
});
