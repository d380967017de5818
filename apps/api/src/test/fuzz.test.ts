/**
 * Input proven as a suite (docs/security.md): a fuzz of every operation of the OpenAPI document. For each one it
 * starts from a valid request of the owner of a business (built by the access matrix's table, so
 * ids are real and requests reach past authentication into the services and the database), then
 * replaces one to three of its path parameters, query parameters, body fields or headers with
 * values aimed at the operation's JSON schemas (wrong type, past a limit, outside an enum) or with
 * hostile ones (SQL, HTML/script, path traversal, prototype keys, NUL, lone surrogates, RTL marks,
 * emoji, combining marks, oversized and deeply nested values), or sends a hostile raw body.
 * Every answer: no 5xx, no stack trace, no SQL or driver text, an error envelope whose message is a
 * sentence; and a refused request changes nothing (row counts and the newest updated_at of every
 * table the API writes, before and after).
 *
 * FUZZ_RUNS (default 200) requests per operation; FUZZ_SEED replays a run (the seed is printed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { bearer, createTestApp, type TestApp } from './test-app.js';
import { buildWorld, GENEROUS_LIMITS, type World } from './access-matrix.world.js';
import { TABLE, type CellRequest } from './access-matrix.table.js';
import {
  asText,
  hostileString,
  hostileValue,
  pct,
  schemaHostile,
  schemaPaths,
  setPath,
  type JsonSchema,
} from './fuzz.values.js';
import { rowsOf } from '../db/rows.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

/**
 * Operations fuzzed only in part, with the reason. Nothing is skipped altogether.
 * - GET /api/live/stream: a valid ticket opens an event stream that never ends, so its query and
 *   Last-Event-ID header are fuzzed around a forged ticket only (a real one is never sent).
 * - POST /api/files/upload, /api/files/complete, /api/user/profile-photo/upload-validate: no JSON
 *   schema (multipart or no body): their upload-token header and raw bodies are fuzzed.
 */
export const PARTLY_FUZZED = [
  'GET /api/live/stream',
  'POST /api/files/upload',
  'POST /api/files/complete',
  'POST /api/user/profile-photo/upload-validate',
];

/**
 * Tables written in the background after an answer (deliveries, live events, sign-in codes, the insights' batches of
 * earlier beacons): not in the fingerprint.
 */
const NOISY = new Set([
  'notifications',
  'insight_counts',
  'insight_terms',
  'insight_seen',
  'insight_salts',
  'live_events',
  'live_cursors',
  'mail_outbox',
  'auth_sessions',
  'refresh_tokens',
  'handoff_codes',
  'password_resets',
  'app_secrets',
  '__drizzle_migrations',
]);

type Op = {
  key: string;
  method: string;
  path: string;
  params: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  body?: JsonSchema;
};
type Mutation =
  | { at: 'param' | 'query'; name: string; value: unknown }
  | { at: 'query-list'; name: string; values: string[] }
  | { at: 'body'; path: (string | number)[]; value: unknown }
  | { at: 'raw'; text: string; type: string }
  | { at: 'header'; name: string; value: string };
type Failure = { op: string; status: number; problem: string; sent: string };

let t: TestApp;
let w: World;
let ops: Op[] = [];
const bases = new Map<string, CellRequest>();

beforeAll(async () => {
  // No worker: a job appears in the jobs table only when a request enqueues it, so a refused request that enqueued one is caught.
  t = await createTestApp({ ...GENEROUS_LIMITS, JOBS_WORKER: 'false' });
  w = await buildWorld(t);
  const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).body as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string; schema: JsonSchema }[];
          requestBody?: { content?: Record<string, { schema: JsonSchema }> };
        }
      >
    >;
  };
  ops = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([m, o]) => ({
      key: `${m.toUpperCase()} ${path}`,
      method: m.toUpperCase(),
      path,
      params: Object.fromEntries((o.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, p.schema])),
      query: Object.fromEntries((o.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema])),
      body: o.requestBody?.content?.['application/json']?.schema,
    })),
  );
  // Every operation's valid request is built before any fuzzing, on the world as it was made.
  for (const op of ops) bases.set(op.key, await baseRequest(op));
  await installChangeCounter();
}, 180_000);
afterAll(() => t?.close());

/**
 * The fingerprint of the database: a row trigger on every table the API writes (installed on this
 * test's own database, not by the app) counts the rows each statement inserts, updates or deletes,
 * per table. A refused request must leave every count as it was, whether or not it touched updated_at.
 */
