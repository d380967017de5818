/**
 * A page's parts drawn as a route would draw them, for component tests: in an edition's messages
 * (`I18nContext`), under a memory router at `url` (matched by `path`), with a query client that does
 * not retry; and the API answered by `dataOf` (each answer `{ success: true, data }`).
 */
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import pseudolocalize from 'pseudolocale';
import { EDITION_LOCALES, SHELL_SPEC_TEXTS } from '@wbn/contract/editions';
import { messages as pseudoShell } from '~/locales/pseudo/shell.po';
import { I18nContext, PageI18n, type CompiledMessages } from '~/lib/i18n-runtime';

export function answerApi(dataOf: (url: string) => unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async (input: RequestInfo | URL) =>
        new Response(JSON.stringify({ success: true, data: dataOf(String(input)) }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}

export function drawPage(i18n: PageI18n, path: string, url: string, page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path, element: <I18nContext value={i18n}>{page}</I18nContext> }], {
    initialEntries: [url],
  });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/**
 * A page's reader in the pseudo-locale, read as an edition (dates and months as its locale writes
 * them): the frame's and the page's catalogue messages and the spec texts both add, each visibly
 * altered, so that a text left outside the catalogues stays plain English.
 */
export function pseudoEdition(page: CompiledMessages, pageSpecTexts: readonly string[]): PageI18n {
  return new PageI18n('es', EDITION_LOCALES.es, {
    ...pseudoShell,
    ...page,
    ...(Object.fromEntries(
      [...SHELL_SPEC_TEXTS, ...pageSpecTexts].map((t) => [t, pseudolocalize(t)]),
    ) as CompiledMessages),
  });
}
