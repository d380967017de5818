/**
 * Catalogues in bulk (issue 25, decision 0037): the columns of an import or export file and the
 * sentences of the Products tab's Import. A module of its own (decision 0009).
 */
/** The fixed columns, in the order an export writes them; then one `spec:<name>` column per specification. */
export const CATALOGUE_COLUMNS = ['id', 'sku', 'name', 'description', 'keywords', 'industry', 'category', 'subCategory', 'leadTime', 'stock'] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];
export const CATALOGUE_SPEC_PREFIX = 'spec:';
/** Keywords share one cell, separated by this. */
export const CATALOGUE_KEYWORD_SEPARATOR = ';';
export const CATALOGUE_FORMATS = ['csv', 'xlsx'] as const;
export type CatalogueFormat = (typeof CATALOGUE_FORMATS)[number];
/** Rows one file may hold (a larger catalogue goes in several files). */
export const CATALOGUE_MAX_ROWS = 5000;
export const CATALOGUE_MAX_BYTES = 5 * 1024 * 1024;

/** What each column holds (the /developers guide and the template). */
export const CATALOGUE_COLUMN_HELP: Record<CatalogueColumn, string> = {
  id: "The product's id on the network (as an export writes it). Leave empty for a new product.",
  sku: "Your own code for the product, unique in your business. A row with a known SKU updates that product.",
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
