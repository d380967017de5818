/** The staff's Reviews tab as staff use it: a waiting review shown whole, Publish, Reject with a required reason, earlier versions on demand. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoutesStub } from 'react-router';
import { REVIEW_MSG, STAFF_REVIEW_TEXT as T } from '@wbn/contract/constants';
import { toast } from '~/lib/toast';
import { ReviewsQueue } from './reviews-queue';

vi.mock('~/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const REVIEW = '00000000-0000-4000-8000-0000000000a1';
const at = '2026-03-04T15:05:00.000Z';

const review = (over: object = {}) => ({
  reviewID: REVIEW,
  businessID: 'b-1',
  author: { userID: 'u-1', name: 'Carla Buyer', photo: null, path: '/profile/u-1' },
  ratings: { overall: 2, quality: 3, communication: 4, delivery: 1 },
  text: 'Valves as described, but shipped three weeks late.',
  trade: { kind: 'awarded-quote', month: '2026-02', label: 'Awarded quote, February 2026' },
  createdAt: at,
  updatedAt: at,
  edited: true,
  reply: null,
  status: 'pending',
  reason: null,
  business: { businessID: 'b-1', companyName: 'Acme Valves', path: '/business/acme-valves/b-1' },
  ...over,
});

/** A server double: the waiting reviews, a review's history, and the decisions (recorded). */
function server(reviews: object[], decide: 'ok' | { status: number; fields?: object } = 'ok') {
  const decisions: unknown[] = [];
  const json = (data: unknown, status = 200) =>
    new Response(JSON.stringify(status === 200 ? { success: true, data } : data), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      const url = new URL(req.url);
      if (req.method === 'POST') {
        const body = (await req.json()) as { decision: string };
        decisions.push(body);
        if (decide !== 'ok')
          return json(
            { success: false, error: { name: 'BadRequest', message: 'Check the reason', fields: decide.fields } },
            decide.status,
          );
        return json({
          reviewID: REVIEW,
          message: body.decision === 'publish' ? REVIEW_MSG.published : REVIEW_MSG.rejected,
          review: review({ status: body.decision === 'publish' ? 'published' : 'rejected' }),
        });
      }
      if (url.pathname.endsWith('/history'))
        return json({
          review: review(),
          versions: [
            {
              ratings: { overall: 1, quality: 1, communication: 1, delivery: 1 },
              text: 'The first words, changed later.',
              writtenAt: at,
              replacedAt: at,
            },
          ],
        });
      return json({ data: reviews, nextCursor: null });
    }),
  );
  return decisions;
}

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: '/staff',
      Component: () => (
        <QueryClientProvider client={client}>
          <ReviewsQueue />
        </QueryClientProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/staff']} />);
}

const card = async () => (await screen.findByRole('listitem', { name: 'Review of Acme Valves' })) as HTMLElement;

describe('ReviewsQueue', () => {
  it('shows a waiting review whole: business, author, the four ratings, text, trade and day', async () => {
    server([review()]);
    open();
    const c = await card();
    expect(within(c).getByRole('link', { name: 'Acme Valves' }).getAttribute('href')).toBe('/business/acme-valves/b-1');
    expect(within(c).getByRole('link', { name: 'Carla Buyer' }).getAttribute('href')).toBe('/profile/u-1');
    expect(within(c).getByText('Valves as described, but shipped three weeks late.')).toBeTruthy();
    expect(within(c).getByText('Awarded quote, February 2026')).toBeTruthy();
    expect(within(c).getByText('Quality as described')).toBeTruthy();
    expect(within(c).getByLabelText('4 out of 5 stars')).toBeTruthy();
    expect(within(c).getByText(/Written/).textContent).toContain('2026');
  });

  it('says so when no review waits', async () => {
    server([]);
    open();
    expect(await screen.findByText(T.empty)).toBeTruthy();
  });

  it('publishes on Publish and says what the API answered', async () => {
    const decisions = server([review()]);
    open();
    fireEvent.click(within(await card()).getByRole('button', { name: 'Publish the review by Carla Buyer' }));
    await waitFor(() => expect(decisions).toEqual([{ decision: 'publish' }]));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(REVIEW_MSG.published));
  });

  it('asks for the reason before rejecting, then rejects with it', async () => {
    const decisions = server([review()]);
    open();
    fireEvent.click(within(await card()).getByRole('button', { name: 'Reject the review by Carla Buyer' }));
    const reason = screen.getByLabelText(T.reasonLabel);
    expect(document.activeElement).toBe(reason);
    fireEvent.click(screen.getByRole('button', { name: T.sendReject }));
    expect(await screen.findByText(REVIEW_MSG.reasonRequired)).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(decisions).toHaveLength(0);

    fireEvent.change(reason, { target: { value: 'It describes another supplier’s order.' } });
    fireEvent.click(screen.getByRole('button', { name: T.sendReject }));
    await waitFor(() =>
      expect(decisions).toEqual([{ decision: 'reject', reason: 'It describes another supplier’s order.' }]),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(REVIEW_MSG.rejected));
  });

  it('shows the API’s refusal as a toast and by the reason', async () => {
    server([review()], { status: 400, fields: { reason: 'At most 1,000 characters' } });
    open();
    fireEvent.click(within(await card()).getByRole('button', { name: 'Reject the review by Carla Buyer' }));
    const reason = screen.getByLabelText(T.reasonLabel);
    fireEvent.change(reason, { target: { value: 'Too long, says the server.' } });
    fireEvent.submit(reason.closest('form')!);
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(await screen.findByText('At most 1,000 characters')).toBeTruthy();
  });

  it('opens the earlier versions on demand', async () => {
    server([review()]);
    open();
    const toggle = within(await card()).getByRole('button', { name: T.showHistory });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(await screen.findByText('The first words, changed later.')).toBeTruthy();
    expect(screen.getByRole('button', { name: T.hideHistory }).getAttribute('aria-expanded')).toBe('true');
  });
});
