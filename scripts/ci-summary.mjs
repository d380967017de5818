// Adds up the test reports into the one line CI reads: "N passed, N failed".
// - Vitest and Playwright JSON reports: their tests. A Playwright test that passed only on a
//   retry counts as failed (a flaky test must not pass CI by accident).
// - Vitest's errors outside its tests (<report>.errors.json): printed, so a step that failed with
//   every test passed says why (the step itself counts as the failure).
// - test-results/steps.json (scripts/test-all.mjs): a step that failed or was skipped (lint,
//   typecheck, build...) counts as one failure.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
/** The failed tests by name with the first line of their error, printed last (the end of CI's log is what is read). */
const failures = [];
// eslint-disable-next-line no-control-regex -- the terminal colours in the reports' messages
const firstLine = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((l) => l.trim()) ?? '';

function playwrightFailures(suite, path = []) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected' || test.status === 'flaky') {
        const error = test.results?.find((r) => r.status !== 'passed')?.error;
        // Where in the test it failed, and what was awaited: a CI log shows only this line.
        const at = error?.location ? ` (line ${error.location.line})` : '';
        const detail = String(error?.message ?? '')
          // eslint-disable-next-line no-control-regex -- the terminal colours in the reports' messages
          .replace(/\u001b\[[0-9;]*m/g, '')
          .split('\n')
          .filter((l) => /^\s*(Timeout|Received|Expected|Call log)/.test(l))
          .slice(0, 3)
          .map((l) => l.trim())
          .join('; ');
        failures.push(`${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}: ${firstLine(error?.message)}${at}${detail ? ` — ${detail}` : ''}`);
      }
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, child.title && !child.title.endsWith('.ts') ? [...path, child.title] : path);
}
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in r) {
    // Vitest
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    console.log(`${file}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
    for (const f of r.testResults ?? [])
      for (const a of f.assertionResults ?? []) if (a.status === 'failed') failures.push(`${f.name} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    // Errors outside the tests (scripts/vitest-run-errors.mjs): they fail the run with "0 failed" above.
    const errorsFile = `${file}.errors.json`;
    if (existsSync(errorsFile))
      for (const e of JSON.parse(readFileSync(errorsFile, 'utf8')).errors ?? []) {
        failures.push(`${file}: error outside the tests (${e.where}): ${firstLine(e.message)} ${String(e.stack ?? '').split('\n').slice(1, 4).map((l) => l.trim()).join(' ')}`);
      }
  } else if (r.stats) {
    // Playwright
    const p = r.stats.expected ?? 0;
    const f = (r.stats.unexpected ?? 0) + (r.stats.flaky ?? 0);
    passed += p;
    failed += f;
    skipped += r.stats.skipped ?? 0;
    console.log(`${file}: ${p} passed, ${f} failed${r.stats.flaky ? ` (${r.stats.flaky} needed a retry)` : ''}`);
    for (const suite of r.suites ?? []) playwrightFailures(suite);
  } else {
    // Steps of scripts/test-all.mjs
    for (const [step, result] of Object.entries(r)) {
      if (result !== 'passed') failed += 1;
      console.log(`${file}: ${step} ${result}`);
    }
  }
}
for (const f of failures) console.log(`failed: ${f.slice(0, 600)}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
