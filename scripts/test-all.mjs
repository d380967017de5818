#!/usr/bin/env node
// npm test: lint, typecheck, build, unit + API tests (Vitest), browser tests (Playwright).
// `npm test -- --ci` (what .ci/run runs) adds the API suite again on PostgreSQL and Redis under
// Node 24 and every benchmark once at a small size.
//
// The steps form a small graph (decision 0055): a step starts as soon as the steps it waits for
// have ended, so the machine's two cores are busy with two things at once where those two do not
// fight over the same resource. Each step's output goes to test-results/logs/<step>.log and is
// printed whole when the step ends, so parallel steps never interleave their lines; a line every
// minute says what is still running. A step whose prerequisite failed is skipped (the tests need
// the build); every other step runs even when an earlier independent one failed.
//
// Each step's result is written to test-results/steps.json (the CI summary counts a failed lint,
// typecheck or build as a failure, not as "0 tests") and its timing to test-results/timings.json;
// the run ends with a table of every step's start and seconds.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ci = process.argv.includes('--ci');
const logDir = path.join(root, 'test-results/logs');
mkdirSync(logDir, { recursive: true });

/**
 * The steps. `needs`: steps that must have passed first. `after`: steps that must have ended
 * first, whatever their result (only to keep two CPU-heavy steps apart). `env`: added to the
 * environment. `ci`: only with --ci.
 */
const node24 = process.env.CI_NODE24_BIN;
// The demo set, seeded once by the built server's own --migrate-only (migrations, reference data,
// the demo set and its pictures) while the unit tests run; the browser tests' server and the
// benchmarks copy this folder instead of seeding their own (20-30 s each on this machine).
const demoData = path.join(root, 'test-results/demo-data');
/**
 * Under --ci, files whose subject does not depend on the database engine run once, in the pass
 * where they cost least (decisions 0063, 0087); without --ci every file runs on PGlite.
 * - On PostgreSQL only: the fuzz (the same requests cost a third of the CPU there), who may do what
 *   on every route (access matrix), the developer guide's examples, and archive bombs.
 * - On PGlite only: files about the embedded default itself (staff:add on an embedded folder, the
 *   server's memory at rest), which use PGlite in either pass.
 */