async function installChangeCounter() {
  const db = t.database.db;
  await db.execute(sql`create table fuzz_changes (tbl text primary key, n bigint not null)`);
  await db.execute(
    sql.raw(`create function fuzz_count_change() returns trigger language plpgsql as $$ begin
      insert into fuzz_changes as f (tbl, n) values (TG_TABLE_NAME, 1) on conflict (tbl) do update set n = f.n + 1; return null; end $$`),
  );
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  );
  for (const { table_name: name } of tables) {
    if (NOISY.has(name) || name === 'fuzz_changes') continue;
    await db.execute(
      sql.raw(
        `create trigger fuzz_count_change after insert or update or delete on "${name}" for each row execute function fuzz_count_change()`,
      ),
    );
  }
}

async function fingerprint(): Promise<string> {
  const rows = rowsOf<{ fp: string | null }>(
    await t.database.db.execute(sql`select string_agg(tbl || ':' || n, ' ' order by tbl) as fp from fuzz_changes`),
  );
  return rows[0]?.fp ?? '';
}

/** The tables whose counts differ between two fingerprints. */
const changedTables = (a: string, b: string) => {
  const before = new Set(a.split(' '));
  return b
    .split(' ')
    .filter((x) => x && !before.has(x))
    .map((x) => x.split(':')[0])
    .join(', ');
};

/** The owner's valid request for an operation, from the first access-matrix row that names it. */
async function baseRequest(op: Op): Promise<CellRequest> {
  const row = TABLE.find((r) => r.op === op.key && !r.variant) ?? TABLE.find((r) => r.op === op.key);
  if (!row?.req) return {};
  return row.req({ w, t, role: 'owner', me: w.people.owner });
}

