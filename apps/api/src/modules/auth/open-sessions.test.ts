/**
 * Sessions kept in memory (decision 0049): a session found open is not read again within its
 * time, and every way of forgetting it (here, on another process sharing the pub/sub, a read that
 * overlapped a forget, a reconnected subscriber) makes the next request read the database.
 */
import { describe, expect, it } from 'vitest';
import { createMemoryPubSub, type PubSub } from '../../ports/pubsub.js';
import { createOpenSessions, type OpenSession } from './open-sessions.js';

const ana: OpenSession = { userId: 'user-ana', emailVerified: true };

/** A database stand-in that counts reads and answers what `rows` holds now. */
function table(rows: Map<string, OpenSession>) {
  const reads = { n: 0 };
  const read = (id: string) => async () => {
    reads.n++;
    return rows.get(id);
  };
  return { reads, read };
}

const nextTick = () => new Promise((r) => setImmediate(r));

async function kept(
  pubsub: PubSub = createMemoryPubSub('open-sessions-test'),
  ttlMs = 60_000,
  max = 100,
  now?: () => number,
) {
  const sessions = createOpenSessions({ pubsub, ttlMs, max, now });
  await sessions.start();
  return sessions;
}

describe('sessions kept in memory', () => {
  it('reads a session once, then answers from memory; a closed one is never kept', async () => {
    const rows = new Map([['s1', ana]]);
    const db = table(rows);
    const sessions = await kept();
    expect(await sessions.find('s1', db.read('s1'))).toEqual(ana);
    expect(await sessions.find('s1', db.read('s1'))).toMatchObject(ana);
    expect(db.reads.n).toBe(1);
    expect(sessions.knownVerified('user-ana')).toBe(true);

    expect(await sessions.find('closed', db.read('closed'))).toBeUndefined();
    expect(await sessions.find('closed', db.read('closed'))).toBeUndefined();
    expect(db.reads.n).toBe(3);
  });

  it('forgetting a session, or every session of an account, reads them again', async () => {
    const rows = new Map([
      ['s1', ana],
      ['s2', ana],
      ['s3', { userId: 'user-bo', emailVerified: false }],
    ]);
    const db = table(rows);
    const sessions = await kept();
    for (const id of ['s1', 's2', 's3']) await sessions.find(id, db.read(id));
    expect(db.reads.n).toBe(3);

    rows.delete('s1');
    await sessions.forget({ sessions: ['s1'] });
    expect(await sessions.find('s1', db.read('s1'))).toBeUndefined();
    expect(await sessions.find('s2', db.read('s2'))).toMatchObject(ana);
    expect(db.reads.n).toBe(4);

    rows.delete('s2');
    await sessions.forget({ users: ['user-ana'] });
    expect(sessions.knownVerified('user-ana')).toBe(false);
    expect(await sessions.find('s2', db.read('s2'))).toBeUndefined();
    // Bo's session was not touched.
    await sessions.find('s3', db.read('s3'));
    expect(db.reads.n).toBe(5);
    expect(sessions.knownVerified('user-bo')).toBe(false);
  });

  it("another process's forget reaches this one through the shared pub/sub", async () => {
    const pubsub = createMemoryPubSub('open-sessions-shared');
    const [a, b] = [await kept(pubsub), await kept(pubsub)];
    const rows = new Map([['s1', ana]]);
    const db = table(rows);
    await b.find('s1', db.read('s1'));
    rows.delete('s1');
    await a.forget({ sessions: ['s1'] });
    await nextTick();
    expect(await b.find('s1', db.read('s1'))).toBeUndefined();
    expect(db.reads.n).toBe(2);
  });

  it('a read that overlapped a forget is not kept: it may predate the closing', async () => {
    const rows = new Map([['s1', ana]]);
    const db = table(rows);
    const sessions = await kept();
    let release!: () => void;
    const slowRead = async () => {
      const found = await db.read('s1')();
      await new Promise<void>((r) => (release = r));
      return found;
    };
    const pending = sessions.find('s1', slowRead);
    await nextTick();
    rows.delete('s1');
    await sessions.forget({ sessions: ['s1'] });
    release();
    expect(await pending).toEqual(ana); // that request began before the logout
    expect(await sessions.find('s1', db.read('s1'))).toBeUndefined();
  });

  it('after a reconnect of the subscriber (messages may have been missed) everything is read again', async () => {
    const base = createMemoryPubSub('open-sessions-reconnect');
    const reconnects: (() => void)[] = [];
    const pubsub: PubSub = { ...base, onReconnect: (l) => void reconnects.push(l) };
    const db = table(new Map([['s1', ana]]));
    const sessions = await kept(pubsub);
    await sessions.find('s1', db.read('s1'));
    for (const l of reconnects) l();
    await sessions.find('s1', db.read('s1'));
    expect(db.reads.n).toBe(2);
    expect(sessions.size()).toBe(1);
  });

  it('keeps an entry no longer than its time, and at most `max` entries, the oldest leaving first', async () => {
    const rows = new Map([
      ['s1', ana],
      ['s2', ana],
      ['s3', ana],
    ]);
    const db = table(rows);
    // The entry's time runs on a clock the test moves: kept up to its last millisecond, read again after.
    let clock = Date.now();
    const brief = await kept(undefined, 30_000, 100, () => clock);
    await brief.find('s1', db.read('s1'));
    clock += 29_999;
    await brief.find('s1', db.read('s1'));
    expect(db.reads.n).toBe(1);
    clock += 1;
    await brief.find('s1', db.read('s1'));
    expect(db.reads.n).toBe(2);

    const small = await kept(undefined, 60_000, 2);
    for (const id of ['s1', 's2', 's3']) await small.find(id, db.read(id));
    expect(small.size()).toBe(2);
    await small.find('s3', db.read('s3'));
    await small.find('s1', db.read('s1'));
    expect(db.reads.n).toBe(2 + 3 + 1);

    const never = await kept(undefined, 0);
    await never.find('s1', db.read('s1'));
    await never.find('s1', db.read('s1'));
    expect(db.reads.n).toBe(2 + 3 + 1 + 2);
  });
});
