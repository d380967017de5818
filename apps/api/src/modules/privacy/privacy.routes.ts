/**
 * /api/user/export: "your data" (decision 0033): ask for an export (202), see it (status and, when
 * ready, where to download it), download it (its owner only, signed in; 7 days).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  okEnvelope,
  ZDataExport,
  ZDataExportParams,
  ZDataExportRequested,
  ZDataExportZip,
  ZLatestDataExport,
} from '@wbn/contract';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import { currentUser, requireUser, type Authenticator } from '../../core/auth.js';
import type { PrivacyService } from './privacy.service.js';

const tags = ['users'];

export function privacyRoutes(auth: Authenticator, privacy: PrivacyService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', requireUser(auth));
    r.post(
      '/export',
      {
        schema: op({
          id: 'requestDataExport',
          summary:
            'Asks for a ZIP of everything the network holds about the caller; made in the background (an e-mail and a notification say when it is ready). One being made is answered instead of a second.',
          tags,
          access: 'member',
          response: { 202: okEnvelope(ZDataExportRequested) },
          errors: [429],
        }),
      },
      async (req, reply) => reply.status(202).send(ok({ exportID: await privacy.request(currentUser(req).userID) })),
    );
    r.get(
      '/export',
      {
        schema: op({
          id: 'getLatestDataExport',
          summary: "The caller's latest export, or null",
          tags,
          access: 'member',
          response: { 200: okEnvelope(ZLatestDataExport) },
        }),
      },
      async (req) => ok(await privacy.latest(currentUser(req).userID)),
    );
    r.get(
      '/export/:exportID',
      {
        schema: op({
          id: 'getDataExport',
          summary:
            "One of the caller's exports: pending, ready (with its download address, for 7 days), failed or expired",
          tags,
          access: 'member',
          params: ZDataExportParams,
          response: { 200: okEnvelope(ZDataExport) },
          errors: [404],
        }),
      },
      async (req) => ok(await privacy.status(currentUser(req).userID, req.params.exportID)),
    );
    r.get(
      '/export/:exportID/download',
      {
        schema: op({
          id: 'downloadDataExport',
          summary: 'The ZIP of a ready export, to its owner only (another member, or an expired one: 404)',
          tags,
          access: 'member',
          params: ZDataExportParams,
          response: { 200: { description: 'The ZIP.', content: { 'application/zip': { schema: ZDataExportZip } } } },
          errors: [404],
        }),
      },
      async (req, reply) => {
        const zip = await privacy.download(currentUser(req).userID, req.params.exportID);
        return (
          reply
            .header('content-type', 'application/zip')
            .header('content-disposition', `attachment; filename="wbn-data-${req.params.exportID}.zip"`)
            .header('cache-control', 'private, no-store')
            // Bytes, sent as they are (no serializer runs on a Buffer); the document calls them a binary string.
            .send(zip as unknown as string)
        );
      },
    );
  };
}
