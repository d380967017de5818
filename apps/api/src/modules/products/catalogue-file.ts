/**
 * Catalogue files (decision 0037): a CSV or XLSX file as a header and rows of text, and back.
 * Cells a spreadsheet would run as a formula (beginning with =, +, -, @, a tab or a carriage
 * return) are written with a leading apostrophe, as OWASP advises against CSV injection, and
 * read back without it, so an exported file imports unchanged.
 */
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { CATALOGUE_MAX_ROWS, CATALOGUE_MSG } from '@wbn/contract';
import { AppError, invalid } from '../../lib/errors.js';

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

function finish(table: string[][], firstLine: number): Sheet {
  const [head, ...body] = table;
  if (!head) throw invalid('file', CATALOGUE_MSG.noRows);
  const rows = body.map((cells, i) => ({ line: i + firstLine + 1, cells: cells.map((c) => unescapeCell(c)) })).filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (!rows.length) throw invalid('file', CATALOGUE_MSG.noRows);
  if (rows.length > CATALOGUE_MAX_ROWS) throw invalid('file', CATALOGUE_MSG.tooManyRows);
  return { header: head.map((h) => h.trim()), rows };
}

/** Reads a CSV (UTF-8, with or without a BOM) or an XLSX (its first worksheet); 400 naming `file` when it cannot. */
export async function readSheet(file: Buffer): Promise<Sheet> {
  if (isZip(file)) {
    const book = new ExcelJS.Workbook();
    try {
      await book.xlsx.load(file as unknown as ArrayBuffer);
    } catch {
      throw invalid('file', CATALOGUE_MSG.unreadable);
    }
    const sheet = book.worksheets[0];
    if (!sheet) throw invalid('file', CATALOGUE_MSG.noRows);
    if (sheet.rowCount > CATALOGUE_MAX_ROWS + 1) throw invalid('file', CATALOGUE_MSG.tooManyRows);
    const width = sheet.getRow(1).cellCount;
    const table: string[][] = [];
    for (let r = 1; r <= sheet.rowCount; r++) {
      const row = sheet.getRow(r);
      table.push(Array.from({ length: Math.max(width, row.cellCount) }, (_, c) => cellText(row.getCell(c + 1).value)));
    }
    return finish(table, 1);
  }
  let table: string[][];
  try {
    const text = file.toString('utf8');
    if (text.includes('\u0000')) throw new Error('binary');
    table = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, to: CATALOGUE_MAX_ROWS + 2 }) as string[][];
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw invalid('file', CATALOGUE_MSG.unreadable);
  }
  if (table.length > CATALOGUE_MAX_ROWS + 1) throw invalid('file', CATALOGUE_MSG.tooManyRows);
  return finish(table, 1);
}

/** A CSV with a BOM (so spreadsheets read it as UTF-8), every cell escaped. */
export const writeCsv = (header: string[], rows: string[][]) => Buffer.from(`\uFEFF${stringify([header, ...rows.map((r) => r.map(escapeCell))])}`, 'utf8');

/** An XLSX of one worksheet, "Products", every cell written as text (escaped like the CSV). */
export async function writeXlsx(header: string[], rows: string[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Products');
  sheet.addRow(header).font = { bold: true };
  for (const r of rows) sheet.addRow(r.map(escapeCell));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}
