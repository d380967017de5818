/**
 * The deployment files (Dockerfile, .dockerignore, deploy/compose.yaml, deploy/Caddyfile,
 * deploy/.env.example; docs/deploy.md) checked without a container engine: what would stop the
 * stack from starting or make it run wrongly: a variable the server does not read, an instance
 * that migrates, a proxy that misses an instance, an image that lacks a file the server loads or
 * runs as root. Then the switch behind "migrations run once": MIGRATE_ON_START and --migrate-only
 * on a real server process.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { parse } from 'yaml';
import { deploymentProblems, loadConfig, ZConfig } from '../config.js';
import { API_ROOT, MIGRATIONS_DIR, REPO_ROOT, WEB_BUILD_DIR } from '../lib/paths.js';
import { adminUrl } from './global-setup.js';
import { apiEntry, serverProcess, signUp } from './server-process.js';
import { SANDBOX_PROVIDER_PREFIX, planIdOf } from '@wbn/contract';
import { SANDBOX_PUBLIC_KEY } from '../ports/payments-sandbox.js';

const read = (rel: string) => readFileSync(path.join(REPO_ROOT, rel), 'utf8');
/** A path inside the repository as the Dockerfile writes it (relative, with /). */
const repoPath = (abs: string) => path.relative(REPO_ROOT, abs).split(path.sep).join('/');
const DEPLOY_DIR = path.join(REPO_ROOT, 'deploy');
const CONFIG_KEYS = new Set(Object.keys(ZConfig.in.shape));

// ---- deploy/.env.example and compose's ${…} interpolation --------------------------------------

/** KEY=value lines of a compose env file (comments and blank lines skipped). */
function parseEnvFile(text: string): Map<string, string> {
  const vars = new Map<string, string>();
  for (const line of text.split('\n')) {
    const t = line.trim();
    if (!t || t.startsWith('#')) continue;
    const m = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(t);
    if (!m) throw new Error(`deploy/.env.example: not a KEY=value line: ${line}`);
    vars.set(m[1], m[2]);
  }
  return vars;
}

/** Compose's interpolation: $$, ${X}, ${X:-default}, ${X-default}, ${X:?error}, ${X?error}. */
function interpolate(value: string, env: Map<string, string>): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:-|-|:\?|\?)([^}]*))?\}/g,
    (m, name: string, op: string | undefined, arg: string) => {
      if (m === '$$') return '$';
      const v = env.get(name);
      const nonEmpty = v !== undefined && v !== '';
      if (op === ':-') return nonEmpty ? v : arg;
      if (op === '-') return v ?? arg;
      if ((op === ':?' && !nonEmpty) || (op === '?' && v === undefined))
        throw new Error(`compose refuses to start: ${name}: ${arg}`);
      return v ?? '';
    },
  );
}

/** Names compose interpolates in a text (a literal $$ excepted). */
const interpolatedNames = (text: string) =>
  new Set([...text.replaceAll('$$', '').matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]));
/** Every string value of a parsed YAML document: what compose interpolates (comments are gone). */
const stringsOf = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(stringsOf) : [];

const SECRETS = ['POSTGRES_PASSWORD', 'JWT_SECRET', 'MINIO_ROOT_PASSWORD', 'S3_SECRET_ACCESS_KEY'];
const example = parseEnvFile(read('deploy/.env.example'));
/** deploy/.env as an operator fills it in: the example with its blank secrets set. */
const filledEnv = new Map(example);
for (const s of SECRETS) filledEnv.set(s, `${s.toLowerCase().replaceAll('_', '')}0123456789abcdef0123456789abcdef`);

// ---- deploy/compose.yaml ---------------------------------------------------------------------

type Service = {
  image?: string;
  build?: string | { context: string; dockerfile?: string; target?: string };
  command?: string | string[];
  entrypoint?: string | string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  healthcheck?: { test?: string | string[]; disable?: boolean };
  restart?: string;
  profiles?: string[];
  ports?: (string | number | Record<string, unknown>)[];
  volumes?: (string | { source?: string; target?: string })[];
  networks?: string[] | Record<string, { aliases?: string[] } | null>;
};
const composeText = read('deploy/compose.yaml');
const compose = parse(composeText, { merge: true }) as {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
};
const services = compose.services;
const composeValues = stringsOf(compose).join('\n');
const apiNames = Object.keys(services).filter((n) => /^api-\d+$/.test(n));

function envOf(s: Service): Record<string, string> {
  const e = s.environment ?? {};
  const entries = Array.isArray(e)
    ? e.map((l) => [l.split('=')[0], l.slice(l.indexOf('=') + 1)])
    : Object.entries(e).map(([k, v]) => [k, v == null ? '' : String(v)]);
  return Object.fromEntries(entries.map(([k, v]) => [k, interpolate(v, filledEnv)]));
}
const dependsOn = (s: Service) =>
  (Array.isArray(s.depends_on) ? Object.fromEntries(s.depends_on.map((d) => [d, {}])) : (s.depends_on ?? {})) as Record<
    string,
    { condition?: string }
  >;
