/** The Developers tab's API keys as an owner uses them: the secret shown once, Revoke asking first, the activity log, the refusals. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  API_KEY_MSG,
  API_KEY_NAME_MAX_LENGTH,
  API_KEY_SCOPE_LABELS,
  API_KEY_TEXT,
  DEVELOPERS_TAB_TEXT,
  SECRET_PANEL_TEXT,
} from '@wbn/contract/constants';
import { copyText } from '~/lib/copy-text';
import { toast } from '~/lib/toast';
import { ApiKeysSection } from './api-keys-section';

vi.mock('~/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('~/lib/copy-text', () => ({ copyText: vi.fn(async () => true) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const BUSINESS = '00000000-0000-4000-8000-0000000000b1';
const ERP = '00000000-0000-4000-8000-0000000000c1';
const NEW_KEY = '00000000-0000-4000-8000-0000000000c2';
const SECRET = 'wbn_3kTz9QfV0aLmP2xR7yB4nC8dE1gH5jK6sU0wXo9Zq';
const BASE = `/api/business/profile/${BUSINESS}/api-keys`;

const key = (keyID: string, name: string, over: object = {}) => ({
  keyID,
  name,
  scopes: ['catalogue:read'],
  prefix: 'wbn_Ab12Cd34',
  createdBy: { userID: 'u-1', name: 'Ana Gómez' },
  createdAt: '2026-03-04T15:05:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
  ...over,
});
const keyUse = (n: number) => ({
  method: 'GET',
  route: '/api/product/by-business',
  status: n % 5 === 0 ? 429 : 200,
  ip: '203.0.113.7',
  at: `2026-03-04T15:${String(59 - n).padStart(2, '0')}:00.000Z`,
});

type Answer = { status: number; body: unknown };
const ok = (data: unknown, status = 200): Answer => ({ status, body: { success: true, data } });
const refused = (status: number, name: string, message: string, fields?: Record<string, string>): Answer => ({
  status,
  body: { success: false, error: { name, message, ...(fields ? { fields } : {}) } },
});

/**
 * A server double for the key routes: one key at first; a creation adds one (and answers its
 * secret once), a revocation removes it, the log has two pages. `override` answers a call instead.
 */
function server(override?: (method: string, path: string) => Answer | undefined) {
  let keys = [key(ERP, 'ERP sync', { lastUsedAt: '2026-03-04T15:00:00.000Z', expiresAt: '2099-12-31T23:59:59.999Z' })];
  const calls: { method: string; path: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      const url = new URL(req.url);
      const path = `${url.pathname}${url.search}`;
      const body = req.method === 'POST' ? await req.json() : undefined;
      calls.push({ method: req.method, path, ...(body === undefined ? {} : { body }) });
      const answer = override?.(req.method, url.pathname) ?? route(req.method, url, body);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  function route(method: string, url: URL, body: unknown): Answer {
    if (method === 'POST') {
      const input = body as { name: string; scopes: string[]; expiresAt?: string };
      const made = key(NEW_KEY, input.name, {
        scopes: input.scopes,
        expiresAt: input.expiresAt ?? null,
        prefix: SECRET.slice(0, 12),
      });
      keys = [made, ...keys];
      return ok({ ...made, secret: SECRET }, 201);
    }
    if (method === 'DELETE') {
      const id = url.pathname.split('/').pop();
      keys = keys.filter((k) => k.keyID !== id);
      return ok({ message: API_KEY_MSG.revoked });
    }
    if (url.pathname.endsWith('/uses')) {
      const second = url.searchParams.get('cursor') === 'c1';
      return ok({ data: second ? [keyUse(3)] : [keyUse(1), keyUse(2)], nextCursor: second ? null : 'c1' });
    }
    return ok(keys);
  }
  return calls;
}

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ApiKeysSection businessID={BUSINESS} />
    </QueryClientProvider>,
  );
}

const keyList = () => screen.getByRole('list', { name: API_KEY_TEXT.listHeading });
const rows = () =>
  within(keyList())
    .getAllByRole('listitem')
    .filter((li) => li.parentElement === keyList());
const nameField = () => screen.getByLabelText(API_KEY_TEXT.nameLabel) as HTMLInputElement;
const create = () => fireEvent.click(screen.getByRole('button', { name: API_KEY_TEXT.create }));

