/**
 * The pub/sub port: small wake-up messages between API processes (decision 0013).
 * In-process EventEmitter by default (one per app, so two apps in one test process do not hear
 * each other); Redis pub/sub when REDIS_URL is set, so every process behind a load balancer hears
 * every message. A subscribed Redis connection can run no other command, so the subscriber is a
 * connection of its own; publishing uses the app's shared one.
 *
 * Messages are fire-and-forget: anything that must not be lost is stored first (the live
 * channel keeps its events in the database and only signals here).
 */
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

export type PubSubHandler = (message: string) => void;

export type PubSub = {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, message: string): Promise<void>;
  /** Starts listening; resolves once the subscription is active. Returns the unsubscribe call. */
  subscribe(channel: string, handler: PubSubHandler): Promise<() => Promise<void>>;
  /** Called after the subscriber reconnected: messages sent while it was away are lost, so listeners re-read what they serve. */
  onReconnect(listener: () => void): void;
  close(): Promise<void>;
};

export function createMemoryPubSub(namespace = 'wbn'): PubSub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const key = (channel: string) => `${namespace}:${channel}`;
  return {
    kind: 'memory',
    async publish(channel, message) {
      // Delivered on a later tick, as Redis would: a publisher never runs its listeners inline.
      setImmediate(() => emitter.emit(key(channel), message));
    },
    async subscribe(channel, handler) {
      emitter.on(key(channel), handler);
      return async () => void emitter.off(key(channel), handler);
    },
    onReconnect() {
      /* never disconnects */
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** `publisher`: the app's Redis connection. The subscriber is duplicated from it (same address and options). */
export function createRedisPubSub(
  publisher: Redis,
  namespace = 'wbn',
  log?: { warn(obj: object, msg: string): void },
): PubSub {
  const subscriber = publisher.duplicate({ lazyConnect: false, maxRetriesPerRequest: null });
  const handlers = new Map<string, Set<PubSubHandler>>();
  const reconnectListeners: (() => void)[] = [];
  const key = (channel: string) => `${namespace}:${channel}`;
  let readyOnce = false;
  let closed = false;

  subscriber.on('message', (channel: string, message: string) => {
    for (const h of handlers.get(channel) ?? []) h(message);
  });
  subscriber.on('error', (err: Error) => log?.warn({ err }, 'pubsub subscriber error'));
  subscriber.on('ready', () => {
    // ioredis subscribes again by itself after a reconnect (autoResubscribe).
    if (readyOnce && !closed) for (const l of reconnectListeners) l();
    readyOnce = true;
  });

  return {
    kind: 'redis',
    async publish(channel, message) {
      await publisher.publish(key(channel), message);
    },
    async subscribe(channel, handler) {
      const k = key(channel);
      let set = handlers.get(k);
      if (!set) {
        set = new Set();
        handlers.set(k, set);
        await subscriber.subscribe(k);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0 && handlers.get(k) === set) {
          handlers.delete(k);
          if (!closed) await subscriber.unsubscribe(k).catch(() => undefined);
        }
      };
    },
    onReconnect(listener) {
      reconnectListeners.push(listener);
    },
    async close() {
      closed = true;
      handlers.clear();
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

/** Redis when the app has a Redis connection, else in process memory. */
export const createPubSub = (
  redis: Redis | undefined,
  namespace: string,
  log?: { warn(obj: object, msg: string): void },
): PubSub => (redis ? createRedisPubSub(redis, namespace, log) : createMemoryPubSub(namespace));
