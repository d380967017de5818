// Adds up the test reports into the one line CI reads: "N passed, N failed".
// - Vitest and Playwright JSON reports: their tests. Under CI a failed test runs once more; one
//   that passed on that second try counts as passed and is listed by name as flaky, to be fixed
//   (decision 0090).
// - Vitest's errors outside its tests (<report>.errors.json): printed, so a step that failed with
//   every test passed says why (the step itself counts as the failure).
// - test-results/steps.json (scripts/test-all.mjs): a step that failed or was skipped (lint,
//   typecheck, build...) counts as one failure.
// - `--timings FILE` (test-results/timings.json) and `--setup SECONDS`: a table of every step's
//   start and seconds, printed before the ten slowest files of each test suite.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  return args.splice(i, 2)[1];
};
const setupSeconds = option('--setup');
const timingsFile = option('--timings');

let passed = 0;
let failed = 0;
let skipped = 0;
/** The failed tests by name with the first line of their error, printed last (the end of CI's log is what is read). */
const failures = [];
/** The tests that failed once and passed on their retry, by name with the first try's error. */
const flaky = [];
const firstLine = (text) =>
  String(text ?? '')
    // eslint-disable-next-line no-control-regex -- the terminal colours in the reports' messages
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .find((l) => l.trim()) ?? '';

function playwrightFailures(suite, path = []) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected' || test.status === 'flaky') {
        const list = test.status === 'flaky' ? flaky : failures;
        const error = test.results?.find((r) => r.status !== 'passed')?.error;
        // Where in the test it failed, and what was awaited: a CI log shows only this line.
        const at = error?.location ? ` (line ${error.location.line})` : '';
        const detail = String(error?.message ?? '')
          // eslint-disable-next-line no-control-regex -- the terminal colours in the reports' messages
          .replace(/\u001b\[[0-9;]*m/g, '')
          .split('\n')
          // The lines that say what differed: a matcher's Expected/Received, and a diff's +/- lines.
          .filter((l) => /^\s*(Timeout|Received|Expected|Call log|[+-] )/.test(l))
          .slice(0, 8)
          .map((l) => l.trim())
          .join('; ');
        list.push(
          `${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}: ${firstLine(error?.message)}${at}${detail ? ` — ${detail}` : ''}`,
        );
      }
    }
  }
  for (const child of suite.suites ?? [])
    playwrightFailures(child, child.title && !child.title.endsWith('.ts') ? [...path, child.title] : path);
}
if (timingsFile && existsSync(timingsFile)) {
  const offset = Number(setupSeconds ?? 0);
  const { steps: rows, seconds, machineBusyPercent } = JSON.parse(readFileSync(timingsFile, 'utf8'));
  const pct = (n) => (n === null || n === undefined ? '' : `${n}%`);
  console.log(
    "\nSteps (seconds from the start of CI; CPU s: the step's own processes; busy: the whole machine while it ran):",
  );
  console.log(
    `  ${'step'.padEnd(40)} ${'result'.padEnd(8)} ${'start'.padStart(6)} ${'took'.padStart(6)} ${'CPU s'.padStart(6)} ${'busy'.padStart(5)}`,
  );
  if (setupSeconds !== undefined)
    console.log(
      `  ${'setup (packages, services, npm ci)'.padEnd(40)} ${'passed'.padEnd(8)} ${'0'.padStart(6)} ${String(offset).padStart(6)}`,
    );
  for (const t of rows)
    console.log(
      `  ${t.step.padEnd(40)} ${t.result.padEnd(8)} ${String(t.startedAt + offset).padStart(6)} ${String(t.seconds).padStart(6)} ${String(t.cpuSeconds ?? '').padStart(6)} ${pct(t.machineBusyPercent).padStart(5)}`,
    );
  console.log(
    `  ${'npm test'.padEnd(40)} ${''.padEnd(8)} ${String(offset).padStart(6)} ${String(seconds).padStart(6)} ${''.padStart(6)} ${pct(machineBusyPercent).padStart(5)}`,
  );
}

/** The ten slowest files of a Vitest or Playwright report, as "seconds  file". */
function slowest(r) {
  const files = new Map();
  if ('numPassedTests' in r)
    for (const f of r.testResults ?? []) files.set(relative(process.cwd(), f.name), (f.endTime - f.startTime) / 1000);
  else {
    const walk = (suite) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? [])
          for (const res of test.results ?? [])
            files.set(spec.file, (files.get(spec.file) ?? 0) + (res.duration ?? 0) / 1000);
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of r.suites ?? []) walk(suite);
  }
  return [...files].sort((a, b) => b[1] - a[1]).slice(0, 10);
}

for (const file of args) {
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in r || r.stats) {
    console.log(`\nThe ten slowest files of ${file}:`);
    for (const [name, seconds] of slowest(r)) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
  }
}
console.log('');

for (const file of args) {
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in r) {
    // Vitest
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    console.log(`${file}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
    for (const f of r.testResults ?? [])
      for (const a of f.assertionResults ?? [])
        if (a.status === 'failed') failures.push(`${f.name} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    // Errors outside the tests (scripts/vitest-run-errors.mjs): they fail the run with "0 failed" above.
    const errorsFile = `${file}.errors.json`;
    const outside = existsSync(errorsFile) ? JSON.parse(readFileSync(errorsFile, 'utf8')) : {};
    for (const t of outside.flaky ?? [])
      flaky.push(`${relative(process.cwd(), t.where)} › ${t.name} (passed on try ${t.retries + 1})`);
    for (const e of outside.errors ?? [])
      failures.push(
        `${file}: error outside the tests (${e.where}): ${firstLine(e.message)} ${String(e.stack ?? '')
          .split('\n')
          .slice(1, 4)
          .map((l) => l.trim())
          .join(' ')}`,
      );
  } else if (r.stats) {
    // Playwright
    const p = r.stats.expected ?? 0;
    const f = r.stats.unexpected ?? 0;
    passed += p + (r.stats.flaky ?? 0);
    failed += f;
    skipped += r.stats.skipped ?? 0;
    console.log(
      `${file}: ${p + (r.stats.flaky ?? 0)} passed, ${f} failed${r.stats.flaky ? ` (${r.stats.flaky} of them on a retry)` : ''}`,
    );
    for (const suite of r.suites ?? []) playwrightFailures(suite);
  } else {
    // Steps of scripts/test-all.mjs
    for (const [step, result] of Object.entries(r)) {
      if (result !== 'passed') failed += 1;
      console.log(`${file}: ${step} ${result}`);
    }
  }
}
for (const f of flaky) console.log(`flaky (failed, then passed on its retry; to fix): ${f.slice(0, 600)}`);
for (const f of failures) console.log(`failed: ${f.slice(0, 600)}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
