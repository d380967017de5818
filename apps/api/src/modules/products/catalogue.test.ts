/**
 * Catalogues in bulk (decision 0037), with real spreadsheets (CSV text and XLSX files made with
 * exceljs): a dry run names a bad row's column and writes nothing; applying writes the valid
 * rows only; exporting and importing again changes nothing, in both formats, formula-like cells
 * included; an XLSX of 12 rows on the standard tier names the cap; only the owner, admins and
 * keys with the catalogue scopes import and export.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { CATALOGUE_MSG } from '@wbn/contract';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { addMember, createBusiness, multipart } from '../../test/factories.js';

let t: TestApp;
type Person = Awaited<ReturnType<typeof registerUser>>;
let owner: Person;
let bizID: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t);
  bizID = (await createBusiness(t, owner.token, { companyName: 'Bulk Valves' })).businessID;
  await t.database.db.execute(sql`update businesses set subscription = 'platinum' where id = ${bizID}::uuid`);
});
afterAll(() => t?.close());

const csv = (lines: string[]) => ({ name: 'catalogue.csv', type: 'text/csv', data: Buffer.from(lines.join('\n')) });
async function xlsx(rows: string[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Products');
  for (const r of rows) sheet.addRow(r);
  return {
    name: 'catalogue.xlsx',
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    data: Buffer.from(await book.xlsx.writeBuffer()),
  };
}
const importFile = (
  token: string,
  file: { name: string; type: string; data: Buffer },
  dryRun: boolean,
  businessID = bizID,
) => {
  const form = multipart({}, file);
  return t.request({
    method: 'POST',
    url: `/api/business/profile/${businessID}/products/import?dryRun=${dryRun}`,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
};
const exportFile = (token: string, format: 'csv' | 'xlsx', businessID = bizID) =>
  t.app.inject({
    method: 'GET',
    url: `/api/business/profile/${businessID}/products/export?format=${format}`,
    headers: bearer(token),
  });
const productCount = async (businessID = bizID) =>
  Number(
    (
      (await t.database.db.execute(
        sql`select count(*)::int as n from products where business_id = ${businessID}::uuid`,
      )) as unknown as { rows: { n: number }[] }
    ).rows?.[0]?.n ?? 0,
  );
const snapshot = async () =>
  JSON.stringify(
    (
      (await t.database.db.execute(
        sql`select id, sku, name, description, keywords, specs, industry_id, category_id, sub_category_id, lead_time, stock, updated_at from products where business_id = ${bizID}::uuid order by id`,
      )) as unknown as { rows: unknown[] }
    ).rows,
  );

describe('catalogue import', () => {
  it('dry-runs a CSV naming the bad row’s column and writing nothing, then applies only the valid rows', async () => {
    const file = csv([
      'sku,name,description,keywords,industry,leadTime,stock,spec:Material',
      'BV-50,Ball valve DN50,Full bore brass ball valve,valve; brass,0001,15 days,yes,Brass',
      'BV-80,Ball valve DN80,,valve,0001,,no,Steel',
      'GV-10,Gate valve DN100,Cast iron gate valve,,9999,,maybe,',
    ]);
    const before = await productCount();
    const dry = await importFile(owner.token, file, true);
    expect(dry.status).toBe(200);
    const result = dry.body.data;
    expect(result).toMatchObject({
      dryRun: true,
      counts: { create: 1, update: 0, unchanged: 0, error: 2 },
      message: null,
    });
    expect(result.rows[0]).toMatchObject({ line: 2, action: 'create', sku: 'BV-50', errors: {} });
    // Only the column that is wrong is named; the row still shows what it was.
    expect(result.rows[1]).toEqual({
      line: 3,
      action: 'error',
      sku: 'BV-80',
      name: 'Ball valve DN80',
      productID: null,
      errors: { description: 'Description is required' },
    });
    expect(Object.keys(result.rows[2].errors).sort()).toEqual(['industry', 'stock']);
    expect(await productCount()).toBe(before);

    const applied = await importFile(owner.token, file, false);
    expect(applied.body.data).toMatchObject({
      dryRun: false,
      counts: { create: 1, error: 2 },
      message: CATALOGUE_MSG.applied(1, 0),
    });
    expect(await productCount()).toBe(before + 1);
    const id = applied.body.data.rows[0].productID as string;
    const product = (await t.request({ method: 'GET', url: `/api/product/${id}` })).body.data;
    expect(product).toMatchObject({
      sku: 'BV-50',
      name: 'Ball valve DN50',
      keywords: ['valve', 'brass'],
      leadTime: '15 days',
      stock: 'yes',
      specs: [{ key: 'Material', value: 'Brass' }],
      industry: { id: '0001' },
    });

    // The same SKU again updates that product.
    const update = await importFile(
      owner.token,
      csv(['sku,name,description', 'BV-50,Ball valve DN50 PN40,Full bore brass ball valve']),
      false,
    );
    expect(update.body.data.rows[0]).toMatchObject({ action: 'update', productID: id });
    expect((await t.request({ method: 'GET', url: `/api/product/${id}` })).body.data.name).toBe('Ball valve DN50 PN40');
  });

  it('exports and re-imports CSV and XLSX without a change, formula-like cells included', async () => {
    await importFile(
      owner.token,
      csv([
        'name,description,keywords,spec:Pressure',
        '"=HYPERLINK(""http://evil.example"",""Click"")",+1 305 555 0100 is our line,@home; -tools,-10 bar',
        'Plain check valve,A check valve,,',
      ]),
      false,
    );
    const before = await snapshot();
    const exported = await exportFile(owner.token, 'csv');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.headers['content-disposition']).toMatch(/attachment; filename="Bulk-Valves-products\.csv"/);
    const text = exported.rawPayload.toString('utf8');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(text).toContain("'+1 305 555 0100 is our line");
    expect(text).toContain("'-10 bar");
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);

    const again = await importFile(
      owner.token,
      { name: 'export.csv', type: 'text/csv', data: exported.rawPayload },
      false,
    );
    expect(again.body.data.counts).toMatchObject({ create: 0, update: 0, error: 0 });
    expect(await snapshot()).toBe(before);

    const book = await exportFile(owner.token, 'xlsx');
    expect(book.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(book.rawPayload as unknown as ArrayBuffer);
    const cells = read.worksheets[0].getSheetValues().flat().map(String);
    expect(cells.some((c) => c.startsWith("'=HYPERLINK"))).toBe(true);
    const xlsxAgain = await importFile(
      owner.token,
      { name: 'export.xlsx', type: 'application/octet-stream', data: book.rawPayload },
      false,
    );
    expect(xlsxAgain.body.data.counts).toMatchObject({ create: 0, update: 0, error: 0 });
    expect(await snapshot()).toBe(before);
  });

  it('names the standard tier’s cap on the rows past it (an XLSX of 12 rows)', async () => {
    const small = (await createBusiness(t, owner.token, { companyName: 'Small Catalogue Co' })).businessID;
    const file = await xlsx([
      ['sku', 'name', 'description'],
      ...Array.from({ length: 12 }, (_, i) => [`S-${i + 1}`, `Product ${i + 1}`, `Description ${i + 1}`]),
    ]);
    const res = await importFile(owner.token, file, false, small);
    expect(res.status).toBe(200);
    expect(res.body.data.counts).toMatchObject({ create: 7, error: 5 });
    const refused = res.body.data.rows.filter((r: { action: string }) => r.action === 'error');
    expect(refused[0].line).toBe(9);
    expect(refused[0].errors.row).toContain('up to 7 products');
    expect(refused[0].errors.row).toContain(`/business/${small}/membership`);
    expect(await productCount(small)).toBe(7);
    // At the cap, the same file again: its 7 products unchanged, still the 5 refused, nothing else.
    const again = await importFile(owner.token, file, false, small);
    expect(again.body.data.counts).toMatchObject({ create: 0, unchanged: 7, error: 5 });
  });

  it('refuses broken, oversized and wrongly headed files with a clear 4xx naming file', async () => {
    const broken = await importFile(
      owner.token,
      { name: 'x.xlsx', type: 'application/octet-stream', data: Buffer.from('PK\u0003\u0004 not really a zip') },
      true,
    );
    expect(broken.status).toBe(400);
    expect(broken.body.error.fields.file).toBe(CATALOGUE_MSG.unreadable);
    const unknown = await importFile(owner.token, csv(['name,description,colour', 'A,B,red']), true);
    expect(unknown.body.error.fields.file).toBe(CATALOGUE_MSG.unknownColumn('colour'));
    expect((await importFile(owner.token, csv(['name,description']), true)).body.error.fields.file).toBe(
      CATALOGUE_MSG.noRows,
    );
    const big = await importFile(
      owner.token,
      { name: 'big.csv', type: 'text/csv', data: Buffer.alloc(6 * 1024 * 1024, 'a') },
      true,
    );
    expect(big.status).toBe(413);
    const notMultipart = await t.request({
      method: 'POST',
      url: `/api/business/profile/${bizID}/products/import`,
      payload: { file: 'x' },
      headers: bearer(owner.token),
    });
    expect(notMultipart.status).toBe(415);
  });

  it('is for the owner, admins and keys with the catalogue scopes only', async () => {
    const [stranger, member] = await Promise.all([registerUser(t), registerUser(t)]);
    await addMember(t, owner.token, bizID, member, 'member');
    const file = csv(['name,description', 'Intruder product,Should not be here']);
    for (const who of [stranger, member]) {
      expect((await importFile(who.token, file, false)).status).toBe(403);
      expect((await exportFile(who.token, 'csv')).statusCode).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/business/profile/${bizID}/products/export` })).statusCode,
    ).toBe(401);
    const key = async (scopes: string[]) =>
      (
        await t.request({
          method: 'POST',
          url: `/api/business/profile/${bizID}/api-keys`,
          payload: { name: scopes.join(' '), scopes },
          headers: bearer(owner.token),
        })
      ).body.data.secret as string;
    const reader = await key(['catalogue:read']);
    expect((await exportFile(reader, 'csv')).statusCode).toBe(200);
    expect((await importFile(reader, file, true)).status).toBe(403);
    const writer = await key(['catalogue:write']);
    expect(
      (await importFile(writer, csv(['name,description', 'From the ERP,Imported with a key']), false)).body.data.counts
        .create,
    ).toBe(1);
  });
});
