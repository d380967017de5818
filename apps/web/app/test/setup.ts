/**
 * Set-up of the web app's component tests (vitest.config.ts, project "web"). `findBy…` and
 * `waitFor` wait up to 10 s instead of Testing Library's 1 s: two test files run at once on the
 * 2-core machine beside the browser suite, and a form's first validation (its schema loaded on
 * demand) can take seconds there. A test that passes waits no longer for it; a test may last 20 s
 * (vitest.config.ts).
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
