/**
 * The typed client's generated files (packages/client): the API's OpenAPI document as the client
 * commits it, and the TypeScript types openapi-typescript writes from it. `npm run client:generate`
 * writes them (cli/openapi.ts); the staleness test (test/client-fresh.test.ts) builds the same
 * text from the document the app serves and compares. Both go through this module, so a difference
 * can only mean the routes changed since the files were written.
 */
import path from 'node:path';
import { schemaTypes } from '@wbn/client/schema-types';
import { REPO_ROOT } from '../lib/paths.js';

export const CLIENT_DIR = path.join(REPO_ROOT, 'packages/client');
export const CLIENT_DOCUMENT_FILE = path.join(CLIENT_DIR, 'openapi.json');
export const CLIENT_SCHEMA_FILE = path.join(CLIENT_DIR, 'src/schema.d.ts');

type Json = Record<string, unknown>;

/** The document's top-level fields in the order the OpenAPI specification lists them; any other field follows. */
const TOP_LEVEL_ORDER = [
  'openapi',
  'info',
  'jsonSchemaDialect',
  'servers',
  'tags',
  'security',
  'paths',
  'webhooks',
  'components',
  'externalDocs',
];

/** An object's entries in the order of their keys (code point order, the same on every machine). */
const sortedByKey = (o: unknown) =>
  o && typeof o === 'object'
    ? Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : o;

/**
 * The served document as the client commits it:
 * - `servers` is the site root, not the PUBLIC_URL of the machine that built it (the document's
 *   paths start at the root, /api/... and /auth/...; a client is given its address as baseUrl);
 * - the top-level fields are in the specification's order, and the paths and the components in
 *   the order of their names, not the order the server registers its routes: a changed route
 *   shows in the file where its path sorts.
 * The operations and schemas themselves are kept as the server describes them.
 */
export function clientDocument(served: Json): Json {
  const rank = (key: string) => (TOP_LEVEL_ORDER.includes(key) ? TOP_LEVEL_ORDER.indexOf(key) : TOP_LEVEL_ORDER.length);
  const doc: Json = Object.fromEntries(Object.entries(structuredClone(served)).sort(([a], [b]) => rank(a) - rank(b)));
  doc.servers = [
    {
      url: '/',
      description:
        'The site root: the paths start with /api or /auth. A client is given the address it calls as its baseUrl.',
    },
  ];
  doc.paths = sortedByKey(doc.paths);
  const components = doc.components as Record<string, unknown> | undefined;
  if (components)
    doc.components = Object.fromEntries(Object.entries(components).map(([kind, named]) => [kind, sortedByKey(named)]));
  return doc;
}

/** The text of packages/client/openapi.json: 2-space JSON and a final newline. */
export const documentText = (doc: Json) => `${JSON.stringify(doc, null, 2)}\n`;

/** The text of both generated files, from the document the app serves. */
export async function clientFiles(served: Json): Promise<{ document: string; schema: string }> {
  const doc = clientDocument(served);
  return { document: documentText(doc), schema: await schemaTypes(doc) };
}
