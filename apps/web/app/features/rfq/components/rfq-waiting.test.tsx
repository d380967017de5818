/**
 * A member whose address is not confirmed (decisions 0028, 0072) finds the request form and the
 * quote form disabled from the start, with the reason read with them, and can send nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoutesStub } from 'react-router';
import { RFQ_PATHS, RFQ_TEXT, UNCONFIRMED_TEXT } from '@wbn/contract/constants';
import { BIZ_ID, RFQ_ID, USER_ID, ok } from '../test-data';
import { QuoteForm } from './quote-form';
import { RfqForm } from './rfq-form';

vi.mock('~/lib/email-confirmation', () => ({ useAwaitingConfirmation: () => true }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function withApi(ui: React.ReactNode) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => ok([]));
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return fetch;
}

async function expectWaiting(button: string) {
  const reason = await screen.findByText(UNCONFIRMED_TEXT.reason('rfq'));
  const id = reason.closest('p')!.id;
  const group = screen.getByRole('group', { description: UNCONFIRMED_TEXT.reason('rfq') });
  expect(group.getAttribute('aria-describedby')).toBe(id);
  expect((group as HTMLFieldSetElement).disabled).toBe(true);
  for (const control of group.querySelectorAll('input, textarea, select'))
    expect((control as HTMLInputElement).matches(':disabled')).toBe(true);
  expect((screen.getByRole('button', { name: button }) as HTMLButtonElement).disabled).toBe(true);
}

describe('requests for quotation while the address is not confirmed', () => {
  it('the request form is disabled with the reason before anything is typed', async () => {
    const Stub = createRoutesStub([
      {
        path: RFQ_PATHS.create,
        Component: () => <RfqForm userID={USER_ID} posters={[{ id: USER_ID, name: 'Ana Ruiz', type: 'user' }]} />,
      },
    ]);
    const fetch = withApi(<Stub initialEntries={[RFQ_PATHS.create]} />);
    await expectWaiting(RFQ_TEXT.postButton);
    expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/api/rfq'))).toBe(false);
  });

  it('the quote form is disabled with the reason before anything is typed', async () => {
    withApi(
      <QuoteForm
        mode="create"
        rfq={{ rfqID: RFQ_ID, incoterm: 'FOB', currency: 'EUR' }}
        userID={USER_ID}
        businesses={[{ businessID: BIZ_ID, companyName: 'Bravo Valves' }]}
        onSent={vi.fn()}
      />,
    );
    await expectWaiting(RFQ_TEXT.sendQuoteButton);
  });
});
