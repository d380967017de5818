/**
 * The page's one live connection (decision 0013). Framework-free like the session manager:
 * the ticket call, EventSource, timers and the session are injected, so tests drive it with fakes.
 *
 * - Opens once there is a subscriber and a member session; closes when the last subscriber leaves
 *   or the session ends (logout), and starts afresh for another user.
 * - EventSource cannot send the bearer token, so each connection first asks for a short-lived
 *   ticket (POST /api/live/ticket, through the API client with its refresh rules).
 * - On any error it closes the EventSource itself (its own retry would reuse the expired ticket)
 *   and reconnects with backoff, sending the last event id: the server replays what was missed,
 *   or sends 'resync' when it cannot.
 */
import { LIVE_EVENTS, LIVE_RECONNECT_MS } from '@wbn/contract/constants';

export type LiveHandler = (data: unknown) => void;

export type EventSourceLike = {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
  onerror: ((event: Event) => void) | null;
};

type Snapshot = { status: 'loading' | 'visitor' | 'member'; userID: string | null };
type TimerId = ReturnType<typeof setTimeout>;

export type LiveClientDeps = {
  getTicket: () => Promise<string>;
  openEventSource: (url: string) => EventSourceLike;
  session: { getSnapshot(): Snapshot; subscribe(listener: () => void): () => void };
  setTimeout?: (fn: () => void, ms: number) => TimerId;
  clearTimeout?: (id: TimerId) => void;
  random?: () => number;
  /** Where the 'online' event is heard (the window): a waiting reconnect happens at once. */
  onlineTarget?: {
    addEventListener(type: 'online', l: () => void): void;
    removeEventListener(type: 'online', l: () => void): void;
  };
};

const INTERNAL = [LIVE_EVENTS.ready, LIVE_EVENTS.resync, LIVE_EVENTS.sessionClosed] as const;

export class LiveClient {
  private readonly handlers = new Map<string, Set<LiveHandler>>();
  private es: EventSourceLike | null = null;
  private listening = new Set<string>();
  private lastEventId: string | null = null;
  private userID: string | null = null;
  private attempt = 0;
  private retryTimer: TimerId | null = null;
  /** Bumped on every connect and disconnect: late answers of an older attempt are dropped. */
  private generation = 0;
  private unsubscribeSession: (() => void) | null = null;
  private readonly setTimer: (fn: () => void, ms: number) => TimerId;
  private readonly clearTimer: (id: TimerId) => void;
  private readonly onOnline = () => {
    if (this.retryTimer !== null) {
      this.clearTimer(this.retryTimer);
      this.retryTimer = null;
      void this.connect();
    }
  };

  constructor(private readonly deps: LiveClientDeps) {
    this.setTimer = deps.setTimeout ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = deps.clearTimeout ?? ((id) => clearTimeout(id));
  }

  /** Calls `handler` with each event of `type` (JSON data); returns the unsubscribe call. */
  subscribe(type: string, handler: LiveHandler): () => void {
    const set = this.handlers.get(type) ?? new Set<LiveHandler>();
    this.handlers.set(type, set);
    set.add(handler);
    if (this.es) this.listen(this.es, type);
    this.sync();
    return () => {
      set.delete(handler);
      if (!set.size) this.handlers.delete(type);
      this.sync();
    };
  }

  get connected() {
    return this.es !== null;
  }

  /** Connects or disconnects to match the subscribers and the session. */
  private sync() {
    const wanted = this.handlers.size > 0;
    if (wanted && !this.unsubscribeSession) {
      this.unsubscribeSession = this.deps.session.subscribe(() => this.sync());
      this.deps.onlineTarget?.addEventListener('online', this.onOnline);
    }
    const { status, userID } = this.deps.session.getSnapshot();
    const member = status === 'member' && !!userID;
    if (member && userID !== this.userID) {
      this.disconnect();
      this.lastEventId = null; // another user's cursor means nothing
      this.userID = userID;
    }
    if (!wanted || !member) {
      this.disconnect();
      if (!member) {
        this.userID = null;
        this.lastEventId = null;
      }
      if (!wanted) this.stopWatching();
      return;
    }
    if (!this.es && this.retryTimer === null && !this.connecting) void this.connect();
  }

  private connecting = false;

  private async connect() {
    const gen = ++this.generation;
    this.connecting = true;
    let ticket: string;
    try {
      ticket = await this.deps.getTicket();
    } catch {
      if (gen === this.generation) {
        this.connecting = false;
        this.scheduleRetry();
      }
      return;
    }
    if (gen !== this.generation) return;
    this.connecting = false;
    const query = new URLSearchParams({ ticket });
    if (this.lastEventId !== null) query.set('lastEventId', this.lastEventId);
    const es = this.deps.openEventSource(`/api/live/stream?${query.toString()}`);
    this.es = es;
    this.listening = new Set();
    for (const type of [...INTERNAL, ...this.handlers.keys()]) this.listen(es, type);
    es.onerror = () => {
      if (this.es !== es) return;
      this.closeSource();
      this.scheduleRetry();
    };
  }

  private listen(es: EventSourceLike, type: string) {
    if (this.listening.has(type)) return;
    this.listening.add(type);
    es.addEventListener(type, (event) => {
      if (this.es !== es) return;
      if (event.lastEventId) this.lastEventId = event.lastEventId;
      if (type === LIVE_EVENTS.ready) this.attempt = 0;
      if (type === LIVE_EVENTS.sessionClosed) {
        // Logged out (maybe in another tab): try again later; the ticket call then follows the session rules.
        this.closeSource();
        this.scheduleRetry();
      }
      let data: unknown = null;
      try {
        data = JSON.parse(event.data);
      } catch {
        /* not JSON: handlers get null */
      }
      for (const h of [...(this.handlers.get(type) ?? [])]) h(data);
    });
  }

  private scheduleRetry() {
    if (this.retryTimer !== null || !this.handlers.size) return;
    const base = Math.min(LIVE_RECONNECT_MS.max, LIVE_RECONNECT_MS.first * 2 ** this.attempt);
    this.attempt += 1;
    const delay = Math.round(base * (0.5 + (this.deps.random ?? Math.random)() / 2));
    this.retryTimer = this.setTimer(() => {
      this.retryTimer = null;
      this.sync();
    }, delay);
  }

  private closeSource() {
    this.es?.close();
    this.es = null;
  }

  private disconnect() {
    this.generation++;
    this.connecting = false;
    this.closeSource();
    if (this.retryTimer !== null) this.clearTimer(this.retryTimer);
    this.retryTimer = null;
    this.attempt = 0;
  }

  private stopWatching() {
    this.unsubscribeSession?.();
    this.unsubscribeSession = null;
    this.deps.onlineTarget?.removeEventListener('online', this.onOnline);
  }
}
