/**
 * npm run bench:search [-- --db postgres|pglite] [--sizes 10000,100000,1000000] [--seconds S] [--facets] [--lang es|it|zh] [--kinds TEXT] [--generate-only] [--json FILE]
 *
 * For each size (businesses; products are 5×, users the same number up to 100,000), generates a
 * deterministic directory in its own database (kept between runs), measures the raw SQL time of
 * each query kind, then drives the HTTP search endpoints with autocannon at concurrency 8 and
 * prints p50/p95/p99, throughput and the server's peak memory; with several sizes, a last table
 * puts the p95 of every kind side by side (how cost grows). The API caches are off (PAGE_CACHE=false):
 * the figures are the search's own cost, not a cached answer's. Before the measured runs, each kind
 * is asked once in the freshly started server ("first ask": nothing of that query kept yet; the
 * server's code warmed by one unrelated search per endpoint).
 * Small size (CI): its row in scripts/bench-smoke.mjs (`npm run bench:smoke`).
 * `--json FILE` writes the last size's figures: { size: { businesses, products, users }, databaseMb,
 * kinds: { <kind>: { p50, p95, p99, requestsPerSecond, errors, firstAsk, rawSqlP50, rawSqlP95 } } }
 * (ms), and every size's under `runs`.
 * `--facets` adds searches with filters and every facet's counts (decision 0086; kinds named
 * `facets …`): businesses by words + two filters, by no words + two filters (browsing by filters)
 * and by a common word with no filter; products by words + one filter (decision 0081); each asking
 * `facets: true`. Facet counts of a business search without words are kept by the server whatever
 * PAGE_CACHE says (the search's own cache, dropped by writes): a browsing kind's first ask counts,
 * its later asks mostly read the kept counts. `--kinds TEXT` measures only the
 * kinds whose name begins with TEXT (`--facets --kinds facets`: the facet kinds alone).
 * `--lang es|it|zh` adds searches in that edition's language (decision 0089; kinds named `es …`):
 * industry and category names as a visitor of the edition types them, sent with its
 * Accept-Language, which the server also reads as their English names (one OR branch each), on
 * businesses, products and members; `--lang es --kinds es` measures them alone.
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/wbn_bench_<size>).
 * `--businesses N --products N --users N` still sets one size by hand.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client.js';
import { seedReferenceData } from '../src/seed/reference.js';
import { generateUsers, countUsers } from '../src/seed/generator.js';
import { generateCompanies } from '../src/seed/companies.js';
import { users } from '../src/db/schema/index.js';
import {
  REVIEW_LIMITS,
  SEARCH_FACET_PREFIX,
  SEARCH_FILTER_FACETS,
  SEARCH_MAX_SKIP,
  type SearchFilters,
} from '@wbn/contract';
import { searchRepo, parseQuery, toTsquery, clearSearchCaches } from '../src/modules/search/search.repo.js';
import { withAlternatives } from '../src/modules/search/postgres-search-engine.js';
import { englishAlternatives } from '../src/modules/search/search-languages.js';
import type { TranslatedEdition } from '@wbn/contract/editions';
import { reviewsRepo } from '../src/modules/reviews/reviews.repo.js';
import { stopGroups } from './bench-kit.js';
import { jsonOption, perSecond, round, runFor, writeFigures } from './bench-output.js';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    sizes: { type: 'string' },
    businesses: { type: 'string' },
    products: { type: 'string' },
    users: { type: 'string' },
    seconds: { type: 'string', default: '8' },
    'generate-only': { type: 'boolean', default: false },
    facets: { type: 'boolean', default: false },
    lang: { type: 'string' },
    kinds: { type: 'string' },
    ...jsonOption,
  },
});
type Size = { businesses: number; products: number; users: number };
const SIZES: Size[] = (values.sizes ?? values.businesses ?? '100000').split(',').map((b) => {
  const businesses = Number(b);
  return {
    businesses,
    products: values.products && !values.sizes ? Number(values.products) : businesses * 5,
    users: values.users && !values.sizes ? Number(values.users) : Math.min(businesses, 100_000),
  };
});
const SECONDS = Number(values.seconds);
if (values.lang && !['es', 'it', 'zh'].includes(values.lang)) throw new Error('--lang is es, it or zh');
const LANG = values.lang as TranslatedEdition | undefined;
const kind = values.db === 'pglite' ? 'pglite' : 'postgres';
const PORT = Number(process.env.BENCH_PORT ?? 3296);
const base = `http://127.0.0.1:${PORT}`;
const pgUrlFor = (n: Size) =>
  process.env.BENCH_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/wbn_bench_${n.businesses}`;
const pgliteDirFor = (n: Size) => path.join(process.env.BENCH_DATA_DIR ?? tmpdir(), `wbn-bench-pglite-${n.businesses}`);

// Generating a million businesses takes most of an hour; measuring a size takes minutes.
const guardHours = SIZES.some((n) => n.businesses > 200_000) ? 4 : 1;
const guard = setTimeout(
  () => {
    console.error(`benchmark stopped after ${guardHours} h`);
    process.exit(1);
  },
  guardHours * 60 * 60_000,
);

const log = (...a: unknown[]) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...a);

async function openBenchDb(n: Size): Promise<Database> {
  if (kind === 'postgres') {
    const pgUrl = pgUrlFor(n);
    const u = new URL(pgUrl);
    const name = u.pathname.slice(1);
    u.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: u.toString() });
    await admin.connect();
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rowCount) await admin.query(`create database ${name}`);
    await admin.end();
    return openDatabase({ kind: 'postgres', url: pgUrl, poolSize: 4 });
  }
  return openDatabase({ kind: 'pglite', dataDir: path.join(pgliteDirFor(n), 'pglite') });
}

async function ensureData(db: Database, N: Size) {
  await db.migrate();
  await seedReferenceData(db.db);
  const res = (await db.db.execute(sql`select count(*)::int as n from businesses`)) as unknown as {
    rows: { n: number }[];
  };
  const [row] = res.rows;
  const n = Number(row.n);
  if (n >= N.businesses) {
    log(`data already there: ${n} businesses`);
    await rateSome(db);
    return;
  }
  log('generating data (first run only)...');
  await db.db.execute(sql`truncate businesses, users cascade`);
  let started = Date.now();
  await generateUsers(db.db, { users: N.users, seed: 1, passwordHash: 'not-a-login' });
  log(`${N.users} users in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const owners = (await db.db.select({ id: users.id }).from(users).limit(20000)).map((u) => u.id);
  started = Date.now();
  const per = N.products / N.businesses;
  const made = await generateCompanies(db.db, {
    ownerIds: owners,
    businesses: N.businesses,
    productsPerBusiness: [Math.floor(per), Math.ceil(per)],
    seed: 3,
    paidEvery: 7,
  });
  log(`${made.businesses} businesses and ${made.products} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await rateSome(db);
  await db.db.execute(sql`vacuum analyze`);
  log(`${await countUsers(db.db)} users in the database`);
}

/**
 * One business in 25 reviewed (decision 0077): 3 to 12 published reviews each, their stars chosen by
 * a hash (the same on every run), then the ratings search reads written by the reviews module's own
 * recount, as the running server's hourly job would.
 */
