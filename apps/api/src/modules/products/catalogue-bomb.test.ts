/**
 * Catalogue files that unpack to far more than they weigh. Real XLSX files are written here by
 * hand (zip-files.ts): a 300 KB file whose worksheet unpacks to 300 MB, once declaring that size
 * in its central directory and once declaring 20 MB (so only counting the inflated bytes finds
 * it). Both are posted to the real import route, dry run and apply: 400 naming `file` with the
 * sentence, the process's heap grows by far less than they unpack to, and /api/health answers
 * within 2 s while they are read. Files past the row limit stop being read at it (a broken tail
 * after the limit is never reached), in XLSX and CSV; imports take turns in a few slots.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CATALOGUE_IMPORTS_AT_ONCE,
  CATALOGUE_IMPORTS_WAITING,
  CATALOGUE_MAX_ROWS,
  CATALOGUE_MSG,
  CATALOGUE_XLSX_MAX_UNPACKED_BYTES,
} from '@wbn/contract';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { createBusiness, multipart } from '../../test/factories.js';
import {
  part,
  repeatedPart,
  SHEET_HEAD,
  SHEET_TAIL,
  sheetRow,
  smallXlsx,
  xlsxParts,
  zipOf,
  type ZipPart,
} from '../../test/zip-files.js';
import { AppError } from '../../lib/errors.js';
import { createCatalogueService } from './catalogue.service.js';
import { readSheet, writeXlsx } from './catalogue-file.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

let t: TestApp;
let token: string;
let bizID: string;
const MB = 1024 * 1024;

/** The worksheet of the bomb: a header, then one product whose description is 300 MB of one letter. */
let bombSheet: ZipPart;
let honest: Buffer;
let lying: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  token = (await registerUser(t)).token;
  bizID = (await createBusiness(t, token, { companyName: 'Bomb Test Co' })).businessID;
  await t.database.db.execute(sql`update businesses set subscription = 'platinum' where id = ${bizID}::uuid`);
  bombSheet = await repeatedPart(
    'xl/worksheets/sheet1.xml',
    `${SHEET_HEAD}${sheetRow(1, ['name', 'description'])}<row r="2"><c r="A2" t="inlineStr"><is><t>Bomb</t></is></c><c r="B2" t="inlineStr"><is><t>`,
    'A'.repeat(64 * 1024),
    4800,
    `</t></is></c></row>${SHEET_TAIL}`,
  );
  honest = zipOf(xlsxParts(bombSheet));
  // The same bytes, its directory and local header declaring 20 MB: within every declared bound, ratio included.
  lying = zipOf(xlsxParts({ ...bombSheet, declaredSize: 20 * MB }));
});
afterAll(() => t?.close());

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const importFile = (data: Buffer, dryRun: boolean, name = 'catalogue.xlsx', type = XLSX) => {
  const form = multipart({}, { name, type, data });
  return t.request({
    method: 'POST',
    url: `/api/business/profile/${bizID}/products/import?dryRun=${dryRun}`,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
};

/** Runs `work` while sampling the heap every 10 ms; the largest growth over the heap before it, in bytes. */
async function heapGrowth<T>(work: () => Promise<T>) {
  gc();
  const before = process.memoryUsage();
  let heap = 0;
  let rss = 0;
  const sample = () => {
    const m = process.memoryUsage();
    heap = Math.max(heap, m.heapUsed - before.heapUsed);
    rss = Math.max(rss, m.rss - before.rss);
  };
  const timer = setInterval(sample, 10);
  try {
    const result = await work();
    sample();
    return { result, heap, rss };
  } finally {
    clearInterval(timer);
  }
}

describe('catalogue files that unpack to too much', () => {
  it('reads a hand-written XLSX like the bomb, when it is small', async () => {
    // The bombs below are this same file with a longer description: they are refused for their size, not their form.
    const res = await importFile(smallXlsx(['name', 'description'], [['Bomb', 'A'.repeat(1000)]]), true);
    expect(res.status).toBe(200);
    expect(res.body.data.counts).toMatchObject({ create: 1, error: 0 });
  });

  it('refuses a 300 KB XLSX that unpacks to 300 MB, dry run and apply, within a bounded heap', async () => {
    expect(honest.length).toBeLessThan(400 * 1024);
    expect(bombSheet.size).toBeGreaterThan(300 * MB);
    const { result, heap, rss } = await heapGrowth(async () => [
      await importFile(honest, true),
      await importFile(honest, false),
      await importFile(lying, true),
      await importFile(lying, false),
    ]);
    for (const res of result) {
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ file: CATALOGUE_MSG.unpacksTooLarge });
      expect(res.body.error.message).toBe(CATALOGUE_MSG.unpacksTooLarge);
    }
    console.log(
      `bomb: ${(honest.length / 1024).toFixed(0)} KB packed, ${(bombSheet.size / MB).toFixed(0)} MB unpacked; heap grew ${(heap / MB).toFixed(1)} MB, RSS ${(rss / MB).toFixed(1)} MB`,
    );
    expect(heap).toBeLessThan(200 * MB);
    const count = (await t.database.db.execute(
      sql`select count(*)::int as n from products where business_id = ${bizID}::uuid`,
    )) as unknown as { rows: { n: number }[] };
    expect(count.rows[0].n).toBe(0);
  });

  it('answers /api/health within 2 s, again and again, while two bombs of each kind are read at once', async () => {
    let settled = false;
    const bombs = Promise.all([
      importFile(lying, true),
      importFile(lying, false),
      importFile(honest, true),
      importFile(honest, false),
    ]).finally(() => (settled = true));
    const latencies: number[] = [];
    do {
      const started = Date.now();
      const health = await t.request({ method: 'GET', url: '/api/health' });
      latencies.push(Date.now() - started);
      expect(health.status).toBe(200);
      await new Promise((r) => setTimeout(r, 20));
    } while (!settled);
    console.log(`health: ${latencies.length} answers during 4 bombs, slowest ${Math.max(...latencies)} ms`);
    expect(Math.max(...latencies)).toBeLessThan(2000);
    for (const res of await bombs) expect(res.body.error?.fields).toEqual({ file: CATALOGUE_MSG.unpacksTooLarge });
  });

  it('counts the bytes actually inflated: a part that unpacks past what its directory says is cut there', async () => {
    // 20 MB declared, 300 MB real: the central directory passes; the count stops the read at 20 MB.
    expect(20 * MB).toBeLessThan(CATALOGUE_XLSX_MAX_UNPACKED_BYTES);
    const res = await importFile(lying, true);
    expect(res.status).toBe(400);
    expect(res.body.error.fields.file).toBe(CATALOGUE_MSG.unpacksTooLarge);
  });

  it('still reads the largest export a catalogue can have: 5,000 products of 5,000-character descriptions that pack 290 times', async () => {
    const header = ['sku', 'name', 'description'];
    const file = await writeXlsx(
      header,
      Array.from({ length: CATALOGUE_MAX_ROWS }, (_, i) => [`SKU-${i}`, `Product ${i}`, `${'x'.repeat(4990)} ${i}`]),
    );
    const sheet = await readSheet(file);
    expect(sheet.header).toEqual(header);
    expect(sheet.rows).toHaveLength(CATALOGUE_MAX_ROWS);
    expect(sheet.rows.at(-1)?.cells[2]).toBe(`${'x'.repeat(4990)} ${CATALOGUE_MAX_ROWS - 1}`);
  });

  it('reads each row as wide as its header only: 2,000 rows reaching column XFD cost no more than narrow ones', async () => {
    const far = (n: number) => `<c r="XFD${n}" t="inlineStr"><is><t>far</t></is></c>`;
    const rows = Array.from({ length: 2000 }, (_, i) =>
      sheetRow(i + 2, [`Wide ${i}`, 'A product']).replace('</row>', `${far(i + 2)}</row>`),
    );
    const sheet = part(
      'xl/worksheets/sheet1.xml',
      `${SHEET_HEAD}${sheetRow(1, ['name', 'description'])}${rows.join('')}${SHEET_TAIL}`,
    );
    const { result: res, heap } = await heapGrowth(() => importFile(zipOf(xlsxParts(sheet)), true));
    expect(res.status).toBe(200);
    expect(res.body.data.rows).toHaveLength(2000);
    expect(res.body.data.rows[0]).toMatchObject({ line: 2, name: 'Wide 0' });
    console.log(`2,000 rows to column XFD: heap grew ${(heap / MB).toFixed(1)} MB`);
    expect(heap).toBeLessThan(200 * MB);
    // A header naming more columns than any catalogue has is refused.
    const wide = Array.from({ length: 101 }, (_, i) => `spec:S${i}`);
    const tooWide = await importFile(smallXlsx(['name', ...wide.slice(1)], [['A', 'B']]), true);
    expect(tooWide.body.error.fields).toEqual({ file: CATALOGUE_MSG.tooManyColumns });
  });

  it('stops reading an XLSX at the row past the limit (a broken tail after it is never reached)', async () => {
    // 2,000 rows past the limit before the broken tail: the read stops some 200 KB before it.
    const rows = Array.from({ length: CATALOGUE_MAX_ROWS + 2000 }, (_, i) => sheetRow(i + 2, [`P${i}`, 'A product']));
    const sheet = part(
      'xl/worksheets/sheet1.xml',
      `${SHEET_HEAD}${sheetRow(1, ['name', 'description'])}${rows.join('')}<row r="999999"><c r="A9 this is not XML <<<`,
    );
    const res = await importFile(zipOf(xlsxParts(sheet)), true);
    expect(res.status).toBe(400);
    expect(res.body.error.fields.file).toBe(CATALOGUE_MSG.tooManyRows);
    // The same rows within the limit, with the same broken tail: the tail is read, and the file is unreadable.
    const fewer = part(
      'xl/worksheets/sheet1.xml',
      `${SHEET_HEAD}${sheetRow(1, ['name', 'description'])}${rows.slice(0, 10).join('')}<row r="999999"><c r="A9 this is not XML <<<`,
    );
    expect((await importFile(zipOf(xlsxParts(fewer)), true)).body.error.fields.file).toBe(CATALOGUE_MSG.unreadable);
  });

  it('stops reading a CSV at the row past the limit (a broken tail after it is never reached)', async () => {
    const lines = [
      'name,description',
      ...Array.from({ length: CATALOGUE_MAX_ROWS + 2000 }, (_, i) => `P${i},A product`),
    ];
    const broken = '"an unclosed quote,\n';
    const res = await importFile(Buffer.from(`${lines.join('\n')}\n${broken}`), true, 'catalogue.csv', 'text/csv');
    expect(res.status).toBe(400);
    expect(res.body.error.fields.file).toBe(CATALOGUE_MSG.tooManyRows);
    const fewer = await importFile(
      Buffer.from(`${lines.slice(0, 10).join('\n')}\n${broken}`),
      true,
      'catalogue.csv',
      'text/csv',
    );
    expect(fewer.body.error.fields.file).toBe(CATALOGUE_MSG.unreadable);
  });
});

