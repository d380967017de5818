/**
 * A notification drawn on the server hydrates without being drawn again, however much later the
 * browser hydrates it (decision 0050's lost click: a time that read differently at hydration made
 * React draw the page again, and a click in that moment did nothing). Then it shows the reader's
 * "1 min ago".
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { NotificationGroup } from '@wbn/contract/schemas';
import { NotificationItem } from './notification-item';

afterEach(() => {
  vi.useRealTimers();
});

const SERVER_TIME = Date.parse('2026-11-28T23:59:40Z');
const group: NotificationGroup = {
  id: 'n1',
  kind: 'inquiry',
  resource: { type: 'request', id: 'r1', title: 'receiving the full price list', state: null },
  actors: [{ type: 'user', id: 'u1', name: 'Ana Tester', photo: null }],
  actorCount: 1,
  data: { subject: 'receiving the full price list' },
  read: false,
  createdAt: new Date(SERVER_TIME - 30_000).toISOString(),
  link: '/my-requests?rid=r1',
} as NotificationGroup;

const page = () => (
  <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter>
      <ul>
        <NotificationItem group={group} />
      </ul>
    </MemoryRouter>
  </QueryClientProvider>
);

describe('NotificationItem', () => {
  it('hydrates what the server drew a minute later with no mismatch, then shows the time as the reader sees it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(SERVER_TIME);
    const html = renderToString(page());
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const link = container.querySelector('a');

    // The browser hydrates 61 s later, past midnight UTC: "just now" would now read "1 min ago".
    vi.setSystemTime(SERVER_TIME + 61_000);
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, page(), { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    // The server's elements were kept (not drawn again), so a click already aimed at them lands.
    expect(container.querySelector('a')).toBe(link);
    await vi.waitFor(() => expect(container.querySelector('time')?.textContent).toBe('1 min ago'));
    expect(container.querySelector('time')?.getAttribute('dateTime')).toBe(group.createdAt);
    act(() => root.unmount());
    container.remove();
  });
});
