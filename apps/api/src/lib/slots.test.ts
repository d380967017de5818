/**
 * Slots for heavy work (slots.ts): never more at once than the slots, the waiting ones start in
 * their order as slots free, and one that would wait behind too many or too long gets 429 with a
 * Retry-After.
 */
import { describe, expect, it } from 'vitest';
import { createSlots } from './slots.js';
import type { AppError } from './errors.js';

const later = () => {
  let open!: () => void;
  const promise = new Promise<void>((r) => (open = r));
  return { promise, open };
};
const tick = () => new Promise((r) => setTimeout(r, 5));

describe('slots', () => {
  it('runs at most `size` at once and starts the waiting ones in order', async () => {
    const slots = createSlots({ size: 2, maxWaiting: 5, maxWaitMs: 10_000, busyMessage: 'busy' });
    const gates = Array.from({ length: 5 }, later);
    const started: number[] = [];
    let inside = 0;
    let most = 0;
    const runs = gates.map((g, i) =>
      slots.run(async () => {
        started.push(i);
        most = Math.max(most, ++inside);
        await g.promise;
        inside -= 1;
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect([slots.running, slots.waiting]).toEqual([2, 3]);
    gates[1].open();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect([slots.running, slots.waiting]).toEqual([0, 0]);
  });

  it('frees the slot when the work fails', async () => {
    const slots = createSlots({ size: 1, maxWaiting: 1, maxWaitMs: 1000, busyMessage: 'busy' });
    await expect(slots.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await slots.run(async () => 'next')).toBe('next');
  });

  it('answers 429 with Retry-After past the waiting bound, and to work that waited too long', async () => {
    const slots = createSlots({ size: 1, maxWaiting: 1, maxWaitMs: 50, busyMessage: 'Busy, try again' });
    const gate = later();
    const first = slots.run(() => gate.promise);
    const waiting = slots.run(async () => 'never').catch((e: AppError) => e);
    const over = await slots.run(async () => 'never').catch((e: AppError & { retryAfter?: number }) => e);
    expect(over).toMatchObject({ status: 429, message: 'Busy, try again' });
    expect((over as { retryAfter?: number }).retryAfter).toBeGreaterThanOrEqual(1);
    expect(await waiting).toMatchObject({ status: 429 });
    expect(slots.waiting).toBe(0);
    gate.open();
    await first;
    expect(slots.running).toBe(0);
  });
});
