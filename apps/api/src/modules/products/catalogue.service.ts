/**
 * Catalogues in bulk (decision 0037): a business's products from a CSV or XLSX file,
 * and to one. Each row is checked as the product form checks it; a row with a known `id` or
 * `sku` updates that product, any other creates one, so importing an export again changes
 * nothing. A dry run answers every row's action and errors and writes nothing; applying writes
 * every valid row and no invalid one, in one transaction for the file (at most 5,000 rows).
 */
import {
  CATALOGUE_COLUMNS,
  CATALOGUE_IMPORT_WAIT_SECONDS,
  CATALOGUE_IMPORTS_AT_ONCE,
  CATALOGUE_IMPORTS_WAITING,
  CATALOGUE_KEYWORD_SEPARATOR,
  CATALOGUE_MSG,
  CATALOGUE_SPEC_PREFIX,
  PACKAGES,
  ZProductFields,
  type CatalogueFormat,
  type CatalogueImportResult,
  type CatalogueRowResult,
  type UpdateProductRequest,
} from '@wbn/contract';
import type { Db } from '../../db/client.js';
import type { BusinessAccess } from '../../core/collaborators.js';
import type { EventBus, ProductFact } from '../../core/events.js';
import { cacheTags, type Invalidate } from '../../core/cache-tags.js';
import { refMaps, type RefMaps } from '../../core/ref-lookup.js';
import { inTransaction } from '../../core/transaction.js';
import { vocabularyRepo } from '../../core/vocabulary.repo.js';
import { vocabularyWords } from '../../core/search-text.js';
import { AppError, invalid, isUuid } from '../../lib/errors.js';
import { createSlots } from '../../lib/slots.js';
import { readSheet, writeCsv, writeXlsx, type Sheet } from './catalogue-file.js';
import { limitMessage, searchFields, taxonomy, tierOf } from './products.service.js';
import { productsRepo, type ProductRow } from './products.repo.js';

export type CatalogueDeps = {
  db: Db;
  businesses: Pick<BusinessAccess, 'load' | 'requireManager'>;
  events: Pick<EventBus, 'publishMany'>;
  invalidate: Invalidate;
};

/** What one row sets: only the columns the file has. */
type RowFields = {
  sku?: string | null;
  name?: string;
  description?: string;
  keywords?: string[];
  industryId?: string | null;
  categoryId?: string | null;
  subCategoryId?: string | null;
  leadTime?: string | null;
  stock?: boolean;
  specs?: { key: string; value: string }[];
};
/** `shown`: the row's SKU and name as written (an invalid row has no checked fields to show). */
type Planned = {
  line: number;
  action: CatalogueRowResult['action'];
  fields: RowFields;
  shown: { sku?: string; name?: string };
  target?: ProductRow;
  errors: Record<string, string>;
};

const FIELD_TO_COLUMN: Record<string, string> = {
  'industry.id': 'industry',
  'category.id': 'category',
  'subCategory.id': 'subCategory',
};
const yes = new Set(['yes', 'y', 'true', '1']);
const no = new Set(['no', 'n', 'false', '0']);
const sameList = (a: unknown[], b: unknown[]) => JSON.stringify(a) === JSON.stringify(b);
/** Specifications compare by name and value, whatever their order (a file's columns have their own). */
const bySpecKey = (s: { key: string; value: string }[]) =>
  [...s].sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));

/** The header's columns, or 400 naming the first unknown or repeated one. */
function checkHeader(header: string[]) {
  const seen = new Set<string>();
  for (const h of header) {
    if (!h) continue;
    if (
      !(CATALOGUE_COLUMNS as readonly string[]).includes(h) &&
      !(h.startsWith(CATALOGUE_SPEC_PREFIX) && h.length > CATALOGUE_SPEC_PREFIX.length)
    )
      throw invalid('file', CATALOGUE_MSG.unknownColumn(h));
    if (seen.has(h)) throw invalid('file', CATALOGUE_MSG.duplicateColumn(h));
    seen.add(h);
  }
  if (!seen.has('name') && !seen.has('id') && !seen.has('sku')) throw invalid('file', CATALOGUE_MSG.missingColumns);
}

