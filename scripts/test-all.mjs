#!/usr/bin/env node
// npm test: lint, typecheck, build, unit + API tests (Vitest), browser tests (Playwright), in
// that order. The build comes before the unit and API tests, which render pages through it (the
// page cache's tests: a missing build fails them, REQUIRE_WEB_BUILD). Every step runs even when an
// earlier independent one failed (the tests need the build), and each step's result is written to
// test-results/steps.json so the CI summary counts a lint, typecheck or build failure as a
// failure, not as "0 tests".
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const steps = [
  { name: 'lint', cmd: ['npm', 'run', 'lint'] },
  { name: 'typecheck', cmd: ['npm', 'run', 'typecheck'] },
  { name: 'build', cmd: ['npm', 'run', 'build'] },
  { name: 'unit and API tests', cmd: ['npm', 'run', 'test:unit'], needs: 'build', env: { REQUIRE_WEB_BUILD: '1' } },
  { name: 'browser tests', cmd: ['npm', 'run', 'test:e2e'], needs: 'build' },
];

const results = {};
for (const step of steps) {
  if (step.needs && results[step.needs] !== 'passed') {
    results[step.name] = 'skipped';
    console.log(`\n=== ${step.name}: skipped (${step.needs} failed)`);
    continue;
  }
  console.log(`\n=== ${step.name}`);
  const started = Date.now();
  const r = spawnSync(step.cmd[0], step.cmd.slice(1), { cwd: root, stdio: 'inherit', env: { ...process.env, ...step.env } });
  results[step.name] = r.status === 0 ? 'passed' : 'failed';
  console.log(`=== ${step.name}: ${results[step.name]} in ${Math.round((Date.now() - started) / 1000)} s`);
}

mkdirSync(path.join(root, 'test-results'), { recursive: true });
writeFileSync(path.join(root, 'test-results/steps.json'), JSON.stringify(results, null, 2));
const failed = Object.entries(results).filter(([, v]) => v !== 'passed');
console.log(`\n${failed.length ? `Failed or skipped: ${failed.map(([k, v]) => `${k} (${v})`).join(', ')}` : 'Every step passed.'}`);
process.exit(failed.length ? 1 : 0);