async function rateSome(db: Database) {
  const res = (await db.db.execute(sql`select count(*)::int as n from business_reviews`)) as unknown as {
    rows: { n: number }[];
  };
  if (Number(res.rows[0].n) === 0)
    await db.db.execute(sql`
      with ua as (select array_agg(id) as ids from (select id from users order by id limit 20000) x),
      rated as (select id, row_number() over (order by id) as rn from businesses where abs(hashtext(id::text)) % 25 = 0)
      insert into business_reviews (business_id, author_user_id, overall, quality, communication, delivery, text,
        trade_kind, trade_month, status, published_at)
      select b.id, ua.ids[1 + (b.rn * 13 + g.i) % array_length(ua.ids, 1)], s.o, s.o, s.o, s.o,
        'Delivered as agreed; clear paperwork and answers within a day.', 'awarded-quote',
        date_trunc('month', now())::date, 'published', now()
      from rated b cross join ua
      cross join lateral generate_series(1, 3 + abs(hashtext(b.id::text)) % 10) g(i)
      cross join lateral (select 1 + abs(hashtext(b.id::text || g.i::text)) % 5 as o) s`);
  const ids = await reviewsRepo.ratedOrReviewed(db.db);
  const since = new Date(Date.now() - REVIEW_LIMITS.reportedHiddenHours * 3_600_000);
  for (let i = 0; i < ids.length; i += 500) await reviewsRepo.recomputeRatings(db.db, ids.slice(i, i + 500), since);
  await db.db.execute(sql`vacuum analyze businesses`);
  log(`${ids.length} businesses reviewed`);
}

