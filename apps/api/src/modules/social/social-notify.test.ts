/**
 * What the social services announce, as the notifications module hears it: the services publish
 * their events on a bus of their own over the test database (the app's worker is off), the
 * notifications listeners turn them into notifications for a recording Notify, and the queue is
 * drained after each action, so each kind, recipient and actor is checked through the real seam.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.js';
import { createBusiness, createProduct } from '../../test/factories.js';
import { createLimiterFactory } from '../../ports/rate-limiter.js';
import type { PhotoCheck } from '../../core/collaborators.js';
import type { NotificationInput } from '../notifications/notify.js';
import { createEventBus } from '../../core/events.js';
import { createJobQueue, type JobQueue } from '../../core/jobs.js';
import { jobsRepo } from '../../core/jobs.repo.js';
import { listenForNotifications } from '../notifications/notifications.listeners.js';
import { createSocial, type Social } from './social.js';
import { post, registerUser, socialTestApp, type Member } from './social-test-kit.js';

let t: TestApp;
let s: Social;
let queue: JobQueue;
const sent: NotificationInput[] = [];
let ana: Member;
let ben: Member;
let anaBiz: string;

const noPictures: PhotoCheck = async () => undefined;

beforeAll(async () => {
  t = await socialTestApp({ JOBS_WORKER: 'false' });
  queue = createJobQueue({
    db: t.database.db,
    log: t.app.log,
    concurrency: 1,
    pollMs: 1000,
    backoffBaseMs: 10,
    backoffMaxMs: 10,
  });
  const events = createEventBus(queue);
  listenForNotifications({ db: t.database.db, events, notify: async (n) => void sent.push(n) });
  s = createSocial({
    db: t.database.db,
    checkPhoto: noPictures,
    limiters: createLimiterFactory(undefined, `notify-test-${process.pid}`),
    limits: { postsPerHour: 100, commentsPerHour: 100, followsPerHour: 100, connectionsPerHour: 100 },
    events,
  });
  ana = await registerUser(t);
  ben = await registerUser(t);
  anaBiz = (await createBusiness(t, ana.token, { companyName: 'Ana Co' })).businessID;
});
afterAll(() => t.close());

/** The notification raised last, once the queue has run the listeners. */
const last = async () => {
  await queue.drain();
  return sent[sent.length - 1];
};
const all = async () => {
  await queue.drain();
  return sent;
};

