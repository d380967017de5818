/**
 * The Developers tab's webhooks as an owner uses them: adding one (its secret once, the API's refusals by the field),
 * the badges, Delete asking first, Send test and the deliveries.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  SECRET_PANEL_TEXT,
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_DISABLE_AFTER_DAYS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_MSG,
  WEBHOOK_TEXT,
  WEBHOOK_URL_MAX_LENGTH,
  type WebhookDeliveryStatus,
} from '@wbn/contract/constants';
import { toast } from '~/lib/toast';
import { WebhooksSection } from './webhooks-section';
import { PENDING_POLL_MS, RETRYING_POLL_MS, deliveriesPollMs } from '../api/webhooks';

vi.mock('~/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const BUSINESS = '00000000-0000-4000-8000-0000000000b1';
const HOOK = '00000000-0000-4000-8000-0000000000d1';
const FAILING = '00000000-0000-4000-8000-0000000000d2';
const OFF = '00000000-0000-4000-8000-0000000000d3';
const NEW_HOOK = '00000000-0000-4000-8000-0000000000d4';
const DELIVERY = '00000000-0000-4000-8000-0000000000e1';
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const BASE = `/api/business/profile/${BUSINESS}/webhooks`;
const URL_OK = 'https://erp.example.com/hooks/wbn';

const hook = (webhookID: string, url: string, over: object = {}) => ({
  webhookID,
  url,
  events: ['product.created', 'inquiry.created'],
  createdAt: '2026-03-04T15:05:00.000Z',
  failingSince: null,
  disabledAt: null,
  ...over,
});
const delivery = (deliveryID: string, over: object = {}) => ({
  deliveryID,
  messageID: `msg_${deliveryID}`,
  event: 'webhook.test',
  status: 'failed',
  createdAt: '2026-03-04T15:06:00.000Z',
  payload: {
    type: 'webhook.test',
    timestamp: '2026-03-04T15:06:00.000Z',
    data: { webhookID: HOOK, businessID: BUSINESS },
  },
  attempts: [
    { at: '2026-03-04T15:06:01.000Z', statusCode: 500, durationMs: 1234, error: 'The endpoint answered 500' },
    { at: '2026-03-04T15:06:09.000Z', statusCode: null, durationMs: 10000, error: 'Timed out after 10 s' },
  ],
  ...over,
});

type Answer = { status: number; body: unknown };
const ok = (data: unknown, status = 200): Answer => ({ status, body: { success: true, data } });
const refused = (status: number, name: string, message: string, fields?: Record<string, string>): Answer => ({
  status,
  body: { success: false, error: { name, message, ...(fields ? { fields } : {}) } },
});

/**
 * A server double for the webhook routes: three endpoints (fine, failing, disabled); adding one
 * answers its secret once; a test queues a delivery that the next read of the deliveries shows.
 * `override` answers a call instead.
 */
function server(override?: (method: string, path: string) => Answer | undefined) {
  let hooks = [
    hook(HOOK, URL_OK),
    hook(FAILING, 'https://crm.example.com/in', { failingSince: '2026-03-02T08:00:00.000Z' }),
    hook(OFF, 'https://old.example.com/in', {
      failingSince: '2026-02-20T08:00:00.000Z',
      disabledAt: '2026-02-23T08:00:00.000Z',
    }),
  ];
  let deliveries: ReturnType<typeof delivery>[] = [];
  const calls: { method: string; path: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      const url = new URL(req.url);
      const path = `${url.pathname}${url.search}`;
      const text = req.method === 'POST' ? await req.text() : '';
      const body = text ? JSON.parse(text) : undefined;
      calls.push({ method: req.method, path, ...(body === undefined ? {} : { body }) });
      const answer = override?.(req.method, url.pathname) ?? route(req.method, url, body);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  function route(method: string, url: URL, body: unknown): Answer {
    const p = url.pathname;
    if (method === 'POST' && p.endsWith('/test')) {
      deliveries = [delivery(DELIVERY), ...deliveries];
      return ok({ message: WEBHOOK_MSG.testQueued, deliveryID: DELIVERY }, 202);
    }
    if (method === 'POST' && p.endsWith('/redeliver'))
      return ok({ message: WEBHOOK_MSG.redelivered, deliveryID: 'another' }, 202);
    if (method === 'POST') {
      const input = body as { url: string; events: string[] };
      const made = hook(NEW_HOOK, input.url, { events: input.events });
      hooks = [made, ...hooks];
      return ok({ ...made, secret: SECRET }, 201);
    }
    if (method === 'DELETE') {
      const id = p.split('/').pop();
      hooks = hooks.filter((h) => h.webhookID !== id);
      return ok({ message: WEBHOOK_MSG.deleted });
    }
    if (p.endsWith('/deliveries')) return ok({ data: deliveries, nextCursor: null });
    return ok(hooks);
  }
  return calls;
}

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WebhooksSection businessID={BUSINESS} />
    </QueryClientProvider>,
  );
}

