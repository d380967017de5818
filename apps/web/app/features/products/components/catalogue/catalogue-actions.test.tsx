/** The Products tab's catalogue buttons: an export fetched with the session and saved under the API's name, and the import dialog opened on demand. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CATALOGUE_TEXT } from '@wbn/contract/constants';
import { toast } from '~/lib/toast';
import { CatalogueActions } from './catalogue-actions';

vi.mock('~/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const BUSINESS_ID = '00000000-0000-4000-8000-0000000000b1';
let saved: { name: string; href: string }[] = [];

beforeEach(() => {
  saved = [];
  // jsdom has no object URLs.
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.getAttribute('href') ?? '' });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

/** A server double for the export route; records the paths and queries asked for. */
function server(status: number, body: BodyInit, headers: Record<string, string>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      const url = new URL(req.url);
      asked.push(`${req.method} ${url.pathname}${url.search}`);
      return new Response(body, { status, headers });
    }),
  );
  return asked;
}

function renderActions() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CatalogueActions businessID={BUSINESS_ID} />
    </QueryClientProvider>,
  );
}

describe('CatalogueActions', () => {
  it('downloads the export in the format asked for, under the name the API gives', async () => {
    const asked = server(200, 'id,sku,name\n', {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="acme-products.csv"',
    });
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: CATALOGUE_TEXT.exportCsv }));
    await waitFor(() => expect(saved).toEqual([{ name: 'acme-products.csv', href: 'blob:export' }]));
    expect(asked).toEqual([`GET /api/business/profile/${BUSINESS_ID}/products/export?format=csv`]);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("says why an export failed, in the API's words", async () => {
    const message = 'Only the owner and admins of this business can do this';
    server(403, JSON.stringify({ success: false, error: { name: 'Forbidden', message } }), {
      'content-type': 'application/json',
    });
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: CATALOGUE_TEXT.exportXlsx }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(saved).toEqual([]);
    expect((screen.getByRole('button', { name: CATALOGUE_TEXT.exportXlsx }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('opens the import dialog, loaded on demand, and gives the focus back to Import when it closes', async () => {
    renderActions();
    const importButton = screen.getByRole('button', { name: CATALOGUE_TEXT.importButton });
    fireEvent.click(importButton);
    const dialog = await screen.findByRole('dialog', { name: CATALOGUE_TEXT.importTitle });
    await waitFor(() => expect(document.activeElement?.textContent).toContain(CATALOGUE_TEXT.chooseFile));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(importButton);
  });
});
