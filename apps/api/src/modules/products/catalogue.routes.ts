/**
 * /api/business/profile/{id}/products/import and /export (decision 0037): a business's catalogue
 * from and to a CSV or XLSX file, for its owner and admins and for keys with the catalogue scopes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CATALOGUE_COLUMNS,
  CATALOGUE_IMPORT_WAIT_SECONDS,
  CATALOGUE_MAX_BYTES,
  CATALOGUE_MSG,
  CATALOGUE_XLSX_MAX_UNPACKED_BYTES,
  CATALOGUE_RESPONSES as R,
  ZBusinessParams,
  ZCatalogueExportQuery,
  ZCatalogueFile,
  ZCatalogueImportQuery,
} from '@wbn/contract';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import { AppError, invalid } from '../../lib/errors.js';
import { currentUser, keyAllowed, requireUser, type Authenticator } from '../../core/auth.js';
import type { CatalogueService } from './catalogue.service.js';

const tags = ['products'];
const businessOfPath = (req: FastifyRequest) => (req.params as { id: string }).id;

/** The form's one file, or 400 / 413 / 415 naming `file`. */
async function readFile(req: FastifyRequest) {
  if (!req.isMultipart())
    throw new AppError('UnsupportedMediaType', 'Send the file as multipart/form-data', {
      file: 'Multipart form expected',
    });
  try {
    const part = await req.file({ limits: { fileSize: CATALOGUE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 } });
    if (!part) throw invalid('file', CATALOGUE_MSG.fileRequired);
    return await part.toBuffer();
  } catch (e) {
    if (e instanceof AppError) throw e;
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PayloadTooLarge', CATALOGUE_MSG.tooLarge, { file: CATALOGUE_MSG.tooLarge });
    throw invalid('file', CATALOGUE_MSG.fileRequired);
  }
}

export function catalogueRoutes(auth: Authenticator, catalogue: CatalogueService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/profile/:id/products/import',
      {
        onRequest: requireUser(auth),
        ...keyAllowed('catalogue:write', businessOfPath),
        schema: op({
          id: 'importCatalogue',
          summary:
            "Creates and updates the business's products from a CSV or XLSX file (owner or admin). A row with a known id or sku updates that product; any other creates one. With dryRun=true every row's action and errors are answered and nothing is written; otherwise every valid row is written, and no invalid one, in one transaction.",
          tags,
          access: 'member',
          apiKey: 'catalogue:write',
          params: ZBusinessParams,
          querystring: ZCatalogueImportQuery,
          rawBody: {
            contentType: 'multipart/form-data',
            description: `The file as the field \`file\` (at most ${CATALOGUE_MAX_BYTES / 1024 / 1024} MB; an XLSX unpacking to at most ${CATALOGUE_XLSX_MAX_UNPACKED_BYTES / 1024 / 1024} MB): a header row of ${CATALOGUE_COLUMNS.join(', ')} and spec:<name> columns, then one product per row. A few imports run at once per server; past them the request waits, at most ${CATALOGUE_IMPORT_WAIT_SECONDS} s, then answers 429.`,
            schema: {
              type: 'object',
              properties: { file: { type: 'string', contentMediaType: 'text/csv' } },
              required: ['file'],
            },
          },
          response: { 200: R.imported },
          errors: [403, 404, 409, 413, 415, 429],
        }),
      },
      async (req) =>
        ok(
          await catalogue.import(
            currentUser(req).userID,
            req.params.id,
            await readFile(req),
            req.query.dryRun === 'true',
          ),
        ),
    );
    r.get(
      '/profile/:id/products/export',
      {
        onRequest: requireUser(auth),
        ...keyAllowed('catalogue:read', businessOfPath),
        schema: op({
          id: 'exportCatalogue',
          summary:
            "The business's products as a CSV or XLSX file that an import reads back unchanged; cells a spreadsheet would run as a formula are written with a leading apostrophe (owner or admin)",
          tags,
          access: 'member',
          apiKey: 'catalogue:read',
          params: ZBusinessParams,
          querystring: ZCatalogueExportQuery,
          response: {
            200: {
              description: 'The file.',
              content: {
                'text/csv': { schema: ZCatalogueFile },
                'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: ZCatalogueFile },
              },
            },
          },
          errors: [403, 404],
        }),
      },
      async (req, reply) => {
        const file = await catalogue.export(currentUser(req).userID, req.params.id, req.query.format);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'private, no-store')
          .send(file.body as unknown as string);
      },
    );
  };
}
