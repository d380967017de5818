/** A supplier's quote form: the schema's check before sending, the API's field errors under their fields, its refusals of the whole quote above the button. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RFQ_MSG, RFQ_TEXT } from '@wbn/contract/constants';
import { loadFormSchemas } from '~/lib/load-form-schemas';
import { toast } from '~/lib/toast';
import { BIZ_ID, RFQ_ID, USER_ID, ok, quote, refused } from '../test-data';
import { QuoteForm } from './quote-form';

vi.mock('~/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

// The schemas' chunk (zod) loads on a form's first submit: loaded once here, so no test waits for it (or leaves a submit behind).
beforeAll(() => loadFormSchemas(), 30_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** The API's answer to the POST (`answer`); every other call answers an empty success. */
function server(answer: () => Response) {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      if (req.method === 'POST' && new URL(req.url).pathname === `/api/rfq/${RFQ_ID}/quotes`) {
        posts.push(await req.json());
        return answer();
      }
      return ok({ data: [], nextCursor: null });
    }),
  );
  return posts;
}

const onSent = vi.fn();

function open(over: Partial<{ currency: 'EUR' | null; nameBusiness: boolean; focusFirst: boolean }> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <QuoteForm
        mode="create"
        rfq={{ rfqID: RFQ_ID, incoterm: 'FOB', currency: over.currency === undefined ? 'EUR' : over.currency }}
        userID={USER_ID}
        businesses={[{ businessID: BIZ_ID, companyName: 'Bravo Valves' }]}
        nameBusiness={over.nameBusiness}
        focusFirst={over.focusFirst}
        onSent={onSent}
      />
    </QueryClientProvider>,
  );
}