describe('ApiKeysSection', () => {
  it('lists the keys: name, prefix, scopes, creator, last use and expiry', async () => {
    server();
    open();
    await waitFor(() => expect(rows()).toHaveLength(1));
    const row = rows()[0];
    expect(within(row).getByText('ERP sync')).toBeTruthy();
    expect(within(row).getByText('wbn_Ab12Cd34…')).toBeTruthy();
    expect(within(row).getByRole('list', { name: API_KEY_TEXT.scopesOf('ERP sync') }).textContent).toContain(
      'catalogue:read',
    );
    expect(within(row).getByText('Created Mar 4, 2026 by Ana Gómez')).toBeTruthy();
    expect(within(row).getByText(/^Last used /)).toBeTruthy();
    expect(within(row).getByText('Expires Dec 31, 2099')).toBeTruthy();
  });

  it('creates a key and shows its secret once, with the warning, until it is hidden', async () => {
    const calls = server();
    open();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.change(nameField(), { target: { value: '  CRM inquiries  ' } });
    // Clicked out of order: the body keeps the scopes' own order.
    fireEvent.click(screen.getByRole('checkbox', { name: API_KEY_SCOPE_LABELS['inquiries:read'] }));
    fireEvent.click(screen.getByRole('checkbox', { name: API_KEY_SCOPE_LABELS['catalogue:read'] }));
    create();

    expect(await screen.findByText(SECRET)).toBeTruthy();
    expect(screen.getByText(API_KEY_MSG.created)).toBeTruthy();
    expect(screen.getByText(API_KEY_TEXT.secretWarning)).toBeTruthy();
    const panel = screen.getByRole('region', { name: API_KEY_TEXT.secretHeading });
    expect(document.activeElement).toBe(panel);
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: BASE,
      body: { name: 'CRM inquiries', scopes: ['catalogue:read', 'inquiries:read'] },
    });
    // The form waits behind the panel; the new key is in the list, by its prefix only.
    expect(screen.queryByRole('button', { name: API_KEY_TEXT.create })).toBeNull();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rows()[0]).getByText(`${SECRET.slice(0, 12)}…`)).toBeTruthy();
    expect(within(keyList()).queryByText(SECRET)).toBeNull();

    fireEvent.click(within(panel).getByRole('button', { name: SECRET_PANEL_TEXT.copy }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(SECRET_PANEL_TEXT.copied));
    expect(copyText).toHaveBeenCalledWith(SECRET);

    fireEvent.click(screen.getByRole('button', { name: SECRET_PANEL_TEXT.dismiss }));
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(screen.queryByRole('region', { name: API_KEY_TEXT.secretHeading })).toBeNull();
    // A fresh, empty form is back.
    expect(nameField().value).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: API_KEY_TEXT.heading }));
  });

  it('sends an expiry as the end of the chosen day (UTC)', async () => {
    const calls = server();
    open();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.change(nameField(), { target: { value: 'Year-end export' } });
    fireEvent.click(screen.getByRole('checkbox', { name: API_KEY_SCOPE_LABELS['catalogue:read'] }));
    fireEvent.change(screen.getByLabelText(API_KEY_TEXT.expiryLabel), { target: { value: '2099-12-31' } });
    create();
    await screen.findByText(SECRET);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Year-end export',
      scopes: ['catalogue:read'],
      expiresAt: '2099-12-31T23:59:59.999Z',
    });
  });

  it('asks for a name and a scope before anything is sent, by their fields', async () => {
    const calls = server();
    open();
    await waitFor(() => expect(rows()).toHaveLength(1));
    create();
    expect(await screen.findByText(API_KEY_MSG.nameRequired)).toBeTruthy();
    expect(screen.getByText(API_KEY_MSG.scopesRequired)).toBeTruthy();
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(nameField());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('refuses a name longer than the contract allows by its field, sending nothing (pasted past the box’s limit)', async () => {
    const calls = server();
    open();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.change(nameField(), { target: { value: `  ${'n'.repeat(API_KEY_NAME_MAX_LENGTH + 1)}  ` } });
    fireEvent.click(screen.getByRole('checkbox', { name: API_KEY_SCOPE_LABELS['catalogue:read'] }));
    create();
    const error = await screen.findByText(`At most ${API_KEY_NAME_MAX_LENGTH} characters`);
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(nameField().getAttribute('aria-describedby')).toBe(error.id);
    expect(document.activeElement).toBe(nameField());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    // Its own length, the spaces around it left out, is taken.
    fireEvent.change(nameField(), { target: { value: `  ${'n'.repeat(API_KEY_NAME_MAX_LENGTH)}  ` } });
    create();
    expect(await screen.findByText(SECRET)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'n'.repeat(API_KEY_NAME_MAX_LENGTH),
      scopes: ['catalogue:read'],
    });
  });

  it("shows the API's field errors by their fields, and any other refusal above the button", async () => {
    server((method) =>
      method === 'POST'
        ? refused(400, 'ValidationError', API_KEY_MSG.expiryPast, { expiresAt: API_KEY_MSG.expiryPast })
        : undefined,
    );
    open();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.change(nameField(), { target: { value: 'Late' } });
    fireEvent.click(screen.getByRole('checkbox', { name: API_KEY_SCOPE_LABELS['catalogue:write'] }));
    create();
    const error = await screen.findByText(API_KEY_MSG.expiryPast);
    const expiry = screen.getByLabelText(API_KEY_TEXT.expiryLabel);
    expect(expiry.getAttribute('aria-describedby')).toBe(error.id);
    expect(document.activeElement).toBe(expiry);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why a key could not be made when no field is to blame (too many keys)', async () => {
    server((method) => (method === 'POST' ? refused(409, 'Conflict', API_KEY_MSG.tooMany) : undefined));
    open();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.change(nameField(), { target: { value: 'One too many' } });
    fireEvent.click(screen.getByRole('checkbox', { name: API_KEY_SCOPE_LABELS['catalogue:read'] }));
    create();
    expect((await screen.findByRole('alert')).textContent).toBe(API_KEY_MSG.tooMany);
  });

  it('asks before revoking; Cancel sends nothing, Revoke key sends DELETE and the row leaves', async () => {
    const calls = server();
    open();
    await waitFor(() => expect(rows()).toHaveLength(1));
    const trigger = screen.getByRole('button', { name: 'Revoke ERP sync' });
    fireEvent.click(trigger);
    let dialog = await screen.findByRole('dialog', { name: API_KEY_TEXT.revokeTitle('ERP sync') });
    expect(within(dialog).getByText(API_KEY_TEXT.revokeBody)).toBeTruthy();
    // Cancel has the focus: a hurried Enter revokes nothing.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Revoke ERP sync' }));
    dialog = await screen.findByRole('dialog', { name: API_KEY_TEXT.revokeTitle('ERP sync') });
    fireEvent.click(within(dialog).getByRole('button', { name: API_KEY_TEXT.revokeConfirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toContainEqual({ method: 'DELETE', path: `${BASE}/${ERP}` });
    expect(toast.success).toHaveBeenCalledWith(API_KEY_MSG.revoked);
    expect(await screen.findByText(API_KEY_TEXT.empty)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: API_KEY_TEXT.listHeading }));
  });

  it('keeps the dialog open with the reason when the revocation is refused', async () => {
    server((method) =>
      method === 'DELETE' ? refused(404, 'NotFound', API_KEY_MSG.notFound, { keyID: API_KEY_MSG.notFound }) : undefined,
    );
    open();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Revoke ERP sync' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: API_KEY_TEXT.revokeConfirm }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(API_KEY_MSG.notFound);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("opens a key's activity, a page at a time", async () => {
    const calls = server();
    open();
    await waitFor(() => expect(rows()).toHaveLength(1));
    const toggle = screen.getByRole('button', { name: 'Activity of ERP sync' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const log = screen.getByRole('region', { name: 'Activity of ERP sync' });
    expect(toggle.getAttribute('aria-controls')).toBe(log.id);
    await waitFor(() => expect(within(log).getAllByText('GET /api/product/by-business')).toHaveLength(2));
    expect(within(log).getAllByText('203.0.113.7', { exact: false })).toHaveLength(2);
    fireEvent.click(within(log).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(log).getAllByText('GET /api/product/by-business')).toHaveLength(3));
    expect(within(log).queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(calls.filter((c) => c.path.includes('/uses')).map((c) => c.path)).toEqual([
      `${BASE}/${ERP}/uses?size=50`,
      `${BASE}/${ERP}/uses?size=50&cursor=c1`,
    ]);
  });

  it('tells someone who is not the owner or an admin that the keys are not theirs to manage, with no form', async () => {
    server(() => refused(403, 'Forbidden', 'Only the owner or an admin of this business can do this'));
    open();
    expect(await screen.findByText(DEVELOPERS_TAB_TEXT.managersOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: API_KEY_TEXT.create })).toBeNull();
  });

  it('says what went wrong when the list cannot be read, with a way to try again', async () => {
    server(() => refused(429, 'TooManyRequests', 'Too many requests, try again in a minute.'));
    open();
    expect((await screen.findByRole('alert')).textContent).toContain('Too many requests, try again in a minute.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