const ASCII_HEADER = fc.oneof(
  fc.constantFrom(
    'application/json; charset=utf-7',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=',
    'application/json, text/html',
    '*/*',
    "' OR 1=1 --",
    '../../etc/passwd',
    'x'.repeat(8000),
    '',
    'Bearer',
    '-1',
    '99999999999999999999',
  ),
  fc.string({ unit: fc.constantFrom(...'abcXYZ019 ;=,/\\"\'<>{}%$-_.'.split('')), maxLength: 60 }),
);
const RAW_BODIES = fc.oneof(
  fc.constantFrom(
    '{"a":',
    '[1,2,3]',
    '42',
    '"text"',
    'null',
    'true',
    '{"__proto__":{"isStaff":true}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '\u0000',
    '\ufeff{}',
    '{}{}',
  ),
  fc.integer({ min: 20, max: 5000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.constant(`{"content":"${'y'.repeat(1_100_000)}"}`),
  hostileString,
);

function mutations(op: Op, base: CellRequest): fc.Arbitrary<Mutation[]> {
  const parts: fc.Arbitrary<Mutation>[] = [];
  for (const [name, s] of Object.entries(op.params))
    parts.push(schemaHostile(s).map((value) => ({ at: 'param' as const, name, value })));
  for (const [name, s] of Object.entries(op.query)) {
    parts.push(schemaHostile(s).map((value) => ({ at: 'query' as const, name, value })));
    parts.push(
      fc
        .array(hostileString, { minLength: 2, maxLength: 3 })
        .map((values) => ({ at: 'query-list' as const, name, values })),
    );
  }
  if (Object.keys(op.query).length || op.method === 'GET')
    parts.push(
      fc
        .tuple(fc.constantFrom('__proto__', 'constructor', 'ubid', 'bid', 'x'), hostileValue)
        .map(([name, value]) => ({ at: 'query' as const, name, value })),
    );
  const hasBody = !['GET', 'HEAD'].includes(op.method);
  const objectBody = base.payload === undefined || (typeof base.payload === 'object' && !Buffer.isBuffer(base.payload));
  if (hasBody && objectBody) {
    const paths = schemaPaths(op.body);
    if (paths.length)
      parts.push(
        fc
          .constantFrom(...paths)
          .chain((p) => schemaHostile(p.schema).map((value) => ({ at: 'body' as const, path: p.path, value }))),
      );
    parts.push(
      fc
        .tuple(fc.constantFrom('__proto__', 'constructor', 'isStaff', 'role', 'userID', 'owner'), hostileValue)
        .map(([k, value]) => ({ at: 'body' as const, path: [k], value })),
    );
  }
  if (hasBody)
    parts.push(
      fc
        .tuple(
          RAW_BODIES,
          fc.constantFrom('application/json', 'application/json', 'text/plain', 'multipart/form-data; boundary=x'),
        )
        .map(([text, type]) => ({ at: 'raw' as const, text, type })),
    );
  parts.push(
    fc
      .tuple(
        fc.constantFrom('x-upload-token', 'content-type', 'refresh-token', 'last-event-id', 'x-request-id', 'accept'),
        ASCII_HEADER,
      )
      .map(([name, value]) => ({ at: 'header' as const, name, value })),
  );
  return fc.array(fc.oneof(...parts), { minLength: 1, maxLength: 3 });
}

/** A URL longer than Node's 16 KB header limit never reaches the app over HTTP: URL values are cut to 4,000 characters. */
const inUrl = (v: unknown) => asText(v).slice(0, 4000);

function buildInject(op: Op, base: CellRequest, muts: Mutation[]): InjectOptions {
  const params: Record<string, string> = { ...base.params };
  const query: [string, string][] = Object.entries(base.query ?? {});
  let payload: unknown = base.payload;
  let raw: { text: string; type: string } | undefined;
  const headers: Record<string, string> = { ...base.headers };
  for (const m of muts) {
    if (m.at === 'param') params[m.name] = inUrl(m.value);
    else if (m.at === 'query')
      query.splice(0, query.length, ...query.filter(([k]) => k !== m.name), [m.name, inUrl(m.value)]);
    else if (m.at === 'query-list') query.push(...m.values.map((v): [string, string] => [m.name, inUrl(v)]));
    else if (m.at === 'body') payload = setPath(payload ?? {}, m.path, m.value);
    else if (m.at === 'raw') raw = m;
    else if (m.at === 'header') headers[m.name] = m.value;
  }
  let url = op.path;
  for (const name of Object.keys(op.params))
    url = url.replace(
      `{${name}}`,
      name === '*' ? pct(params[name] ?? 'x').replace(/%2F/g, '/') : pct(params[name] ?? 'x'),
    );
  if (query.length) url += `?${query.map(([k, v]) => `${pct(k)}=${pct(v)}`).join('&')}`;
  const token = base.token === undefined ? w.people.owner.token : base.token;
  const auth = token ? bearer(token) : {};
  if (raw)
    return {
      method: op.method as InjectOptions['method'],
      url,
      payload: raw.text,
      headers: { ...auth, ...headers, 'content-type': raw.type },
    };
  const body = payload === undefined ? undefined : Buffer.isBuffer(payload) ? payload : JSON.stringify(payload);
  const type = body !== undefined && !Buffer.isBuffer(payload) ? { 'content-type': 'application/json' } : {};
  return {
    method: op.method as InjectOptions['method'],
    url,
    payload: body,
    headers: { ...auth, ...type, ...headers },
  };
}

const STACK = /\n\s+at [^\n]+[(:]|at [\w.<>$]+ \(\/|node_modules\/|\/src\/[\w/.-]+\.ts\b/;
const DRIVER =
  /syntax error at or near|relation "|column "[^"]*" (does not exist|of relation)|violates (unique|foreign key|not-null|check) constraint|duplicate key value|invalid input syntax for|Failed query|SQLSTATE|pglite|drizzle|current transaction is aborted|unterminated quoted|invalid byte sequence|out of range for type|value too long for type|ZodError/i;
const LIBRARY_TEXT =
  /^Invalid input|expected (string|number|object|array|boolean|record)|, received |Unrecognized key|Too (big|small):|^Invalid (option|string|enum)|must NOT have|must match pattern|must be equal to/;

/** What is wrong with one answer (undefined when nothing is). */
function problemOf(op: Op, status: number, text: string, type: string): string | undefined {
  if (status >= 500) return `status ${status}`;
  if (STACK.test(text)) return 'a stack trace in the answer';
  if (status < 400) return undefined;
  if (DRIVER.test(text)) return `database text in the answer: ${DRIVER.exec(text)![0]}`;
  if (!op.path.startsWith('/api/') && !op.path.startsWith('/auth/')) return undefined;
  if (op.method === 'HEAD') return undefined; // no body
  if (!type.includes('json')) return `not a JSON envelope (${type})`;
  let body: { success?: unknown; error?: { name?: unknown; message?: unknown } };
  try {
    body = JSON.parse(text);
  } catch {
    return 'malformed JSON';
  }
  const message = body.error?.message;
  if (body.success !== false || typeof body.error?.name !== 'string' || typeof message !== 'string')
    return 'not an error envelope';
  // A sentence: words, not a code or a dump (a field name may start it: "ubid is not a valid id").
  if (!/\p{L}+ \p{L}+/u.test(message) || /^[{[]/.test(message))
    return `message is not a sentence: ${JSON.stringify(message.slice(0, 80))}`;
  if (LIBRARY_TEXT.test(message)) return `the validation library's own text: ${JSON.stringify(message.slice(0, 80))}`;
  return undefined;
}

const short = (o: InjectOptions) => {
  const h = (o.headers ?? {}) as Record<string, string>;
  const type = h['content-type'] && h['content-type'] !== 'application/json' ? ` [${h['content-type']}]` : '';
  const token = h['x-upload-token'] ? ` [x-upload-token ${h['x-upload-token'].slice(0, 12)}…]` : '';
  const body = typeof o.payload === 'string' ? ` ${o.payload.slice(0, 140)}` : o.payload ? ' <bytes>' : '';
  return `${o.method} ${String(o.url).slice(0, 140)}${type}${token}${body}`;
};

describe('fuzz driven by the OpenAPI document', () => {
  it(`answers ${RUNS} hostile requests per operation with a clean 4xx or a success, and refused ones change nothing`, async () => {
    console.log(`fuzz: seed ${SEED} (FUZZ_SEED=${SEED} replays it), ${RUNS} requests per operation`);
    const failures: Failure[] = [];
    const counts: { op: string; sent: number; refused: number; ms: number }[] = [];
    // The fingerprint sees a write (so the refused-request check can fail).
    let before = await fingerprint();
    await t.request({
      method: 'PUT',
      url: '/api/user/profile',
      payload: { city: 'Tampa' },
      headers: bearer(w.people.owner.token),
    });
    expect(changedTables(before, await fingerprint())).toContain('profiles');
    before = await fingerprint();
    for (const [i, op] of ops.entries()) {
      const base = bases.get(op.key) ?? {};
      const started = performance.now();
      const samples = fc.sample(mutations(op, base), { numRuns: RUNS, seed: SEED + i });
      let refused = 0;
      const seen = new Set<string>();
      for (const muts of samples) {
        const inj = buildInject(op, base, muts);
        const res = await t.app.inject(inj);
        const after = await fingerprint();
        let problem = problemOf(op, res.statusCode, res.body, String(res.headers['content-type'] ?? ''));
        if (res.statusCode >= 400) {
          refused += 1;
          if (!problem && after !== before)
            problem = `a refused request changed the database (${changedTables(before, after)})`;
        }
        before = after;
        if (problem && !seen.has(problem.slice(0, 40))) {
          seen.add(problem.slice(0, 40));
          failures.push({ op: op.key, status: res.statusCode, problem, sent: short(inj) });
        }
      }
      counts.push({ op: op.key, sent: samples.length, refused, ms: Math.round(performance.now() - started) });
    }
    const total = counts.reduce((n, c) => n + c.sent, 0);
    console.log(
      counts
        .map(
          (c) =>
            `${String(c.sent).padStart(5)} requests (${String(c.refused).padStart(3)} refused, ${String(c.ms).padStart(6)} ms)  ${c.op}`,
        )
        .join('\n'),
    );
    console.log(
      `fuzz: ${total} requests over ${counts.length} operations (at least ${Math.min(...counts.map((c) => c.sent))} per operation), ${failures.length} distinct failures`,
    );
    // One entry per kind of problem: the operations it showed on and one request that showed it.
    const byProblem = new Map<string, Failure[]>();
    for (const f of failures) {
      const kind = `${f.status}: ${f.problem.replace(/: .*/, '')}`;
      byProblem.set(kind, [...(byProblem.get(kind) ?? []), f]);
    }
    const report = [...byProblem]
      .map(
        ([kind, fs]) =>
          `${kind} — on ${fs.length} operation(s): ${fs.map((f) => f.op).join(', ')}\n    e.g. ${fs[0].problem}\n    sent: ${fs[0].sent}`,
      )
      .join('\n');
    expect(counts.length).toBeGreaterThan(50);
    expect(Math.min(...counts.map((c) => c.sent))).toBeGreaterThanOrEqual(RUNS);
    expect(failures, `fuzz failures (seed ${SEED}):\n${report}`).toEqual([]);
  }, 600_000);
});