const hookList = () => screen.getByRole('list', { name: WEBHOOK_TEXT.listHeading });
const rows = () =>
  within(hookList())
    .getAllByRole('listitem')
    .filter((li) => li.parentElement === hookList());
const urlField = () => screen.getByLabelText(WEBHOOK_TEXT.urlLabel) as HTMLInputElement;
const add = () => fireEvent.click(screen.getByRole('button', { name: WEBHOOK_TEXT.add }));
const fill = (url: string) => {
  fireEvent.change(urlField(), { target: { value: url } });
  fireEvent.click(screen.getByRole('checkbox', { name: WEBHOOK_EVENT_LABELS['product.updated'] }));
};

describe('WebhooksSection', () => {
  it('lists the endpoints with their events, and marks the failing and the disabled ones', async () => {
    server();
    open();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [fine, failing, off] = rows();
    expect(within(fine).getByText(URL_OK)).toBeTruthy();
    expect(within(fine).getByRole('list', { name: WEBHOOK_TEXT.eventsOf(URL_OK) }).textContent).toContain(
      'product.created',
    );
    expect(within(fine).queryByText(/Failing since/)).toBeNull();
    expect(within(failing).getByText('Failing since Mar 2, 2026')).toBeTruthy();
    expect(within(off).getByText(WEBHOOK_TEXT.disabledBadge)).toBeTruthy();
    expect(within(off).getByText(WEBHOOK_MSG.disabled(WEBHOOK_DISABLE_AFTER_DAYS))).toBeTruthy();
  });

  it('adds a webhook and shows its signing secret once, until it is hidden', async () => {
    const calls = server();
    open();
    await waitFor(() => expect(rows()).toHaveLength(3));
    fill(`  ${URL_OK}/new  `);
    fireEvent.click(screen.getByRole('checkbox', { name: WEBHOOK_EVENT_LABELS['inquiry.created'] }));
    add();
    expect(await screen.findByText(SECRET)).toBeTruthy();
    expect(screen.getByText(WEBHOOK_MSG.created)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: BASE,
      body: { url: `${URL_OK}/new`, events: ['inquiry.created', 'product.updated'] },
    });
    await waitFor(() => expect(rows()).toHaveLength(4));
    fireEvent.click(screen.getByRole('button', { name: SECRET_PANEL_TEXT.dismiss }));
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(urlField().value).toBe('');
  });

  it('shows a refused address (400 on url) under the URL field, and focuses it', async () => {
    server((method) =>
      method === 'POST'
        ? refused(400, 'ValidationError', WEBHOOK_MSG.urlPrivate, { url: WEBHOOK_MSG.urlPrivate })
        : undefined,
    );
    open();
    await waitFor(() => expect(rows()).toHaveLength(3));
    fill('https://10.0.0.5/hooks');
    add();
    const error = await screen.findByText(WEBHOOK_MSG.urlPrivate);
    expect(urlField().getAttribute('aria-invalid')).toBe('true');
    expect(urlField().getAttribute('aria-describedby')).toBe(error.id);
    expect(document.activeElement).toBe(urlField());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(SECRET)).toBeNull();
    // Typing again clears the message.
    fireEvent.change(urlField(), { target: { value: 'https://hooks.example.com/in' } });
    expect(screen.queryByText(WEBHOOK_MSG.urlPrivate)).toBeNull();
  });

  it('asks for a full address and an event before anything is sent', async () => {
    const calls = server();
    open();
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.change(urlField(), { target: { value: 'erp.example.com/hooks' } });
    add();
    expect(await screen.findByText(WEBHOOK_MSG.urlInvalid)).toBeTruthy();
    expect(screen.getByText(WEBHOOK_MSG.eventsRequired)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('refuses an address longer than the contract allows by its field, sending nothing', async () => {
    const calls = server();
    open();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const base = 'https://hooks.example.com/';
    fill(`${base}${'a'.repeat(WEBHOOK_URL_MAX_LENGTH - base.length + 1)}`);
    add();
    const error = await screen.findByText(`At most ${WEBHOOK_URL_MAX_LENGTH} characters`);
    expect(urlField().getAttribute('aria-invalid')).toBe('true');
    expect(urlField().getAttribute('aria-describedby')).toBe(error.id);
    expect(document.activeElement).toBe(urlField());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('asks before deleting, then sends DELETE and the row leaves', async () => {
    const calls = server();
    open();
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: WEBHOOK_TEXT.deleteOf(URL_OK) }));
    const dialog = await screen.findByRole('dialog', { name: WEBHOOK_TEXT.deleteTitle });
    expect(within(dialog).getByText(WEBHOOK_TEXT.deleteBody(URL_OK))).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: WEBHOOK_TEXT.deleteConfirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toContainEqual({ method: 'DELETE', path: `${BASE}/${HOOK}` });
    expect(toast.success).toHaveBeenCalledWith(WEBHOOK_MSG.deleted);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByText(URL_OK)).toBeNull();
  });

  it('sends a test, opens the deliveries and shows it with its attempts, payload and Redeliver', async () => {
    const calls = server();
    open();
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: WEBHOOK_TEXT.sendTestTo(URL_OK) }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(WEBHOOK_MSG.testQueued));
    expect(calls).toContainEqual({ method: 'POST', path: `${BASE}/${HOOK}/test` });

    const toggle = screen.getByRole('button', { name: WEBHOOK_TEXT.deliveriesOf(URL_OK) });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: WEBHOOK_TEXT.deliveriesOf(URL_OK) });
    expect(await within(panel).findByText('webhook.test')).toBeTruthy();
    expect(within(panel).getByText('Failed')).toBeTruthy();
    const attempts = within(panel).getByRole('list', { name: WEBHOOK_TEXT.attemptsOf('webhook.test') });
    expect(attempts.textContent).toContain('HTTP 500');
    expect(attempts.textContent).toContain('1,234 ms');
    expect(attempts.textContent).toContain('The endpoint answered 500');
    expect(attempts.textContent).toContain(WEBHOOK_TEXT.noAnswer);
    expect(attempts.textContent).toContain('Timed out after 10 s');
    // The body sent, folded away in a <details>.
    const payload = within(panel).getByText(WEBHOOK_TEXT.payload).closest('details')!;
    expect(payload.open).toBe(false);
    expect(payload.querySelector('pre')?.textContent).toContain(`"businessID": "${BUSINESS}"`);

    fireEvent.click(within(panel).getByRole('button', { name: /^Redeliver webhook\.test/ }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(WEBHOOK_MSG.redelivered));
    expect(calls).toContainEqual({ method: 'POST', path: `${BASE}/${HOOK}/deliveries/${DELIVERY}/redeliver` });
  });

  it('reads the deliveries again while one is pending, and stops once every one has settled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      // The first read shows the test pending; the next ones, delivered.
      let read = 0;
      const calls = server((method, path) => {
        if (method !== 'GET' || !path.endsWith('/deliveries')) return undefined;
        read += 1;
        const status = read === 1 ? 'pending' : 'succeeded';
        const attempts =
          read === 1 ? [] : [{ at: '2026-03-04T15:06:01.000Z', statusCode: 200, durationMs: 80, error: null }];
        return ok({ data: [delivery(DELIVERY, { status, attempts })], nextCursor: null });
      });
      open();
      await waitFor(() => expect(rows()).toHaveLength(3));
      fireEvent.click(screen.getByRole('button', { name: WEBHOOK_TEXT.deliveriesOf(URL_OK) }));
      const panel = screen.getByRole('region', { name: WEBHOOK_TEXT.deliveriesOf(URL_OK) });
      expect(await within(panel).findByText(WEBHOOK_DELIVERY_STATUS_LABELS.pending)).toBeTruthy();
      const reads = () => calls.filter((c) => c.path.startsWith(`${BASE}/${HOOK}/deliveries`)).length;
      expect(reads()).toBe(1);
      await vi.advanceTimersByTimeAsync(PENDING_POLL_MS + 100);
      expect(await within(panel).findByText(WEBHOOK_DELIVERY_STATUS_LABELS.succeeded)).toBeTruthy();
      expect(reads()).toBe(2);
      // Settled: no more reads.
      await vi.advanceTimersByTimeAsync(RETRYING_POLL_MS * 2);
      expect(reads()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('polls often while a delivery is pending, now and then while one waits for a retry, never once all settled', () => {
    const page = (...statuses: WebhookDeliveryStatus[]) => ({ data: statuses.map((status) => ({ status })) });
    expect(deliveriesPollMs(undefined)).toBe(false);
    expect(deliveriesPollMs([page()])).toBe(false);
    expect(deliveriesPollMs([page('succeeded', 'failed')])).toBe(false);
    expect(deliveriesPollMs([page('succeeded'), page('retrying')])).toBe(RETRYING_POLL_MS);
    expect(deliveriesPollMs([page('retrying'), page('pending')])).toBe(PENDING_POLL_MS);
  });
});
