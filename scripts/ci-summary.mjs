// Adds up the test reports into the one line CI reads: "N passed, N failed".
// - Vitest and Playwright JSON reports: their tests. A Playwright test that passed only on a
//   retry counts as failed (a flaky test must not pass CI by accident).
// - test-results/steps.json (scripts/test-all.mjs): a step that failed or was skipped (lint,
//   typecheck, build...) counts as one failure.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in r) {
    // Vitest
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    console.log(`${file}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
  } else if (r.stats) {
    // Playwright
    const p = r.stats.expected ?? 0;
    const f = (r.stats.unexpected ?? 0) + (r.stats.flaky ?? 0);
    passed += p;
    failed += f;
    skipped += r.stats.skipped ?? 0;
    console.log(`${file}: ${p} passed, ${f} failed${r.stats.flaky ? ` (${r.stats.flaky} needed a retry)` : ''}`);
  } else {
    // Steps of scripts/test-all.mjs
    for (const [step, result] of Object.entries(r)) {
      if (result !== 'passed') failed += 1;
      console.log(`${file}: ${step} ${result}`);
    }
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
