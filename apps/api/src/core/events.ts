/**
 * The event seam between features (decision 0023): a module announces what happened, in the
 * transaction of the change; the modules that care listen. The one that changed never calls them.
 *
 *   bus.on('inquiry.created', 'notifications', async (e) => …)   // a listener, at build time
 *   await bus.publish(tx, 'inquiry.created', { … })               // the change's transaction
 *
 * Each listener of an event is its own job on the durable queue (kind `<event>:<listener>`), so
 * listeners succeed, retry and fail apart from each other, at least once, after the change
 * committed and never without it. Live events (the browser's stream) stay direct: they are
 * best-effort and must be immediate.
 */
import type { Db } from '../db/client.js';
import type { JobKindOptions, JobQueue } from './jobs.js';

/** Every domain event and what it carries: facts of what happened, ids first. */
export type DomainEvents = {
  /** A buyer (a member or a business) opened a thread with a business. */
  'inquiry.created': {
    requestId: string;
    toBusinessId: string;
    toCompanyName: string;
    fromUserId: string;
    fromBusinessId: string | null;
    senderName: string;
    subject: string;
    /** The first message (at most 1,001 characters). */
    message: string;
    /** When it was sent (ISO). */
    at: string;
  };
  /** Someone was invited to join a business's team (by e-mail, whether or not it has an account). */
  'invitation.created': {
    invitationId: string;
    businessId: string;
    companyName: string;
    email: string;
    role: 'admin' | 'member';
    inviterUserId: string;
    inviterName: string;
  };
  /** A membership was paid and recorded (once per payment). */
  'membership.paid': {
    paymentId: string;
    businessId: string;
    userId: string | null;
    companyName: string;
    tier: string;
    amountCents: number;
    receiptNumber: string;
  };
  /** A paid membership ran out: the business is back on the standard tier (`tier`: the one that ended). */
  'membership.expired': { businessId: string; tier: string };
  /** Staff granted or refused a business's verification request (`data`: what to show, plain text). */
  'verification.decided': {
    requestId: string;
    businessId: string;
    staffUserId: string;
    granted: boolean;
    data: Record<string, string>;
  };
  /** A member or a business liked a post, comment or product. */
  'reaction.added': { actor: EventActor; about: Resource; audience: Audience };
  /** A comment on a post or product, or a reply to a comment. */
  'comment.created': {
    actor: EventActor;
    commentId: string;
    reply: boolean;
    about: Resource;
    root: Resource;
    audience: Audience;
    snippet: string;
  };
  /** A member or a business started following a member or a business. */
  'follow.created': { actor: EventActor; about: Resource; audience: Audience };
  /** A connection was asked of a business, or accepted by it. */
  'connection.requested': { actor: EventActor; connectionId: string; toBusinessId: string };
  'connection.accepted': { actor: EventActor; connectionId: string; audience: Audience };
  /** A member's data export is ready to download (decision 0033). */
  'export.ready': { exportId: string; userId: string };
  /** A member asked to leave: their data is erased at `deleteAt` (ISO) unless they keep the account (decision 0033). */
  'account.deletion-scheduled': { userId: string; deleteAt: string };
  /** A post was published (its author's followers and team hear of it live, decision 0045). */
  'post.created': { postId: string; author: EventActor; at: string };
  /** A business profile was created (saved searches hear of it, decision 0041). */
  'business.created': { businessId: string; ownerUserId: string; companyName: string; at: string };
  /** A product was added, changed or deleted (what a business's webhooks hear, decision 0036). */
  'product.created': ProductFact;
  'product.updated': ProductFact;
  'product.deleted': ProductFact;
  /**
   * A message in a thread (after the first, which is `inquiry.created`); `side` S is the buyer's.
   * `firstAnswer`: the receiving business's first message in the thread.
   */
  'inquiry.message.created': {
    requestId: string;
    messageId: string;
    toBusinessId: string;
    fromBusinessId: string | null;
    side: 'S' | 'R';
    firstAnswer: boolean;
    content: string;
    createdAt: string;
  };
  /** A thread was ended by one of its sides. */
  'inquiry.ended': { requestId: string; toBusinessId: string; fromBusinessId: string | null; endedAt: string };
  /** Staff warned a member after a report (decision 0034): `note` is what they wrote to the member. */
  'member.warned': { actionId: string; userId: string; note: string };
  /**
   * A request for quotation was posted (decision 0038): the businesses it matched (its categories,
   * and its supplier countries when given) and those it invited are told.
   */
  'rfq.published': {
    rfqId: string;
    title: string;
    buyer: EventActor;
    matchedBusinessIds: string[];
    invitedBusinessIds: string[];
    at: string;
  };
  /** A supplier quoted on a request: its buyer (the member, or the buyer business's team) is told. */
  'quote.submitted': {
    quoteId: string;
    rfqId: string;
    title: string;
    supplier: EventActor;
    buyer: Audience;
    invited: boolean;
    at: string;
  };
  /**
   * The buyer awarded a quote: a conversation `threadId` opens between the buyer and the winner
   * (its first message `message`); the other suppliers are told, with the buyer's `reason`.
   */
  'rfq.awarded': {
    rfqId: string;
    title: string;
    buyer: EventActor;
    winner: { quoteId: string; businessId: string };
    declined: { quoteId: string; businessId: string }[];
    reason: string | null;
    threadId: string;
    subject: string;
    message: string;
  };
  /**
   * New matches of a member's saved search (decision 0041), told at once or in a summary: `count` of
   * them, `item` the newest (told by itself when it is the only one); `search` its short name,
   * `searchPath` the results page that runs it; `atOnce` when the search is an "At once" one (its
   * e-mail leaves now unless the member keeps the topic's alerts out of e-mail, decision 0068).
   */
  'saved-search.matched': {
    savedSearchId: string;
    userId: string;
    search: string;
    searchPath: string;
    count: number;
    item: SavedSearchItem;
    atOnce?: boolean;
  };
  /**
   * A review of a business became public (decision 0073): at once, or when staff published one that
   * waited; the business's team is told. `overall`: its overall stars.
   */
  'review.published': {
    reviewId: string;
    businessId: string;
    companyName: string;
    authorUserId: string;
    overall: number;
    at: string;
  };
  /** The business replied to a review (decision 0078): its author is told, by the business. */
  'review.replied': {
    reviewId: string;
    businessId: string;
    companyName: string;
    authorUserId: string;
    replierUserId: string;
    text: string;
    at: string;
  };
  /**
   * Staff decided on a review (decision 0078): published one that waited after a burst, rejected it,
   * hid it or restored it (the last two from the safety module's moderation); its author is told,
   * with the staff's `reason` (a rejection's or a hiding's).
   */
  'review.decided': {
    reviewId: string;
    businessId: string;
    companyName: string;
    authorUserId: string;
    outcome: 'published' | 'rejected' | 'hidden' | 'restored';
    reason: string | null;
    at: string;
  };
  /**
   * A certificate of a business reaches a reminder (decision 0076): `stage` days before its expiry
   * date (30, 7, or 0: the day itself); `daysLeft` as counted when the run found it (negative: a
   * late day-of reminder). Told once per certificate, stage and expiry date; `ownerUserId` and
   * `adminUserIds`: the team members who manage the company page, told of it.
   */
  'certificate.expiring': {
    businessId: string;
    companyName: string;
    certificateId: string;
    certificateName: string;
    expireDate: string;
    stage: number;
    daysLeft: number;
    ownerUserId: string;
    adminUserIds: string[];
  };
};
export type EventName = keyof DomainEvents;

