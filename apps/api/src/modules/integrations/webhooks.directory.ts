/**
 * Which businesses have endpoints, and which events each business's endpoints hear, held by every
 * process (decision 0051). The webhooks listeners ask it as an event is published (their
 * `when`), so a message in a thread of businesses without endpoints writes no job at all, instead
 * of a job that reads the endpoints and finds none. The job still reads them: this only decides
 * whether one is worth writing.
 *
 * Only a new endpoint can make an event worth a job. After it is saved, every process is told over
 * the pub/sub port (Redis with REDIS_URL) which events that business now hears. A removed or
 * disabled endpoint is told the same way, and each process reads that business's endpoints again;
 * until then a job that finds nothing may still be written, which is what happened before.
 * Until the first read, and while a read after a reconnected subscriber runs (news may have been
 * missed), every event is worth a job.
 */
import type { Db } from '../../db/client.js';
import type { PubSub } from '../../ports/pubsub.js';
import { webhooksRepo } from './webhooks.repo.js';

const CHANNEL = 'webhooks-changed';

/** A change told to every process: a business's endpoints hear these events too (`hears`), or were removed or disabled (no `hears`: read again). */
type Change = { businessId: string; hears?: string[] };

export type WebhookDirectory = ReturnType<typeof createWebhookDirectory>;

export function createWebhookDirectory(d: { db: Db; pubsub: PubSub; log?: { warn(obj: object, msg: string): void } }) {
  /** Business id → the events its enabled endpoints hear; undefined while not known. */
  let known: Map<string, Set<string>> | undefined;
  /** Additions heard while a read runs: applied on top of what it read, which may predate them. */
  const heardDuringReads = new Set<Change[]>();

  const addTo = (map: Map<string, Set<string>>, businessId: string, events: readonly string[]) => {
    if (!events.length) return;
    const set = map.get(businessId) ?? new Set<string>();
    for (const e of events) set.add(e);
    map.set(businessId, set);
  };

  const hearAddition = (c: Change) => {
    if (known && c.hears) addTo(known, c.businessId, c.hears);
    for (const list of heardDuringReads) list.push(c);
  };

  /** Reads every business's endpoints (`businessId` undefined) or one business's, keeping additions heard meanwhile. */
  async function read(businessId?: string) {
    const heard: Change[] = [];
    heardDuringReads.add(heard);
    try {
      const rows = await webhooksRepo.enabledEvents(d.db, businessId);
      const map = businessId === undefined ? new Map<string, Set<string>>() : known;
      if (!map) return; // a whole read is under way; it will see this business too
      if (businessId !== undefined) map.delete(businessId);
      for (const r of rows) addTo(map, r.businessId, r.events);
      for (const c of heard)
        if (c.hears && (businessId === undefined || c.businessId === businessId)) addTo(map, c.businessId, c.hears);
      if (businessId === undefined) known = map;
    } finally {
      heardDuringReads.delete(heard);
    }
  }

  async function readAll() {
    known = undefined;
    await read().catch((err: unknown) =>
      d.log?.warn({ err }, 'webhooks: could not read the endpoints; every event is queued for them'),
    );
  }

  function onMessage(message: string) {
    let c: Change;
    try {
      c = JSON.parse(message) as Change;
    } catch {
      void readAll();
      return;
    }
    if (c.hears) hearAddition(c);
    else void read(c.businessId).catch(() => readAll());
  }

  async function tell(c: Change) {
    await d.pubsub
      .publish(CHANNEL, JSON.stringify(c))
      .catch((err: unknown) =>
        d.log?.warn({ err }, 'webhooks: could not tell the other processes of a changed endpoint'),
      );
  }

  return {
    /** Listens for the other processes' changes, then reads every endpoint. */
    async start() {
      d.pubsub.onReconnect(() => void readAll());
      const unsubscribe = await d.pubsub.subscribe(CHANNEL, onMessage);
      await readAll();
      return unsubscribe;
    },

    /** Whether an endpoint of one of these businesses may hear `event` (true while not known). */
    hears(businessIds: readonly (string | null | undefined)[], event: string) {
      if (!known) return true;
      return businessIds.some((b) => !!b && !!known?.get(b)?.has(event));
    },

    /** After a new endpoint is saved: here at once, on the other processes as they hear it. */
    async added(businessId: string, events: readonly string[]) {
      hearAddition({ businessId, hears: [...events] });
      await tell({ businessId, hears: [...events] });
    },

    /** After an endpoint was removed or disabled: its business is read again everywhere. */
    async changed(businessId: string) {
      await read(businessId).catch(() => readAll());
      await tell({ businessId });
    },
  };
}
