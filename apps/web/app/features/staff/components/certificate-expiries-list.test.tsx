/** The staff's Certificate expiries tab (decision 0076): each certificate with its business, day, days left and last reminder; the empty list says so. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoutesStub } from 'react-router';
import { CERTIFICATE_STAFF_MSG as M, businessPath } from '@wbn/contract/constants';
import { CertificateExpiriesList } from './certificate-expiries-list';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (over: object = {}) => ({
  businessID: '00000000-0000-4000-8000-0000000000b1',
  companyName: 'Acme Valves',
  certificateID: 'c-1',
  name: 'ISO 9001',
  expireDate: '2026-12-20',
  daysLeft: 5,
  remindedStage: 7,
  remindedAt: '2026-12-13T00:05:00.000Z',
  ...over,
});

/** A server double answering the list; the asked URLs are recorded. */
function server(items: object[]) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      asked.push(req.url);
      return new Response(JSON.stringify({ success: true, data: { items, total: items.length } }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: '/staff',
      Component: () => (
        <QueryClientProvider client={client}>
          <CertificateExpiriesList />
        </QueryClientProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/staff']} />);
}

describe('CertificateExpiriesList', () => {
  it('lists each certificate with its business, day, days left and whether its owners were reminded', async () => {
    const asked = server([
      item(),
      item({ certificateID: 'c-2', name: 'CE marking', daysLeft: 20, remindedStage: null, remindedAt: null }),
    ]);
    open();
    const list = await screen.findByRole('list', { name: M.tab });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByText('ISO 9001')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Acme Valves' }).getAttribute('href')).toBe(
      businessPath('Acme Valves', '00000000-0000-4000-8000-0000000000b1'),
    );
    expect(within(first).getByText('Expires in 5 days')).toBeTruthy();
    expect(within(first).getByText(M.reminded(7))).toBeTruthy();
    expect(within(second).getByText('Expires in 20 days')).toBeTruthy();
    expect(within(second).getByText(M.notReminded)).toBeTruthy();
    expect(asked[0]).toContain('/api/staff/certificate-expiries?skip=0&size=20');
  });

  it('says when nothing expires in the next 30 days', async () => {
    server([]);
    open();
    expect(await screen.findByText(M.empty)).toBeTruthy();
  });
});
