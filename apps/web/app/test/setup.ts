/**
 * Set-up of the web app's component tests (vitest.config.ts, project "web"). `findBy…` and
 * `waitFor` wait up to 5 s instead of Testing Library's 1 s: two test files run at once on the
 * 2-core machine, and a form's first validation (its schema loaded on demand) can take over a
 * second there. A test that passes waits no longer for it.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
