/**
 * The OpenAPI document (decision 0025), GET /api/openapi.json, as an integrator meets it:
 * - it is valid OpenAPI 3.1 (swagger-parser) and Redocly's recommended rules find no error;
 * - every operation has a unique camelCase operationId, a tag, a summary, its security, a success
 *   answer with its schema, and its 4xx answers are the error envelope;
 * - it holds no catch-all path and no method OpenAPI 3.1 lacks;
 * - every route the server registers under /api and /auth is in it, unless hidden on purpose,
 *   and every operation in it is a route the server has;
 * - what it says a route answers is what the route answers (ajv, JSON Schema 2020-12).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { bearer, createTestApp, registerUser, type TestApp } from './test-app.js';

type Json = Record<string, any>;

let t: TestApp;
let doc: Json;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  doc = res.body;
});
afterAll(() => t.close());

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
/** Every operation of the document: `METHOD /path`, and the operation. */
const operations = () =>
  Object.entries(doc.paths as Record<string, Json>).flatMap(([url, item]) =>
    HTTP_METHODS.filter((m) => item[m]).map((m) => ({
      name: `${m.toUpperCase()} ${url}`,
      url,
      method: m,
      op: item[m] as Json,
    })),
  );

/** A response of the document, its `$ref` to `#/components/responses/...` followed. */
const resolveResponse = (r: Json): Json => (r.$ref ? doc.components.responses[String(r.$ref).split('/').pop()!] : r);

const ERROR_ENVELOPE = '#/components/schemas/ErrorEnvelope';
const isJson = (mediaType: string) => /^application\/(.+\+)?json$/.test(mediaType);

/**
 * 4xx answers that are deliberately not the error envelope, and why: they are not the API's.
 * The site's files answer crawlers in plain text; the sandbox payment provider stands in for the
 * card provider, so it answers that provider's own (Stripe's) error shape.
 */
const NON_ENVELOPE_ERRORS: Record<string, string> = {
  'getSitemapFile 404': 'a site file: the plain text `Not found`',
  'createSandboxPaymentMethod 402': "the card provider's error shape",
  'confirmSandboxPayment 404': "the card provider's error shape",
};

