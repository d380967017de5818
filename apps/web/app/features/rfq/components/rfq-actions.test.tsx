/**
 * What a member does on /rfq/{id}, through the API: the buyer shortlists, awards (then the conversation) and closes; a
 * supplier reads and withdraws their quote.
 */
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoutesStub } from 'react-router';
import { RFQ_MSG, RFQ_TEXT } from '@wbn/contract/constants';
import type { Rfq, RfqQuote } from '@wbn/contract/schemas';
import { loadFormSchemas } from '~/lib/load-form-schemas';
import { toast } from '~/lib/toast';
import { useRfq } from '../api/rfq';
import { BIZ_ID, RFQ_ID, THREAD_ID, USER_ID, ok, quote, rfq } from '../test-data';
import { RfqActions } from './rfq-actions';

vi.mock('~/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

// The schemas' chunk (zod) loads on a form's first submit: loaded once here.
beforeAll(() => loadFormSchemas(), 30_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const BASE = `/api/rfq/${RFQ_ID}`;
const THREAD = `/my-messages?thread=${THREAD_ID}`;

/** A server double for one request and its quotes; every call is recorded with its body. */
function server(start: Rfq, startQuotes: RfqQuote[]) {
  let current = start;
  let quotes = startQuotes;
  const calls: { method: string; path: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      const path = new URL(req.url).pathname;
      const text = req.method === 'GET' ? '' : await req.text();
      const body = text ? JSON.parse(text) : undefined;
      calls.push({ method: req.method, path, ...(body === undefined ? {} : { body }) });
      if (req.method === 'GET' && path === BASE) return ok(current);
      if (req.method === 'GET' && path === `${BASE}/quotes`) return ok({ data: quotes, nextCursor: null });
      if (path.endsWith('/shortlist')) {
        const id = path.split('/')[5];
        quotes = quotes.map((q) => (q.quoteID === id ? { ...q, shortlisted: body.shortlisted } : q));
        return ok({ quoteID: id, message: 'ok', quote: quotes.find((q) => q.quoteID === id) });
      }
      if (path === `${BASE}/award`) {
        quotes = quotes.map((q) => ({ ...q, status: q.quoteID === body.quoteID ? 'awarded' : 'declined' }));
        current = {
          ...current,
          status: 'awarded',
          awardedQuoteID: body.quoteID,
          viewer: { ...current.viewer, threadPath: THREAD },
        };
        return ok({ message: RFQ_MSG.awarded, rfq: current });
      }
      if (path === `${BASE}/close`) {
        current = { ...current, status: 'closed', closedAt: '2030-04-10T00:00:00.000Z' };
        return ok({ message: 'The request is closed.', rfq: current });
      }
      if (req.method === 'POST' && path === `${BASE}/quotes`) {
        const as = current.viewer.quoteAs.find((b) => b.businessID === body.businessID)!;
        const sent = quote(as.companyName, body.unitPrice, {
          ...body,
          supplier: { ...quote(as.companyName, 1).supplier, businessID: as.businessID },
        });
        quotes = [...quotes, sent];
        current = {
          ...current,
          viewer: {
            ...current.viewer,
            quoteAs: current.viewer.quoteAs.map((b) => (b === as ? { ...b, quoteID: sent.quoteID } : b)),
          },
        };
        return ok({ quoteID: sent.quoteID, message: RFQ_MSG.quoteSent, quote: sent }, 201);
      }
      if (path.endsWith('/withdraw')) {
        quotes = quotes.map((q) => ({ ...q, status: 'withdrawn' }));
        current = { ...current };
        return ok({ quoteID: quotes[0]!.quoteID, message: RFQ_MSG.quoteWithdrawn, quote: quotes[0] });
      }
      return ok(null);
    }),
  );
  return calls;
}

/** The page's member part, as the page mounts it: the request read under the session, then what the viewer may do. */
function Member() {
  const q = useRfq(RFQ_ID, USER_ID, null);
  return q.data ? <RfqActions rfq={q.data} userID={USER_ID} /> : <p>Loading</p>;
}

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const Stub = createRoutesStub([{ path: '/rfq/:rfqID', Component: Member }]);
  render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={[`/rfq/${RFQ_ID}`]} />
    </QueryClientProvider>,
  );
}

/** The desktop table (the matrix below 992 px holds the same buttons: CSS shows one of the two). */
const table = () =>
  within(document.querySelector<HTMLElement>('[data-layout="table"]')!).getByRole('table', {
    name: RFQ_TEXT.comparisonCaption,
  });

