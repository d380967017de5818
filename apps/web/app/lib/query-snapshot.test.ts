// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS, SNAPSHOT_STORAGE_KEY } from '@wbn/contract/constants';
import { readSnapshot, snapshotted, snapshottedFirstPage, writeSnapshot } from './query-snapshot';

const signIn = (user: string) => window.localStorage.setItem(SESSION_KEYS.userID, user);

beforeEach(() => window.localStorage.clear());

describe('the last copy of a member’s first data', () => {
  it('is kept for the member who fetched it and shown to nobody else', () => {
    signIn('u1');
    writeSnapshot(['notifications', 'unread'], { unreadCount: 3 });
    expect(readSnapshot(['notifications', 'unread'])?.data).toEqual({ unreadCount: 3 });
    signIn('u2');
    expect(readSnapshot(['notifications', 'unread'])).toBeUndefined();
    // Removing the entry (the session manager does it with the session) forgets everything.
    signIn('u1');
    window.localStorage.removeItem(SNAPSHOT_STORAGE_KEY);
    expect(readSnapshot(['notifications', 'unread'])).toBeUndefined();
  });

  it('keeps nothing for a visitor', () => {
    writeSnapshot(['x'], 1);
    expect(window.localStorage.getItem(SNAPSHOT_STORAGE_KEY)).toBeNull();
  });

  it('gives query options that show the copy at once, as already old, and keep each fresh answer', async () => {
    signIn('u1');
    const opts = snapshotted(['summary'], async () => ({ total: 5 }));
    expect(opts.initialData()).toBeUndefined();
    await opts.queryFn();
    expect(opts.initialData()).toEqual({ total: 5 });
    expect(opts.initialDataUpdatedAt).toBeLessThan(Date.now() - 24 * 3600_000);

    const pages = snapshottedFirstPage(['feed'], null as string | null, async (p) => ({ items: [p ?? 'first'] }));
    await pages.queryFn({ pageParam: null });
    await pages.queryFn({ pageParam: 'cursor-2' }); // later pages are not kept
    expect(pages.initialData()).toEqual({ pages: [{ items: ['first'] }], pageParams: [null] });
  });

  it('drops the oldest copies when the entry grows too big', () => {
    signIn('u1');
    const big = 'x'.repeat(150_000);
    for (const k of ['a', 'b', 'c', 'd']) writeSnapshot([k], big);
    expect(readSnapshot(['a'])).toBeUndefined();
    expect(readSnapshot(['d'])?.data).toBe(big);
    expect(window.localStorage.getItem(SNAPSHOT_STORAGE_KEY)!.length).toBeLessThanOrEqual(400_000);
  });
});
