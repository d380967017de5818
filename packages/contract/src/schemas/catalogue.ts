/** Catalogues in bulk (decision 0037): the import's answer, row by row, and the export's query. */
import { z } from './zod.js';
import { okEnvelope } from './envelope.js';
import { CATALOGUE_FORMATS } from '../constants/catalogue.js';

export const ZCatalogueImportQuery = z.object({
  /** true: check every row and say what would happen, write nothing. */
  dryRun: z.enum(['true', 'false'], { message: 'dryRun must be true or false' }).default('false'),
});
export const ZCatalogueExportQuery = z.object({
  format: z.enum(CATALOGUE_FORMATS, { message: 'format must be csv or xlsx' }).default('csv'),
});

export const ZCatalogueRowResult = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  action: z.enum(['create', 'update', 'unchanged', 'error']),
  sku: z.string().nullable(),
  name: z.string().nullable(),
  /** The product it created or updates (null for a new one in a dry run, and for an error). */
  productID: z.string().nullable(),
  /** What is wrong, by column (`row` for the row as a whole, e.g. over the membership's cap). */
  errors: z.record(z.string(), z.string()),
});
export type CatalogueRowResult = z.infer<typeof ZCatalogueRowResult>;

export const ZCatalogueImportResult = z.object({
  dryRun: z.boolean(),
  counts: z.object({
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    error: z.number().int(),
  }),
  rows: z.array(ZCatalogueRowResult),
  /** The sentence for a toast (after applying). */
  message: z.string().nullable(),
});
export type CatalogueImportResult = z.infer<typeof ZCatalogueImportResult>;
/** GET …/products/export: the file itself. */
export const ZCatalogueFile = z.string().meta({ format: 'binary' });

export const CATALOGUE_RESPONSES = { imported: okEnvelope(ZCatalogueImportResult) } as const;