describe('notifications raised by the social network', () => {
  it('like of a post notifies its author once; like of a business post notifies the business', async () => {
    const p = await post(t, ana, 'hello');
    await queue.drain();
    sent.length = 0;
    await s.reactions.react(ben.userID, 'post', p);
    await s.reactions.react(ben.userID, 'post', p);
    expect(await all()).toEqual([
      {
        kind: 'like',
        to: { userIds: [ana.userID] },
        actor: { type: 'user', id: ben.userID, userId: ben.userID },
        resource: { type: 'post', id: p },
      },
    ]);
    const bp = await post(t, ana, 'company news', anaBiz);
    await s.reactions.react(ben.userID, 'post', bp);
    expect(await last()).toMatchObject({
      kind: 'like',
      to: { businessId: anaBiz },
      resource: { type: 'post', id: bp },
    });
  });

  it('like of a business notifies its team; like of a product notifies the business that sells it', async () => {
    sent.length = 0;
    await s.reactions.react(ben.userID, 'business', anaBiz);
    expect(await all()).toEqual([
      {
        kind: 'like',
        to: { businessId: anaBiz },
        actor: { type: 'user', id: ben.userID, userId: ben.userID },
        resource: { type: 'business', id: anaBiz },
      },
    ]);
    const product = (await createProduct(t, ana.token, anaBiz)).body.data.productID as string;
    await s.reactions.react(ben.userID, 'product', product);
    expect(await last()).toMatchObject({
      kind: 'like',
      to: { businessId: anaBiz },
      resource: { type: 'product', id: product },
    });
  });

  it('comment on a post notifies the post author; a reply the comment author; a like of a comment its author', async () => {
    const p = await post(t, ana, 'thread');
    const { commentID } = await s.comments.make(ben.userID, { resourceID: p, resourceType: 'post', content: 'first!' });
    expect(await last()).toMatchObject({
      kind: 'comment',
      to: { userIds: [ana.userID] },
      actor: { id: ben.userID },
      resource: { type: 'post', id: p },
      data: { snippet: 'first!' },
    });
    await s.comments.make(ana.userID, {
      resourceID: commentID,
      resourceType: 'comment',
      content: 'thanks',
      businessID: anaBiz,
    });
    expect(await last()).toMatchObject({
      kind: 'reply',
      to: { userIds: [ben.userID] },
      actor: { type: 'business', id: anaBiz, userId: ana.userID },
      resource: { type: 'comment', id: commentID },
    });
    await s.reactions.react(ana.userID, 'comment', commentID);
    expect(await last()).toMatchObject({
      kind: 'like',
      to: { userIds: [ben.userID] },
      resource: { type: 'comment', id: commentID },
    });
  });

  it('follow notifies the followed user or business, only when new', async () => {
    sent.length = 0;
    await s.follows.follow(ben.userID, 'business', anaBiz);
    await s.follows.follow(ben.userID, 'business', anaBiz);
    await s.follows.follow(ben.userID, 'user', ana.userID);
    expect((await all()).map((n) => [n.kind, n.to])).toEqual([
      ['follow', { businessId: anaBiz }],
      ['follow', { userIds: [ana.userID] }],
    ]);
  });

  it('a connection request notifies the business; its acceptance the requester', async () => {
    const benBiz = (await createBusiness(t, ben.token, { companyName: 'Ben Co' })).businessID;
    const { connection } = await s.connections.request(ben.userID, { businessID: anaBiz, fromBusinessID: benBiz });
    expect(await last()).toEqual({
      kind: 'connection-request',
      to: { businessId: anaBiz },
      actor: { type: 'business', id: benBiz, userId: ben.userID },
      resource: { type: 'connection', id: connection.connectionID },
    });
    await s.connections.decide(ana.userID, connection.connectionID, 'accepted');
    expect(await last()).toEqual({
      kind: 'connection-accepted',
      to: { businessId: benBiz },
      actor: { type: 'business', id: anaBiz, userId: ana.userID },
      resource: { type: 'connection', id: connection.connectionID },
    });
    const personal = await s.connections.request(ben.userID, { businessID: anaBiz });
    await s.connections.decide(ana.userID, personal.connection.connectionID, 'declined');
    expect(await last()).toMatchObject({ kind: 'connection-request', to: { businessId: anaBiz } });
  });

  it('a failing notifier does not undo or fail the action: its job fails and is retried', async () => {
    const failing = createJobQueue({
      db: t.database.db,
      log: t.app.log,
      concurrency: 1,
      pollMs: 1000,
      backoffBaseMs: 60_000,
      backoffMaxMs: 60_000,
    });
    const events = createEventBus(failing);
    listenForNotifications({
      db: t.database.db,
      events,
      notify: async () => {
        throw new Error('notifications down');
      },
    });
    const broken = createSocial({
      db: t.database.db,
      checkPhoto: noPictures,
      limiters: createLimiterFactory(undefined, `notify-broken-${process.pid}`),
      limits: { postsPerHour: 100, commentsPerHour: 100, followsPerHour: 100, connectionsPerHour: 100 },
      events,
    });
    const p = await post(t, ana, 'still works');
    const res = await broken.reactions.react(ben.userID, 'post', p);
    expect(res.reactionCount.like).toBe(1);
    await failing.drain();
    expect((await jobsRepo.countByStatus(t.database.db)).retrying).toBeGreaterThanOrEqual(1);
  });
});
