/**
 * The world of the access matrix (access-matrix.test.ts): one owner with business B and its
 * product, posts, comment, invitation, connection request and uploads; an admin and a member of B
 * (joined through accepted invitations); a stranger who owns business X with the same things; a
 * staff user; an invitee who is none of the roles. Helpers make fresh resources for the cells
 * that destroy what they act on, so no cell depends on the order the cells run in.
 */
import { jobsRepo } from '../core/jobs.repo.js';
import { eq } from 'drizzle-orm';
import { businessReviews, businesses, jobs, rfqInvitations, rfqQuotes, rfqs, users } from '../db/schema/index.js';
import { bearer, loginUser, registerUser, type TestApp } from './test-app.js';
import { addMember, createBusiness, createProduct, pngBytes, upload } from './factories.js';

export const ROLES = ['visitor', 'stranger', 'member', 'admin', 'owner', 'staff'] as const;
export type Role = (typeof ROLES)[number];
export type Account = Awaited<ReturnType<typeof registerUser>>;

/** Rate limits the matrix would otherwise trip over (it acts many times a second as the same people). */
export const GENEROUS_LIMITS = {
  RATE_LIMIT_POSTS_PER_HOUR: '100000',
  RATE_LIMIT_COMMENTS_PER_HOUR: '100000',
  RATE_LIMIT_FOLLOWS_PER_HOUR: '100000',
  RATE_LIMIT_CONNECTIONS_PER_HOUR: '100000',
  RATE_LIMIT_INVITES_PER_HOUR: '100000',
  RATE_LIMIT_ENQUIRY_PER_IP: '100000',
  RATE_LIMIT_INQUIRIES_PER_HOUR: '100000',
  RATE_LIMIT_CHAT_MESSAGES_PER_HOUR: '100000',
  RATE_LIMIT_CHAT_MESSAGES_PER_MINUTE: '100000',
  // The rows (and the fuzz, which starts from them) send wrong passwords on purpose; the limit's own test is step-up-limits.test.ts.
  RATE_LIMIT_STEP_UP_PER_ACCOUNT: '100000',
};

/** Texts of private conversations and who may read each (the parties of the thread). */
export const SECRETS = {
  strangerToB: {
    text: 'Confidential quote request S2B-7731',
    parties: ['stranger', 'member', 'admin', 'owner'] as Role[],
  },
  ownerToX: { text: 'Confidential quote request O2X-4410', parties: ['owner', 'stranger'] as Role[] },
};

export type World = {
  t: TestApp;
  people: Record<Exclude<Role, 'visitor'>, Account> & { invitee: Account };
  /** Business B (owner, admin, member) and X (the stranger's). */
  B: string;
  X: string;
  productB: string;
  productX: string;
  /** Posts: as B on B's timeline, the owner's own, as X. */
  postB: string;
  postOwner: string;
  postX: string;
  commentB: string;
  commentX: string;
  /** A pending invitation of B (to the invitee) and of X (to the invitee). */
  invitationB: string;
  invitationX: string;
  /** The stranger's pending request to connect with B. */
  connectionToB: string;
  /** Finished uploads: B's picture, the owner's own, X's, the stranger's own. */
  uploadB: Photo;
  uploadOwner: Photo;
  uploadX: Photo;
  uploadStranger: Photo;
  /** One notification of the owner's (the stranger's connection request to B). */
  ownerNotification: string;
  /** Inquiry threads: the stranger (as a person) to B; the owner (as a person) to X. */
  threadStrangerToB: string;
  threadOwnerToX: string;
  /** B's membership payment (B paid gold in the world). */
  receiptB: string;
};
export type Photo = { url: string };

let seq = 0;
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(seq += 1)}`;

async function ok<T>(what: string, p: Promise<{ status: number; body: any }>, status = [200, 201]): Promise<T> {
  const res = await p;
  if (!status.includes(res.status)) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as T;
}

/** users.is_staff is never set by the app's own routes: the test sets it on its own database. */
export async function makeStaff(t: TestApp, userID: string) {
  await t.database.db.update(users).set({ isStaff: true }).where(eq(users.id, userID));
}

/** A tier set on the database (no payment): fresh products in many cells never reach a cap, and X can still upgrade. */
async function setTier(t: TestApp, id: string, tier: 'premium' | 'platinum') {
  await t.database.db.update(businesses).set({ subscription: tier }).where(eq(businesses.id, id));
}

/** A card through the sandbox provider's form endpoint: its payment-method id. */
export async function cardPaymentMethod(t: TestApp) {
  const setup = await ok<{ publicKey: string }>('setup', t.request({ method: 'GET', url: '/api/subscription/setup' }));
  const year = String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0');
  const res = await t.request({
    method: 'POST',
    url: '/payments/sandbox/v1/payment_methods',
    headers: { authorization: `Bearer ${setup.publicKey}` },
    payload: { type: 'card', number: '4242424242424242', exp_month: '12', exp_year: year, cvc: '123' },
  });
  if (res.status !== 200) throw new Error(`card: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

