/**
 * A fixed number of slots for heavy work in one process (a semaphore with a bounded queue). Work
 * beyond the slots waits its turn, first come first served; one that would wait behind more than
 * `maxWaiting` others, or longer than `maxWaitMs`, is refused with 429 and a Retry-After instead,
 * so a burst can neither stack the work itself nor pile up requests holding their bodies.
 */
import { AppError } from './errors.js';

export type Slots = {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Work running and waiting now. */
  readonly running: number;
  readonly waiting: number;
};

export function createSlots(o: { size: number; maxWaiting: number; maxWaitMs: number; busyMessage: string }): Slots {
  let running = 0;
  const queue: { start: () => void; timer: NodeJS.Timeout }[] = [];
  const busy = () => {
    const err = new AppError('TooManyRequests', o.busyMessage) as AppError & { retryAfter?: number };
    err.retryAfter = Math.max(1, Math.ceil(o.maxWaitMs / 1000 / 2));
    return err;
  };
  const release = () => {
    const next = queue.shift();
    if (!next) {
      running -= 1;
      return;
    }
    clearTimeout(next.timer);
    next.start();
  };
  const acquire = () =>
    new Promise<void>((resolve, reject) => {
      if (running < o.size) {
        running += 1;
        return resolve();
      }
      if (queue.length >= o.maxWaiting) return reject(busy());
      const waiter = {
        start: () => resolve(),
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1);
          reject(busy());
        }, o.maxWaitMs),
      };
      queue.push(waiter);
    });
  return {
    async run(work) {
      await acquire();
      try {
        return await work();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
