#!/usr/bin/env node
// npm run test:changed [-- REF] [--list]: the fast lane between edits (decision 0055). Runs the tests
// related to what changed since REF (default HEAD: the uncommitted and untracked files):
// - Vitest's `--changed REF`: the unit and API test files that import a changed file, directly or
//   not, and the changed test files themselves;
// - the browser specs of the touched pages: a changed spec; a spec whose name or whose addresses
//   name a changed route or feature (apps/web/app/routes/business.edit.tsx -> "business",
//   apps/web/app/features/rfq/... -> "rfq"); the shell's specs when the layout, the shared
//   components or the root changed. The build is made first when a web or API source changed,
//   since the browser tests run the built app.
// --list prints what would run and why, and runs nothing.
// The full suite (`npm test`, and `.ci/run` with --ci) still runs before a change lands.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const listOnly = process.argv.includes('--list');
const ref = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'HEAD';
const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
const changed = [
  ...new Set([...git('diff', '--name-only', ref), ...git('ls-files', '--others', '--exclude-standard')]),
];
if (!changed.length) {
  console.log(`Nothing changed since ${ref}.`);
  process.exit(0);
}
console.log(`Changed since ${ref}: ${changed.length} file(s).`);

const run = (cmd, args) => {
  console.log(`\n$ ${[cmd, ...args].join(' ')}`);
  return spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status ?? 1;
};

let status = listOnly
  ? (run('npx', ['vitest', 'list', '--changed', ref, '--filesOnly']), 0)
  : run('npx', ['vitest', 'run', '--changed', ref, '--passWithNoTests']);

// The browser specs of the touched pages.
const specDir = path.join(root, 'e2e/tests');
const specs = readdirSync(specDir).filter((f) => f.endsWith('.spec.ts'));
const SHELL_SPECS = ['layout.spec.ts', 'shell.spec.ts', 'ssr.spec.ts'];
const chosen = new Map(); // spec -> why
const keys = new Set();
for (const file of changed) {
  const m = /^apps\/web\/app\/(routes|features)\/([^/]+)/.exec(file);
  if (m) keys.add(m[1] === 'routes' ? m[2].split('.')[0] : m[2]);
  else if (/^apps\/web\/app\/(layout|components|root\.tsx|routes\.ts|entry\.server\.tsx|app\.css)/.test(file))
    for (const s of SHELL_SPECS) chosen.set(s, `${file} is part of every page`);
  if (file.startsWith('e2e/tests/') && file.endsWith('.spec.ts')) chosen.set(path.basename(file), 'changed');
  if (file === 'e2e/tests/support.ts' || file.startsWith('e2e/playwright'))
    for (const s of specs) chosen.set(s, `${file} is shared by every spec`);
}
for (const key of keys) {
  for (const spec of specs) {
    if (chosen.has(spec)) continue;
    const text = readFileSync(path.join(specDir, spec), 'utf8');
    if (spec.includes(key) || new RegExp(`['\`/]${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(text))
      chosen.set(spec, `names ${key}`);
  }
}
if (!chosen.size) console.log('\nNo browser spec covers the changed files.');
else {
  console.log('\nBrowser specs:');
  for (const [spec, why] of chosen) console.log(`  ${spec} (${why})`);
  if (listOnly) process.exit(0);
  if (changed.some((f) => /^(apps\/(web|api)|packages)\//.test(f))) status = run('npm', ['run', 'build']) || status;
  status =
    run('npx', [
      'playwright',
      'test',
      '-c',
      'e2e/playwright.config.ts',
      ...[...chosen.keys()].map((s) => `tests/${s}`),
    ]) || status;
}
process.exit(status);