/** One row's cells as the product form's fields, checked; errors by column. */
function readRow(
  m: RefMaps,
  header: string[],
  cells: string[],
): { fields: RowFields; shown: Planned['shown']; id?: string; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const cell = (name: string) => {
    const i = header.indexOf(name);
    return i < 0 ? undefined : (cells[i] ?? '').trim();
  };
  const input: Record<string, unknown> = {};
  for (const c of ['sku', 'name', 'description', 'leadTime'] as const) {
    const v = cell(c);
    if (v !== undefined) input[c] = v;
  }
  const kw = cell('keywords');
  if (kw !== undefined)
    input.keywords = kw
      .split(CATALOGUE_KEYWORD_SEPARATOR)
      .map((k) => k.trim())
      .filter(Boolean);
  const stock = cell('stock');
  if (stock !== undefined) {
    const s = stock.toLowerCase();
    if (s === '' || yes.has(s)) input.stock = 'yes';
    else if (no.has(s)) input.stock = 'no';
    else errors.stock = CATALOGUE_MSG.stockInvalid;
  }
  const specColumns = header.filter((h) => h.startsWith(CATALOGUE_SPEC_PREFIX));
  if (specColumns.length)
    input.specs = specColumns
      .map((h) => ({ key: h.slice(CATALOGUE_SPEC_PREFIX.length).trim(), value: cell(h) ?? '' }))
      .filter((s) => s.value !== '');
  for (const c of ['industry', 'category', 'subCategory'] as const) {
    const v = cell(c);
    if (v) input[c] = { id: v };
  }
  const parsed = ZProductFields.partial().safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, index] = issue.path;
      const column =
        first === 'specs' && typeof index === 'number'
          ? `${CATALOGUE_SPEC_PREFIX}${(input.specs as { key: string }[])[index]?.key ?? ''}`
          : (FIELD_TO_COLUMN[issue.path.join('.')] ?? String(first));
      errors[column] ??= issue.message;
    }
  }
  const ok = parsed.success ? (parsed.data as UpdateProductRequest) : ({} as UpdateProductRequest);
  const fields: RowFields = {};
  if (ok.sku !== undefined) fields.sku = ok.sku || null;
  if (ok.name !== undefined) fields.name = ok.name;
  if (ok.description !== undefined) fields.description = ok.description;
  if (ok.keywords !== undefined) fields.keywords = ok.keywords;
  if (ok.leadTime !== undefined) fields.leadTime = ok.leadTime || null;
  if (ok.stock !== undefined) fields.stock = ok.stock === 'yes';
  if (ok.specs !== undefined) fields.specs = ok.specs;
  if (['industry', 'category', 'subCategory'].some((c) => cell(c) !== undefined)) {
    try {
      const tax = taxonomy(m, { industry: ok.industry, category: ok.category, subCategory: ok.subCategory });
      Object.assign(fields, {
        industryId: tax.industryId,
        categoryId: tax.categoryId,
        subCategoryId: tax.subCategoryId,
      });
    } catch (e) {
      if (!(e instanceof AppError) || !e.fields) throw e;
      for (const [k, v] of Object.entries(e.fields)) errors[FIELD_TO_COLUMN[k] ?? k] ??= v;
    }
  }
  const id = cell('id');
  return {
    fields,
    shown: { sku: cell('sku') || undefined, name: cell('name') || undefined },
    id: id || undefined,
    errors,
  };
}

/** Whether applying `f` would change `p`. */
function changes(p: ProductRow, f: RowFields) {
  return (
    (f.sku !== undefined && f.sku !== (p.sku ?? null)) ||
    (f.name !== undefined && f.name !== p.name) ||
    (f.description !== undefined && f.description !== p.description) ||
    (f.keywords !== undefined && !sameList(f.keywords, p.keywords)) ||
    (f.leadTime !== undefined && f.leadTime !== (p.leadTime ?? null)) ||
    (f.stock !== undefined && f.stock !== p.stock) ||
    (f.specs !== undefined && !sameList(bySpecKey(f.specs), bySpecKey(p.specs))) ||
    (f.industryId !== undefined &&
      (f.industryId !== p.industryId || f.categoryId !== p.categoryId || f.subCategoryId !== p.subCategoryId))
  );
}

