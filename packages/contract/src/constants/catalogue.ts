/**
 * Catalogues in bulk (decision 0037): the columns of an import or export file and the
 * sentences of the Products tab's Import. A module of its own (decision 0009).
 */
/** The fixed columns, in the order an export writes them; then one `spec:<name>` column per specification. */
export const CATALOGUE_COLUMNS = [
  'id',
  'sku',
  'name',
  'description',
  'keywords',
  'industry',
  'category',
  'subCategory',
  'leadTime',
  'stock',
] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];
export const CATALOGUE_SPEC_PREFIX = 'spec:';
/** Keywords share one cell, separated by this. */
export const CATALOGUE_KEYWORD_SEPARATOR = ';';
export const CATALOGUE_FORMATS = ['csv', 'xlsx'] as const;
export type CatalogueFormat = (typeof CATALOGUE_FORMATS)[number];
/** Rows one file may hold (a larger catalogue goes in several files). */
export const CATALOGUE_MAX_ROWS = 5000;
/** Columns a header may name: the fixed ones and one per specification (a product has at most 40) fit with room. */
export const CATALOGUE_MAX_COLUMNS = 100;
export const CATALOGUE_MAX_BYTES = 5 * 1024 * 1024;
/**
 * What an XLSX file (a ZIP) may unpack to. Its central directory is checked against these before
 * anything is unpacked, and the bytes actually inflated are counted against them while it is read:
 * at most this many parts, each part and all of them together at most these many bytes, and no
 * part larger than the grace size unpacking to more than the ratio times its packed size.
 * 5,000 rows of the longest fields unpack to about 40 MB, real catalogues to a few MB; parts of
 * real files pack 10 to 300 times (5,000 descriptions of one repeated letter: 293), and deflate
 * cannot pack more than about 1,030 times, so the ratio refuses only crafted parts.
 */
export const CATALOGUE_XLSX_MAX_ENTRIES = 500;
export const CATALOGUE_XLSX_MAX_ENTRY_BYTES = 48 * 1024 * 1024;
export const CATALOGUE_XLSX_MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
export const CATALOGUE_XLSX_MAX_RATIO = 500;
export const CATALOGUE_XLSX_RATIO_GRACE_BYTES = 1024 * 1024;
/**
 * Imports that run at once in one API process; another waits for a slot, at most
 * CATALOGUE_IMPORT_WAIT_SECONDS and behind at most CATALOGUE_IMPORTS_WAITING others, else 429.
 */
export const CATALOGUE_IMPORTS_AT_ONCE = 2;
export const CATALOGUE_IMPORTS_WAITING = 8;
export const CATALOGUE_IMPORT_WAIT_SECONDS = 20;

/** What each column holds (the /developers guide and the template). */
export const CATALOGUE_COLUMN_HELP: Record<CatalogueColumn, string> = {
  id: "The product's id on the network (as an export writes it). Leave empty for a new product.",
  sku: 'Your own code for the product, unique in your business. A row with a known SKU updates that product.',
  name: 'The product name (required, at most 160 characters).',
  description: 'The description (required, at most 5000 characters).',
  keywords: 'Up to 20 keywords separated by ";".',
  industry: 'The industry id, such as 0001 (see the industry tree).',
  category: 'The category id, such as 0001-02.',
  subCategory: 'The subcategory id, such as 0001-02-03.',
  leadTime: 'Free text, such as "15 days".',
  stock: 'yes or no (empty means yes).',
};

export const CATALOGUE_MSG = {
  fileRequired: 'Attach a CSV or XLSX file as the field "file"',
  unreadable: 'This file could not be read as CSV or XLSX',
  tooLarge: `The file is larger than ${CATALOGUE_MAX_BYTES / 1024 / 1024} MB: split the catalogue into several files`,
  tooManyRows: `A file can hold at most ${CATALOGUE_MAX_ROWS} products: split the catalogue into several files`,
  tooManyColumns: `A file can have at most ${CATALOGUE_MAX_COLUMNS} columns: the named ones and spec:<name> columns`,
  unpacksTooLarge: `This XLSX file unpacks to more than a catalogue needs (at most ${CATALOGUE_XLSX_MAX_UNPACKED_BYTES / 1024 / 1024} MB, ${CATALOGUE_XLSX_MAX_ENTRIES} parts, and ${CATALOGUE_XLSX_MAX_RATIO} times its packed size): save it again from your spreadsheet program, or split the catalogue into several files`,
  busy: 'Other catalogue imports are running on the server right now: try again in a few seconds',
  noRows: 'The file has no product rows under its header',
  missingColumns: 'The header must have the columns name and description',
  unknownColumn: (c: string) => `Unknown column "${c}": use ${CATALOGUE_COLUMNS.join(', ')} and spec:<name>`,
  duplicateColumn: (c: string) => `The column "${c}" appears twice`,
  skuTwice: 'This SKU appears on an earlier row of the file',
  idTwice: 'This id appears on an earlier row of the file',
  unknownId: 'No product of this business has this id',
  skuTaken: 'Another product of this business has this SKU',
  stockInvalid: 'Write yes or no',
  applied: (created: number, updated: number) => `Imported: ${created} created, ${updated} updated.`,
} as const;