const POSTGRES_PASS_ONLY = [
  'apps/api/src/test/fuzz.test.ts',
  'apps/api/src/test/access-matrix.test.ts',
  'apps/api/src/test/developer-examples.test.ts',
  'apps/api/src/modules/products/catalogue-bomb.test.ts',
];
const PGLITE_PASS_ONLY = ['apps/api/src/cli/staff-add.test.ts', 'apps/api/src/server/memory-footprint.test.ts'];
const excluding = (files) => files.flatMap((f) => ['--exclude', f]);
const steps = [
  { name: 'build', cmd: ['npm', 'run', 'build'] },
  {
    name: 'demo data',
    cmd: ['bash', '-c', 'rm -rf "$DATA_DIR" && exec node apps/api/dist/main.js --migrate-only'],
    needs: ['build'],
    env: { DATA_DIR: demoData, DATABASE_URL: '', REDIS_URL: '', SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
  },
  { name: 'lint', cmd: ['npm', 'run', 'lint'] },
  { name: 'typecheck', cmd: ['npm', 'run', 'typecheck'], after: ['lint'] },
  {
    name: 'unit and API tests',
    // With --ci, POSTGRES_PASS_ONLY runs in the PostgreSQL pass instead (below). Without --ci every
    // file runs here, so npm test runs every test.
    cmd: ['npm', 'run', 'test:unit', ...(ci ? ['--', ...excluding(POSTGRES_PASS_ONLY)] : [])],
    needs: ['build'],
    env: {
      REQUIRE_WEB_BUILD: '1',
      TEST_API_BUILD: '1',
      ...(ci ? { VITEST_JSON: 'test-results/vitest-pglite.json' } : {}),
    },
  },
  // The browser suite is the longest chain of waits (some 400 s even alone, on about one core):
  // it starts as soon as the checks before it are done, beside the unit tests (decision 0064).
  {
    name: 'browser tests',
    cmd: ['npm', 'run', 'test:e2e'],
    needs: ['build', 'demo data'],
    after: ['typecheck'],
    env: { E2E_DEMO_DATA: demoData },
  },
  {
    name: 'API on PostgreSQL + Redis (Node 24)',
    ci: true,
    // The whole API suite again, durability and the two-process tests included, and the fuzz
    // (some 36,000 requests), which the PGlite pass leaves to this one under --ci.
    cmd: [
      node24 ? path.join(node24, 'node') : process.execPath,
      'node_modules/vitest/vitest.mjs',
      'run',
      '--project',
      'api',
      ...excluding(PGLITE_PASS_ONLY),
    ],
    needs: ['build'],
    // After the unit tests (two workers each: never both at once), beside the end of the browser
    // suite; the benchmarks follow it.
    after: ['unit and API tests'],
    env: {
      ...(node24 ? { PATH: `${node24}${path.delimiter}${process.env.PATH}` } : {}),
      REQUIRE_TEST_SERVERS: '1',
      REQUIRE_WEB_BUILD: '1',
      TEST_API_BUILD: '1',
      TEST_DATABASE_URL: process.env.CI_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
      TEST_REDIS_URL: process.env.CI_REDIS_URL ?? 'redis://127.0.0.1:6379',
      VITEST_JSON: 'test-results/vitest-postgres.json',
    },
  },
  // A benchmark that no longer runs on a fresh clone (a missing file, a renamed route or option)
  // fails here; each writes its figures with --json and they are checked. Its figures mean nothing.
  {
    name: 'benchmarks at a small size',
    ci: true,
    cmd: ['npm', 'run', 'bench:smoke'],
    needs: ['build', 'demo data'],
    // One benchmark at a time (about one core), after the PostgreSQL pass: beside the browser suite
    // the two of them left no core for the browser's pages, whose waits then overran (decision 0090).
    after: ['unit and API tests', 'API on PostgreSQL + Redis (Node 24)'],
    env: { BENCH_DEMO_DATA: demoData },
  },
].filter((s) => ci || !s.ci);

const started = Date.now();
const since = (t) => Math.round((t - started) / 1000);
const slug = (name) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
/** name -> { status: 'running'|'passed'|'failed'|'skipped', start, end } */
const state = new Map();

/** The children's user + system seconds from bash's `times` (its second line: "0m12.345s 0m1.234s"). */
function cpuSeconds(file) {
  try {
    const line = readFileSync(file, 'utf8').trim().split('\n')[1] ?? '';
    return line.split(/\s+/).reduce((sum, t) => {
      const m = /^(\d+)m([\d.]+)s$/.exec(t);
      return m ? sum + Number(m[1]) * 60 + Number(m[2]) : sum;
    }, 0);
  } catch {
    return undefined;
  }
}

/**
 * The machine's busy and total CPU time so far (/proc/stat, in clock ticks), whatever process
 * used it: with `cpuSeconds` it tells a step that works both cores from one that waits, and
 * counts what `times` cannot (Chromium, servers that are killed). Undefined off Linux.
 */
function machineTicks() {
  try {
    const [, ...n] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const idle = n[3] + (n[4] ?? 0);
    const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
    return { busy: total - idle, total };
  } catch {
    return undefined;
  }
}
const busyShare = (from, to) =>
  from && to && to.total > from.total ? Math.round((100 * (to.busy - from.busy)) / (to.total - from.total)) : null;
const runTicks = machineTicks();

function runStep(step) {
  const logFile = path.join(logDir, `${slug(step.name)}.log`);
  const out = createWriteStream(logFile);
  const s = { status: 'running', start: Date.now(), end: 0, ticks: machineTicks() };
  state.set(step.name, s);
  console.log(`\n=== ${step.name}: started at ${since(s.start)} s`);
  return new Promise((resolve) => {
    // Through bash, whose `times` then says the CPU seconds the step's processes used (user + system,
    // every descendant that was waited for): the table shows which steps the two cores spent on.
    const timesFile = path.join(logDir, `${slug(step.name)}.times`);
    const script = '"$@"; s=$?; times > "$STEP_TIMES_FILE"; exit $s';
    const child = spawn('bash', ['-c', script, step.name, ...step.cmd], {
      cwd: root,
      env: { ...process.env, ...step.env, STEP_TIMES_FILE: timesFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (code, signal) => {
      out.end(() => {
        s.end = Date.now();
        s.status = code === 0 ? 'passed' : 'failed';
        s.cpu = cpuSeconds(timesFile);
        s.busy = busyShare(s.ticks, machineTicks());
        console.log(`\n=== ${step.name}: output (${path.relative(root, logFile)})`);
        process.stdout.write(readFileSync(logFile, 'utf8'));
        console.log(
          `=== ${step.name}: ${s.status}${code === 0 ? '' : ` (exit ${code ?? signal})`} in ${Math.round((s.end - s.start) / 1000)} s`,
        );
        resolve();
      });
    });
  });
}

const done = (name) => ['passed', 'failed', 'skipped'].includes(state.get(name)?.status);
const running = new Set();
const heartbeat = setInterval(() => {
  if (running.size) console.log(`... ${since(Date.now())} s: running ${[...running].join(', ')}`);
}, 60_000);

await new Promise((finish) => {
  const tick = () => {
    for (const step of steps) {
      if (state.has(step.name)) continue;
      const waits = [...(step.needs ?? []), ...(step.after ?? [])].filter((n) => steps.some((s) => s.name === n));
      if (!waits.every(done)) continue;
      const missing = (step.needs ?? []).filter(
        (n) => state.get(n)?.status !== 'passed' && steps.some((s) => s.name === n),
      );
      if (missing.length) {
        state.set(step.name, { status: 'skipped', start: Date.now(), end: Date.now() });
        console.log(`\n=== ${step.name}: skipped (${missing.join(', ')} did not pass)`);
        continue;
      }
      running.add(step.name);
      runStep(step).then(() => {
        running.delete(step.name);
        tick();
      });
    }
    if (steps.every((s) => done(s.name))) finish();
    else if (!running.size) tick();
  };
  tick();
});
clearInterval(heartbeat);

mkdirSync(path.join(root, 'test-results'), { recursive: true });
const results = Object.fromEntries(steps.map((s) => [s.name, state.get(s.name).status]));
writeFileSync(path.join(root, 'test-results/steps.json'), JSON.stringify(results, null, 2));
const timings = steps.map((s) => {
  const t = state.get(s.name);
  return {
    step: s.name,
    result: t.status,
    startedAt: since(t.start),
    seconds: Math.round((t.end - t.start) / 1000),
    cpuSeconds: t.cpu === undefined ? null : Math.round(t.cpu),
    machineBusyPercent: t.busy ?? null,
  };
});

console.log('\n=== steps (seconds from the start of npm test)');
// CPU s: what the step's own processes used (bash `times`); busy: how busy the whole machine was while it ran.
console.log(
  `${'step'.padEnd(40)} ${'result'.padEnd(8)} ${'start'.padStart(6)} ${'took'.padStart(6)} ${'CPU s'.padStart(6)} ${'busy'.padStart(5)}`,
);
const pctOf = (n) => (n === null || n === undefined ? '' : `${n}%`);
for (const t of timings)
  console.log(
    `${t.step.padEnd(40)} ${t.result.padEnd(8)} ${String(t.startedAt).padStart(6)} ${String(t.seconds).padStart(6)} ${String(t.cpuSeconds ?? '').padStart(6)} ${pctOf(t.machineBusyPercent).padStart(5)}`,
  );
const runBusy = busyShare(runTicks, machineTicks());
console.log(
  `${'all'.padEnd(40)} ${''.padEnd(8)} ${''.padStart(6)} ${String(since(Date.now())).padStart(6)} ${''.padStart(6)} ${pctOf(runBusy).padStart(5)}`,
);
writeFileSync(
  path.join(root, 'test-results/timings.json'),
  JSON.stringify({ steps: timings, seconds: since(Date.now()), machineBusyPercent: runBusy }, null, 2),
);

const failed = Object.entries(results).filter(([, v]) => v !== 'passed');
console.log(
  `\n${failed.length ? `Failed or skipped: ${failed.map(([k, v]) => `${k} (${v})`).join(', ')}` : 'Every step passed.'}`,
);
process.exit(failed.length ? 1 : 0);
