/**
 * Catalogue files (decision 0037): a CSV or XLSX file as a header and rows of text, and back.
 * Cells a spreadsheet would run as a formula (beginning with =, +, -, @, a tab or a carriage
 * return) are written with a leading apostrophe, as OWASP advises against CSV injection, and
 * read back without it, so an exported file imports unchanged.
 *
 * What a file may cost to read is bounded (decision 0052): an XLSX is a ZIP read within
 * XLSX_BOUNDS (its central directory checked first, its inflated bytes counted) and its worksheet
 * is read as a stream that stops at the row past the limit; a CSV's parsing stops there too.
 */
import path from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import {
  CATALOGUE_MAX_COLUMNS,
  CATALOGUE_MAX_ROWS,
  CATALOGUE_MSG,
  CATALOGUE_XLSX_MAX_ENTRIES,
  CATALOGUE_XLSX_MAX_ENTRY_BYTES,
  CATALOGUE_XLSX_MAX_RATIO,
  CATALOGUE_XLSX_MAX_UNPACKED_BYTES,
  CATALOGUE_XLSX_RATIO_GRACE_BYTES,
} from '@wbn/contract';
import { AppError, invalid } from '../../lib/errors.js';
import { openBoundedZip, ZipTooLargeError, type ZipBounds } from '../../lib/bounded-zip.js';

export type Sheet = { header: string[]; rows: { line: number; cells: string[] }[] };

const FORMULA_START = /^[=+\-@\t\r]/;
export const escapeCell = (s: string) => (FORMULA_START.test(s) ? `'${s}` : s);
export const unescapeCell = (s: string) => (s.startsWith("'") && FORMULA_START.test(s.slice(1)) ? s.slice(1) : s);

const isZip = (b: Buffer) => b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/** A cell of a worksheet as text: numbers and dates as written, rich text joined, a formula's result. */
function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('text' in v && typeof v.text === 'string') return v.text;
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
  }
  return '';
}

/** How many columns a header names (up to its last non-empty cell); 400 naming `file` past the limit. */
function headerWidth(head: string[]) {
  let width = 0;
  head.forEach((h, i) => {
    if (h.trim() !== '') width = i + 1;
  });
  if (width > CATALOGUE_MAX_COLUMNS) throw invalid('file', CATALOGUE_MSG.tooManyColumns);
  return width;
}

/** Header and non-empty rows; 400 naming `file` when there are none, or more than the limits. */
function finish(head: string[] | undefined, body: Sheet['rows']): Sheet {
  if (!head) throw invalid('file', CATALOGUE_MSG.noRows);
  headerWidth(head);
  const rows = body
    .map((r) => ({ line: r.line, cells: r.cells.map((c) => unescapeCell(c)) }))
    .filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (!rows.length) throw invalid('file', CATALOGUE_MSG.noRows);
  if (rows.length > CATALOGUE_MAX_ROWS) throw invalid('file', CATALOGUE_MSG.tooManyRows);
  return { header: head.map((h) => h.trim()), rows };
}

const XLSX_BOUNDS: ZipBounds = {
  maxEntries: CATALOGUE_XLSX_MAX_ENTRIES,
  maxEntryBytes: CATALOGUE_XLSX_MAX_ENTRY_BYTES,
  maxTotalBytes: CATALOGUE_XLSX_MAX_UNPACKED_BYTES,
  maxRatio: CATALOGUE_XLSX_MAX_RATIO,
  ratioGraceBytes: CATALOGUE_XLSX_RATIO_GRACE_BYTES,
};

/**
 * The parts of ExcelJS's streaming reader this module drives itself (exceljs 4.4): it reads the
 * parts of a stream in the order they come and writes a worksheet that comes before the shared
 * strings to a temporary file, so the parts are handed to it here, in the order they are needed,
 * each a counted stream from the bounded ZIP.
 */
type StreamingBook = {
  options: Record<string, string>;
  sharedStrings?: unknown[];
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { id: number; name: string; rId: string }[] };
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(
    entry: Readable,
    sheetNo: string,
  ): Generator<{ eventType: string; value: AsyncIterable<ExcelJS.Row> }>;
};

/** A row's cells as text, its first `width` only. */
function textOf(row: ExcelJS.Row, width: number) {
  const cells = Array.from({ length: width }, () => '');
  row.eachCell((cell, col) => {
    if (col <= width) cells[col - 1] = cellText(cell.value);
  });
  return cells;
}

/** Where a relationship's target lies in the ZIP (targets are relative to xl/, or absolute). */
const partOf = (target: string) => (target.startsWith('/') ? target.slice(1) : path.posix.normalize(`xl/${target}`));