/** A business, product or request for quotation as a saved search's alert names it; `actor` made it. */
export type SavedSearchItem = {
  type: 'business' | 'product' | 'rfq';
  id: string;
  title: string;
  path: string;
  actor: EventActor;
};

/** A product as its events carry it. */
export type ProductFact = { productId: string; businessId: string; name: string; at: string };

/** Who did it: a member, or a business through one of its members (`userId` is the person). */
export type EventActor = { type: 'user' | 'business'; id: string; userId: string };
/** What it is about (a post, a comment, a business, a member...). */
export type Resource = { type: string; id: string };
/** Whom it concerns: members by id, and/or every member of a business. */
export type Audience = { userIds?: string[]; businessId?: string };

export type EventListener<E extends EventName> = (payload: DomainEvents[E]) => Promise<void>;

/** A listener's options: its job kind's, and `when`, a test of the payload at publish time (false: no job at all). */
export type ListenerOptions<E extends EventName> = JobKindOptions & { when?: (payload: DomainEvents[E]) => boolean };

export function createEventBus(queue: JobQueue) {
  const listeners = new Map<EventName, { kind: string; when?: (payload: never) => boolean }[]>();
  /** The job kinds that hear this payload (each listener whose `when` passes). */
  const kindsFor = <E extends EventName>(event: E, payload: DomainEvents[E]) =>
    (listeners.get(event) ?? []).filter((l) => !l.when || l.when(payload as never)).map((l) => l.kind);
  return {
    /**
     * Listens to `event` as `listener` (a name unique per event, e.g. the module's): its own job
     * each time, unless `opts.when` says this payload is of no interest (then no job is written).
     */
    on<E extends EventName>(event: E, listener: string, handle: EventListener<E>, opts: ListenerOptions<E> = {}) {
      const { when, ...jobOpts } = opts;
      const kind = `${event}:${listener}`;
      queue.define<DomainEvents[E]>(kind, (payload) => handle(payload), jobOpts);
      listeners.set(event, [
        ...(listeners.get(event) ?? []),
        { kind, when: when as ((payload: never) => boolean) | undefined },
      ]);
    },

    /** Announces `event` in the caller's transaction (`db` = the transaction of the change): one statement for all its listeners. */
    async publish<E extends EventName>(db: Db, event: E, payload: DomainEvents[E]) {
      await queue.enqueueEach(
        db,
        kindsFor(event, payload).map((kind) => ({ kind, payload })),
      );
    },

    /**
     * Whether any listener would write a job for `probe`: the payload as far as it is known before
     * the change is written, each field not known yet set to what would be heard the most. A
     * service whose change is one statement skips the transaction when nothing would be written
     * (decision 0051).
     */
    wouldHear: <E extends EventName>(event: E, probe: DomainEvents[E]) => kindsFor(event, probe).length > 0,

    /** Announces the same event many times (a bulk change), each listener's jobs added together. */
    async publishMany<E extends EventName>(db: Db, event: E, payloads: readonly DomainEvents[E][]) {
      for (const { kind, when } of listeners.get(event) ?? []) {
        await queue.enqueueMany(db, kind, when ? payloads.filter((p) => when(p as never)) : payloads);
      }
    },

    /** The listeners of an event (tests, the docs). */
    listenersOf: (event: EventName) => (listeners.get(event) ?? []).map((l) => l.kind),

    /** Every event someone listens to, with its listeners' names in the order they were added (docs/ARCHITECTURE.md's table). */
    heard: () =>
      [...listeners].map(([event, ls]) => ({ event, listeners: ls.map((l) => l.kind.slice(event.length + 1)) })),
  };
}
export type EventBus = ReturnType<typeof createEventBus>;
/** What a module that only announces needs. */
export type EventPublisher = Pick<EventBus, 'publish'>;
