/** A company page's "…" menu: never offered to whoever belongs to the business, and only once that is known. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PageSafetyMenu } from './page-safety-menus';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BUSINESS = '00000000-0000-4000-8000-0000000000b1';

/** A server double: the viewer's businesses (GET /api/business/profile/my-list) and no blocks. */
function server(mine: string[]) {
  let answerMine!: () => void;
  const mineAnswered = new Promise<void>((resolve) => (answerMine = resolve));
  const json = (data: unknown) =>
    new Response(JSON.stringify({ success: true, data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      const url = new URL(typeof input === 'string' ? input : input.url, 'http://localhost');
      if (url.pathname === '/api/business/profile/my-list') {
        await mineAnswered;
        return json(
          mine.map((businessID) => ({
            businessID,
            role: 'member',
            business: { general: { companyName: 'Keystone Valves', profilePhoto: null } },
          })),
        );
      }
      return json({ data: [], nextCursor: null });
    }),
  );
  return answerMine;
}

const renderMenu = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PageSafetyMenu kind="business" businessID={BUSINESS} companyName="Keystone Valves" />
    </QueryClientProvider>,
  );
const trigger = () => screen.queryByRole('button', { name: 'More actions for Keystone Valves' });

describe('PageSafetyMenu (company page)', () => {
  it('waits for the viewer’s businesses, then offers the menu to an outsider', async () => {
    const answer = server([]);
    renderMenu();
    expect(trigger()).toBeNull();
    answer();
    await waitFor(() => expect(trigger()).toBeTruthy());
  });

  it('is not offered on a business the viewer belongs to', async () => {
    const answer = server([BUSINESS]);
    renderMenu();
    answer();
    await new Promise((r) => setTimeout(r, 50));
    expect(trigger()).toBeNull();
  });
});