describe('import slots', () => {
  it(`runs ${CATALOGUE_IMPORTS_AT_ONCE} imports at once; the next ${CATALOGUE_IMPORTS_WAITING} wait their turn, one more gets 429 with Retry-After`, async () => {
    let inside = 0;
    let most = 0;
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    const service = createCatalogueService({
      db: undefined as never,
      businesses: {
        requireManager: async () => 'owner' as const,
        // The first step inside a slot: held until the gate opens, then the business is gone.
        load: async () => {
          inside += 1;
          most = Math.max(most, inside);
          await gate;
          inside -= 1;
          throw new AppError('NotFound', 'Business not found');
        },
      },
      events: { publishMany: async () => {} },
      invalidate: async () => {},
    });
    const settled = Array.from({ length: CATALOGUE_IMPORTS_AT_ONCE + CATALOGUE_IMPORTS_WAITING + 1 }, () =>
      service.import('user', 'business', Buffer.from('name,description\nA,B'), true).then(
        () => undefined,
        (e: AppError & { retryAfter?: number }) => e,
      ),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(inside).toBe(CATALOGUE_IMPORTS_AT_ONCE);
    const refused = await settled.at(-1);
    expect(refused).toMatchObject({ status: 429, message: CATALOGUE_MSG.busy });
    expect(refused?.retryAfter).toBeGreaterThan(0);
    open();
    const results = await Promise.all(settled.slice(0, -1));
    expect(results.map((e) => e?.status)).toEqual(
      Array(CATALOGUE_IMPORTS_AT_ONCE + CATALOGUE_IMPORTS_WAITING).fill(404),
    );
    expect(most).toBe(CATALOGUE_IMPORTS_AT_ONCE);
  });
});