/** The owner pays `planId` for a business; returns the receipt id. */
export async function pay(t: TestApp, owner: Account, businessID: string, planId = 'gold-yearly') {
  const body = { businessID, planId, email: owner.email, paymentMethod: await cardPaymentMethod(t) };
  const data = await ok<{ status: string; receipt?: { receiptID: string } }>(
    'subscribe',
    t.request({ method: 'POST', url: '/api/subscription/subscribe', payload: body, headers: bearer(owner.token) }),
  );
  if (!data.receipt) throw new Error(`subscribe: ${JSON.stringify(data)}`);
  return data.receipt.receiptID;
}

/** A new business of the owner (with the admin and member of B in its team when asked), on the gold tier. */
export async function newPaidBusinessOfOwner(w: World, team: boolean) {
  const { owner, admin, member } = w.people;
  const id = (await createBusiness(w.t, owner.token, { companyName: unique('Paid Matrix Co') })).businessID;
  if (team) {
    await addMember(w.t, owner.token, id, admin, 'admin');
    await addMember(w.t, owner.token, id, member, 'member');
  }
  await pay(w.t, owner, id);
  return id;
}

/** A pending verification request of a new paid business of the owner. */
export async function pendingVerification(w: World) {
  const id = await newPaidBusinessOfOwner(w, false);
  const file = await photo(w.t, w.people.owner.token, id);
  const data = await ok<{ request: { requestID: string } }>(
    'verification',
    w.t.request({
      method: 'POST',
      url: '/api/verification/request',
      payload: { businessID: id, documents: [{ kind: 'registration', name: 'Registration', file }] },
      headers: bearer(w.people.owner.token),
    }),
  );
  return data.request.requestID;
}

/** A job that failed for good (a mail the server refused), for staff to retry or discard. */
export async function deadJob(w: World) {
  const [row] = await jobsRepo.insert(w.t.database.db, [{ kind: 'matrix.dead', payload: {}, maxAttempts: 1 }]);
  await w.t.database.db
    .update(jobs)
    .set({ status: 'dead', attempts: 1, lastError: 'Error: 550 Mailbox unavailable' })
    .where(eq(jobs.id, row.id));
  return row.id;
}

export async function photo(t: TestApp, token: string, businessID?: string): Promise<Photo> {
  const { res } = await upload(t, token, await pngBytes(40, 30), businessID ? { businessID } : {});
  if (res.status !== 200) throw new Error(`upload: ${res.status} ${JSON.stringify(res.body)}`);
  return { url: res.body.data.url as string };
}

export function makePost(
  t: TestApp,
  token: string,
  as: { userID?: string; businessID?: string },
  content = 'A post of the access matrix',
) {
  const body = as.businessID
    ? { content, timelineID: as.businessID, timelineType: 'business', businessID: as.businessID }
    : { content, timelineID: as.userID, timelineType: 'user' };
  return ok<{ postID: string }>(
    'post',
    t.request({ method: 'POST', url: '/api/social/posts/make-post', payload: body, headers: bearer(token) }),
  ).then((d) => d.postID);
}

export function makeComment(t: TestApp, token: string, postID: string, businessID?: string) {
  const body = {
    resourceID: postID,
    resourceType: 'post',
    content: 'A comment of the access matrix',
    ...(businessID ? { businessID } : {}),
  };
  return ok<{ commentID: string }>(
    'comment',
    t.request({ method: 'POST', url: '/api/social/comments/make-comment', payload: body, headers: bearer(token) }),
  ).then((d) => d.commentID);
}

export async function invite(
  t: TestApp,
  ownerToken: string,
  businessID: string,
  email: string,
  role: 'admin' | 'member' = 'member',
) {
  await ok(
    'invite',
    t.request({
      method: 'POST',
      url: `/api/business/profile/${businessID}/members`,
      payload: { email, role },
      headers: bearer(ownerToken),
    }),
  );
  const list = await ok<{ invitationID: string; email: string }[]>(
    'invitations',
    t.request({ method: 'GET', url: `/api/business/profile/${businessID}/invitations`, headers: bearer(ownerToken) }),
  );
  const found = list.find((i) => i.email === email.toLowerCase());
  if (!found) throw new Error(`invitation to ${email} not listed`);
  return found.invitationID;
}