/** The first worksheet of an XLSX, read as a stream within XLSX_BOUNDS; stops at the row limit. */
async function readXlsx(file: Buffer): Promise<Sheet> {
  const zip = await openBoundedZip(file, XLSX_BOUNDS);
  for (const part of ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels'])
    if (!zip.has(part)) throw invalid('file', CATALOGUE_MSG.unreadable);
  const book = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache', // dates are numbers with a date format
    hyperlinks: 'ignore',
    entries: 'ignore',
  }) as unknown as StreamingBook;
  await book._parseRels(await zip.open('xl/_rels/workbook.xml.rels'));
  await book._parseWorkbook(await zip.open('xl/workbook.xml'));
  book.sharedStrings = [];
  if (zip.has('xl/sharedStrings.xml'))
    for await (const _ of book._parseSharedStrings(await zip.open('xl/sharedStrings.xml')));
  if (zip.has('xl/styles.xml')) await book._parseStyles(await zip.open('xl/styles.xml'));

  const first = book.model?.sheets?.[0];
  const target = first && book.workbookRels?.find((r) => r.Id === first.rId)?.Target;
  if (!target) throw invalid('file', CATALOGUE_MSG.noRows);
  const part = partOf(target);
  if (!zip.has(part)) throw invalid('file', CATALOGUE_MSG.unreadable);
  const [opened] = [
    ...book._parseWorksheet(await zip.open(part), /sheet(\d+)\.xml$/.exec(part)?.[1] ?? String(first.id)),
  ];
  if (!opened) throw invalid('file', CATALOGUE_MSG.unreadable);

  let head: string[] | undefined;
  let width = 0;
  const body: Sheet['rows'] = [];
  // Leaving the loop (the row limit) closes the worksheet's stream, which stops its inflating.
  for await (const row of opened.value) {
    if (!Number.isInteger(row.number) || row.number < 1) throw invalid('file', CATALOGUE_MSG.unreadable);
    if (row.number === 1) {
      // The header's width bounds every row's: no column reads a cell past it (a cell in column XFD costs nothing).
      const named: string[] = [];
      row.eachCell((cell, col) => {
        if (col <= CATALOGUE_MAX_COLUMNS + 1) named[col - 1] = cellText(cell.value);
      });
      head = Array.from(named, (h) => h ?? '');
      width = headerWidth(head);
      head = head.slice(0, width);
      continue;
    }
    const cells = textOf(row, width);
    if (cells.every((c) => c.trim() === '')) continue;
    body.push({ line: row.number, cells });
    if (body.length > CATALOGUE_MAX_ROWS) throw invalid('file', CATALOGUE_MSG.tooManyRows);
  }
  return finish(head, body);
}

/** A CSV: parsing stops at the row past the limit, so the rest of the file is never read. */
function readCsv(file: Buffer): Sheet {
  let table: string[][];
  try {
    const text = file.toString('utf8');
    if (text.includes('\u0000')) throw new Error('binary');
    table = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      to: CATALOGUE_MAX_ROWS + 2,
    }) as string[][];
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw invalid('file', CATALOGUE_MSG.unreadable);
  }
  if (table.length > CATALOGUE_MAX_ROWS + 1) throw invalid('file', CATALOGUE_MSG.tooManyRows);
  const [head, ...body] = table;
  return finish(
    head,
    body.map((cells, i) => ({ line: i + 2, cells })),
  );
}

/**
 * Reads a CSV (UTF-8, with or without a BOM) or an XLSX (its first worksheet); 400 naming `file`
 * when it cannot, or when an XLSX would unpack past its bounds.
 */
export async function readSheet(file: Buffer): Promise<Sheet> {
  if (!isZip(file)) return readCsv(file);
  try {
    return await readXlsx(file);
  } catch (e) {
    if (e instanceof AppError) throw e;
    if (e instanceof ZipTooLargeError) throw invalid('file', CATALOGUE_MSG.unpacksTooLarge);
    throw invalid('file', CATALOGUE_MSG.unreadable);
  }
}

/** A CSV with a BOM (so spreadsheets read it as UTF-8), every cell escaped. */
export const writeCsv = (header: string[], rows: string[][]) =>
  Buffer.from(`\uFEFF${stringify([header, ...rows.map((r) => r.map(escapeCell))])}`, 'utf8');

/** An XLSX of one worksheet, "Products", every cell written as text (escaped like the CSV). */
export async function writeXlsx(header: string[], rows: string[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Products');
  sheet.addRow(header).font = { bold: true };
  for (const r of rows) sheet.addRow(r.map(escapeCell));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}