type Kind = {
  name: string;
  path: '/api/search/business' | '/api/search/product' | '/api/user/search';
  bodies: Record<string, unknown>[];
  /** The edition whose language the words are in, sent as Accept-Language (`--lang`). */
  lang?: TranslatedEdition;
};
/** A deep page inside the results at every size (the pager never asks past the last page, nor past SEARCH_MAX_SKIP). */
const deep = (rows: number, share: number) => Math.min(SEARCH_MAX_SKIP - 5, Math.round(rows * share));
const kindsFor = (N: Size): Kind[] =>
  [...searchKinds(N), ...(values.facets ? facetKinds : []), ...(LANG ? editionKinds(LANG) : [])].filter((k) =>
    k.name.startsWith(values.kinds ?? ''),
  );

/**
 * Words a visitor of each edition types (decision 0089): names of categories (one word, as a
 * plural or without its accents, and two words), and words no name uses, as typed.
 */
const EDITION_WORDS: Record<TranslatedEdition, { names: string[]; twoWords: string[]; other: string[] }> = {
  es: {
    names: ['válvulas', 'bombas', 'sensores', 'valvulas'],
    twoWords: ['robots industriales', 'válvulas de bola', 'paneles solares'],
    other: ['keystone 4213', 'meridian 4213'],
  },
  it: {
    names: ['valvole', 'pompe', 'sensori', 'compressori'],
    twoWords: ['robot industriali', 'valvole a sfera', 'pannelli solari'],
    other: ['keystone 4213', 'meridian 4213'],
  },
  zh: {
    names: ['阀门', '泵', '传感器', '压缩机'],
    twoWords: ['工业机器人', '球阀', '太阳能电池板'],
    other: ['keystone 4213', 'meridian 4213'],
  },
};
const editionKinds = (lang: TranslatedEdition): Kind[] => {
  const w = EDITION_WORDS[lang];
  const business = (q: string) => ({ textQuery: q, businessType: 'MA', country: 'global', skip: 0, size: 5 });
  return [
    { name: `${lang} business: category name`, path: '/api/search/business', lang, bodies: w.names.map(business) },
    { name: `${lang} business: two words`, path: '/api/search/business', lang, bodies: w.twoWords.map(business) },
    { name: `${lang} business: other words`, path: '/api/search/business', lang, bodies: w.other.map(business) },
    {
      name: `${lang} product: category name`,
      path: '/api/search/product',
      lang,
      bodies: [...w.names, ...w.twoWords].map((q) => ({ textQuery: q, skip: 0, size: 5 })),
    },
    {
      name: `${lang} user: category name`,
      path: '/api/user/search',
      lang,
      bodies: w.names.map((q) => ({ textQuery: q, skip: 0, size: 5, limit: 5, country: 'global' })),
    },
  ];
};
const searchKinds = (N: Size): Kind[] => [
  {
    name: 'business: common word',
    path: '/api/search/business',
    bodies: ['industrial', 'export', 'supply', 'equipment'].map((q) => ({
      textQuery: q,
      businessType: 'MA',
      country: 'global',
      skip: 0,
      size: 5,
    })),
  },
  {
    name: 'business: rare word',
    path: '/api/search/business',
    bodies: ['everest', 'keystone', 'meridian'].map((q) => ({
      textQuery: `${q} 4213`,
      businessType: 'MA',
      country: 'global',
      skip: 0,
      size: 5,
    })),
  },
  {
    name: 'business: two words',
    path: '/api/search/business',
    bodies: ['safety sensors', 'solar inverters', 'coffee beans', 'hotel furniture'].map((q) => ({
      textQuery: q,
      businessType: 'DI',
      country: 'global',
      skip: 0,
      size: 5,
    })),
  },
  {
    name: 'business: misspelling',
    path: '/api/search/business',
    bodies: ['automaton', 'furnture', 'pharmaceutcal', 'texile'].map((q) => ({
      textQuery: q,
      businessType: 'MA',
      country: 'global',
      skip: 0,
      size: 5,
    })),
  },
  {
    name: 'business: prefix',
    path: '/api/search/business',
    bodies: ['autom', 'pneum', 'cosme', 'logis'].map((q) => ({
      textQuery: q,
      businessType: 'EX',
      country: 'global',
      skip: 0,
      size: 5,
    })),
  },
  {
    name: 'business: type + country filter',
    path: '/api/search/business',
    bodies: [
      ['robots', 'US'],
      ['food', 'MX'],
      ['textile', 'IT'],
      ['energy', 'CN'],
    ].map(([q, c]) => ({ textQuery: q, businessType: 'MA', country: c, skip: 0, size: 5 })),
  },
  {
    name: 'business: empty query',
    path: '/api/search/business',
    bodies: ['MA', 'DI', 'EX', 'CO'].map((t) => ({
      textQuery: '',
      businessType: t,
      country: 'global',
      skip: 0,
      size: 5,
    })),
  },
  {
    // Deep pages inside the results: about 11% of businesses are manufacturers, about 2% are
    // "industrial" manufacturers, and a word found in every product. At 100,000 businesses the
    // skips are 5,000 / 1,500 / 5,000, as in the runs before sizes were added.
    name: 'business: deep page',
    path: '/api/search/business',
    bodies: [
      { textQuery: '', businessType: 'MA', country: 'global', skip: deep(N.businesses, 0.05), size: 5 },
      { textQuery: 'industrial', businessType: 'MA', country: 'global', skip: deep(N.businesses, 0.015), size: 5 },
    ],
  },
  {
    // Rated businesses only (one in 25 has reviews), the highest average first (decision 0077).
    name: 'business: highest rated',
    path: '/api/search/business',
    bodies: ['MA', 'DI', 'EX', 'CO'].map((t) => ({
      textQuery: '',
      businessType: t,
      country: 'global',
      sort: 'rating',
      skip: 0,
      size: 5,
    })),
  },
  {
    name: 'business: highest rated + words',
    path: '/api/search/business',
    bodies: ['industrial', 'export', 'solar inverters', 'everest 4213'].map((q) => ({
      textQuery: q,
      businessType: 'MA',
      country: 'global',
      sort: 'rating',
      skip: 0,
      size: 5,
    })),
  },
  {
    name: 'business: 4 stars & up',
    path: '/api/search/business',
    bodies: [
      { textQuery: 'industrial', minRating: 4 },
      { textQuery: 'hotel furniture', minRating: 4 },
      { textQuery: '', minRating: 4 },
      { textQuery: 'export', minRating: 3, country: 'US' },
    ].map((b) => ({ businessType: 'MA', country: 'global', skip: 0, size: 5, ...b })),
  },
  {
    name: 'product: deep page',
    path: '/api/search/product',
    bodies: [
      { textQuery: 'warranty', skip: deep(N.products, 0.01), size: 5 },
      { textQuery: '', skip: deep(N.products, 0.01), size: 5 },
    ],
  },
  {
    name: 'product: common word',
    path: '/api/search/product',
    bodies: ['warranty', 'industrial', 'export'].map((q) => ({ textQuery: q, skip: 0, size: 5 })),
  },
  {
    name: 'product: two words + typo',
    path: '/api/search/product',
    bodies: ['compact plc', 'sollar panel', 'office chairs'].map((q) => ({ textQuery: q, skip: 0, size: 5 })),
  },
  {
    name: 'user: name',
    path: '/api/user/search',
    bodies: ['garcia', 'maria rossi', 'chen'].map((q) => ({
      textQuery: q,
      skip: 0,
      size: 5,
      limit: 5,
      country: 'global',
    })),
  },
];