describe('RfqActions for the buyer', () => {
  const quotes = () => [quote('Bravo Valves', 12.5), quote('Alpha Flow', 9.75)];

  it('shortlists a quote, then awards one with a word to the others and offers the conversation', async () => {
    const qs = quotes();
    const calls = server(rfq(), qs);
    open();
    await waitFor(() => expect(table()).toBeTruthy());
    const t = within(table());
    fireEvent.click(t.getByRole('button', { name: RFQ_TEXT.shortlistOf('Bravo Valves') }));
    await waitFor(() =>
      expect(
        within(table())
          .getByRole('button', { name: RFQ_TEXT.shortlistOf('Bravo Valves') })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(calls).toContainEqual({
      method: 'POST',
      path: `${BASE}/quotes/${qs[0]!.quoteID}/shortlist`,
      body: { shortlisted: true },
    });

    fireEvent.click(t.getByRole('button', { name: RFQ_TEXT.awardOf('Alpha Flow') }));
    const dialog = await screen.findByRole('dialog', { name: RFQ_TEXT.awardTitle });
    expect(within(dialog).getByText(RFQ_TEXT.awardBody('Alpha Flow', '$9.75'))).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/award'))).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(RFQ_TEXT.reasonLabel), {
      target: { value: '  Shorter lead time elsewhere.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: RFQ_TEXT.awardConfirm }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toContainEqual({
      method: 'POST',
      path: `${BASE}/award`,
      body: { quoteID: qs[1]!.quoteID, reason: 'Shorter lead time elsewhere.' },
    });
    // The award's sentence is said once, by the toast; the notice names the winner beside the conversation.
    expect(toast.success).toHaveBeenCalledWith(RFQ_MSG.awarded);
    expect(screen.queryByText(RFQ_MSG.awarded, { exact: false })).toBeNull();
    const link = await screen.findByRole('link', { name: RFQ_TEXT.openConversation });
    expect(link.getAttribute('href')).toBe(THREAD);
    // Decided: no more Award, no more Close.
    await waitFor(() => expect(screen.queryAllByRole('button', { name: /^Award the quote of/ })).toEqual([]));
    expect(screen.queryByRole('button', { name: RFQ_TEXT.closeRequest })).toBeNull();
    expect(screen.getByText(RFQ_TEXT.awardedTo('Alpha Flow'))).toBeTruthy();
  });

  it('closes the request after asking', async () => {
    const calls = server(rfq(), []);
    open();
    expect(await screen.findByText(RFQ_TEXT.noQuotes)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: RFQ_TEXT.closeRequest }));
    const dialog = await screen.findByRole('dialog', { name: RFQ_TEXT.closeTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: RFQ_TEXT.closeConfirm }));
    await waitFor(() => expect(screen.queryByRole('button', { name: RFQ_TEXT.closeRequest })).toBeNull());
    expect(calls).toContainEqual({ method: 'POST', path: `${BASE}/close` });
    expect(toast.success).toHaveBeenCalledWith('The request is closed.');
  });
});