/** A field by its label (required ones end with a '*' mark). */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\*?$`)) as HTMLInputElement;
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: RFQ_TEXT.sendQuoteButton }));
const fillAll = () => {
  fill(RFQ_TEXT.unitPriceLabel, '12.5');
  fill(RFQ_TEXT.moqLabel, '500');
  fill(RFQ_TEXT.leadTimeLabel, '20');
  fill(RFQ_TEXT.noteLabel, 'Includes export packing.');
};

describe('QuoteForm', () => {
  it('shows the API’s field error under its field, marks it invalid and focuses it', async () => {
    server(() => refused(400, 'ValidationError', RFQ_MSG.validUntil, { validUntil: RFQ_MSG.validUntil }));
    open();
    fillAll();
    send();
    const error = await screen.findByText(RFQ_MSG.validUntil);
    const input = field(RFQ_TEXT.validUntilLabel);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    // Under that field: the message is in the field's own frame.
    expect(input.parentElement!.contains(error)).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('starts from the request’s currency and Incoterm, and from USD when the request names no price', () => {
    open();
    expect(field(RFQ_TEXT.currencyLabel).value).toBe('EUR');
    expect(field(RFQ_TEXT.incotermLabel).value).toBe('FOB');
    cleanup();
    open({ currency: null });
    expect(field(RFQ_TEXT.currencyLabel).value).toBe('USD');
  });

  it('names the business it sends as when asked to, and takes the focus when opened by a button', async () => {
    open({ nameBusiness: true, focusFirst: true });
    expect(screen.getByText('Bravo Valves').closest('p')!.textContent).toBe(`${RFQ_TEXT.quoteAs}: Bravo Valves`);
    await waitFor(() => expect(document.activeElement).toBe(field(RFQ_TEXT.unitPriceLabel)));
  });

  it('sends the quote with numbers, the request’s Incoterm and currency, and hands the API’s answer to the page', async () => {
    const sent = quote('Bravo Valves', 12.5);
    const posts = server(() => ok({ quoteID: sent.quoteID, message: RFQ_MSG.quoteSent, quote: sent }, 201));
    open();
    fillAll();
    send();
    await waitFor(() =>
      expect(onSent).toHaveBeenCalledWith({ quoteID: sent.quoteID, message: RFQ_MSG.quoteSent, quote: sent }),
    );
    // The page says it beside the sent quote: no toast repeats it.
    expect(toast.success).not.toHaveBeenCalled();
    expect(posts).toEqual([
      expect.objectContaining({
        businessID: BIZ_ID,
        unitPrice: 12.5,
        currency: 'EUR',
        moq: 500,
        leadTimeDays: 20,
        incoterm: 'FOB',
        note: 'Includes export packing.',
      }),
    ]);
  });

  it('checks the quote with the contract before sending anything', async () => {
    const posts = server(() => ok({}));
    open();
    fill(RFQ_TEXT.moqLabel, '0');
    send();
    expect(await screen.findByText(RFQ_MSG.price)).toBeTruthy();
    expect(screen.getByText(RFQ_MSG.moq)).toBeTruthy();
    expect(screen.getByText(RFQ_MSG.leadTime)).toBeTruthy();
    expect(field(RFQ_TEXT.unitPriceLabel).getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);
  });

  it('shows the month’s fair-use refusal (429) as the API words it, above the button', async () => {
    const message = RFQ_MSG.quotaReached(5, 'Standard', 'Gold');
    server(() => refused(429, 'TooManyRequests', message, { businessID: message }));
    open();
    fillAll();
    send();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('takes a PDF as its attachment: uploads it for the business, shows it as a chip, and sends it with the quote', async () => {
    const sheet = {
      url: `/files/businesses/${BIZ_ID}/g/Price-list.pdf`,
      name: 'Price list.pdf',
      size: 245_760,
      contentType: 'application/pdf',
    };
    const posts: unknown[] = [];
    const grants: { path: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const req = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
        const path = new URL(req.url).pathname;
        if (path.startsWith('/api/files/')) {
          grants.push({ path, body: await req.json() });
          return ok({
            signedPost: { url: '/api/files/upload', fields: { key: 'k', 'Content-Type': 'application/pdf' } },
            token: 'tk',
          });
        }
        if (req.method === 'POST' && path === `/api/rfq/${RFQ_ID}/quotes`) {
          posts.push(await req.json());
          return ok({ quoteID: 'q', message: RFQ_MSG.quoteSent, quote: quote('Bravo Valves', 12.5) }, 201);
        }
        return ok({ data: [], nextCursor: null });
      }),
    );
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        status = 0;
        responseText = '';
        upload = { onprogress: null as unknown };
        onload: (() => void) | null = null;
        open() {}
        setRequestHeader() {}
        send() {
          this.status = 200;
          this.responseText = JSON.stringify({ success: true, data: sheet });
          queueMicrotask(() => this.onload?.());
        }
        abort() {}
      },
    );
    const { container } = open();
    expect(screen.getByText(RFQ_TEXT.attachmentHint)).toBeTruthy();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toContain('application/pdf');
    const file = new File(['%PDF-1.4'], 'Price list.pdf', { type: 'application/pdf' });
    Object.defineProperty(file, 'size', { value: 245_760 });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText('Price list.pdf')).toBeTruthy();
    expect(screen.getByText('· 240 KB')).toBeTruthy();
    expect(grants).toEqual([
      {
        path: '/api/files/document-request/business',
        body: { contentType: 'application/pdf', fileSize: 245_760, name: 'Price list.pdf', businessID: BIZ_ID },
      },
    ]);
    expect(screen.getByRole('button', { name: new RegExp(RFQ_TEXT.replaceFile) })).toBeTruthy();
    fillAll();
    send();
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(posts).toEqual([expect.objectContaining({ businessID: BIZ_ID, attachment: sheet })]);
  });

  it('takes a chosen PDF off with Remove', async () => {
    const { container } = open();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ok({ signedPost: { url: '/api/files/upload', fields: {} }, token: 'tk' })),
    );
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        status = 0;
        responseText = '';
        upload = { onprogress: null as unknown };
        onload: (() => void) | null = null;
        open() {}
        setRequestHeader() {}
        send() {
          this.status = 200;
          this.responseText = JSON.stringify({
            success: true,
            data: { url: '/files/x/Spec.pdf', name: 'Spec.pdf', size: 900, contentType: 'application/pdf' },
          });
          queueMicrotask(() => this.onload?.());
        }
        abort() {}
      },
    );
    fireEvent.change(container.querySelector('input[type="file"]')!, {
      target: { files: [new File(['%PDF-1.4'], 'Spec.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Spec.pdf' }));
    expect(screen.queryByText('Spec.pdf')).toBeNull();
    expect(screen.getByRole('button', { name: new RegExp(RFQ_TEXT.chooseFile) })).toBeTruthy();
  });
});
