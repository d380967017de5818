/**
 * Connect on a company page for a member whose address is not confirmed (decision 0072): disabled
 * from the start, with the reason in its name and title; a confirmed member gets the working button.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { UNCONFIRMED_TEXT } from '@wbn/contract/constants';
import { ConnectButton } from './connect-button';

const session = vi.hoisted(() => ({ emailVerified: false }));
vi.mock('~/lib/session-context', async (importOriginal) => ({
  ...(await importOriginal<typeof import('~/lib/session-context')>()),
  useSession: () => ({
    status: 'member',
    userID: 'u1',
    profile: { userID: 'u1', email: 'ana@example.test', emailVerified: session.emailVerified },
  }),
}));

function open() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, data: { status: 'none' } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ConnectButton businessID="b1" companyName="Acme Valves" className="pill" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ConnectButton', () => {
  it('is disabled with the reason while the address is not confirmed', async () => {
    session.emailVerified = false;
    open();
    const reason = UNCONFIRMED_TEXT.reason('connect');
    // jsdom joins the visible label and the screen-reader words without their space: the name is matched by its parts.
    const button = await screen.findByRole('button', { name: /^Connect/ });
    await screen.findByTitle(reason);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.textContent).toContain(`with Acme Valves. ${reason}`);
  });

  it('works once the address is confirmed', async () => {
    session.emailVerified = true;
    open();
    const button = await screen.findByRole('button', { name: /^Connect/ });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(button.getAttribute('title')).toBeNull();
    expect(button.textContent).not.toContain(UNCONFIRMED_TEXT.reason('connect'));
  });
});