describe('RfqActions for a supplier', () => {
  it('shows their quote with Edit and Withdraw, and withdraws it after asking', async () => {
    const mine = quote('Bravo Valves', 12.5, { note: 'Export packing included.' });
    const calls = server(
      rfq({
        viewer: {
          isBuyer: false,
          quoteAs: [{ businessID: BIZ_ID, companyName: 'Bravo Valves', quoteID: mine.quoteID }],
          threadPath: null,
        },
      }),
      [mine],
    );
    open();
    const card = await screen.findByRole('article', { name: RFQ_TEXT.yourQuoteAs('Bravo Valves') });
    expect(card.textContent).toContain('$12.50');
    expect(card.textContent).toContain('Export packing included.');
    expect(within(card).getByText('Submitted')).toBeTruthy();
    expect(within(card).getByRole('button', { name: RFQ_TEXT.editQuote })).toBeTruthy();
    // Every business of theirs has quoted: no new quote to send.
    expect(screen.queryByRole('heading', { name: RFQ_TEXT.sendQuote })).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: RFQ_TEXT.withdraw }));
    const dialog = await screen.findByRole('dialog', { name: RFQ_TEXT.withdrawTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: RFQ_TEXT.withdraw }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(RFQ_MSG.quoteWithdrawn));
    expect(calls).toContainEqual({ method: 'POST', path: `${BASE}/quotes/${mine.quoteID}/withdraw` });
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: RFQ_TEXT.yourQuoteAs('Bravo Valves') })).getByText('Withdrawn'),
      ).toBeTruthy(),
    );
    expect(screen.queryByRole('button', { name: RFQ_TEXT.withdraw })).toBeNull();
  });

  it('offers the form to a business that has not quoted', async () => {
    server(
      rfq({
        viewer: {
          isBuyer: false,
          quoteAs: [{ businessID: BIZ_ID, companyName: 'Bravo Valves', quoteID: null }],
          threadPath: null,
        },
      }),
      [],
    );
    open();
    expect(await screen.findByRole('heading', { name: RFQ_TEXT.sendQuote })).toBeTruthy();
    expect(screen.getByRole('button', { name: RFQ_TEXT.sendQuoteButton })).toBeTruthy();
    // One business: nothing to choose.
    expect(screen.queryByLabelText(new RegExp(`^${RFQ_TEXT.quoteAs}`))).toBeNull();
  });

  it('after sending, shows the sent quote in view and focused, with no second form until “Quote as another business”', async () => {
    // jsdom lays nothing out and has no scrollIntoView: a stand-in records the call (removed after the test).
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    });
    const OTHER = '00000000-0000-4000-8000-0000000000b2';
    const calls = server(
      rfq({
        targetPrice: { min: 10, max: 14, currency: 'EUR' },
        viewer: {
          isBuyer: false,
          quoteAs: [
            { businessID: BIZ_ID, companyName: 'Bravo Valves', quoteID: null },
            { businessID: OTHER, companyName: 'Charlie Pumps', quoteID: null },
          ],
          threadPath: null,
        },
      }),
      [],
    );
    open();
    await screen.findByRole('heading', { name: RFQ_TEXT.sendQuote });
    // Two businesses: a choice, and the request's currency to start with.
    const quoteAs = screen.getByLabelText(new RegExp(`^${RFQ_TEXT.quoteAs}`)) as HTMLSelectElement;
    expect(quoteAs.value).toBe(BIZ_ID);
    expect((screen.getByLabelText(new RegExp(`^${RFQ_TEXT.currencyLabel}`)) as HTMLSelectElement).value).toBe('EUR');
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
    fill(RFQ_TEXT.unitPriceLabel, '11');
    fill(RFQ_TEXT.moqLabel, '100');
    fill(RFQ_TEXT.leadTimeLabel, '14');
    fireEvent.click(screen.getByRole('button', { name: RFQ_TEXT.sendQuoteButton }));

    const sent = await screen.findByRole('article', { name: RFQ_TEXT.yourQuoteAs('Bravo Valves') });
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: `${BASE}/quotes`,
        body: expect.objectContaining({ currency: 'EUR' }),
      }),
    );
    // Scrolled to, focused, and described by the API's sentence (said there, not in a toast).
    await waitFor(() => expect(document.activeElement).toBe(sent));
    expect(scrolled).toHaveBeenCalled();
    expect(within(sent).getByRole('status').textContent).toBe(RFQ_MSG.quoteSent);
    expect(sent.getAttribute('aria-describedby')).toBe(within(sent).getByRole('status').id);
    expect(toast.success).not.toHaveBeenCalled();
    // No second form: one button, which names the business it would send as.
    expect(screen.queryByRole('heading', { name: RFQ_TEXT.sendQuote })).toBeNull();
    expect(screen.queryByRole('button', { name: RFQ_TEXT.sendQuoteButton })).toBeNull();
    const another = screen.getByRole('button', { name: RFQ_TEXT.quoteAsAnother });
    const hint = document.getElementById(another.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toBe(RFQ_TEXT.quoteAsAnotherHint(['Charlie Pumps']));

    fireEvent.click(another);
    expect(await screen.findByRole('heading', { name: RFQ_TEXT.quoteAsAnother })).toBeTruthy();
    const form = screen.getByRole('button', { name: RFQ_TEXT.sendQuoteButton }).closest('form')!;
    expect(within(form).getByText('Charlie Pumps').closest('p')!.textContent).toBe(
      `${RFQ_TEXT.quoteAs}: Charlie Pumps`,
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(within(form).getByLabelText(new RegExp(`^${RFQ_TEXT.unitPriceLabel}`))),
    );
    expect((within(form).getByLabelText(new RegExp(`^${RFQ_TEXT.currencyLabel}`)) as HTMLSelectElement).value).toBe(
      'EUR',
    );
    // Cancel folds it back behind the button, which gets the focus.
    fireEvent.click(within(form).getByRole('button', { name: RFQ_TEXT.cancel }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: RFQ_TEXT.quoteAsAnother })),
    );
  });
});
