import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_EVENTS, LIVE_RECONNECT_MS } from '@wbn/contract/constants';
import { LiveClient, type EventSourceLike } from './live-client';

class FakeSource implements EventSourceLike {
  closed = false;
  onerror: ((event: Event) => void) | null = null;
  private listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, l: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), l]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, id: string, data: unknown) {
    for (const l of this.listeners.get(type) ?? [])
      l(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
  get query() {
    return new URL(this.url, 'http://x').searchParams;
  }
}

function setup() {
  const sources: FakeSource[] = [];
  let snapshot: { status: 'loading' | 'visitor' | 'member'; userID: string | null } = {
    status: 'member',
    userID: 'u1',
  };
  const listeners = new Set<() => void>();
  let n = 0;
  const getTicket = vi.fn(async () => `ticket-${++n}`);
  const client = new LiveClient({
    getTicket,
    openEventSource: (url) => {
      const s = new FakeSource(url);
      sources.push(s);
      return s;
    },
    session: { getSnapshot: () => snapshot, subscribe: (l) => (listeners.add(l), () => listeners.delete(l)) },
    random: () => 1, // no jitter: the upper bound of each delay
  });
  const setSession = (next: typeof snapshot) => {
    snapshot = next;
    for (const l of [...listeners]) l();
  };
  const last = () => sources[sources.length - 1];
  return { client, sources, last, getTicket, setSession };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('LiveClient', () => {
  it('opens one stream with a fresh ticket once a member subscribes, and hands each type its JSON data', async () => {
    const { client, sources, last } = setup();
    expect(sources).toHaveLength(0);
    const notes: unknown[] = [];
    const off = client.subscribe('notification', (d) => notes.push(d));
    client.subscribe('message', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(sources).toHaveLength(1);
    expect(last().query.get('ticket')).toBe('ticket-1');
    expect(last().query.has('lastEventId')).toBe(false);

    last().emit(LIVE_EVENTS.ready, '4', { resumed: false });
    last().emit('notification', '5', { unreadCount: 2 });
    expect(notes).toEqual([{ unreadCount: 2 }]);
    off();
    last().emit('notification', '6', { unreadCount: 3 });
    expect(notes).toHaveLength(1);
  });

  it('after an error reconnects with backoff, a new ticket and the last event id', async () => {
    const { client, sources, last } = setup();
    client.subscribe('notification', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    last().emit(LIVE_EVENTS.ready, '7', {});
    last().emit('notification', '8', {});
    const first = last();
    first.fail();
    expect(first.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS.first - 1);
    expect(sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources).toHaveLength(2);
    expect(last().query.get('ticket')).toBe('ticket-2');
    expect(last().query.get('lastEventId')).toBe('8');

    // Failing again before 'ready' doubles the wait; 'ready' resets it.
    last().fail();
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS.first * 2 - 1);
    expect(sources).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources).toHaveLength(3);
    last().emit(LIVE_EVENTS.ready, '8', { resumed: true });
    last().fail();
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS.first);
    expect(sources).toHaveLength(4);
  });

  it('retries when the ticket cannot be had, never faster than the backoff allows and never above the cap', async () => {
    const { client, sources, getTicket } = setup();
    getTicket.mockRejectedValue(new Error('offline'));
    client.subscribe('notification', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(10 * LIVE_RECONNECT_MS.max);
    const calls = getTicket.mock.calls.length;
    expect(calls).toBeGreaterThan(3);
    expect(calls).toBeLessThan(16);
    expect(sources).toHaveLength(0);
  });

  it('stops on logout, and starts afresh (no old event id) for the next user', async () => {
    const { client, sources, last, setSession } = setup();
    client.subscribe('notification', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    last().emit(LIVE_EVENTS.ready, '12', {});
    setSession({ status: 'visitor', userID: null });
    expect(last().closed).toBe(true);
    await vi.advanceTimersByTimeAsync(5 * LIVE_RECONNECT_MS.max);
    expect(sources).toHaveLength(1);

    setSession({ status: 'member', userID: 'u2' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sources).toHaveLength(2);
    expect(last().query.has('lastEventId')).toBe(false);
  });

  it('closes when the last subscriber leaves, and after the server says the session closed it waits before trying again', async () => {
    const { client, sources, last } = setup();
    const off = client.subscribe('notification', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    last().emit(LIVE_EVENTS.sessionClosed, '', {});
    expect(last().closed).toBe(true);
    expect(client.connected).toBe(false);
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS.first);
    expect(sources).toHaveLength(2);
    off();
    expect(last().closed).toBe(true);
    await vi.advanceTimersByTimeAsync(5 * LIVE_RECONNECT_MS.max);
    expect(sources).toHaveLength(2);
  });
});