export function createCatalogueService(d: CatalogueDeps) {
  const { db } = d;
  // A few imports at once per process: each may unpack up to its bound and plan 5,000 rows, and a burst must not stack them.
  const importSlots = createSlots({
    size: CATALOGUE_IMPORTS_AT_ONCE,
    maxWaiting: CATALOGUE_IMPORTS_WAITING,
    maxWaitMs: CATALOGUE_IMPORT_WAIT_SECONDS * 1000,
    busyMessage: CATALOGUE_MSG.busy,
  });

  /** Every row's action and errors, against the business's products now. */
  function plan(
    m: RefMaps,
    sheet: Sheet,
    existing: ProductRow[],
    businessId: string,
    tier: ReturnType<typeof tierOf>,
  ): Planned[] {
    const byId = new Map(existing.map((p) => [p.id, p]));
    const bySku = new Map(existing.filter((p) => p.sku).map((p) => [p.sku!, p]));
    const seenIds = new Set<string>();
    const seenSkus = new Set<string>();
    let room = PACKAGES[tier].maxProducts - existing.length;
    return sheet.rows.map(({ line, cells }) => {
      const { fields, shown, id, errors } = readRow(m, sheet.header, cells);
      let target: ProductRow | undefined;
      if (id !== undefined) {
        target = isUuid(id) ? byId.get(id.toLowerCase()) : undefined;
        if (!target) errors.id ??= CATALOGUE_MSG.unknownId;
        else if (seenIds.has(target.id)) errors.id ??= CATALOGUE_MSG.idTwice;
        else seenIds.add(target.id);
      }
      if (fields.sku) {
        if (seenSkus.has(fields.sku)) errors.sku ??= CATALOGUE_MSG.skuTwice;
        seenSkus.add(fields.sku);
        const holder = bySku.get(fields.sku);
        if (!target && id === undefined) target = holder;
        else if (holder && target && holder.id !== target.id) errors.sku ??= CATALOGUE_MSG.skuTaken;
      }
      if (!target) {
        // A new product needs what the form needs (a column that is there but wrong has its own error already).
        if (!sheet.header.includes('name') && !errors.name) errors.name = 'Product name is required';
        if (!sheet.header.includes('description') && !errors.description)
          errors.description = 'Description is required';
      }
      if (Object.keys(errors).length) return { line, action: 'error', fields, shown, errors };
      if (target)
        return { line, action: changes(target, fields) ? 'update' : 'unchanged', fields, shown, target, errors };
      if (room <= 0)
        return {
          line,
          action: 'error',
          fields,
          shown,
          errors: { row: `${limitMessage(tier)} Upgrade: /business/${businessId}/membership` },
        };
      room -= 1;
      return { line, action: 'create', fields, shown, errors };
    });
  }

  const present = (p: Planned, productID: string | null): CatalogueRowResult => ({
    line: p.line,
    action: p.action,
    sku: p.fields.sku ?? p.shown.sku ?? p.target?.sku ?? null,
    name: p.fields.name ?? p.shown.name ?? p.target?.name ?? null,
    productID: p.action === 'error' ? null : productID,
    errors: p.errors,
  });

  /** Reads, plans and, unless a dry run, writes one file (run in an import slot). */
  async function importFile(businessId: string, file: Buffer, dryRun: boolean): Promise<CatalogueImportResult> {
    const business = await d.businesses.load(businessId);
    const sheet = await readSheet(file);
    checkHeader(sheet.header);
    const m = await refMaps(db);
    const existing = await productsRepo.ofBusiness(db, businessId);
    const planned = plan(m, sheet, existing, businessId, tierOf(business.subscription));
    const counts = { create: 0, update: 0, unchanged: 0, error: 0 };
    for (const p of planned) counts[p.action] += 1;
    if (dryRun) return { dryRun, counts, rows: planned.map((p) => present(p, p.target?.id ?? null)), message: null };

    const now = new Date().toISOString();
    const creates = planned.filter((p) => p.action === 'create');
    const updates = planned.filter((p) => p.action === 'update');
    const createdIds = await inTransaction(db, async (tx) => {
      const rows = creates.map((p) => {
        const f = p.fields;
        const tax = {
          industryId: f.industryId ?? null,
          categoryId: f.categoryId ?? null,
          subCategoryId: f.subCategoryId ?? null,
        };
        return {
          businessId,
          name: f.name!,
          description: f.description!,
          sku: f.sku ?? null,
          keywords: f.keywords ?? [],
          specs: f.specs ?? [],
          leadTime: f.leadTime ?? null,
          stock: f.stock ?? true,
          ...tax,
          ...searchFields(m, { ...tax, keywords: f.keywords ?? [], specs: f.specs ?? [] }),
        };
      });
      const inserted = await productsRepo.insertMany(
        tx,
        rows,
        businessId,
        PACKAGES[tierOf(business.subscription)].maxProducts,
      );
      // Another write added products since the plan: nothing is written; the member tries again.
      if (!inserted)
        throw new AppError('Conflict', 'The catalogue changed while it was being imported; import the file again', {
          file: 'The catalogue changed meanwhile',
        });
      for (const p of updates) {
        const t = p.target!;
        const f = p.fields;
        const tax = {
          industryId: f.industryId !== undefined ? f.industryId : t.industryId,
          categoryId: f.industryId !== undefined ? (f.categoryId ?? null) : t.categoryId,
          subCategoryId: f.industryId !== undefined ? (f.subCategoryId ?? null) : t.subCategoryId,
        };
        await productsRepo.update(tx, t.id, {
          ...f,
          ...tax,
          ...searchFields(m, { ...tax, keywords: f.keywords ?? t.keywords, specs: f.specs ?? t.specs }),
        });
      }
      await vocabularyRepo.add(
        tx,
        vocabularyWords(
          ...[...creates, ...updates].flatMap((p) => [p.fields.name ?? '', ...(p.fields.keywords ?? [])]),
        ),
      );
      const fact = (id: string, name: string): ProductFact => ({ productId: id, businessId, name, at: now });
      await d.events.publishMany(
        tx,
        'product.created',
        inserted.map((r) => fact(r.id, r.name)),
      );
      await d.events.publishMany(
        tx,
        'product.updated',
        updates.map((p) => fact(p.target!.id, p.fields.name ?? p.target!.name)),
      );
      return inserted.map((r) => r.id);
    });
    await d.invalidate([
      cacheTags.business(businessId),
      cacheTags.search,
      ...updates.map((p) => cacheTags.product(p.target!.id)),
    ]);
    let next = 0;
    return {
      dryRun,
      counts,
      rows: planned.map((p) => present(p, p.action === 'create' ? createdIds[next++] : (p.target?.id ?? null))),
      message: CATALOGUE_MSG.applied(creates.length, updates.length),
    };
  }

  return {
    /** Checks the caller first, then reads, plans and writes in one of the process's import slots. */
    async import(userId: string, businessId: string, file: Buffer, dryRun: boolean): Promise<CatalogueImportResult> {
      await d.businesses.requireManager(businessId, userId);
      return importSlots.run(() => importFile(businessId, file, dryRun));
    },

    /** The business's products as a file an import reads back unchanged (every product, hidden ones too). */
    async export(userId: string, businessId: string, format: CatalogueFormat) {
      await d.businesses.requireManager(businessId, userId);
      const business = await d.businesses.load(businessId);
      const products = await productsRepo.ofBusiness(db, businessId);
      const specKeys = [...new Set(products.flatMap((p) => p.specs.map((s) => s.key)))];
      const header = [...CATALOGUE_COLUMNS, ...specKeys.map((k) => `${CATALOGUE_SPEC_PREFIX}${k}`)];
      const rows = products.map((p) => [
        p.id,
        p.sku ?? '',
        p.name,
        p.description,
        p.keywords.join(`${CATALOGUE_KEYWORD_SEPARATOR} `),
        p.industryId ?? '',
        p.categoryId ?? '',
        p.subCategoryId ?? '',
        p.leadTime ?? '',
        p.stock ? 'yes' : 'no',
        ...specKeys.map((k) => p.specs.find((s) => s.key === k)?.value ?? ''),
      ]);
      const name = `${business.companyName.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'catalogue'}-products.${format}`;
      return format === 'xlsx'
        ? {
            body: await writeXlsx(header, rows),
            contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            filename: name,
          }
        : { body: writeCsv(header, rows), contentType: 'text/csv; charset=utf-8', filename: name };
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