/**
 * Filters with counts (decision 0086): two filters that keep large sets at every size (about a
 * third of businesses are verified, a quarter touch each employees band, every business names two
 * to four delivery terms), so each set is at or above SEARCH_FACET_CAP from 100,000 businesses up.
 */
const twoFilters: { type: string; filters: SearchFilters }[] = [
  { type: 'MA', filters: { verified: true, employees: ['51-200'] } },
  { type: 'DI', filters: { countries: ['US'], paymentCurrencies: ['usd'] } },
  { type: 'EX', filters: { languages: ['english'], incoterms: ['fob'] } },
  { type: 'CO', filters: { tiers: ['gold', 'premium'], verified: true } },
];
const facetKinds: Kind[] = [
  {
    name: 'facets business: words + two filters',
    path: '/api/search/business',
    bodies: ['industrial', 'export', 'supply', 'solar inverters'].map((q, i) => ({
      textQuery: q,
      businessType: twoFilters[i].type,
      country: 'global',
      filters: twoFilters[i].filters,
      facets: true,
      skip: 0,
      size: 5,
    })),
  },
  {
    name: 'facets business: no words, two filters',
    path: '/api/search/business',
    bodies: twoFilters.map((f) => ({
      textQuery: '',
      businessType: f.type,
      country: 'global',
      filters: f.filters,
      facets: true,
      skip: 0,
      size: 5,
    })),
  },
  {
    name: 'facets business: common word, no filter',
    path: '/api/search/business',
    bodies: ['industrial', 'export', 'supply', 'equipment'].map((q) => ({
      textQuery: q,
      businessType: 'MA',
      country: 'global',
      facets: true,
      skip: 0,
      size: 5,
    })),
  },
  {
    // Products by their business's facets (decision 0081): a word with one filter, counts over products.
    name: 'facets product: words + filter',
    path: '/api/search/product',
    bodies: [
      { textQuery: 'warranty', filters: { verified: true } },
      { textQuery: 'industrial', filters: { countries: ['US'] } },
      { textQuery: 'compact plc', filters: { employees: ['51-200'] } },
    ].map((b) => ({ ...b, facets: true, skip: 0, size: 5 })),
  },
];

