/**
 * What a member finds above a company's reviews: the API's sentence (why they may review, or why
 * not), their own review where the page does not show it (waiting, or taken off with the team's
 * reason), and the form, whose ratings are sent as numbers and whose empty state names every field.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import {
  REVIEW_MSG,
  REVIEW_RATING_LABELS,
  REVIEW_RATINGS,
  REVIEW_STATUS_TEXT,
  REVIEW_FORM_TEXT,
  reviewTradeLabel,
} from '@wbn/contract/constants';
import type { OwnReview, ReviewEligibility } from '@wbn/contract/schemas';
import { toast } from '~/lib/toast';
import { ReviewComposer } from './review-composer';

vi.mock('~/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const BUSINESS = '00000000-0000-4000-8000-0000000000b1';
const TRADE = { kind: 'awarded-quote' as const, month: '2026-03', label: reviewTradeLabel('awarded-quote', '2026-03') };
const TEXT = 'Valves as described, answers within a day, shipped a week late.';

const mine = (over: Partial<OwnReview> = {}): OwnReview => ({
  reviewID: '00000000-0000-4000-8000-0000000000r1',
  businessID: BUSINESS,
  author: { userID: 'u-1', name: 'Bianca Buyer', photo: null, path: '/profile/u-1' },
  ratings: { overall: 4, quality: 5, communication: 4, delivery: 3 },
  text: TEXT,
  trade: TRADE,
  createdAt: '2026-03-20T10:00:00.000Z',
  updatedAt: '2026-03-20T10:00:00.000Z',
  edited: false,
  reply: null,
  status: 'published',
  statusText: REVIEW_STATUS_TEXT.published,
  reason: null,
  editableUntil: '2026-04-19T10:00:00.000Z',
  canEdit: true,
  ...over,
});
const eligibility = (over: Partial<ReviewEligibility> = {}): ReviewEligibility => ({
  canReview: true,
  reason: null,
  message: REVIEW_MSG.canReview(TRADE.label),
  trade: TRADE,
  nextReviewAt: null,
  mine: null,
  ...over,
});

/** A server double: the eligibility answer, and a POST that answers the written review. */
function server(first: ReviewEligibility) {
  const posted: unknown[] = [];
  let current = first;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      const json = (status: number, data: unknown) =>
        new Response(JSON.stringify({ success: true, data }), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      if (req.method === 'POST') {
        const body = (await req.json()) as OwnReview['ratings'] & { text: string };
        posted.push(body);
        const review = mine({ ratings: { ...body }, text: body.text });
        current = eligibility({ canReview: false, reason: 'already-reviewed', message: 'Reviewed', mine: review });
        return json(201, { reviewID: review.reviewID, message: REVIEW_MSG.created, review });
      }
      return json(200, current);
    }),
  );
  return posted;
}

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ReviewComposer businessID={BUSINESS} companyName="Ana Valves" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ReviewComposer', () => {
  it('says why a member without trade cannot review, and offers no form', async () => {
    server(eligibility({ canReview: false, reason: 'no-trade', message: REVIEW_MSG.noTrade, trade: null }));
    open();
    expect(await screen.findByText(REVIEW_MSG.noTrade)).toBeTruthy();
    expect(screen.queryByRole('button', { name: REVIEW_FORM_TEXT.write })).toBeNull();
  });

  it('shows the author a review the page does not show, with the team’s reason; a published one stays in the list only', async () => {
    server(
      eligibility({
        canReview: false,
        reason: 'already-reviewed',
        message: 'Reviewed',
        mine: mine({
          status: 'hidden',
          statusText: REVIEW_STATUS_TEXT.hidden,
          reason: 'Names a person',
          canEdit: false,
        }),
      }),
    );
    open();
    expect(await screen.findByText(REVIEW_STATUS_TEXT.hidden)).toBeTruthy();
    expect(screen.getByText(REVIEW_FORM_TEXT.reason('Names a person'))).toBeTruthy();
    expect(screen.getByText(TEXT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: REVIEW_FORM_TEXT.change })).toBeNull();
    cleanup();

    server(eligibility({ canReview: false, reason: 'already-reviewed', message: 'Reviewed', mine: mine() }));
    open();
    expect(await screen.findByText(REVIEW_STATUS_TEXT.published)).toBeTruthy();
    expect(screen.queryByText(TEXT)).toBeNull();
    expect(screen.getByRole('button', { name: REVIEW_FORM_TEXT.change })).toBeTruthy();
  });

  it('names every empty field, then sends the ratings as numbers and shows the review where it stands', async () => {
    const posted = server(eligibility());
    open();
    fireEvent.click(await screen.findByRole('button', { name: REVIEW_FORM_TEXT.write }));
    fireEvent.click(screen.getByRole('button', { name: REVIEW_FORM_TEXT.send }));
    for (const k of REVIEW_RATINGS) expect(await screen.findByText(REVIEW_MSG.rating(k))).toBeTruthy();
    expect(screen.getByText(REVIEW_MSG.textRequired)).toBeTruthy();
    expect(posted).toEqual([]);

    const stars = { overall: 4, quality: 5, communication: 4, delivery: 2 };
    for (const k of REVIEW_RATINGS)
      fireEvent.click(
        within(screen.getByRole('group', { name: REVIEW_RATING_LABELS[k] })).getByRole('radio', {
          name: REVIEW_FORM_TEXT.starChoice(stars[k]),
        }),
      );
    fireEvent.change(screen.getByLabelText(REVIEW_FORM_TEXT.textLabel), { target: { value: `  ${TEXT}  ` } });
    fireEvent.click(screen.getByRole('button', { name: REVIEW_FORM_TEXT.send }));
    await waitFor(() => expect(posted).toEqual([{ ...stars, text: TEXT }]));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(REVIEW_MSG.created));
    expect(await screen.findByText(REVIEW_STATUS_TEXT.published)).toBeTruthy();
  });
});
