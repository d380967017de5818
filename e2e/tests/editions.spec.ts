/**
 * The Spanish, Italian and Chinese editions (decision 0085): their addresses, the frame in each
 * language, links that stay in the edition, the language switch that keeps the page, the spec's
 * footer language links to each edition's home page, the offer of the browser's edition (never a
 * redirect), and what search engines read (lang, canonical, hreflang).
 */
import { test, expect, type Page } from '@playwright/test';
import { MSG, NAV_LABELS, SITE_PATHS, businessPath, productPath } from '@wbn/contract';
import { REFDATA, SPEC_TEXTS } from '@wbn/contract/editions';
import { accountMenu, apiPerson, expectHydrated, expectMember, header, newContextWith, submitLogin } from './support';

const footer = (page: Page) => page.getByRole('contentinfo');
const mainOf = (page: Page) => page.getByRole('main');
const PHONE = { width: 375, height: 812 } as const;

test.describe('the editions', () => {
  test('a page in Spanish: lang, its own canonical, the four alternates and x-default, the frame in Spanish', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/es/about-us');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-419');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/es/about-us`);
    for (const [lang, path] of [
      ['en', '/about-us'],
      ['es-419', '/es/about-us'],
      ['it-IT', '/it/about-us'],
      ['zh-Hans', '/zh/about-us'],
      ['x-default', '/about-us'],
    ])
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
        'href',
        `${baseURL}${path}`,
      );
    const es = SPEC_TEXTS.es;
    await expect(header(page).getByRole('link', { name: es[NAV_LABELS.login], exact: true })).toHaveAttribute(
      'href',
      /^\/es\/auth\/login/,
    );
    await expect(header(page).getByRole('link', { name: es[NAV_LABELS.register], exact: true })).toBeVisible();
    await expect(header(page).getByText('Saltar al contenido')).toBeAttached();
    await expect(footer(page).getByRole('navigation', { name: 'Idiomas' })).toBeVisible();
  });

  test('links stay in the edition, and the home page of each edition answers under its prefix', async ({ page }) => {
    await page.goto('/it/about-us');
    await expectHydrated(page);
    await header(page).getByRole('link', { name: SPEC_TEXTS.it[NAV_LABELS.login], exact: true }).click();
    await expect(page).toHaveURL(/\/it\/auth\/login/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT');
    await page.goto('/zh/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await page
      .getByRole('link', { name: /WBN Miami/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/zh\/?$/);
  });

  test("the footer's spec language links lead to each edition's home page; the switch keeps the page", async ({
    page,
  }) => {
    await page.goto(SITE_PATHS.aboutUs);
    await expectHydrated(page);
    await expect(footer(page).getByRole('link', { name: 'Spanish', exact: true })).toHaveAttribute('href', '/es/');
    await expect(footer(page).getByRole('link', { name: 'Chinese', exact: true })).toHaveAttribute('href', '/zh/');
    const other = footer(page).getByRole('navigation', { name: 'This page in another language' });
    await expect(other.getByRole('link', { name: 'English' })).toHaveCount(0);
    await other.getByRole('link', { name: 'Italiano' }).click();
    await expect(page).toHaveURL(/\/it\/about-us$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT');
    await expect(header(page).getByRole('link', { name: SPEC_TEXTS.it[NAV_LABELS.login], exact: true })).toBeVisible();
    await footer(page).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page).not.toHaveURL(/\/it\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a path outside the table goes to the home page of its edition; an unknown edition to the English one', async ({
    page,
  }) => {
    await page.goto('/es/no-such-page');
    await expect(page).toHaveURL(/\/es\/?$/);
    await page.goto('/fr/about-us');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a browser that prefers Spanish is offered the Spanish page, never sent there; the choice is kept', async ({
    browser,
    baseURL,
  }) => {
    const context = await newContextWith(browser, { baseURL, locale: 'es-MX', viewport: PHONE });
    const page = await context.newPage();
    await page.goto(SITE_PATHS.aboutUs);
    await expect(page).toHaveURL(/\/about-us$/);
    const offer = page.getByRole('region', { name: 'Esta página está disponible en español.' });
    await expect(offer).toBeVisible();
    await offer.getByRole('link', { name: 'Verla en español' }).click();
    await expect(page).toHaveURL(/\/es\/about-us$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-419');
    // Chosen: back in English, nothing is offered any more.
    await page.goto(SITE_PATHS.aboutUs);
    await expectHydrated(page);
    await expect(page.getByRole('region', { name: 'Esta página está disponible en español.' })).toHaveCount(0);
    await context.close();
  });

  test('declining the offer keeps the page and the offer away', async ({ browser, baseURL }) => {
    const context = await newContextWith(browser, { baseURL, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(SITE_PATHS.aboutUs);
    const offer = page.getByRole('region', { name: '本页面提供中文版本。' });
    await offer.getByRole('button', { name: '不用了，谢谢' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expectHydrated(page);
    await expect(page.getByRole('region', { name: '本页面提供中文版本。' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/about-us$/);
    await context.close();
  });

  test("the sidebar's industries and their panels in Spanish, in the server's HTML and once the page's tree is fetched", async ({
    page,
  }) => {
    // The browser fetches the tree in the page's edition (`&lang=es`), so hydration keeps the server's names.
    const treeAsked = page.waitForRequest(/\/api\/catsys\/industry\/full-tree\?v=[^&]+&lang=es$/);
    await page.goto('/es/industries');
    await treeAsked;
    await expectHydrated(page);
    const sidebar = page.getByRole('navigation', { name: 'Industrias' });
    const automation = sidebar.getByRole('link', { name: 'Automatización', exact: true });
    await expect(automation).toBeVisible();
    await expect(sidebar.getByRole('link', { name: SPEC_TEXTS.es['All Categories'] })).toHaveAttribute(
      'href',
      '/es/industries',
    );
    await automation.hover();
    const panel = sidebar.getByRole('region', { name: 'Categorías de Automatización' });
    await expect(panel.getByRole('link', { name: 'PLC y controladores', exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'PLC y controladores', exact: true })).toHaveAttribute(
      'href',
      /^\/es\/search-result\?.*&f\.categories=0001-/,
    );
    // An industry leads to its businesses, found by the industry's id (exact, where a name is found by its words).
    await automation.click();
    await expect(page).toHaveURL(/\/es\/search-result\?.*f\.industries=0001/);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });

  test('a search in Spanish or Chinese finds the valves that "valves" finds in English (decision 0089)', async ({
    page,
    request,
  }) => {
    const total = async (textQuery: string, lang?: string) => {
      const res = await request.post('/api/search/product', {
        data: { textQuery, skip: 0, size: 5 },
        headers: lang ? { 'accept-language': lang } : {},
      });
      expect(res.ok()).toBe(true);
      return (await res.json()).data.total_results as number;
    };
    const english = await total('valves');
    expect(english).toBeGreaterThan(0);
    expect(await total('válvulas', 'es')).toBe(english);
    expect(await total('阀门', 'zh')).toBe(english);
    expect(await total('阀门')).toBe(0);
    for (const [edition, word] of [
      ['es', 'válvulas'],
      ['zh', '阀门'],
    ]) {
      await page.goto(
        `/${edition}${SITE_PATHS.searchResult}?business=PR&countries=global&search=${encodeURIComponent(word)}`,
      );
      const found = page.getByRole('main').getByRole('article');
      await expect(found.first()).toBeVisible();
      await expect(found.filter({ hasText: /Valve/ })).toHaveCount(Math.min(english, 5));
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(String(english));
    }
  });

  test("the results page in Spanish and Chinese: heading, counts, controls, filters and cards in the edition's words", async ({
    page,
  }) => {
    const address = `${SITE_PATHS.searchResult}?business=MA&countries=global&search=`;
    // What the page's interface says in English: none of it may be left on the edition's page (the
    // businesses' own names and descriptions may be English, so only the page's parts are read).
    const ENGLISH_WORDS =
      /Results for|Showing|View company|Best match|Any rating|Sort by|Replies fast|Filters|Save this search|Country|Industry|Employees|Verified/;
    const pageParts = (p: Page) =>
      Promise.all([
        p.locator('main header').first().innerText(),
        p.getByRole('main').getByRole('complementary').innerText(),
      ]).then((texts) => texts.join('\n'));

    await page.goto(address);
    const englishCountries = await page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('region', { name: 'Country' })
      .getByRole('checkbox')
      .allInnerTexts();
    expect(englishCountries.join()).toContain('United States');

    await page.goto(`/es${address}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(/^\d+ resultados para Fabricantes$/);
    await expect(main.getByText(/^Mostrando 1–5 de \d+$/)).toBeVisible();
    await expect(main.getByRole('group', { name: 'Calificación' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Relevancia' })).toHaveAttribute('aria-current', 'true');
    await expect(main.getByRole('switch', { name: 'Responde rápido' })).toBeVisible();
    await expect(main.getByRole('link', { name: /^Ver empresa / }).first()).toBeVisible();
    const panel = page.getByRole('complementary', { name: 'Filtros' });
    const countries = panel.getByRole('region', { name: 'País' });
    await expect(countries.getByRole('checkbox', { name: /^Estados Unidos ?, \d+ resultados?$/ })).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Industria' })).toBeVisible();
    // The search bar's own words: its type is the edition's, its box says the spec's placeholder in Spanish.
    await expect(header(page).getByRole('button', { name: 'Tipo de empresa: Fabricantes' })).toBeVisible();
    await expect(header(page).getByRole('combobox', { name: 'Texto de búsqueda' })).toHaveAttribute(
      'placeholder',
      SPEC_TEXTS.es['Search companies and products']!,
    );
    expect(await pageParts(page)).not.toMatch(ENGLISH_WORDS);
    await expect(page).toHaveTitle(/^\d+ resultados para Fabricantes/);

    // A country chosen: its chip, and the sheet on a phone, in Spanish.
    await expectHydrated(page);
    await countries.getByRole('checkbox', { name: /^Estados Unidos/ }).click();
    await expect(main.getByRole('list', { name: 'Filtros aplicados' }).getByRole('link')).toHaveAccessibleName(
      'Quitar filtro País: Estados Unidos',
    );
    await page.setViewportSize(PHONE);
    await main.getByRole('button', { name: 'Filtros, 1 aplicado' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtros' });
    await expect(sheet.getByRole('button', { name: /^Mostrar \d+ resultados?$/ })).toBeVisible();
    await sheet.getByRole('button', { name: 'Cerrar filtros' }).click();
    await expect(sheet).toHaveCount(0);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/zh${address}`);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(/^制造商：共 \d+ 条结果$/);
    await expect(main.getByText(/^显示第 1–5 条，共 \d+ 条$/)).toBeVisible();
    await expect(main.getByRole('link', { name: /^查看企业：/ }).first()).toBeVisible();
    expect(await pageParts(page)).not.toMatch(ENGLISH_WORDS);
  });

  test('the industries page in Italian: its heading, its text and each card in Italian, the title too', async ({
    page,
  }) => {
    await page.goto('/it/industries');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Settori' })).toBeVisible();
    await expect(main.getByText(/suddivide aziende e prodotti in 15 settori e \d+ categorie\./)).toBeVisible();
    await expect(main.getByRole('navigation', { name: 'Vai a un settore' })).toBeVisible();
    const card = main.getByRole('article', { name: 'Automazione' });
    await expect(card.getByRole('link', { name: 'Cerca in Automazione' })).toHaveAttribute(
      'href',
      /^\/it\/search-result/,
    );
    await expect(card.getByRole('list', { name: 'Categorie di Automazione' })).toBeVisible();
    await expect(page).toHaveTitle(/^Settori/);
    expect(await main.innerText()).not.toMatch(/Industries|Search |Jump to|categories/);
  });

  test('an export article and the export platform in each edition, at 375 and 1280 px, with no English left', async ({
    page,
  }) => {
    const cjk = /[\u4e00-\u9fff]/;
    for (const edition of ['es', 'it', 'zh'] as const) {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/${edition}/b2b-tips/export-to-the-world-tip-0`);
        const main = page.getByRole('main');
        const title = (await main.getByRole('heading', { level: 1 }).innerText()).trim();
        expect(title).not.toBe('Products you can export');
        if (edition === 'zh') expect(title).toMatch(cjk);
        await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
        await expect(main.getByRole('list').first()).toBeVisible();
        // The 50 categories' numbered list, the article's navigation and the seven tips below it.
        await expect(main.locator('ol > li')).toHaveCount(50);
        const nav = main.getByRole('navigation').first();
        await expect(nav.getByRole('link').first()).toHaveAttribute('href', new RegExp(`^/${edition}/b2b-tips`));
        const text = await main.innerText();
        expect(text, `${edition} at ${width}px`).not.toMatch(
          /\b(the|and|your|with|Previous|Next|Export tips?|Tip \d)\b/,
        );
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
      await page.goto(`/${edition}/b2b-tips`);
      const list = await page.getByRole('main').innerText();
      expect(list, `${edition} export platform`).not.toMatch(/\b(the|and|your|View more|Tip \d)\b/);
    }
  });

  test('registration and log-in in each edition at 375 and 1280 px: labels, field errors and refusals in its words', async ({
    page,
    baseURL,
  }) => {
    const taken = `taken-${Date.now()}@example.com`;
    await apiPerson(baseURL!, { first: 'Tomás', last: 'Taken', email: taken }, 'a-long-password-1');
    const words = {
      es: {
        register: 'Crear cuenta',
        first: 'Nombre',
        required: 'Ingrese su nombre',
        taken: 'Ya existe una cuenta con este correo electrónico',
        login: 'Iniciar sesión',
        wrong: 'El correo electrónico o la contraseña son incorrectos',
      },
      it: {
        register: 'Crea account',
        first: 'Nome',
        required: 'Inserisci il nome',
        taken: 'Esiste già un account con questo indirizzo e-mail',
        login: 'Accedi',
        wrong: 'E-mail o password non corretti',
      },
      zh: {
        register: '创建账户',
        first: '名字',
        required: '请输入名字',
        taken: '该邮箱地址已注册账户',
        login: '登录',
        wrong: '邮箱地址或密码不正确',
      },
    } as const;
    for (const edition of ['es', 'it', 'zh'] as const) {
      const w = words[edition];
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/${edition}/auth/register`);
        await expectHydrated(page);
        await mainOf(page).getByRole('button', { name: w.register }).click();
        await expect(mainOf(page).getByText(w.required)).toBeVisible();
        expect(await mainOf(page).innerText(), `${edition} registration at ${width}px`).not.toMatch(
          /First name|Last name|Create (your )?account|I accept|Terms and Conditions|is required|Log in|Already have|At least/,
        );
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
      // The server's refusal of a taken address, in the edition's words, on its field.
      await mainOf(page).getByLabel(w.first, { exact: true }).fill('Ana');
      await page.locator('input[autocomplete="family-name"]').fill('Ruiz');
      await page.locator('input[type="email"]').fill(taken);
      await page.locator('input[type="password"]').fill('another-long-password');
      await page.locator('input[type="checkbox"]').check();
      await mainOf(page).getByRole('button', { name: w.register }).click();
      await expect(mainOf(page).getByText(w.taken)).toBeVisible();

      await page.goto(`/${edition}/auth/login`);
      await expectHydrated(page);
      await page.locator('input[type="email"]').fill(taken);
      await page.locator('input[type="password"]').fill('not-the-password');
      await mainOf(page).getByRole('button', { name: w.login }).click();
      await expect(mainOf(page).getByRole('alert')).toHaveText(w.wrong);
      expect(await mainOf(page).innerText(), `${edition} log-in`).not.toMatch(
        /Forgot your password|Log in|New to|Welcome back|Create an account/,
      );
    }
  });

  test('the board of requests for quotation in Spanish and Chinese, at 375 and 1280 px: texts, filters and cards', async ({
    page,
  }) => {
    const words = {
      es: {
        title: 'Solicitudes de cotización',
        post: 'Publique su solicitud',
        search: 'Buscar',
        anyCountry: 'Cualquier país',
        open: 'Abierta',
      },
      zh: { title: '询价', post: '发布您的询价', search: '搜索', anyCountry: '任意国家', open: '开放中' },
    } as const;
    for (const edition of ['es', 'zh'] as const) {
      const w = words[edition];
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/${edition}/rfqs`);
        await expectHydrated(page);
        const main = mainOf(page);
        await expect(main.getByRole('heading', { level: 1 })).toContainText(w.title);
        await expect(main.getByRole('link', { name: w.post })).toHaveAttribute('href', `/${edition}/rfq/new`);
        await expect(main.getByRole('search').getByRole('button', { name: w.search })).toBeVisible();
        await expect(main.getByRole('option', { name: w.anyCountry })).toHaveCount(1);
        expect(await main.getByRole('article').count()).toBeGreaterThan(0);
        // Each card's status in the edition's words (the members' own titles and descriptions stay as written).
        await expect(main.getByRole('article').first().getByText(w.open, { exact: true })).toBeVisible();
        expect(await main.innerText(), `${edition} board at ${width}px`).not.toMatch(
          /Open requests|Quotes until|Posted by|Quantity|Destination|No quotes yet|\d quotes?\b|\d pieces\b|Search the requests|All industries|Any country|Post your request/,
        );
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
      // A search keeps the edition.
      await mainOf(page).getByRole('search').getByRole('button', { name: w.search }).click();
      await expect(page).toHaveURL(new RegExp(`/${edition}/rfqs`));
    }
  });

  test("a company page in each edition at 375 and 1280 px: its head, tabs, sections, reference names, reviews and comments in the edition's words", async ({
    page,
  }) => {
    // A verified manufacturer of the demo, with certificates: most of the page's parts are drawn.
    const hits = (
      await (
        await page.request.post('/api/search/business', {
          data: { textQuery: '', businessType: 'MA', country: 'global', skip: 0, size: 10 },
        })
      ).json()
    ).data.results as {
      businessProfile: { businessID: string; verified: boolean; general: { companyName: string } };
    }[];
    const b = hits.find((h) => h.businessProfile.verified)!.businessProfile;
    const address = businessPath(b.general.companyName, b.businessID);
    const english = (await (await page.request.get(`/api/business/profile/${b.businessID}`)).json()).data;
    const words = {
      es: {
        general: 'Información general',
        industry: 'Industria principal',
        tabs: 'Secciones de la empresa',
        profileTab: 'Perfil de la empresa',
        like: 'Me gusta',
        follow: 'Seguir',
        connect: 'Conectar',
        comments: 'Comentarios',
        reviews: 'Reseñas',
      },
      it: {
        general: 'Informazioni generali',
        industry: 'Settore principale',
        tabs: "Sezioni dell'azienda",
        profileTab: 'Profilo aziendale',
        like: 'Mi piace',
        follow: 'Segui',
        connect: 'Connetti',
        comments: 'Commenti',
        reviews: 'Recensioni',
      },
      zh: {
        general: '基本信息',
        industry: '主营行业',
        tabs: '企业主页栏目',
        profileTab: '企业资料',
        like: '点赞',
        follow: '关注',
        connect: '建立联系',
        comments: '评论',
        reviews: '评价',
      },
    } as const;
    // What the page's interface says in English: none of it may be left (the business's own words may be English).
    const ENGLISH_INTERFACE =
      /General Information|Contact Information|Trade Capabilities|Business Terms|Company name|Business type|Main industry|Year established|View more|Business Profile|Send Request|Company Products|log in first|No comments yet|Log in to start|Comments|Reviews|Based on \d|Sign in to review|Our staff checked|Issued|Expires|\d+ likes?\b|Usually replies|Answers \d+%/;
    for (const edition of ['es', 'it', 'zh'] as const) {
      const w = words[edition];
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/${edition}${address}`);
        await expectHydrated(page);
        const main = mainOf(page);
        await expect(main.getByRole('heading', { level: 1 })).toContainText(b.general.companyName);
        const tabs = main.getByRole('navigation', { name: w.tabs });
        await expect(tabs.getByRole('link', { name: w.profileTab })).toHaveAttribute('aria-current', 'page');
        await expect(main.getByRole('link', { name: new RegExp(w.like) })).toBeVisible();
        await expect(main.getByRole('link', { name: new RegExp(w.connect) })).toHaveAttribute(
          'href',
          new RegExp(`^/${edition}/auth/login`),
        );
        const general = main.getByRole('table', { name: w.general });
        // The reference names come from the API in the edition: the industry's is the edition's table's.
        const industry = general.getByRole('row').filter({ has: page.getByRole('rowheader', { name: w.industry }) });
        await expect(industry).toContainText(REFDATA[edition].industries[english.general.industry.id as '0001'].name);
        // The reviews and the comments, below: they come alive as the reader scrolls to them.
        const reviews = main.getByRole('region', { name: new RegExp(`^${w.reviews}`) });
        // Scrolled to, the section's server HTML is replaced by the live section: the scroll is tried again if it lands in between.
        await expect(() => reviews.scrollIntoViewIfNeeded({ timeout: 2000 })).toPass();
        const comments = main.getByRole('region', { name: w.comments });
        await comments.scrollIntoViewIfNeeded();
        await expect(
          comments.getByRole('link', { name: SPEC_TEXTS[edition][MSG.commentLoginRequired]! }),
        ).toBeVisible();
        const text = await main.innerText();
        expect(text, `${edition} company page at ${width}px`).not.toMatch(ENGLISH_INTERFACE);
        // "follower" is Italian too (invariable); elsewhere it would be English left in place.
        if (edition !== 'it') expect(text).not.toMatch(/\d+ followers?\b/);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
    }
  });

  test("a product page in each edition at 375 and 1280 px: its panels, labels, reference names, company card and links in the edition's words", async ({
    page,
  }) => {
    // A demo product with an industry, a category and a sub-category.
    const hit = (
      await (await page.request.post('/api/search/product', { data: { textQuery: '', skip: 0, size: 1 } })).json()
    ).data.results[0] as { productID: string; name: string; businessProfile: { companyName: string } };
    const address = productPath(hit.businessProfile.companyName, hit.name, hit.productID);
    const words = {
      es: {
        specs: 'Especificaciones',
        technical: 'Especificaciones técnicas',
        industry: 'Industria',
        inquiry: 'Enviar consulta sobre este producto',
        company: 'Ver perfil de la empresa',
        share: 'Compartir',
        comments: 'Comentarios',
      },
      it: {
        specs: 'Specifiche',
        technical: 'Specifiche tecniche',
        industry: 'Settore',
        inquiry: 'Invia una richiesta di informazioni su questo prodotto',
        company: 'Visualizza profilo aziendale',
        share: 'Condividi',
        comments: 'Commenti',
      },
      zh: {
        specs: '规格参数',
        technical: '技术参数',
        industry: '行业',
        inquiry: '就该产品发送询盘',
        company: '查看企业主页',
        share: '分享',
        comments: '评论',
      },
    } as const;
    const ENGLISH_INTERFACE =
      /Specifications|Tecnical|Industry|Subcategory|Lead time|Keywords|Send inquiry|View company profile|Main products of|Share|Pictures|Videos|Comments|\d+ likes?\b|log in/i;
    for (const edition of ['es', 'it', 'zh'] as const) {
      const w = words[edition];
      const product = (await (await page.request.get(`/api/product/${hit.productID}?lang=${edition}`)).json()).data;
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/${edition}${address}`);
        await expectHydrated(page);
        const main = mainOf(page);
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(hit.name);
        await expect(main.getByRole('link', { name: w.inquiry })).toHaveAttribute(
          'href',
          new RegExp(`^/${edition}/business/`),
        );
        await expect(main.getByRole('link', { name: w.company }).first()).toHaveAttribute(
          'href',
          new RegExp(`^/${edition}/business/`),
        );
        await expect(main.getByRole('button', { name: w.share })).toBeVisible();
        const specs = main.getByRole('region', { name: w.specs, exact: true });
        await expect(specs).toContainText(w.industry);
        // The industry's and the category's names are the API's in the edition.
        if (product.industry) await expect(specs).toContainText(product.industry.name);
        await expect(main.getByRole('region', { name: w.technical })).toBeVisible();
        const comments = main.getByRole('region', { name: w.comments });
        await comments.scrollIntoViewIfNeeded();
        await expect(
          comments.getByRole('link', { name: SPEC_TEXTS[edition][MSG.commentLoginRequired]! }),
        ).toBeVisible();
        expect(await main.innerText(), `${edition} product page at ${width}px`).not.toMatch(ENGLISH_INTERFACE);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
    }
  });

  test("the settings in each edition at 375 and 1280 px: every section, the notification choices and the sessions in the edition's words", async ({
    page,
    baseURL,
  }) => {
    const email = `settings-${Date.now()}@example.com`;
    await apiPerson(baseURL!, { first: 'Ana', last: 'Ríos', email }, 'a-strong-password');
    await page.goto('/auth/login');
    await submitLogin(page, email, 'a-strong-password');
    await expectMember(page, 'Ana Ríos');
    const words = {
      es: {
        headings: [
          'Notificaciones',
          'Dónde ha iniciado sesión',
          'Contraseña',
          'Verificación en dos pasos',
          'Miembros bloqueados',
          'Sus datos',
          'Darse de baja de WBN Miami',
        ],
        thisDevice: 'Este dispositivo',
        topic: 'Consultas dirigidas a sus empresas',
        change: 'Cambiar contraseña',
      },
      it: {
        headings: [
          'Notifiche',
          'Dove hai effettuato l’accesso',
          'Password',
          'Verifica in due passaggi',
          'Membri bloccati',
          'I tuoi dati',
          'Lascia WBN Miami',
        ],
        thisDevice: 'Questo dispositivo',
        topic: 'Richieste di informazioni alle tue aziende',
        change: 'Cambia password',
      },
      zh: {
        headings: ['通知', '已登录的设备', '密码', '两步验证', '已屏蔽的会员', '您的数据', '注销WBN Miami账户'],
        thisDevice: '本设备',
        topic: '发给您企业的询盘',
        change: '修改密码',
      },
    } as const;
    // The settings' interface in English ("Password" is Italian too; the time zones' and devices' names are not the page's words).
    const ENGLISH_INTERFACE =
      /Notifications|Where you are signed in|Two-factor|Blocked members|Your data|Leave WBN|Loading|Sign out|This device|First seen|Last seen|In the app|Daily digest|E-mail at once|Change password|Turn on|Download a copy|Delete my account|Inquiries to your businesses|Your time zone|Always by e-mail|I understand|Your next steps|\d of \d done/;
    for (const edition of ['es', 'it', 'zh'] as const) {
      const w = words[edition];
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/${edition}${SITE_PATHS.settings}`);
        const main = mainOf(page);
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(SPEC_TEXTS[edition][NAV_LABELS.settings]!);
        for (const heading of w.headings)
          await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
        await expect(main.getByText(w.thisDevice, { exact: true })).toBeVisible();
        await expect(main.getByLabel(w.topic)).toBeVisible();
        await expect(main.getByRole('button', { name: w.change })).toBeVisible();
        const text = await main.innerText();
        expect(text, `${edition} settings at ${width}px`).not.toMatch(ENGLISH_INTERFACE);
        if (edition !== 'it') expect(text).not.toMatch(/\bPassword\b/);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
    }
  });

  test("an e-mail's unsubscribe link opens the page in the reader's edition: Chinese, at a phone's width", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    // The page reads the topic from the link to ask its question; the server checks the signature on the click.
    const token = `${Buffer.from('member:like').toString('base64url')}.signature`;
    await page.goto(`/zh/unsubscribe?token=${token}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: '退订' })).toBeVisible();
    await expect(main.getByText('停止接收关于点赞的邮件？')).toBeVisible();
    await expect(main.getByRole('button', { name: '退订' })).toBeVisible();
    await expect(main.getByRole('link', { name: '选择您要接收的邮件' })).toHaveAttribute('href', '/zh/settings');
    await expect(page).toHaveTitle(/^退订/);
    expect(await main.innerText()).not.toMatch(/[A-Za-z]{3,}/);
  });

  test("an edition's page is kept by the page cache under its own address", async ({ request }) => {
    expect((await request.get('/es/about-us')).status()).toBe(200);
    const third = await request.get('/es/about-us');
    expect(third.headers()['x-page-cache']).toBe('hit');
    expect(await third.text()).toContain('lang="es-419"');
    const english = await request.get('/about-us');
    expect(await english.text()).toContain('lang="en"');
  });

  test("a member's choice of edition in the account menu becomes their preferred language", async ({
    page,
    baseURL,
  }) => {
    const email = `edition-${Date.now()}@example.com`;
    const person = await apiPerson(baseURL!, { first: 'Lucía', last: 'Gómez', email }, 'a-strong-password');
    const preferred = async () =>
      (
        await (
          await person.api.get('/api/user/profile', { headers: { authorization: `Bearer ${person.token}` } })
        ).json()
      ).data.preferredLanguage?.code;
    await page.goto('/auth/login');
    await submitLogin(page, email, 'a-strong-password');
    await expectMember(page, 'Lucía Gómez');
    await page.goto(SITE_PATHS.aboutUs);
    await expectHydrated(page);
    await accountMenu(page, 'Lucía Gómez').click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/about-us$/);
    await expect.poll(preferred).toBe('es');
    // The Spanish page names the account menu in Spanish.
    await expect(header(page).getByRole('button', { name: 'Menú de la cuenta de Lucía Gómez' })).toBeVisible();
  });
});