/** A request's list and yes/no filters (the ones these kinds use) as the facet tokens the repo reads (search.service.ts). */
const tokensOf = (filters: SearchFilters | undefined) =>
  Object.fromEntries(
    SEARCH_FILTER_FACETS.filter((name) => filters?.[name] !== undefined).map((name) => {
      const v = filters![name]!;
      const list = typeof v === 'boolean' ? [v ? '1' : '0'] : Array.isArray(v) ? v : [String(v)];
      return [name, list.map((x) => `${SEARCH_FACET_PREFIX[name]}:${x}`)];
    }),
  );

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

/**
 * Raw SQL time of the same queries, straight on the database (no HTTP, no presenters), with the
 * kept totals cleared before each query: the cost of a search nobody asked in the last minute.
 */
async function rawSql(db: Database, KINDS: Kind[]) {
  const out: Record<string, { p50: number; p95: number }> = {};
  for (const k of KINDS) {
    const times: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (const b of k.bodies) {
        const text = String(b.textQuery ?? '');
        const words = parseQuery(text).words;
        // As the engine writes it: with the edition's English alternatives, one OR branch each.
        const tsq = words.length ? withAlternatives(words, k.lang ? englishAlternatives(text, k.lang) : []) : null;
        clearSearchCaches(db.db); // the raw figure is the uncached cost
        const t0 = performance.now();
        if (k.path === '/api/search/product')
          await searchRepo.products(db.db, {
            tsq,
            ...(b.filters ? { facets: tokensOf(b.filters as SearchFilters) } : {}),
            ...(b.facets ? { withFacets: true } : {}),
            skip: Number(b.skip),
            size: 5,
          });
        else if (k.path === '/api/user/search') await searchRepo.users(db.db, { tsq, country: null, skip: 0, size: 5 });
        else {
          const country = b.country === 'global' ? null : String(b.country);
          const r = await searchRepo.businesses(db.db, {
            tsq,
            type: String(b.businessType),
            country,
            minRating: b.minRating === undefined ? undefined : Number(b.minRating),
            sort: b.sort === 'rating' ? 'rating' : undefined,
            ...(b.filters ? { facets: tokensOf(b.filters as SearchFilters) } : {}),
            ...(b.facets ? { withFacets: true } : {}),
            skip: Number(b.skip),
            size: 5,
          });
          if (!r.total && words.length) {
            const fixed = await Promise.all(words.map((w) => searchRepo.correctWord(db.db, w)));
            await searchRepo.businesses(db.db, {
              tsq: toTsquery(fixed, false),
              type: String(b.businessType),
              country,
              minRating: b.minRating === undefined ? undefined : Number(b.minRating),
              sort: b.sort === 'rating' ? 'rating' : undefined,
              ...(b.filters ? { facets: tokensOf(b.filters as SearchFilters) } : {}),
              ...(b.facets ? { withFacets: true } : {}),
              skip: 0,
              size: 5,
            });
          }
        }
        times.push(performance.now() - t0);
      }
    }
    out[k.name] = { p50: pct(times, 50), p95: pct(times, 95) };
  }
  return out;
}