// ---------------------------------------------------------------- (a), (b) valid OpenAPI 3.1

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    // validate() dereferences the document it is given, in place: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it("passes Redocly's recommended rules with no error", { timeout: 180_000 }, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'wbn-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(doc));
      const cli = path.join(
        path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
        'bin',
        'cli.js',
      );
      // Offline: no telemetry, no update check. Exit code 1 when it finds errors: the report is on stdout either way.
      const stdout = await new Promise<string>((resolve, reject) =>
        execFile(
          process.execPath,
          [cli, 'lint', file, '--format=json', '--extends=recommended'],
          {
            cwd: dir,
            timeout: 150_000,
            maxBuffer: 64 * 1024 * 1024,
            env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
          },
          (err, out, errOut) =>
            out.trim() ? resolve(out) : reject(err ?? new Error(`redocly printed nothing: ${errOut}`)),
        ),
      );
      const report = JSON.parse(stdout) as {
        totals: { errors: number };
        problems: { ruleId: string; severity: string; message: string; location: { pointer?: string }[] }[];
      };
      const errors = report.problems
        .filter((p) => p.severity === 'error')
        .map((p) => `${p.ruleId}: ${p.message} (${p.location.map((l) => l.pointer).join(', ')})`);
      expect(errors).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  // ---------------------------------------------------------------- (c) each operation

  it('gives every operation a unique camelCase operationId, a tag, a summary and its security', () => {
    const problems: string[] = [];
    const seen = new Map<string, string>();
    for (const { name, op } of operations()) {
      const id = op.operationId as unknown;
      if (typeof id !== 'string' || !/^[a-z][a-zA-Z0-9]*$/.test(id))
        problems.push(`${name}: operationId ${JSON.stringify(id)} is not camelCase`);
      else if (seen.has(id)) problems.push(`${name}: operationId ${id} is also ${seen.get(id)}'s`);
      else seen.set(id, name);
      if (!Array.isArray(op.tags) || op.tags.length === 0) problems.push(`${name}: no tag`);
      if (typeof op.summary !== 'string' || !op.summary.trim()) problems.push(`${name}: no summary`);
      if (!Array.isArray(op.security)) problems.push(`${name}: no security`);
    }
    expect(problems).toEqual([]);
    expect(seen.size).toBeGreaterThan(50);
  });

  it('gives every operation a success answer with its schema, and the error envelope for its 4xx answers', () => {
    const problems: string[] = [];
    for (const { name, op } of operations()) {
      const responses = (op.responses ?? {}) as Record<string, Json>;
      const success = Object.entries(responses).filter(([status]) => /^2\d\d$/.test(status));
      if (!success.length) problems.push(`${name}: no 2xx answer`);
      for (const [status, r] of success) {
        const content = (resolveResponse(r).content ?? {}) as Record<string, Json>;
        const types = Object.keys(content);
        if (!types.length) problems.push(`${name} ${status}: no content`);
        for (const type of types) {
          const schema = content[type].schema as Json | undefined;
          // JSON: the answer's schema; a text, XML or event-stream answer: its media type (its schema may be a plain string).
          if (!schema || typeof schema !== 'object' || (isJson(type) && !Object.keys(schema).length))
            problems.push(`${name} ${status} ${type}: no schema`);
        }
      }
      for (const [status, r] of Object.entries(responses).filter(([s]) => /^4\d\d$/.test(s))) {
        if (NON_ENVELOPE_ERRORS[`${op.operationId} ${status}`]) continue;
        const content = resolveResponse(r).content as Record<string, Json> | undefined;
        const ref = content?.['application/json']?.schema?.$ref;
        if (
          !r.$ref?.startsWith('#/components/responses/') ||
          ref !== ERROR_ENVELOPE ||
          Object.keys(content!).length !== 1
        ) {
          problems.push(`${name} ${status}: not the ErrorEnvelope component`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  // ---------------------------------------------------------------- (d) nothing that is not an operation

  it('holds no catch-all path and no method OpenAPI 3.1 lacks', () => {
    const paths = Object.keys(doc.paths);
    expect(paths.filter((p) => p.includes('*') || /\{\*\w*\}/.test(p))).toEqual([]);
    expect(paths.filter((p) => 'query' in doc.paths[p] || 'QUERY' in doc.paths[p])).toEqual([]);
    const known = new Set<string>([...HTTP_METHODS, 'summary', 'description', 'servers', 'parameters', '$ref']);
    expect(
      paths.flatMap((p) =>
        Object.keys(doc.paths[p])
          .filter((k) => !known.has(k))
          .map((k) => `${p} ${k}`),
      ),
    ).toEqual([]);
  });

  // ---------------------------------------------------------------- its words are for its readers

  it('speaks of behaviour, never of internal decision records, and links the developer guide (decision 0070)', () => {
    const cites: string[] = [];
    const walk = (value: unknown, at: string) => {
      if (typeof value === 'string') {
        if (/\bdecisions? \d{4}/i.test(value)) cites.push(`${at}: ${value}`);
      } else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) walk(inner, `${at}/${key}`);
    };
    walk(doc, '#');
    expect(cites).toEqual([]);
    expect(doc.info.description).toContain('[developer guide](/developers)');
  });

  // ---------------------------------------------------------------- (e) the routes and the document agree

  it('documents every route under /api and /auth except those hidden on purpose, and only routes the server has', () => {
    const { routes, misread } = registeredRoutes(t.app);
    // The parse of the route tree is sound: every route read is one the server has, and known routes are among them.
    expect(misread).toEqual([]);
    expect(routes.length).toBeGreaterThan(50);
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/user/profile' },
        { method: 'POST', url: '/auth/login' },
        { method: 'GET', url: '/api/business/profile/{id}' },
      ]),
    );

    const documented = new Set(operations().map((o) => `${o.method.toUpperCase()} ${o.url}`));
    const missing = routes
      .filter((r) => /^\/(api|auth)\//.test(r.url) && !HIDDEN.some((h) => r.url === h || r.url.startsWith(`${h}/`)))
      .map((r) => `${r.method} ${r.url}`)
      .filter((r) => !documented.has(r));
    expect(missing).toEqual([]);

    // The other way: every documented operation is a route (a path typed wrong in the document would not be).
    const phantom = operations().filter(
      (o) => !t.app.hasRoute({ method: o.method.toUpperCase() as 'GET', url: o.url.replace(/\{(\w+)\}/g, ':$1') }),
    );
    expect(phantom.map((o) => o.name)).toEqual([]);
  });

  // ---------------------------------------------------------------- (f) what it says is what the server answers

  it("describes a member's profile and an error answer as the server sends them", async () => {
    const ajv = new Ajv2020({ allErrors: true, strict: true });
    addFormats(ajv);
    // OpenAPI's own keywords beside JSON Schema's (the OAS dialect): annotations to ajv.
    ajv.addVocabulary(['discriminator', 'xml', 'externalDocs', 'example']);
    /** The JSON schema the document gives `METHOD path`'s answer with `status`, its component references resolvable. */
    const answerSchema = (method: string, url: string, status: number) => {
      const r = doc.paths[url]?.[method]?.responses?.[String(status)];
      expect(r, `${method.toUpperCase()} ${url} documents ${status}`).toBeTruthy();
      const schema = resolveResponse(r).content['application/json'].schema;
      const local = (v: unknown) => JSON.parse(JSON.stringify(v).replaceAll('"#/components/schemas/', '"#/$defs/'));
      return ajv.compile({ ...local(schema), $defs: local(doc.components.schemas ?? {}) });
    };
    const expectValid = (validate: ReturnType<typeof ajv.compile>, body: unknown) => {
      const valid = validate(body);
      expect(
        valid ? [] : validate.errors?.map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`),
      ).toEqual([]);
    };

    const u = await registerUser(t);
    const profile = await t.request({ method: 'GET', url: '/api/user/profile', headers: bearer(u.token) });
    expect(profile.status).toBe(200);
    expect(profile.body.data.email).toBe(u.email);
    const profileSchema = answerSchema('get', '/api/user/profile', 200);
    expectValid(profileSchema, profile.body);
    // The check has teeth: a field the document does not name is refused.
    expect(profileSchema({ ...profile.body, data: { ...profile.body.data, notInTheDocument: 1 } })).toBe(false);

    const signedOut = await t.request({ method: 'GET', url: '/api/user/profile' });
    expect(signedOut.status).toBe(401);
    expectValid(answerSchema('get', '/api/user/profile', 401), signedOut.body);

    const invalid = await t.request({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(u.token),
      payload: { firstName: '' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toHaveProperty('firstName');
    expectValid(answerSchema('put', '/api/user/profile', 400), invalid.body);
  });
});

// ---------------------------------------------------------------- the server's routes

/**
 * Routes left out of the document on purpose: the document itself and its browser (Swagger UI:
 * its page, files and the /api/docs/json alias). The catch-alls (`/api/*` answering 404 or 405,
 * the web app's pages) are not routes of one path and are skipped as such.
 */
const HIDDEN = ['/api/openapi.json', '/api/docs'];

const ROUTE_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every route the server registers, `{method, url}` with OpenAPI's `{param}`, read from Fastify's
 * route tree (printRoutes: each line a node, its text the path after its parent's, then its
 * methods). HEAD (answered for every GET) and catch-alls (`*`) are left out. Each route read is
 * checked with hasRoute: `misread` lists those the server does not have (the tree read wrong).
 */
function registeredRoutes(app: FastifyInstance) {
  const found = new Map<string, { method: string; url: string }>();
  const misread: string[] = [];
  const paths: string[][] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.+)$/.exec(line);
    if (!m) continue; // a node's metadata line, or the end
    const depth = m[1].length / 4;
    const [, label, methods = ''] = /^(.*?)(?: \(([A-Z, ]+)\))?(?: \{.*\})?$/.exec(m[2])!;
    // A parametric node shared by routes that name the parameter differently prints `:a|:b`: each is a candidate.
    const options = label.split('|');
    const parents = depth === 0 ? [''] : (paths[depth - 1] ?? []);
    const here = parents.flatMap((p) => options.map((o) => p + o));
    paths[depth] = here;
    paths.length = depth + 1;
    for (const method of methods.split(', ').filter((x) => ROUTE_METHODS.has(x))) {
      for (const url of here) {
        if (url.includes('*')) continue;
        if (!app.hasRoute({ method: method as 'GET', url })) {
          if (here.length === 1) misread.push(`${method} ${url}`); // of the candidates `:a|:b` makes, some are not routes
          continue;
        }
        const openApiUrl = url.replace(/:(\w+)(\([^)]*\))?/g, '{$1}');
        found.set(`${method} ${openApiUrl}`, { method, url: openApiUrl });
      }
    }
  }
  return { routes: [...found.values()], misread };
}