const count = (n: number) => n.toLocaleString('en-US');

/** The Products tab's Export and Import (the web app): its buttons, the import dialog, its preview of a dry run. */
export const CATALOGUE_TEXT = {
  exportCsv: 'Export CSV',
  exportXlsx: 'Export XLSX',
  /** The file name when the answer names none. */
  exportFileName: (format: CatalogueFormat) => `products.${format}`,
  importButton: 'Import',
  importTitle: 'Import products',
  importIntro:
    'Add or update many products at once from a CSV or XLSX file. Check the file first: nothing is saved until you import it.',
  fileLabel: 'Catalogue file',
  chooseFile: 'Choose a file',
  chooseAnother: 'Choose another file',
  fileRules: `CSV or XLSX, at most ${CATALOGUE_MAX_BYTES / 1024 / 1024} MB and ${count(CATALOGUE_MAX_ROWS)} products.`,
  template: 'Download a template',
  templateFileName: 'products-template.csv',
  /**
   * The template's example row, under the columns plus one specification column (the ids are the seeded tree's
   * Automation › PLCs & Controllers › Compact PLCs).
   */
  templateSpec: 'Voltage',
  templateExample: {
    id: '',
    sku: 'PLC-100',
    name: 'Compact PLC with 24 I/O',
    description:
      'A compact controller for small machines, with 14 digital inputs, 10 relay outputs and an Ethernet port.',
    keywords: 'plc;controller;automation',
    industry: '0001',
    category: '0001-01',
    subCategory: '0001-01-01',
    leadTime: '15 days',
    stock: 'yes',
  } satisfies Record<CatalogueColumn, string>,
  templateSpecExample: '24 V DC',
  columnsHint: `Columns: ${CATALOGUE_COLUMNS.join(', ')}, and ${CATALOGUE_SPEC_PREFIX}<name> for each specification. A new product needs at least name and description; only the columns your file has are changed.`,
  columnsHelp: 'What each column holds',
  columnHead: 'Column',
  meaningHead: 'What it holds',
  specColumn: `${CATALOGUE_SPEC_PREFIX}<name>`,
  specHelp: `One column per specification, such as ${CATALOGUE_SPEC_PREFIX}Material. With these columns the row's specifications are replaced: an empty cell leaves that one out.`,
  check: 'Check the file',
  checking: 'Checking…',
  summary: (c: { create: number; update: number; unchanged: number; error: number }) =>
    `${count(c.create)} to create, ${count(c.update)} to update, ${count(c.unchanged)} unchanged, ${count(c.error)} with errors`,
  errorsLeftOut:
    'Rows with errors are left out. Fix them in the file and check it again, or import the other rows now.',
  nothingToImport: 'Nothing to import: every row is unchanged or has errors.',
  previewLabel: 'Rows of the file',
  onlyErrors: 'Only rows with errors',
  showing: (shown: number, total: number) => `Showing ${count(shown)} of ${count(total)} rows`,
  showMore: 'Show more',
  head: { line: 'Line', action: 'Action', sku: 'SKU', name: 'Name' },
  actions: { create: 'Create', update: 'Update', unchanged: 'Unchanged', error: 'Error' } satisfies Record<
    'create' | 'update' | 'unchanged' | 'error',
    string
  >,
  /** The errors of one row, for a screen reader. */
  rowErrors: (line: number) => `Errors on line ${line}`,
  /** The "column" of an error about the row as a whole (over the membership's cap). */
  wholeRow: 'Row',
  importN: (n: number) => (n === 1 ? 'Import 1 product' : `Import ${count(n)} products`),
  importing: 'Importing… this can take a few seconds for large files',
  cancel: 'Cancel',
} as const;
