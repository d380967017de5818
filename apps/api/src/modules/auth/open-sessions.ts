/**
 * Sessions this process lately found open (decision 0049). A bearer token's session is
 * read from the database once per `ttlMs`, not on every request, together with whether its
 * account proved its address; a busy member's requests then cost one statement less each.
 *
 * Closing a session must reach every process at once. Each way a session closes (logout, ending
 * one session, signing out elsewhere, a password change or reset, a reused refresh token, a
 * suspension, an erasure, the removal of unproven accounts) and a proven address call `forget`,
 * which drops the entries here and tells every other process over the pub/sub port (Redis with
 * REDIS_URL), after the change is committed. A message is lost only while a process is cut off
 * from Redis: it forgets everything when it reconnects, and no entry outlives `ttlMs` anyway.
 * A read that was under way when a `forget` arrived is not kept, since it may predate the change.
 */
import type { PubSub } from '../../ports/pubsub.js';

/** What the database said of an open session. */
export type OpenSession = { userId: string; emailVerified: boolean };

/** The sessions, and the accounts, whose entries must be read again. */
export type Forget = { sessions?: string[]; users?: string[] };

const CHANNEL = 'sessions-changed';

/** Sessions kept at most per process (about 100 bytes each); the oldest go first. */
export const OPEN_SESSIONS_KEPT = 50_000;

export type OpenSessions = ReturnType<typeof createOpenSessions>;

export function createOpenSessions(opts: {
  pubsub: PubSub;
  ttlMs: number;
  max: number;
  log?: { warn(obj: object, msg: string): void };
  /** The clock an entry's time is read on (tests move it instead of waiting); default Date.now. */
  now?: () => number;
}) {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, OpenSession & { until: number }>();
  /** Accounts known to have proven their address (it is never unproven again while a session of theirs is open). */
  const verified = new Set<string>();
  /** Counts the forgets heard, so a read that overlapped one is not kept. */
  let heard = 0;

  const drop = (f: Forget) => {
    heard++;
    for (const id of f.sessions ?? []) entries.delete(id);
    if (!f.users?.length) return;
    const users = new Set(f.users);
    for (const u of users) verified.delete(u);
    for (const [id, e] of entries) if (users.has(e.userId)) entries.delete(id);
  };
  const clear = () => {
    heard++;
    entries.clear();
    verified.clear();
  };

  return {
    /** Listens for the other processes' forgets; a reconnected subscriber may have missed some, so everything is read again. */
    async start() {
      opts.pubsub.onReconnect(clear);
      return opts.pubsub.subscribe(CHANNEL, (message) => {
        try {
          drop(JSON.parse(message) as Forget);
        } catch {
          clear();
        }
      });
    },

    /** The session, from memory when read lately, else by `read` (undefined: closed or unknown, never kept). */
    async find(sessionId: string, read: () => Promise<OpenSession | undefined>): Promise<OpenSession | undefined> {
      if (opts.ttlMs <= 0) return read();
      const hit = entries.get(sessionId);
      if (hit && hit.until > now()) return hit;
      const before = heard;
      const found = await read();
      if (!found) {
        entries.delete(sessionId);
        return undefined;
      }
      if (heard === before) {
        // The oldest entry goes first when full (a Map keeps the order entries were set in).
        if (entries.size >= opts.max) entries.delete(entries.keys().next().value!);
        entries.delete(sessionId);
        entries.set(sessionId, { ...found, until: now() + opts.ttlMs });
        if (found.emailVerified) {
          if (verified.size >= opts.max) verified.clear();
          verified.add(found.userId);
        }
      }
      return found;
    },

    /** Whether the account is known here to have proven its address (false: ask the database). */
    knownVerified: (userId: string) => opts.ttlMs > 0 && verified.has(userId),

    /** Drops the entries here and on every other process; call it after the change is committed. */
    async forget(f: Forget) {
      if (!f.sessions?.length && !f.users?.length) return;
      drop(f);
      await opts.pubsub
        .publish(CHANNEL, JSON.stringify(f))
        .catch((err: unknown) => opts.log?.warn({ err }, 'could not tell the other processes of closed sessions'));
    },

    /** Entries held (metrics and tests). */
    size: () => entries.size,
  };
}
