/** /rfq/{id} by who looks: a visitor (sign in to quote), a member without a business, a closed request, one not found. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoutesStub } from 'react-router';
import { AUTH_PAGES, RFQ_MSG, RFQ_PATHS, RFQ_TEXT, SITE_PATHS } from '@wbn/contract/constants';
import type { Rfq } from '@wbn/contract/schemas';
import { RFQ_ID, USER_ID, ok, refused, rfq } from '../test-data';
import { RfqPage } from './rfq-page';

const session = vi.hoisted(() => ({
  status: 'visitor' as 'visitor' | 'member' | 'loading',
  userID: null as string | null,
}));
vi.mock('~/lib/session-context', () => ({ useSession: () => ({ ...session, profile: null, logout: () => {} }) }));

// The page loads its actions lazily (rfq-page.tsx) and starts that load on its own; loaded here
// first, so a test that ends before it would have finished leaves no import running past the
// environment's teardown (seen in CI on a slow machine: an unhandled EnvironmentTeardownError).
beforeAll(async () => {
  await import('./rfq-actions');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const visitorView = (over: Partial<Rfq> = {}) =>
  rfq({ viewer: { isBuyer: false, quoteAs: [], threadPath: null }, ...over });

function open(initial: Rfq | null, as: { status: 'visitor' | 'member'; userID?: string } = { status: 'visitor' }) {
  session.status = as.status;
  session.userID = as.userID ?? null;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    { path: '/rfq/:rfqID', Component: () => <RfqPage rfqID={RFQ_ID} initial={initial} failed={false} /> },
  ]);
  render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={[RFQ_PATHS.one(RFQ_ID)]} />
    </QueryClientProvider>,
  );
}

describe('RfqPage', () => {
  it('shows a visitor the whole request and a way to sign in that comes back here', () => {
    open(visitorView({ targetPrice: { min: 9, max: 12.5, currency: 'USD' } }));
    expect(screen.getByRole('heading', { level: 1, name: 'Stainless steel ball valves DN50' })).toBeTruthy();
    expect(screen.getByText('$9.00 – $12.50')).toBeTruthy();
    expect(screen.getByText('FOB · Free On Board')).toBeTruthy();
    expect(screen.getByRole('complementary', { name: RFQ_TEXT.buyerTitle }).textContent).toContain('Ana Ruiz');
    expect(screen.getByText(RFQ_TEXT.signInToQuote)).toBeTruthy();
    expect(screen.getByRole('link', { name: RFQ_TEXT.signIn }).getAttribute('href')).toBe(
      `${AUTH_PAGES.login}?continue=${encodeURIComponent(RFQ_PATHS.one(RFQ_ID))}`,
    );
  });

  it('tells everyone a closed request takes no more quotes', () => {
    open(visitorView({ status: 'closed' }));
    expect(screen.getByText(RFQ_TEXT.closedNotice)).toBeTruthy();
    expect(screen.queryByText(RFQ_TEXT.signInToQuote)).toBeNull();
  });

  it('shows the not-found state when there is no such request (or it is invited-only)', () => {
    open(null);
    expect(screen.getByRole('heading', { level: 1, name: RFQ_MSG.notFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: RFQ_TEXT.seeBoard }).getAttribute('href')).toBe(RFQ_PATHS.board);
  });

  it('asks a member with no business they manage to create one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ok(visitorView())),
    );
    open(visitorView(), { status: 'member', userID: USER_ID });
    expect(await screen.findByText(RFQ_TEXT.noBusinessToQuote)).toBeTruthy();
    expect(screen.getByRole('link', { name: RFQ_TEXT.createBusiness }).getAttribute('href')).toBe(
      SITE_PATHS.businessCreate,
    );
  });

  it('finds an invited-only request for a member the server could not show it to', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ok(visitorView({ visibility: 'invited', title: 'Private tender' }))),
    );
    open(null, { status: 'member', userID: USER_ID });
    expect(await screen.findByRole('heading', { level: 1, name: 'Private tender' })).toBeTruthy();
    expect(screen.getByText(RFQ_TEXT.invitedOnly)).toBeTruthy();
  });

  it('shows the not-found state to a member the API refuses too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refused(404, 'NotFound', RFQ_MSG.notFound)),
    );
    open(null, { status: 'member', userID: USER_ID });
    expect(await screen.findByRole('heading', { level: 1, name: RFQ_MSG.notFound })).toBeTruthy();
  });
});
