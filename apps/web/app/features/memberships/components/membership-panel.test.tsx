/**
 * The membership screen as an owner pays on it (decision 0042): choosing a plan brings the checkout
 * into view and focuses it (smoothly, or at once under reduced motion); paying shows the success
 * message at the top (tier, cap, end date, receipt) with the spec's toast, refreshes the screen in place without its loading
 * state and leaves the header's counts alone; a tier given without a payment reads as that tier.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { MSG, PACKAGES, planIdOf, type Tier } from '@wbn/contract/constants';
import type { MembershipState, Quote, Receipt } from '@wbn/contract/schemas';
import { toast } from '~/lib/toast';
import { notificationKeys } from '~/lib/query-keys/notifications';
import { requestKeys } from '~/lib/query-keys/requests';
import { MembershipPanel } from './membership-panel';

vi.mock('~/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// The sandbox's card form lives in an iframe jsdom does not load: a card field that is ready and gives a payment method.
vi.mock('../lib/card-field', () => ({
  sandboxCardField: (_iframe: HTMLIFrameElement, on: { ready: () => void }) => {
    setTimeout(() => on.ready());
    return {
      createPaymentMethod: async () => ({ id: 'pm_sbx_test' }),
      handleAction: async () => ({ ok: true }),
      destroy: () => undefined,
    };
  },
}));

const BUSINESS = '00000000-0000-4000-8000-0000000000b1';
const RECEIPT_ID = '00000000-0000-4000-8000-0000000000d1';
const PAID_UNTIL = '2027-11-27T10:00:00.000Z';

const quote = (tier: Tier): Quote => ({
  planId: planIdOf(tier),
  subscription: tier,
  price: PACKAGES[tier].priceCents,
  credit: null,
  amount: PACKAGES[tier].priceCents,
  currency: 'usd',
  startsAt: '2026-11-27T10:00:00.000Z',
  expiresAt: PAID_UNTIL,
  checkoutID: `00000000-0000-4000-8000-00000000000${tier.length}`,
});

const stateOf = (tier: Tier, paid: boolean): MembershipState => ({
  businessID: BUSINESS,
  companyName: 'Keystone Valves',
  subscription: tier,
  verified: false,
  membership: paid ? { subscription: tier, startsAt: '2026-11-27T10:00:00.000Z', expiresAt: PAID_UNTIL } : null,
  offers: (['gold', 'premium', 'platinum'] as const)
    .filter((t) => PACKAGES[t].priceCents > PACKAGES[tier].priceCents)
    .map(quote),
  canPay: true,
  verification: null,
});

const receipt: Receipt = {
  receiptID: RECEIPT_ID,
  number: 'WBN-000042',
  date: '2026-11-27T10:00:00.000Z',
  businessID: BUSINESS,
  companyName: 'Keystone Valves',
  subscription: 'gold',
  planId: planIdOf('gold'),
  price: PACKAGES.gold.priceCents,
  credit: 0,
  amount: PACKAGES.gold.priceCents,
  currency: 'usd',
  periodStart: '2026-11-27T10:00:00.000Z',
  periodEnd: PAID_UNTIL,
  card: { brand: 'visa', last4: '4242' },
  email: 'owner@example.com',
  provider: 'sandbox',
  paymentID: 'pi_sbx_1',
};

/**
 * A server double of the screen's calls: the membership (standard until paid, then gold; a refetch
 * after the payment waits for `release`), the setup, the receipts and subscribe.
 */
function server(first: MembershipState) {
  let current = first;
  let hold: Promise<void> | null = null;
  let release = () => undefined as void;
  const calls: string[] = [];
  const json = (data: unknown) =>
    new Response(JSON.stringify({ success: true, data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | Request, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input.url, 'http://localhost');
      const method = (typeof input === 'string' ? init?.method : input.method) ?? 'GET';
      calls.push(`${method} ${url.pathname}`);
      if (url.pathname === '/api/subscription/setup')
        return json({ plans: [], publicKey: 'pk_sandbox', provider: 'sandbox', cardFormUrl: '/payments/sandbox/card' });
      if (url.pathname.endsWith('/receipts')) return json(current.membership ? [receipt] : []);
      if (url.pathname === '/api/subscription/subscribe') {
        current = stateOf('gold', true);
        hold = new Promise<void>((resolve) => (release = resolve));
        return json({ status: 'succeeded', message: MSG.successfulCheckout, membership: current.membership, receipt });
      }
      if (url.pathname === `/api/subscription/business/${BUSINESS}`) {
        if (hold) await hold;
        return json(current);
      }
      return new Response(JSON.stringify({ success: false, error: { name: 'NotFound', message: 'not here' } }), {
        status: 404,
      });
    }),
  );
  return { calls, release: () => release() };
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // What the header shows: its counts must survive a payment.
  client.setQueryData(notificationKeys.unread(), { unreadCount: 3 });
  client.setQueryData(requestKeys.summary(), { total: 2, inboxes: [] });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MembershipPanel businessID={BUSINESS} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