export function newProduct(t: TestApp, token: string, businessID: string) {
  return createProduct(t, token, businessID, { name: unique('Matrix part') }).then((res) => {
    if (res.status !== 201) throw new Error(`product: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data.productID as string;
  });
}

/** A pending connection request to B (or `to`) from a requester made for it (a user, or their own business). */
export async function newConnection(w: World, asBusiness = false, to = w.B) {
  const who = await registerUser(w.t, { firstName: 'Requester' });
  const from = asBusiness
    ? (await createBusiness(w.t, who.token, { companyName: unique('Requester Co') })).businessID
    : undefined;
  const data = await ok<{ connection: { connectionID: string } }>(
    'connect',
    w.t.request({
      method: 'POST',
      url: '/api/social/connections',
      payload: { businessID: to, ...(from ? { fromBusinessID: from } : {}) },
      headers: bearer(who.token),
    }),
  );
  return { id: data.connection.connectionID, requester: who };
}

/** A new person who joined B through an accepted invitation. */
export async function newMemberOfB(w: World, role: 'admin' | 'member' = 'member') {
  const person = await registerUser(w.t, { firstName: 'Joiner' });
  await addMember(w.t, w.people.owner.token, w.B, person, role);
  return person;
}

/** A second sign-in of `a` (its own session), for cells that end a session. */
export const secondSession = (t: TestApp, a: Account) => loginUser(t, a.email, a.password);

/** An inquiry from `token` (as a person, or as `from`) to business `to`; returns the thread id. */
export async function inquiry(
  t: TestApp,
  token: string,
  to: string,
  message = 'Please send your price list.',
  from?: string,
) {
  const body = { to, subject: 'receiving the full price list', message, ...(from ? { from } : {}) };
  const data = await ok<{ request: { requestID: string } }>(
    'inquiry',
    t.request({ method: 'POST', url: '/api/business/request', payload: body, headers: bearer(token) }),
  );
  return data.request.requestID;
}

export async function buildWorld(t: TestApp): Promise<World> {
  const [owner, admin, member, stranger, staff, invitee] = await Promise.all(
    ['Olivia Owner', 'Adam Admin', 'Mia Member', 'Sam Stranger', 'Stella Staff', 'Ines Invitee'].map((n) => {
      const [firstName, lastName] = n.split(' ');
      return registerUser(t, { firstName, lastName, email: `${firstName.toLowerCase()}-${unique('m')}@example.com` });
    }),
  );
  await makeStaff(t, staff.userID);
  // Private fields that must never reach anyone but the person: a phone number.
  await ok(
    'profile',
    t.request({
      method: 'PUT',
      url: '/api/user/profile',
      payload: { mobilePhone: { countryCode: '+1', phoneNumber: '3055550199' }, city: 'Miami' },
      headers: bearer(owner.token),
    }),
  );
  const B = (await createBusiness(t, owner.token, { companyName: 'Bravo Matrix Industries' })).businessID;
  const X = (await createBusiness(t, stranger.token, { companyName: 'Xray Matrix Supplies' })).businessID;
  await setTier(t, X, 'premium');
  await addMember(t, owner.token, B, admin, 'admin');
  await addMember(t, owner.token, B, member, 'member');
  const [productB, productX] = await Promise.all([newProduct(t, owner.token, B), newProduct(t, stranger.token, X)]);
  const postB = await makePost(t, owner.token, { businessID: B });
  const postOwner = await makePost(t, owner.token, { userID: owner.userID });
  const postX = await makePost(t, stranger.token, { businessID: X });
  const commentB = await makeComment(t, owner.token, postB);
  const commentX = await makeComment(t, stranger.token, postX);
  const invitationB = await invite(t, owner.token, B, invitee.email);
  const invitationX = await invite(t, stranger.token, X, invitee.email);
  const conn = await ok<{ connection: { connectionID: string } }>(
    'connect',
    t.request({
      method: 'POST',
      url: '/api/social/connections',
      payload: { businessID: B },
      headers: bearer(stranger.token),
    }),
  );
  const [uploadB, uploadOwner, uploadX, uploadStranger] = [
    await photo(t, owner.token, B),
    await photo(t, owner.token),
    await photo(t, stranger.token, X),
    await photo(t, stranger.token),
  ];
  await t.app.jobs.drain(); // notifications come from the events' listeners (the fuzz app runs no worker of its own)
  const list = await ok<{ results: { id: string; kind: string }[] }>(
    'notifications',
    t.request({ method: 'GET', url: '/api/notifications', headers: bearer(owner.token) }),
  );
  const ownerNotification = list.results.find((n) => n.kind === 'connection-request')?.id ?? list.results[0]?.id;
  if (!ownerNotification) throw new Error(`the owner has no notification: ${JSON.stringify(list)}`);
  const receiptB = await pay(t, owner, B);
  const threadStrangerToB = await inquiry(t, stranger.token, B, SECRETS.strangerToB.text);
  const threadOwnerToX = await inquiry(t, owner.token, X, SECRETS.ownerToX.text);
  return {
    threadStrangerToB,
    threadOwnerToX,
    receiptB,
    t,
    people: { owner, admin, member, stranger, staff, invitee },
    B,
    X,
    productB,
    productX,
    postB,
    postOwner,
    postX,
    commentB,
    commentX,
    invitationB,
    invitationX,
    connectionToB: conn.connection.connectionID,
    uploadB,
    uploadOwner,
    uploadX,
    uploadStranger,
    ownerNotification,
  };
}

/**
 * A fresh request for quotation (decision 0038), written straight to the table so cells do not
 * meet the buyers' daily limit: posted by a new member, or as `asBusiness` by its owner; with a
 * submitted quote of `quoteBy` when given. Answers the request's and the quote's ids.
 */
export async function newRfq(w: World, o: { asBusiness?: string; invited?: string[]; quoteBy?: string } = {}) {
  const db = w.t.database.db;
  const buyer = o.asBusiness
    ? (await db.select({ ownerId: businesses.ownerId }).from(businesses).where(eq(businesses.id, o.asBusiness)))[0]
        .ownerId
    : (await registerUser(w.t)).userID;
  const deadline = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const [rfq] = await db
    .insert(rfqs)
    .values({
      buyerUserId: buyer,
      buyerBusinessId: o.asBusiness ?? null,
      title: 'Valves for the access matrix',
      description: 'A request written by the access matrix.',
      categories: ['0001-01'],
      industries: ['0001'],
      quantity: 100,
      unit: 'pieces',
      incoterm: 'FOB',
      destinationCountry: 'US',
      deadline,
      visibility: o.invited ? 'invited' : 'public',
    })
    .returning({ id: rfqs.id });
  if (o.invited) await db.insert(rfqInvitations).values(o.invited.map((businessId) => ({ rfqId: rfq.id, businessId })));
  let quoteID = '';
  if (o.quoteBy) {
    const [q] = await db
      .insert(rfqQuotes)
      .values({
        rfqId: rfq.id,
        businessId: o.quoteBy,
        unitPrice: 5,
        currency: 'USD',
        moq: 10,
        leadTimeDays: 20,
        incoterm: 'FOB',
        validUntil: deadline,
      })
      .returning({ id: rfqQuotes.id });
    quoteID = q.id;
  }
  return { rfqID: rfq.id, quoteID };
}

/**
 * A fresh review of business `businessId` (decision 0073), written straight to the table: by
 * `authorUserId`, or by a new member; published unless `pending`. Answers the review's id.
 */
export async function newReview(w: World, businessId: string, o: { authorUserId?: string; pending?: boolean } = {}) {
  const author = o.authorUserId ?? (await registerUser(w.t)).userID;
  const [row] = await w.t.database.db
    .insert(businessReviews)
    .values({
      businessId,
      authorUserId: author,
      overall: 4,
      quality: 4,
      communication: 5,
      delivery: 3,
      text: 'A review written by the access matrix.',
      tradeKind: 'conversation',
      tradeMonth: `${new Date().toISOString().slice(0, 7)}-01`,
      status: o.pending ? 'pending' : 'published',
      publishedAt: o.pending ? null : new Date(),
    })
    .returning({ id: businessReviews.id });
  return row.id;
}

/**
 * A fresh business of a new member whose quote `buyerUserId`'s request awarded (a trade: the buyer
 * may review it, decision 0073), written straight to the tables. Answers the business's id.
 */
export async function awardedBusiness(w: World, buyerUserId: string | undefined) {
  const seller = await registerUser(w.t);
  const id = (await createBusiness(w.t, seller.token, { companyName: unique('Reviewed Matrix Co') }))
    .businessID as string;
  if (!buyerUserId) return id;
  const db = w.t.database.db;
  const deadline = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const [rfq] = await db
    .insert(rfqs)
    .values({
      buyerUserId,
      title: 'Valves the access matrix awarded',
      description: 'A request written by the access matrix.',
      categories: ['0001-01'],
      industries: ['0001'],
      quantity: 100,
      unit: 'pieces',
      incoterm: 'FOB',
      destinationCountry: 'US',
      deadline,
      visibility: 'public',
    })
    .returning({ id: rfqs.id });
  const [q] = await db
    .insert(rfqQuotes)
    .values({
      rfqId: rfq.id,
      businessId: id,
      unitPrice: 5,
      currency: 'USD',
      moq: 10,
      leadTimeDays: 20,
      incoterm: 'FOB',
      validUntil: deadline,
      status: 'awarded',
    })
    .returning({ id: rfqQuotes.id });
  await db
    .update(rfqs)
    .set({ status: 'awarded', awardedQuoteId: q.id, closedAt: new Date() })
    .where(eq(rfqs.id, rfq.id));
  return id;
}
