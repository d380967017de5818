/** The import dialog as an owner meets it: the dry run's preview, the import itself, and a file refused before it is sent. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CATALOGUE_MAX_BYTES, CATALOGUE_MSG, CATALOGUE_TEXT } from '@wbn/contract/constants';
import type { CatalogueImportResult } from '@wbn/contract/schemas';
import { toast } from '~/lib/toast';
import { productKeys } from '../../api/keys';
import { ImportDialog } from './import-dialog';
import { PREVIEW_PAGE } from './import-preview';

vi.mock('~/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const BUSINESS_ID = '00000000-0000-4000-8000-0000000000b1';
const IMPORT_PATH = `/api/business/profile/${BUSINESS_ID}/products/import`;

type Reply = { status: number; body: unknown };
type Sent = { method: string; path: string; dryRun: string | null; file: unknown };

/** A server double for the import route: answers `reply(dryRun)` and records what was sent. */
function server(reply: (dryRun: boolean) => Reply | Promise<Reply>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const dryRun = url.searchParams.get('dryRun');
      sent.push({
        method: init?.method ?? 'GET',
        path: url.pathname,
        dryRun,
        file: (init?.body as FormData | undefined)?.get('file'),
      });
      const { status, body } = await reply(dryRun === 'true');
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

const ok = (data: CatalogueImportResult) => ({ status: 200, body: { success: true, data } });

const DRY_RUN: CatalogueImportResult = {
  dryRun: true,
  counts: { create: 12, update: 3, unchanged: 40, error: 2 },
  rows: [
    { line: 2, action: 'create', sku: 'BV-50', name: 'Ball valve DN50', productID: null, errors: {} },
    { line: 3, action: 'update', sku: 'BV-80', name: 'Ball valve DN80', productID: 'p-80', errors: {} },
    {
      line: 4,
      action: 'error',
      sku: 'BV-99',
      name: 'Ball valve DN99',
      productID: null,
      errors: { description: 'Description is required', 'spec:Material': 'At most 500 characters' },
    },
    { line: 5, action: 'unchanged', sku: null, name: 'Gate valve', productID: 'p-5', errors: {} },
  ],
  message: null,
};

function open() {
  const onOpenChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <ImportDialog businessID={BUSINESS_ID} open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return { onOpenChange, invalidate };
}

const csv = (name = 'catalogue.csv') =>
  new File(['sku,name,description\nBV-50,Ball valve DN50,Full bore\n'], name, { type: 'text/csv' });

function choose(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  expect(input.accept).toBe('.csv,.xlsx');
  fireEvent.change(input, { target: { files: [file] } });
}

const checkButton = () => screen.getByRole('button', { name: CATALOGUE_TEXT.check });

describe('ImportDialog', () => {
  it('checks the file as a dry run and previews the counts, the actions and an error row by its column', async () => {
    const sent = server(() => ok(DRY_RUN));
    open();
    expect(screen.getByRole('dialog', { name: CATALOGUE_TEXT.importTitle })).toBeTruthy();
    expect((checkButton() as HTMLButtonElement).disabled).toBe(true);
    const file = csv();
    choose(file);
    expect(screen.getByText('catalogue.csv')).toBeTruthy();
    fireEvent.click(checkButton());

    const summary = await screen.findByText('12 to create, 3 to update, 40 unchanged, 2 with errors');
    expect(document.activeElement).toBe(summary);
    expect(sent).toEqual([{ method: 'POST', path: IMPORT_PATH, dryRun: 'true', file }]);

    const table = within(screen.getByRole('region', { name: CATALOGUE_TEXT.previewLabel }));
    const errors = table.getByRole('list', { name: CATALOGUE_TEXT.rowErrors(4) });
    expect(errors.textContent).toContain('description: Description is required');
    expect(errors.textContent).toContain('spec:Material: At most 500 characters');
    // The row in error is highlighted and badged.
    const errorRow = table.getByText('BV-99').closest('tr')!;
    expect(errorRow.className).toContain('bg-red-50');
    expect(within(errorRow).getByText(CATALOGUE_TEXT.actions.error)).toBeTruthy();
    expect(table.getByText(CATALOGUE_TEXT.actions.create)).toBeTruthy();

    // Only the rows with errors.
    fireEvent.click(screen.getByRole('checkbox', { name: CATALOGUE_TEXT.onlyErrors }));
    expect(table.queryByText('BV-50')).toBeNull();
    expect(table.getByText('BV-99')).toBeTruthy();

    // 12 to create and 3 to update: 15 would be written.
    expect(screen.getByRole('button', { name: CATALOGUE_TEXT.importN(15) })).toBeTruthy();
  });

  it('imports the same file with dryRun=false, says what was done, refreshes the list and closes', async () => {
    const applied: CatalogueImportResult = { ...DRY_RUN, dryRun: false, message: CATALOGUE_MSG.applied(12, 3) };
    let finish!: () => void;
    const written = new Promise<void>((resolve) => (finish = resolve));
    const sent = server(async (dryRun) => {
      if (dryRun) return ok(DRY_RUN);
      await written;
      return ok(applied);
    });
    const { onOpenChange, invalidate } = open();
    const file = csv();
    choose(file);
    fireEvent.click(checkButton());
    fireEvent.click(await screen.findByRole('button', { name: CATALOGUE_TEXT.importN(15) }));

    // While the server writes: the progress, and nothing that would close the dialog or start again.
    const progress = await screen.findByText(CATALOGUE_TEXT.importing);
    expect(screen.getByRole('progressbar').getAttribute('aria-labelledby')).toBe(progress.id);
    expect((screen.getByRole('button', { name: CATALOGUE_TEXT.cancel }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onOpenChange).not.toHaveBeenCalled();
    finish();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent.map((s) => s.dryRun)).toEqual(['true', 'false']);
    expect(sent[1]).toEqual({ method: 'POST', path: IMPORT_PATH, dryRun: 'false', file });
    expect(toast.success).toHaveBeenCalledWith('Imported: 12 created, 3 updated.');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: productKeys.byBusiness(BUSINESS_ID) });
  });

  it('refuses a file over the size limit before anything is sent', () => {
    const sent = server(() => ok(DRY_RUN));
    open();
    const big = csv('huge.csv');
    Object.defineProperty(big, 'size', { value: CATALOGUE_MAX_BYTES + 1 });
    choose(big);
    expect(screen.getByRole('alert').textContent).toBe(CATALOGUE_MSG.tooLarge);
    expect(screen.getByText('(5.0 MB)')).toBeTruthy();
    const check = checkButton() as HTMLButtonElement;
    expect(check.disabled).toBe(true);
    fireEvent.click(check);
    expect(sent).toHaveLength(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the API's refusal of the file by the file, and nothing to import when no row would change", async () => {
    const unknown = CATALOGUE_MSG.unknownColumn('colour');
    server(() => ({
      status: 400,
      body: { success: false, error: { name: 'ValidationError', message: unknown, fields: { file: unknown } } },
    }));
    open();
    choose(csv());
    fireEvent.click(checkButton());
    expect((await screen.findByRole('alert')).textContent).toBe(unknown);
    const chooser = screen.getByRole('button', { name: `${CATALOGUE_TEXT.fileLabel} ${CATALOGUE_TEXT.chooseAnother}` });
    expect(chooser.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(document.activeElement).toBe(chooser);

    // Another file, all unchanged: the import button stays disabled and says why.
    server(() =>
      ok({
        ...DRY_RUN,
        counts: { create: 0, update: 0, unchanged: 4, error: 0 },
        rows: DRY_RUN.rows.map((r) => ({ ...r, action: 'unchanged', errors: {} })),
      }),
    );
    choose(csv('same.csv'));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(checkButton());
    const nothing = await screen.findByRole('button', { name: CATALOGUE_TEXT.importN(0) });
    expect((nothing as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(CATALOGUE_TEXT.nothingToImport)).toBeTruthy();
  });

  it('keeps the dialog open and says so by the file when the catalogue changed during the import (409)', async () => {
    const changed = 'The catalogue changed while it was being imported; import the file again';
    server((dryRun) =>
      dryRun
        ? ok(DRY_RUN)
        : {
            status: 409,
            body: {
              success: false,
              error: { name: 'Conflict', message: changed, fields: { file: 'The catalogue changed meanwhile' } },
            },
          },
    );
    const { onOpenChange } = open();
    choose(csv());
    fireEvent.click(checkButton());
    fireEvent.click(await screen.findByRole('button', { name: CATALOGUE_TEXT.importN(15) }));
    expect((await screen.findByRole('alert')).textContent).toBe(changed);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    // The preview stays, and the import can be tried again.
    expect((screen.getByRole('button', { name: CATALOGUE_TEXT.importN(15) }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('renders a page of a large file at a time', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      line: i + 2,
      action: 'create' as const,
      sku: `SKU-${i}`,
      name: `Product ${i}`,
      productID: null,
      errors: {},
    }));
    server(() =>
      ok({ dryRun: true, counts: { create: 5000, update: 0, unchanged: 0, error: 0 }, rows, message: null }),
    );
    open();
    choose(csv());
    fireEvent.click(checkButton());
    await screen.findByText(CATALOGUE_TEXT.showing(PREVIEW_PAGE, 5000));
    const table = within(screen.getByRole('region', { name: CATALOGUE_TEXT.previewLabel }));
    expect(table.getAllByRole('row')).toHaveLength(PREVIEW_PAGE + 1);
    fireEvent.click(screen.getByRole('button', { name: CATALOGUE_TEXT.showMore }));
    expect(table.getAllByRole('row')).toHaveLength(2 * PREVIEW_PAGE + 1);
    expect(screen.getByText(CATALOGUE_TEXT.showing(2 * PREVIEW_PAGE, 5000))).toBeTruthy();
    // Role queries over a table of hundreds of rows take seconds in jsdom on a busy two-core machine.
  }, 20_000);
});