const words = (c: string | string[] | undefined) => (Array.isArray(c) ? c : (c ?? '').split(/\s+/)).filter(Boolean);
/** A service that runs once and exits (its dependants wait for service_completed_successfully). */
const oneShot = (name: string) => services[name].restart === 'no';
/** Services that run the server image: the instances, the migrate step, the tools. */
const serverServices = Object.keys(services).filter(
  (n) =>
    services[n].image?.includes('WBN_IMAGE') ||
    (typeof services[n].build === 'object' &&
      path.resolve(DEPLOY_DIR, (services[n].build as { context: string }).context) === REPO_ROOT),
);

// ---- Dockerfile ----------------------------------------------------------------------------

type Instruction = { op: string; args: string };
type Stage = { name: string; from: string; body: Instruction[] };
function parseDockerfile(text: string): { args: Map<string, string>; stages: Stage[] } {
  const lines = text
    .split('\n')
    .filter((l) => !l.trim().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const args = new Map<string, string>();
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, op, rest] = /^(\S+)\s*(.*)$/.exec(line)!;
    const ins = { op: op.toUpperCase(), args: rest.trim() };
    if (ins.op === 'FROM') {
      const m = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(ins.args)!;
      const from = m[1].replace(/\$\{?(\w+)\}?/g, (_, a: string) => args.get(a) ?? '');
      stages.push({ name: m[2] ?? String(stages.length), from, body: [] });
    } else if (!stages.length && ins.op === 'ARG') {
      const [k, v] = ins.args.split('=');
      args.set(k, v ?? '');
    } else if (stages.length) stages.at(-1)!.body.push(ins);
  }
  return { args, stages };
}
const dockerfile = parseDockerfile(read('Dockerfile'));
const stageNamed = (n: string) => dockerfile.stages.find((s) => s.name === n);
const finalStage = dockerfile.stages.at(-1)!;
const all = (st: Stage, op: string) => st.body.filter((i) => i.op === op).map((i) => i.args);
const envOfStage = (st: Stage) =>
  Object.fromEntries(
    all(st, 'ENV').flatMap((a) => a.split(/\s+/).map((kv) => [kv.split('=')[0], kv.slice(kv.indexOf('=') + 1)])),
  );
const execForm = (args: string): string[] =>
  args.trim().startsWith('[') ? (JSON.parse(args) as string[]) : ['/bin/sh', '-c', args];
/** COPY lines of a stage: flags, sources, destination. */
function copies(st: Stage) {
  return all(st, 'COPY').map((a) => {
    const parts = a.split(/\s+/);
    const flags = parts.filter((p) => p.startsWith('--'));
    const rest = parts.filter((p) => !p.startsWith('--'));
    return { from: flags.find((f) => f.startsWith('--from='))?.slice(7), srcs: rest.slice(0, -1), dest: rest.at(-1)! };
  });
}
/** Where a relative destination lands, given the stage's WORKDIR (the last one before it, good enough here). */
const workdirOf = (st: Stage) => all(st, 'WORKDIR').at(-1) ?? '/';
const resolveIn = (st: Stage, p: string) => path.posix.resolve(workdirOf(st), p);

// ---- .dockerignore ----------------------------------------------------------------------------

