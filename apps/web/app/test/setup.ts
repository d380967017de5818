/**
 * Set-up of the web app's component tests (vitest.config.ts, project "web"). `findBy…` and
 * `waitFor` wait up to 10 s instead of Testing Library's 1 s: two test files run at once on the
 * 2-core machine beside the browser suite, and a form's first validation (its schema loaded on
 * demand) can take seconds there. A test that passes waits no longer for it; a test may last 20 s
 * (vitest.config.ts).
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });

/**
 * The English catalogues' compiled messages, as an English page's loaders send them: a message
 * with a plural or a choice needs its compiled form even in English (lib/i18n.server.ts), and a
 * component rendered alone in a test reads the default English reader.
 */
import { ENGLISH, type CompiledMessages } from '~/lib/i18n-runtime';

const englishCatalogues = import.meta.glob<{ messages: CompiledMessages }>('../locales/en/*.po', { eager: true });
for (const catalogue of Object.values(englishCatalogues)) Object.assign(ENGLISH.messages, catalogue.messages);
