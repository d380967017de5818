// A Vitest reporter that writes what fails a run outside its tests: unhandled errors and
// rejections, and errors of a test file itself (an import that throws, an afterAll that fails).
// Vitest's JSON report counts neither, so a run can exit 1 with "0 failed" in it; CI's summary
// (scripts/ci-summary.mjs) prints these from `<VITEST_JSON>.errors.json`, with the tests that
// passed only on a retry (CI retries a failed test once, decision 0090), which it lists to be fixed.
import { writeFileSync } from 'node:fs';

const describe = (e) => ({
  message: `${e?.name ? `${e.name}: ` : ''}${e?.message ?? String(e)}`.slice(0, 2000),
  stack: typeof e?.stack === 'string' ? e.stack.split('\n').slice(0, 12).join('\n') : undefined,
});

export default class RunErrorsReporter {
  /** @param {string} file where the errors are written */
  constructor(file) {
    this.file = file;
  }

  onTestRunEnd(modules, unhandled) {
    const errors = [
      ...unhandled.map((e) => ({ where: 'unhandled', ...describe(e) })),
      ...modules.flatMap((m) => m.errors().map((e) => ({ where: m.moduleId, ...describe(e) }))),
    ];
    const flaky = modules.flatMap((m) =>
      [...m.children.allTests()]
        .filter((t) => t.result().state === 'passed' && (t.diagnostic()?.retryCount ?? 0) > 0)
        .map((t) => ({ where: m.moduleId, name: t.fullName, retries: t.diagnostic()?.retryCount })),
    );
    writeFileSync(this.file, JSON.stringify({ errors, flaky }, null, 2));
  }
}