let scrolls: { el: Element; options: unknown }[] = [];
function motion(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduced && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => {
  scrolls = [];
  Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
    scrolls.push({ el: this, options });
  };
  motion(false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('MembershipPanel', () => {
  it('choosing a plan scrolls the checkout into view smoothly and focuses its heading; choosing it again brings it back', async () => {
    server(stateOf('standard', false));
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Gold' }));
    const heading = await screen.findByRole('heading', { name: 'Checkout: Gold membership' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(scrolls).toEqual([{ el: heading, options: { behavior: 'smooth', block: 'start' } }]);
    // Its top lands just below the sticky 64 px header (80 px from the top), not lower on a phone.
    expect(heading.classList.contains('scroll-mt-20')).toBe(true);

    heading.blur();
    fireEvent.click(screen.getByRole('button', { name: 'Gold chosen' }));
    await waitFor(() => expect(scrolls).toHaveLength(2));
    expect(document.activeElement).toBe(heading);
  });

  it('under reduced motion the checkout is brought into view without animation', async () => {
    motion(true);
    server(stateOf('standard', false));
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Premium' }));
    const heading = await screen.findByRole('heading', { name: 'Checkout: Premium membership' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(scrolls).toEqual([{ el: heading, options: { behavior: 'auto', block: 'start' } }]);
  });

  it('after paying: the success message at the top with tier, cap, end date and receipt, focused; the screen refreshes in place; the header counts stay', async () => {
    const api = server(stateOf('standard', false));
    const client = renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Gold' }));
    const pay = await screen.findByRole('button', { name: `Pay USD ${(PACKAGES.gold.priceCents / 100).toFixed(2)}` });
    fireEvent.change(screen.getByLabelText('E-mail for the receipt'), { target: { value: 'owner@example.com' } });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    scrolls = [];
    fireEvent.click(pay);

    const success = await screen.findByRole('status', { name: 'Payment received: Gold membership active' });
    expect(toast.success).toHaveBeenCalledWith(MSG.successfulCheckout);
    // It stops below where the toast shows (just under the header), so the toast covers none of it.
    expect(success.classList.contains('scroll-mt-36')).toBe(true);
    expect(success.textContent).toContain(
      `Keystone Valves can now list up to ${PACKAGES.gold.maxProducts} products (${PACKAGES.standard.maxProducts} before).`,
    );
    expect(success.textContent).toContain('Valid until Nov 27, 2027.');
    const link = within(success).getByRole('link', { name: 'View receipt WBN-000042' });
    expect(link.getAttribute('href')).toBe(`/?receipt=${RECEIPT_ID}`);
    await waitFor(() => expect(document.activeElement).toBe(success));
    expect(scrolls).toContainEqual({ el: success, options: { behavior: 'smooth', block: 'nearest' } });
    // First in the panel: above the current membership.
    const current = screen.getByRole('region', { name: 'Current membership' });
    expect(success.compareDocumentPosition(current) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // The new tier shows at once; the refetch is under way and the screen never goes back to its loading state.
    expect(screen.getByTestId('current-tier').textContent).toBe('GOLD');
    expect(screen.queryByRole('heading', { name: /^Checkout/ })).toBeNull();
    await waitFor(() =>
      expect(api.calls.filter((c) => c === `GET /api/subscription/business/${BUSINESS}`)).toHaveLength(2),
    );
    expect(screen.queryByText(/Loading the membership/)).toBeNull();
    await act(async () => api.release());
    await waitFor(() =>
      expect(screen.getByText(`Valid until Nov 27, 2027 · up to ${PACKAGES.gold.maxProducts} products`)).toBeTruthy(),
    );
    expect(screen.queryByText(/Loading the membership/)).toBeNull();
    expect(screen.getByRole('status', { name: 'Payment received: Gold membership active' })).toBe(success);
    expect(screen.queryByRole('button', { name: 'Upgrade to Gold' })).toBeNull();
    expect(await screen.findByText(/WBN-000042 · Gold/)).toBeTruthy();

    // The header's counts were neither dropped nor refetched; the page was not reloaded.
    for (const key of [notificationKeys.unread(), requestKeys.summary()]) {
      expect(client.getQueryState(key)?.isInvalidated).toBe(false);
      expect(client.getQueryData(key)).toBeTruthy();
    }
    expect(api.calls.some((c) => c.includes('/notifications') || c.includes('/request/summary'))).toBe(false);

    fireEvent.click(within(success).getByRole('button', { name: 'Close the payment message' }));
    expect(screen.queryByRole('status', { name: /Payment received/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Current membership' }));
  });

  it('a paid tier with no payment behind it (seed or staff) reads as that tier, not as the free one', async () => {
    server(stateOf('gold', false));
    renderPanel();
    expect((await screen.findByTestId('current-tier')).textContent).toBe('GOLD');
    expect(screen.getByText(`No end date · up to ${PACKAGES.gold.maxProducts} products`)).toBeTruthy();
    expect(screen.queryByText(`Free, up to ${PACKAGES.standard.maxProducts} products`)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upgrade to Gold' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeTruthy();
  });

  it('the free tier keeps its own line', async () => {
    server(stateOf('standard', false));
    renderPanel();
    expect(await screen.findByText(`Free, up to ${PACKAGES.standard.maxProducts} products`)).toBeTruthy();
  });
});