function peakMb(pid: number): number | null {
  let best = 0;
  const visit = (p: string) => {
    try {
      const m = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      if (m) best = Math.max(best, Number(m[1]) / 1024);
      readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).forEach(visit);
    } catch {
      /* gone */
    }
  };
  visit(String(pid));
  return best ? Math.round(best) : null;
}

async function databaseMb(db: Database) {
  const res = (await db.db.execute(sql`select pg_database_size(current_database())::bigint as n`)) as unknown as {
    rows: { n: string | number }[];
  };
  return Math.round(Number(res.rows[0].n) / 1024 / 1024);
}

type KindFigures = {
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
  errors: number;
  firstAsk: number;
  rawSqlP50: number;
  rawSqlP95: number;
};

/** One search request, timed (ms); a failed answer stops the benchmark. */
/** A kind's request headers: JSON, and the language of an edition's words. */
const headersOf = (k: Pick<Kind, 'lang'>) => ({
  'content-type': 'application/json',
  ...(k.lang ? { 'accept-language': k.lang } : {}),
});

async function timedSearch(k: Pick<Kind, 'path' | 'lang'>, body: Record<string, unknown>) {
  const t0 = performance.now();
  const res = await fetch(base + k.path, {
    method: 'POST',
    headers: headersOf(k),
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${k.path} answered ${res.status}`);
  return performance.now() - t0;
}

/** One size: data (generated once), raw SQL, then the HTTP searches. Returns each kind's figures. */
async function measure(
  N: Size,
): Promise<{ p95: Record<string, number>; kinds: Record<string, KindFigures>; dbMb: number }> {
  const KINDS = kindsFor(N);
  const db = await openBenchDb(N);
  await ensureData(db, N);
  const dbMb = await databaseMb(db);
  if (values['generate-only']) {
    await db.close();
    log(`${N.businesses} businesses ready (database ${dbMb} MB)`);
    return { p95: {}, kinds: {}, dbMb };
  }
  log('measuring raw SQL...');
  const raw = await rawSql(db, KINDS);
  await db.close();

  log('starting the API...');
  const server = spawn('npx', ['tsx', 'src/server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      // One address asks for everything: the per-address read limit would measure itself.
      RATE_LIMIT_PUBLIC_READS_PER_MINUTE: '0',
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      // A benchmark's server takes test cards and keeps mail in the outbox on purpose (config.ts deploymentProblems).
      PAYMENTS_PROVIDER: 'sandbox',
      MAIL_TRANSPORT: 'outbox',
      SEED_DEMO: 'false',
      PAGE_CACHE: 'false',
      WEB_BUILD_DIR: '/nonexistent',
      ...(kind === 'postgres' ? { DATABASE_URL: pgUrlFor(N) } : { DATA_DIR: pgliteDirFor(N) }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const p95s: Record<string, number> = {};
  const kinds: Record<string, KindFigures> = {};
  try {
    for (let i = 0; i < 240; i++) {
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 500));
    }
    // First asks: the server's code warmed by a search nobody measures (one per endpoint, a word
    // found nowhere), then each kind's first query once, before anything of it is kept.
    const unmeasured = 'zzbenchwarmup';
    await timedSearch(
      { path: '/api/search/business' },
      { textQuery: unmeasured, businessType: 'MA', country: 'global', skip: 0, size: 5 },
    );
    await timedSearch({ path: '/api/search/product' }, { textQuery: unmeasured, skip: 0, size: 5 });
    await timedSearch(
      { path: '/api/user/search' },
      { textQuery: unmeasured, skip: 0, size: 5, limit: 5, country: 'global' },
    );
    const firstAsk: Record<string, number> = {};
    for (const k of KINDS) firstAsk[k.name] = await timedSearch(k, k.bodies[0]);
    console.log(
      `\nSearch benchmark — ${kind}, ${N.businesses} businesses / ${N.products} products / ${N.users} users (database ${dbMb} MB), concurrency 8, ${SECONDS} s per kind\n`,
    );
    console.log('| query kind | p50 ms | p95 ms | p99 ms | req/s | first ask ms | raw SQL p50 ms | raw SQL p95 ms |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    /** One kind's run of `seconds` at concurrency 8, every answer's time pushed to `times`. */
    const runKind = (k: (typeof KINDS)[number], seconds: number, times: number[]) =>
      new Promise<autocannon.Result>((resolve, reject) => {
        const run = autocannon(
          {
            url: base,
            connections: 8,
            ...runFor(seconds),
            requests: k.bodies.map((b) => ({
              method: 'POST' as const,
              path: k.path,
              headers: headersOf(k),
              body: JSON.stringify(b),
            })),
          },
          (err, result) => (err ? reject(err) : resolve(result)),
        );
        run.on('response', (_client, _status, _bytes, ms) => times.push(ms));
      });
    for (const k of KINDS) {
      // Every response's time, for exact percentiles (autocannon's summary has p97.5, not p95). A run
      // with fewer than two answers per connection (a kind slower than a short run, as at bench:smoke's
      // size on a busy machine) runs again for twice as long, up to 8 s, so every figure comes from answers.
      let times: number[] = [];
      let r: autocannon.Result;
      for (let seconds = SECONDS; ; seconds = Math.min(8, seconds * 2)) {
        times = [];
        r = await runKind(k, seconds, times);
        if (times.length >= 16 || seconds >= 8) break;
      }
      const [p50, p95, p99] = [50, 95, 99].map((p) => Math.round(pct(times, p)));
      p95s[k.name] = p95;
      kinds[k.name] = {
        p50,
        p95,
        p99,
        requestsPerSecond: Math.round(perSecond(r)),
        errors: r.non2xx + r.errors,
        firstAsk: round(firstAsk[k.name]),
        rawSqlP50: round(raw[k.name].p50),
        rawSqlP95: round(raw[k.name].p95),
      };
      const errs = r.non2xx + r.errors ? ` (${r.non2xx + r.errors} errors)` : '';
      console.log(
        `| ${k.name} | ${p50} | ${p95} | ${p99} | ${Math.round(perSecond(r))}${errs} | ${firstAsk[k.name].toFixed(0)} | ${raw[k.name].p50.toFixed(1)} | ${raw[k.name].p95.toFixed(1)} |`,
      );
    }
    console.log(`\nAPI server peak memory (VmHWM): ${peakMb(server.pid!) ?? 'n/a'} MB`);
    console.log(
      `Deep-page skips: ${KINDS.filter((k) => k.name.includes('deep'))
        .flatMap((k) => k.bodies.map((b) => b.skip))
        .join(', ')}`,
    );
  } finally {
    await stopGroups([server.pid]); // the port and the data directory are free for what comes next
  }
  return { p95: p95s, kinds, dbMb };
}

async function main() {
  const results: { n: Size; p95: Record<string, number>; kinds: Record<string, KindFigures>; dbMb: number }[] = [];
  for (const n of SIZES) results.push({ n, ...(await measure(n)) });
  if (values['generate-only']) return;
  const last = results[results.length - 1];
  writeFigures(values.json, {
    benchmark: 'search',
    database: kind,
    seconds: SECONDS,
    concurrency: 8,
    size: last.n,
    databaseMb: last.dbMb,
    kinds: last.kinds,
    runs: results.map((r) => ({ size: r.n, databaseMb: r.dbMb, kinds: r.kinds })),
  });
  if (results.length < 2) return;
  const fmt = (x: number) => x.toLocaleString('en-US');
  console.log(`\nHow cost grows — ${kind}, p95 ms per query kind (concurrency 8)\n`);
  console.log(`| query kind | ${results.map((r) => `${fmt(r.n.businesses)} businesses`).join(' | ')} |`);
  console.log(`|---|${results.map(() => '---:').join('|')}|`);
  for (const k of kindsFor(SIZES[0])) console.log(`| ${k.name} | ${results.map((r) => r.p95[k.name]).join(' | ')} |`);
  console.log(`| database size (MB) | ${results.map((r) => fmt(r.dbMb)).join(' | ')} |`);
}

main()
  .then(() => {
    clearTimeout(guard);
    process.exit(0);
  })
  .catch((e) => {
    console.error(e);
    process.exit(1);
  });