const ignorePatterns = read('.dockerignore')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));
function toRegex(pattern: string) {
  const body = pattern
    .replace(/^\//, '')
    .replace(/\/$/, '')
    .split('/')
    .map((seg) =>
      seg === '**'
        ? '(?:.*)'
        : seg
            .replace(/[.+^${}()|[\]\\]/g, '\\$&')
            .replace(/\*/g, '[^/]*')
            .replace(/\?/g, '[^/]'),
    )
    .join('/')
    .replace(/\(\?:\.\*\)\//g, '(?:.*/)?');
  return new RegExp(`^${body}$`);
}
/** Whether the build context leaves out a path (Docker's rules: the last matching pattern wins; a folder's exclusion covers its contents). */
function ignored(rel: string): boolean {
  let out = false;
  const prefixes = rel.split('/').map((_, i, a) => a.slice(0, i + 1).join('/'));
  for (const raw of ignorePatterns) {
    const negate = raw.startsWith('!');
    const re = toRegex(negate ? raw.slice(1) : raw);
    if (negate ? re.test(rel) : prefixes.some((p) => re.test(p))) out = !negate;
  }
  return out;
}

// ---- deploy/Caddyfile ---------------------------------------------------------------------------

const caddyLines = read('deploy/Caddyfile')
  .split('\n')
  .filter((l) => !l.trim().startsWith('#'));
/** The Caddyfile without its comments. */
const caddyfile = caddyLines.join('\n');
/** Upstreams of each reverse_proxy directive. */
const reverseProxies = caddyLines
  .map((l) => /^\s*reverse_proxy\s+([^{]+)/.exec(l))
  .filter((m) => m !== null)
  .map((m) => m[1].trim().split(/\s+/));

const SERVER_PORT = Number(envOfStage(finalStage).PORT);

describe('deploy/compose.yaml', () => {
  it('pins every image it pulls to an exact release', () => {
    for (const [name, s] of Object.entries(services)) {
      if (!s.image || s.build || s.image.includes('WBN_IMAGE')) continue;
      expect(s.image, `${name}: an exact version, not a moving tag`).toMatch(
        /:(\d+\.\d+\.\d+[\w.-]*|\d+\.\d+-[\w.-]+|RELEASE\.[\w-]+)$/,
      );
    }
  });

  it('gives every service an image or a build, and every long-running one a health check and a restart policy', () => {
    expect(Object.keys(services).length).toBeGreaterThanOrEqual(8);
    for (const [name, s] of Object.entries(services)) {
      expect(s.image || s.build, `${name}: no image and no build`).toBeTruthy();
      if (oneShot(name) || s.profiles?.length) continue;
      expect(s.restart, `${name}: no restart policy`).toMatch(/^(always|unless-stopped|on-failure)/);
      const test = words(s.healthcheck?.test);
      expect(test.length, `${name}: no health check`).toBeGreaterThan(1);
      expect(s.healthcheck?.disable).not.toBe(true);
      expect(['CMD', 'CMD-SHELL']).toContain(test[0]);
    }
  });

  it('builds the server image from the repository Dockerfile (and only stages that exist)', () => {
    // The database's image is built too, from its own folder (deploy/postgres, tested below).
    const built = Object.entries(services).filter(([name, s]) => s.build && name !== 'postgres');
    expect(built.length).toBeGreaterThan(0);
    for (const [name, s] of built) {
      const b = typeof s.build === 'string' ? { context: s.build } : s.build!;
      const context = path.resolve(DEPLOY_DIR, b.context);
      expect(context, `${name}: build context`).toBe(REPO_ROOT);
      expect(existsSync(path.join(context, b.dockerfile ?? 'Dockerfile')), `${name}: Dockerfile`).toBe(true);
      if (b.target) expect(stageNamed(b.target), `${name}: stage ${b.target}`).toBeDefined();
    }
    for (const name of [...apiNames, 'migrate']) expect(serverServices).toContain(name);
  });

  it('builds PostgreSQL with the rum extension search reads, of the same major as the server (decision 0079)', () => {
    const pg = services.postgres;
    const b = typeof pg.build === 'string' ? { context: pg.build } : pg.build;
    expect(b, 'postgres: built from a file in deploy/, not pulled without rum').toBeDefined();
    const context = path.resolve(DEPLOY_DIR, b!.context);
    expect(path.relative(DEPLOY_DIR, context).startsWith('..'), 'postgres: build context inside deploy/').toBe(false);
    const file = path.join(context, b!.dockerfile ?? 'Dockerfile');
    expect(existsSync(file), `postgres: ${repoPath(file)}`).toBe(true);
    const pgDockerfile = parseDockerfile(readFileSync(file, 'utf8'));
    expect(pgDockerfile.stages).toHaveLength(1);
    const [stage] = pgDockerfile.stages;
    // The official image of one exact release, on Debian (whose PGDG apt repository has the package).
    const from = /^postgres:(\d+)\.\d+-bookworm$/.exec(stage.from);
    expect(from, `postgres: FROM ${stage.from}, an exact official release on bookworm`).not.toBeNull();
    const install = all(stage, 'RUN').join(' ');
    const rum = /\bpostgresql-(\d+)-rum\b/.exec(install);
    expect(rum, 'postgres: installs postgresql-<major>-rum').not.toBeNull();
    expect(rum![1], 'the rum package is built for the server major of the FROM line').toBe(from![1]);
    expect(install).toMatch(/apt-get update/);
    // The compose file names the image it builds by the same release, so `docker images` tells them apart.
    expect(pg.image ?? '').toContain(stage.from.split(':')[1].split('-')[0]);
  });

  it('runs at least two API instances that never migrate, trust the proxy, and wait for the migrate step', () => {
    expect(apiNames.length).toBeGreaterThanOrEqual(2);
    for (const name of apiNames) {
      const s = services[name];
      const config = loadConfig(envOf(s));
      expect(config.MIGRATE_ON_START, `${name}: MIGRATE_ON_START`).toBe(false);
      expect(config.TRUST_PROXY, `${name}: TRUST_PROXY`).toBe(true);
      expect(config.SEED_DEMO, `${name}: SEED_DEMO`).toBe(false);
      expect(words(s.command).join(' '), `${name}: an instance runs the image's own command`).not.toContain(
        '--migrate-only',
      );
      const deps = dependsOn(s);
      expect(deps.migrate?.condition, `${name}: waits for migrate`).toBe('service_completed_successfully');
      expect(deps.postgres?.condition).toBe('service_healthy');
      expect(deps.redis?.condition).toBe('service_healthy');
      expect(s.ports ?? [], `${name}: only the proxy is published`).toEqual([]);
      const probe = words(s.healthcheck?.test).join(' ');
      // node:*-slim has neither curl nor wget: the probe is node's fetch, on the server's port.
      expect(words(s.healthcheck?.test)[1], `${name}: health check program`).toBe('node');
      expect(probe).toContain(`:${SERVER_PORT}/api/health`);
    }
  });

  it('gives every instance the same shared backends and secrets, so any instance can serve any request', () => {
    const envs = apiNames.map((n) => envOf(services[n]));
    for (const e of envs.slice(1)) expect(e).toEqual(envs[0]);
    const c = loadConfig(envs[0]);
    expect(new URL(c.DATABASE_URL!).hostname).toBe('postgres');
    expect(new URL(c.REDIS_URL!).hostname).toBe('redis');
    expect(c.JWT_SECRET).toBe(filledEnv.get('JWT_SECRET'));
    expect(c.S3_BUCKET).toBe(filledEnv.get('S3_BUCKET'));
    expect(c.PUBLIC_URL).toBe(filledEnv.get('PUBLIC_URL'));
    // The browser posts uploads to S3_ENDPOINT (a presigned POST): it must be the public address.
    expect(c.S3_ENDPOINT).toBe(c.PUBLIC_URL);
    expect(c.S3_FORCE_PATH_STYLE).toBe(true);
    expect(c.S3_PUBLIC_URL).toBe(`${c.PUBLIC_URL}/${c.S3_BUCKET}`);
    const pgEnv = envOf(services.postgres);
    const db = new URL(c.DATABASE_URL!);
    expect([decodeURIComponent(db.username), decodeURIComponent(db.password), db.pathname.slice(1)]).toEqual([
      pgEnv.POSTGRES_USER,
      pgEnv.POSTGRES_PASSWORD,
      pgEnv.POSTGRES_DB,
    ]);
  });

  it('has a one-shot migrate service that prepares the database once and exits', () => {
    const m = services.migrate;
    expect(m).toBeDefined();
    expect(m.restart).toBe('no');
    const cmd = words(m.command);
    expect(cmd).toContain('--migrate-only');
    const finalCmd = execForm(all(finalStage, 'CMD').at(-1)!);
    const entry = finalCmd.find((w) => w.endsWith('main.js'));
    expect(entry, 'the image runs main.js').toBeDefined();
    expect(cmd, 'migrate runs the same main.js as the image').toContain(entry);
    expect(dependsOn(m).postgres?.condition).toBe('service_healthy');
    // SEED_DEMO puts pictures into the bucket: it must exist first.
    expect(dependsOn(m)['minio-init']?.condition).toBe('service_completed_successfully');
    const c = loadConfig(envOf(m));
    expect(c.DATABASE_URL).toBe(loadConfig(envOf(services[apiNames[0]])).DATABASE_URL);
    expect(c.S3_BUCKET).toBe(loadConfig(envOf(services[apiNames[0]])).S3_BUCKET);
    // Only the migrate service migrates: every other server process has the switch off.
    for (const name of serverServices.filter((n) => n !== 'migrate' && n !== 'tools'))
      expect(loadConfig(envOf(services[name])).MIGRATE_ON_START, name).toBe(false);
  });

  it('passes the server only variables it reads, with values it accepts', () => {
    expect(serverServices.length).toBeGreaterThanOrEqual(3);
    for (const name of serverServices) {
      const env = envOf(services[name]);
      const unknown = Object.keys(env).filter((k) => !CONFIG_KEYS.has(k));
      expect(unknown, `${name}: variables apps/api/src/config.ts does not read`).toEqual([]);
      expect(() => loadConfig(env), name).not.toThrow();
      // The example is a trial: it asks for the sandbox and the outbox on purpose, so the server starts.
      expect(deploymentProblems(loadConfig(env)), name).toEqual([]);
    }
  });

  it('is a real deployment: without the two stand-in lines of the example, the server refuses to start, naming both', () => {
    const env = envOf(services[apiNames[0]]);
    const problems = deploymentProblems(loadConfig({ ...env, PAYMENTS_PROVIDER: '', MAIL_TRANSPORT: '' }));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/PAYMENTS_PROVIDER=sandbox/);
    expect(problems[1]).toMatch(/MAIL_TRANSPORT=outbox/);
  });

  it('creates the bucket, its public prefixes and the server access key before the servers need them', () => {
    const init = services['minio-init'];
    expect(init.restart).toBe('no');
    expect(dependsOn(init).minio?.condition).toBe('service_healthy');
    const env = envOf(init);
    const server = loadConfig(envOf(services[apiNames[0]]));
    expect(env.S3_BUCKET).toBe(server.S3_BUCKET);
    expect(env.S3_ACCESS_KEY_ID).toBe(server.S3_ACCESS_KEY_ID);
    expect(env.S3_SECRET_ACCESS_KEY).toBe(server.S3_SECRET_ACCESS_KEY);
    const minio = envOf(services.minio);
    expect([env.MINIO_ROOT_USER, env.MINIO_ROOT_PASSWORD]).toEqual([minio.MINIO_ROOT_USER, minio.MINIO_ROOT_PASSWORD]);
    const script = words(init.command).join(' ');
    expect(script).toMatch(/mc mb --ignore-existing "?local\/\$\$S3_BUCKET/);
    expect(script).toMatch(/mc admin user add local "?\$\$S3_ACCESS_KEY_ID/);
    // Pictures are public once processed; unchecked uploads (incoming/) never are.
    for (const prefix of ['users', 'businesses', 'demo']) expect(script).toContain(prefix);
    expect(script).toContain('mc anonymous set download');
    expect(script).not.toMatch(/incoming/);
    expect(script).not.toMatch(/anonymous set (public|download) "?local\/\$\$S3_BUCKET"?\s/);
  });

  it('keeps the data on named volumes declared at the top level', () => {
    const declared = Object.keys(compose.volumes ?? {});
    const pgVolumes = (services.postgres.volumes ?? []).map((v) =>
      typeof v === 'string' ? v : `${v.source}:${v.target}`,
    );
    expect(
      pgVolumes.some((v) => v.endsWith(':/var/lib/postgresql/data') && declared.includes(v.split(':')[0])),
      'postgres data volume',
    ).toBe(true);
    const minioVolumes = (services.minio.volumes ?? []).map((v) =>
      typeof v === 'string' ? v : `${v.source}:${v.target}`,
    );
    expect(
      minioVolumes.some((v) => declared.includes(v.split(':')[0])),
      'minio data volume',
    ).toBe(true);
    for (const [name, s] of Object.entries(services))
      for (const v of s.volumes ?? []) {
        const src = typeof v === 'string' ? v.split(':')[0] : (v.source ?? '');
        if (src.startsWith('.') || src.startsWith('/'))
          expect(existsSync(path.resolve(DEPLOY_DIR, src)), `${name}: ${src} exists`).toBe(true);
        else expect(declared, `${name}: volume ${src} declared`).toContain(src);
      }
  });

  it('uses ${…} only for documented variables, never a bare $NAME that compose would swallow', () => {
    const documented = new Set(example.keys());
    const used = interpolatedNames(composeValues);
    expect(
      [...used].filter((n) => !documented.has(n)),
      'used in compose.yaml, missing from .env.example',
    ).toEqual([]);
    expect(
      [...documented].filter((n) => !used.has(n)),
      'in .env.example, used nowhere',
    ).toEqual([]);
    const bare = composeValues.replaceAll('$$', '').match(/\$(?!\{)\w+/g);
    expect(bare, 'a bare $NAME (write $$NAME for the container shell)').toBeNull();
  });
});

describe('deploy/.env.example', () => {
  it('leaves the secrets blank, and compose refuses to start while they are', () => {
    for (const s of SECRETS) {
      expect(example.get(s), `${s} is blank in the example`).toBe('');
      expect(composeValues).toMatch(new RegExp(`\\$\\{${s}:\\?`));
    }
    expect(() => interpolate(composeValues, filledEnv)).not.toThrow();
    for (const s of SECRETS) {
      const blank = new Map(filledEnv);
      blank.set(s, '');
      expect(() => interpolate(composeValues, blank), `compose starts without ${s}`).toThrow(s);
    }
  });

  it('names a site address the proxy, the cookies and the uploads agree on', () => {
    const url = new URL(example.get('PUBLIC_URL')!);
    expect(example.get('PUBLIC_URL')).not.toMatch(/\/$/);
    expect(url.pathname).toBe('/');
    expect(example.get('SITE_HOST')).toBe(url.hostname);
    // "localhost" itself would name each container inside the network, not the proxy.
    expect(url.hostname).not.toBe('localhost');
    expect(() => loadConfig({ PUBLIC_URL: example.get('PUBLIC_URL') })).not.toThrow();
  });
});

describe('deploy/Caddyfile and the proxy service', () => {
  const proxy = services.proxy;
  it('balances every API instance, checks their health, and sends the bucket path to the store', () => {
    expect(proxy).toBeDefined();
    const apiUpstreams = reverseProxies.find((u) => u.some((x) => x.startsWith('api-')));
    expect(apiUpstreams, 'a reverse_proxy to the instances').toBeDefined();
    expect(new Set(apiUpstreams)).toEqual(new Set(apiNames.map((n) => `${n}:${SERVER_PORT}`)));
    expect(caddyfile).toMatch(/health_uri\s+\/api\/health\/ready/);
    expect(
      reverseProxies.some((u) => u.length === 1 && u[0] === 'minio:9000'),
      'the bucket goes to minio:9000',
    ).toBe(true);
    expect(caddyfile).toMatch(/path \/\{\$S3_BUCKET\} \/\{\$S3_BUCKET\}\/\*/);
    for (const n of apiNames) expect(dependsOn(proxy)[n]?.condition, `proxy waits for ${n}`).toBe('service_healthy');
  });

  it('gets every {$VAR} of the Caddyfile from its environment, and the site address is PUBLIC_URL', () => {
    const env = envOf(proxy);
    const placeholders = [...caddyfile.matchAll(/\{\$([A-Z0-9_]+)(?::[^}]*)?\}/g)].map((m) => m[1]);
    expect(placeholders).toContain('SITE_ADDRESS');
    for (const p of placeholders) expect(env[p], `proxy environment: ${p}`).toBeTruthy();
    expect(env.SITE_ADDRESS).toBe(filledEnv.get('PUBLIC_URL'));
    expect(env.S3_BUCKET).toBe(loadConfig(envOf(services[apiNames[0]])).S3_BUCKET);
  });

  it('is the only published service, mounts this Caddyfile, and answers for the site host inside the network', () => {
    const published = Object.entries(services)
      .filter(([, s]) => s.ports?.length)
      .map(([n]) => n);
    expect(published).toEqual(['proxy']);
    expect((proxy.ports ?? []).map(String)).toEqual(expect.arrayContaining(['80:80', '443:443']));
    expect(proxy.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
    const nets = proxy.networks as Record<string, { aliases?: string[] }>;
    expect(nets.default.aliases?.map((a) => interpolate(a, filledEnv))).toContain(
      new URL(filledEnv.get('PUBLIC_URL')!).hostname,
    );
  });
});

describe('Dockerfile and .dockerignore', () => {
  it('builds on one exact release of Node 24 LTS (bookworm-slim) in several stages', () => {
    expect(dockerfile.stages.length).toBeGreaterThanOrEqual(2);
    for (const s of dockerfile.stages) expect(s.from).toMatch(/^node:24\.\d+\.\d+-bookworm-slim$/);
    // The CI pass on Node 24 runs the release the image names (.ci/run reads it from here).
    expect(read('.ci/run')).toContain('NODE_IMAGE=');
    expect(read('.nvmrc').trim(), '.nvmrc names the release of the image').toBe(
      /node:([\d.]+)-/.exec(dockerfile.stages[0].from)![1],
    );
    const build = stageNamed('build')!;
    expect(all(build, 'RUN')).toEqual(expect.arrayContaining([expect.stringMatching(/^npm ci\b/), 'npm run build']));
  });

  it('runs the final stage as an unprivileged user, in production mode, on the port it exposes', () => {
    const user = all(finalStage, 'USER').at(-1);
    expect(user, 'USER in the final stage').toBeDefined();
    expect(['root', '0', '0:0']).not.toContain(user);
    const lastUser = finalStage.body.findLastIndex((i) => i.op === 'USER');
    expect(
      finalStage.body.slice(lastUser).some((i) => i.op === 'RUN'),
      'no RUN after USER switches away from root (it would run as that user)',
    ).toBe(false);
    const env = envOfStage(finalStage);
    const config = loadConfig(env);
    expect(config.NODE_ENV).toBe('production');
    expect(config.HOST).toBe('0.0.0.0');
    expect(all(finalStage, 'EXPOSE').join(' ').split(/\s+/)).toContain(String(config.PORT));
  });

  it('has a health check on /api/health with a program the slim image has', () => {
    const hc = all(finalStage, 'HEALTHCHECK').at(-1);
    expect(hc, 'HEALTHCHECK').toBeDefined();
    expect(hc).not.toMatch(/^NONE/i);
    const cmd = execForm(hc!.replace(/^(--\S+\s+)*CMD\s+/, ''));
    expect(cmd[0]).toBe('node');
    expect(cmd.join(' ')).toContain('/api/health');
    expect(cmd.join(' ')).toContain('process.env.PORT');
  });

  it('installs every workspace before npm ci, in the build and the production-dependency stages', () => {
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    for (const st of dockerfile.stages.filter((s) => all(s, 'RUN').some((r) => r.startsWith('npm ci')))) {
      const before = st.body.slice(
        0,
        st.body.findIndex((i) => i.op === 'RUN' && i.args.startsWith('npm ci')),
      );
      const copied = before.filter((i) => i.op === 'COPY').flatMap((i) => i.args.split(/\s+/).slice(0, -1));
      for (const f of ['package.json', 'package-lock.json', ...workspaces.map((w) => `${w}/package.json`)])
        expect(copied, `${st.name}: ${f} before npm ci`).toContain(f);
    }
    expect(all(stageNamed('prod-deps')!, 'RUN').join(' ')).toMatch(/npm ci --omit=dev/);
  });

  it('copies into the final image everything the built server loads, at the paths it looks for them', () => {
    const app = workdirOf(finalStage);
    const placed = new Map<string, string>(); // path in the image -> stage it comes from
    // A file copied to a folder (dest ending in /) lands inside it; a folder's contents land at dest.
    const isFile = (src: string) => path.posix.basename(src).includes('.');
    for (const c of copies(finalStage))
      for (const src of c.srcs)
        placed.set(
          resolveIn(
            finalStage,
            isFile(src) && c.dest.endsWith('/') ? path.posix.join(c.dest, path.posix.basename(src)) : c.dest,
          ),
          `${c.from ?? 'context'}:${src}`,
        );
    const outfile = /outfile:\s*'([^']+)'/.exec(read('apps/api/build.mjs'))![1];
    const needed = [path.posix.dirname(`apps/api/${outfile}`), repoPath(MIGRATIONS_DIR), repoPath(WEB_BUILD_DIR)];
    expect(existsSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'))).toBe(true);
    expect(/buildDirectory:\s*'([^']+)'/.exec(read('apps/web/react-router.config.ts'))?.[1] ?? 'build').toBe(
      path.basename(WEB_BUILD_DIR),
    );
    for (const n of needed) {
      const where = placed.get(path.posix.join(app, n));
      expect(where, `${n} copied to ${app}/${n}`).toBe(`build:${path.posix.join(workdirOf(stageNamed('build')!), n)}`);
    }
    // apps/api/package.json (lib/paths.ts finds the API folder by it) and the production
    // node_modules come with the whole /app of the prod-deps stage.
    const prodDeps = stageNamed('prod-deps')!;
    expect(placed.get(app), 'the prod-deps stage copied whole').toBe(`prod-deps:${workdirOf(prodDeps)}`);
    expect(copies(prodDeps).flatMap((c) => c.srcs)).toContain(repoPath(path.join(API_ROOT, 'package.json')));
    const cmd = execForm(all(finalStage, 'CMD').at(-1)!);
    expect(cmd).toContain(`apps/api/${outfile}`);
  });

  it('leaves sources in the build context and local installs, builds, data and secrets out', () => {
    for (const p of [
      'package.json',
      'package-lock.json',
      'tsconfig.base.json',
      'apps/api/src/server/main.ts',
      'apps/api/build.mjs',
      `${repoPath(MIGRATIONS_DIR)}/meta/_journal.json`,
      'apps/web/app/root.tsx',
      'apps/web/vite.config.ts',
      'apps/web/vite-plugins',
      'packages/contract/src/index.ts',
      'e2e/package.json',
      'Dockerfile',
    ])
      expect(ignored(p), `${p} must reach the build`).toBe(false);
    for (const p of [
      'node_modules',
      'apps/api/node_modules',
      'apps/api/dist',
      'apps/web/build',
      'data',
      '.git',
      '.env',
      'deploy/.env',
      'e2e/tests',
    ])
      expect(ignored(p), `${p} must stay out of the build`).toBe(true);
  });
});

describe('docs/deploy.md', () => {
  it('exists, and the README and the compose file point to it', () => {
    expect(existsSync(path.join(REPO_ROOT, 'docs/deploy.md'))).toBe(true);
    expect(read('README.md')).toContain('docs/deploy.md');
    expect(composeText).toContain('docs/deploy.md');
  });
});

// ---- The switch itself, on a real process ----------------------------------------------------

describe('migrations run once: MIGRATE_ON_START and --migrate-only', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  /** A database with nothing in it: PGlite in a fresh folder, or a fresh PostgreSQL database. */
  async function emptyDatabase() {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'wbn-deploy-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const pgUrl = process.env.TEST_DATABASE_URL;
    if (!pgUrl) return { dataDir, databaseUrl: undefined };
    const name = `wbn_deploy_${Math.random().toString(16).slice(2, 10)}`;
    const run = async (q: string) => {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(q);
      await c.end();
    };
    await run(`create database ${name}`);
    cleanups.push(() => run(`drop database if exists ${name} with (force)`));
    return { dataDir, databaseUrl: adminUrl(pgUrl, name) };
  }

  function runMain(args: string[], db: { dataDir: string; databaseUrl?: string }, env: Record<string, string>) {
    return new Promise<{ code: number | null; output: string }>((resolve) => {
      execFile(
        process.execPath,
        [...apiEntry(), ...args],
        {
          cwd: API_ROOT,
          timeout: 120_000,
          env: {
            ...process.env,
            NODE_ENV: 'test',
            PORT: '0',
            HOST: '127.0.0.1',
            DATA_DIR: db.dataDir,
            DATABASE_URL: db.databaseUrl ?? '',
            REDIS_URL: '',
            SEED_DEMO: 'false',
            WEB_BUILD_DIR: '/nonexistent',
            LOG_LEVEL: 'warn',
            JWT_SECRET: 'deploy-files-test-secret-0123456789abcdef',
            PAYMENTS_PROVIDER: 'sandbox',
            MAIL_TRANSPORT: 'outbox',
            ...env,
          },
        },
        (err, stdout, stderr) =>
          resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, output: `${stdout}${stderr}` }),
      );
    });
  }

  it(
    'an instance with MIGRATE_ON_START=false refuses an unprepared database; --migrate-only prepares it and exits; then the instance starts',
    { timeout: 240_000 },
    async () => {
      const db = await emptyDatabase();

      const refused = await runMain([], db, { MIGRATE_ON_START: 'false' });
      expect(refused.code, refused.output).toBe(1);
      expect(refused.output).toMatch(/lacks \d+ migration\(s\)/);
      expect(refused.output).toContain('--migrate-only');

      const migrated = await runMain(['--migrate-only'], db, { MIGRATE_ON_START: 'false' });
      expect(migrated.code, migrated.output).toBe(0);
      expect(migrated.output).toContain('Migrations and reference data applied');
      expect(migrated.output).not.toContain('is running on');

      const server = await serverProcess({
        dataDir: db.dataDir,
        databaseUrl: db.databaseUrl,
        env: { MIGRATE_ON_START: 'false' },
      });
      try {
        await server.start();
        const res = await fetch(`${server.base}/api/ref-data/country`);
        expect(res.status).toBe(200);
        const body = (await res.json()) as { data: unknown[] };
        expect(body.data.length, 'reference data written by the migrate step').toBeGreaterThan(100);
      } finally {
        await server.stop('SIGTERM');
      }
    },
  );

  it('a server on PostgreSQL refuses sandbox payments and outbox-only mail unless asked for, naming both in one line each', async () => {
    const refused = await runMain(
      [],
      { dataDir: '/nonexistent', databaseUrl: 'postgres://nobody@127.0.0.1:1/none' },
      { PAYMENTS_PROVIDER: '', MAIL_TRANSPORT: '' },
    );
    expect(refused.code, refused.output).toBe(1);
    const lines = refused.output.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Refusing to start: .*DATABASE_URL is set.*PAYMENTS_PROVIDER=sandbox/);
    expect(lines[1]).toMatch(/^Refusing to start: .*MAIL_TRANSPORT=outbox/);
  });

  // The embedded default runs on PGlite in either pass: checked once, in the PGlite pass (decision 0087).
  it.skipIf(!!process.env.TEST_DATABASE_URL)(
    'the embedded default (as npm start runs it) still takes the sandbox card',
    { timeout: 120_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'wbn-embedded-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const server = await serverProcess({ dataDir, env: { PAYMENTS_PROVIDER: '', MAIL_TRANSPORT: '' } });
      try {
        await server.start();
        const me = await signUp(server.base, `embedded-${Date.now()}@example.com`);
        const auth = { authorization: `Bearer ${me.token}`, 'content-type': 'application/json' };
        const biz = (await (
          await fetch(`${server.base}/api/business/profile/create`, {
            method: 'POST',
            headers: auth,
            body: JSON.stringify({
              companyName: 'Embedded Demo Ltd',
              categories: ['0001.0001-01'],
              businessType: 'MA',
              country: 'US',
              state: 'US-FL',
              shortDescription: 'A business that pays with the test card.',
            }),
          })
        ).json()) as { data: { businessID: string } };
        const year = String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0');
        const card = await fetch(`${server.base}${SANDBOX_PROVIDER_PREFIX}/payment_methods`, {
          method: 'POST',
          headers: { authorization: `Bearer ${SANDBOX_PUBLIC_KEY}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            type: 'card',
            number: '4242424242424242',
            exp_month: '12',
            exp_year: year,
            cvc: '123',
          }),
        });
        expect(card.status).toBe(200);
        const pm = ((await card.json()) as { id: string }).id;
        const paid = await fetch(`${server.base}/api/subscription/subscribe`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({
            businessID: biz.data.businessID,
            planId: planIdOf('gold'),
            paymentMethod: pm,
            email: 'owner@example.com',
          }),
        });
        expect(paid.status).toBe(200);
        expect(((await paid.json()) as { data: { status: string } }).data.status).toBe('succeeded');
      } finally {
        await server.stop('SIGTERM');
      }
    },
  );
});
