#!/usr/bin/env node
// npm start: builds what is missing or out of date, then runs the one server that serves the web
// app, the API and the account service (migrating and seeding the embedded database on first run,
// in a process of its own before the server starts).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = [path.join(root, 'apps/web/build/server/index.js'), path.join(root, 'apps/api/dist/main.js')];
const sources = ['apps/web/app', 'apps/api/src', 'packages/contract/src'].map((d) => path.join(root, d));

function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const builtAt = Math.min(...outputs.map((o) => (existsSync(o) ? statSync(o).mtimeMs : 0)));
if (builtAt === 0 || Math.max(...sources.map(newest)) > builtAt) {
  console.log('Building the web app and the API (first run or sources changed)...');
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const main = path.join(root, 'apps/api/dist/main.js');
const env = { NODE_ENV: 'production', ...process.env };
// The embedded database is prepared (migrations, reference data, the demo set on first run) by a
// process of its own that then exits: the server does not keep the memory that seeding took
// (PGlite's WebAssembly memory only grows). See docs/benchmarks.md, "Memory".
if (!env.DATABASE_URL && env.MIGRATE_ON_START !== 'false') {
  const prepared = spawnSync(process.execPath, ['--enable-source-maps', main, '--migrate-only'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (prepared.status !== 0) process.exit(prepared.status ?? 1);
  env.MIGRATE_ON_START = 'false';
}
const child = spawn(process.execPath, [main], { cwd: root, stdio: 'inherit', env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
