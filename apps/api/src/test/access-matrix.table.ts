/**
 * The access matrix: ONE ROW (at least) PER OPERATION of the OpenAPI document (and /auth/*), with
 * the answer each role must get. access-matrix.test.ts fails when an operation has no row, when a
 * row names an operation that no longer exists, and on every cell whose answer differs.
 *
 * Roles: visitor (no session), stranger (a member who owns business X, unrelated to B), member,
 * admin and owner of business B, staff (users.is_staff). Ids are also tried with someone else's:
 * the "X" variants act on the stranger's business, so the owner, admin and member of B must be
 * refused there while the stranger (X's owner) succeeds. Expected answers are what a B2B network
 * holding company data and private conversations must answer, not what the code happens to do.
 */
import { sql } from 'drizzle-orm';
import { addMember, multipart, pngBytes } from './factories.js';
import { bearer, registerUser } from './test-app.js';
import {
  awardedBusiness,
  cardPaymentMethod,
  deadJob,
  newRfq,
  inquiry,
  invite,
  makePost,
  newPaidBusinessOfOwner,
  pendingVerification,
  photo,
  newConnection,
  newMemberOfB,
  newProduct,
  newReview,
  secondSession,
  unique,
} from './access-matrix.world.js';
import {
  every,
  grant,
  managersOfB,
  ownerOfB,
  ownerOfX,
  ownerToken,
  r,
  signedIn,
  staffOnly,
  strangerToken,
  strangersRequest,
  teamOfB,
  uid,
  unreadOf,
  v,
  type Ctx,
  type Expected,
  type Row,
} from './access-matrix.kit.js';

export type { Answer, CellRequest, Expected, Row } from './access-matrix.kit.js';

const publicReads: Row[] = [
  r('GET /api/health', every(200)),
  r('GET /api/health/live', every(200)),
  r('GET /api/health/ready', every(200)),
  r('GET /api/ref-data/country', every(200)),
  r('GET /api/ref-data/country/{code}/state', every(200), () => ({ params: { code: 'US' } })),
  r('GET /api/ref-data/gender', every(200)),
  r('GET /api/ref-data/language', every(200)),
  r('GET /api/ref-data/job-position', every(200)),
  r('GET /api/ref-data/business-type', every(200)),
  r('GET /api/catsys/industry', every(200)),
  r('GET /api/catsys/industry/full-tree', every(200)),
  r('GET /api/catsys/industry/{id}/category', every(200), () => ({ params: { id: '0001' } })),
  r('POST /api/search/business', every(200), () => ({
    payload: { textQuery: 'Matrix', businessType: 'MA', country: 'global', skip: 0, size: 5 },
  })),
  r('POST /api/search/product', every(200), () => ({ payload: { textQuery: 'Matrix', skip: 0, size: 5 } })),
  r('POST /api/search/counts', every(200), () => ({ payload: { textQuery: 'Matrix', country: 'global' } })),
  r('GET /api/search/business/last-registered', every(200)),
  r('GET /api/search/suggest', every(200), () => ({ query: { q: 'matr' } })),
  r('POST /api/user/search', every(200), () => ({
    payload: { textQuery: 'Olivia', skip: 0, size: 5, limit: 5, country: 'global' },
  })),
  r('GET /robots.txt', every(200)),
  r('GET /sitemap.xml', every(200)),
  r('GET /sitemaps/{file}', every(200), () => ({ params: { file: 'businesses-1.xml' } })),
  // For the operators' scraper and its METRICS_TOKEN only: no account's session opens it (the test server has no token).
  r('GET /metrics', every(401)),
];

const users: Row[] = [
  r('GET /api/user/profile', signedIn(200)),
  r('GET /api/user/sessions', signedIn(200)),
  v('DELETE /api/user/sessions/{sessionID}', 'a session that is not theirs', signedIn(404), () => ({
    params: { sessionID: '00000000-0000-4000-8000-00000000cafe' },
  })),
  // Ending the role's other sessions would end the ones the next rows use: a throwaway account of their own.
  v('POST /api/user/sessions/end-others', 'from a throwaway account', signedIn(200), async (c) =>
    c.me ? { token: (await registerUser(c.t)).token } : { token: null },
  ),
  r('GET /api/user/2fa', signedIn(200)),
  // Set-up only prepares a key (two-factor stays off until a code proves it); a wrong code and a wrong password change nothing.
  r('POST /api/user/2fa/setup', signedIn(200)),
  v('POST /api/user/2fa/enable', 'with a wrong code', signedIn(400), () => ({ payload: { code: '000000' } })),
  v('POST /api/user/2fa/disable', 'with a wrong password', signedIn(400), () => ({
    payload: { password: 'not-the-password-1', code: '000000' },
  })),
  r('GET /api/user/delete-account', signedIn(200)),
  // Asking with a wrong password, and keeping an account that is not leaving, change nothing.
  v('POST /api/user/delete-account', 'with a wrong password', signedIn(400), () => ({
    payload: { password: 'not-the-password-1' },
  })),
  r('POST /api/user/delete-account/cancel', signedIn(409)),
  r('GET /api/user/export', signedIn(200)),
  r('POST /api/user/export', signedIn(202)),
  v('GET /api/user/export/{exportID}', 'an export that is not theirs', signedIn(404), () => ({
    params: { exportID: '00000000-0000-4000-8000-00000000beef' },
  })),
  v('GET /api/user/export/{exportID}/download', 'an export that is not theirs', signedIn(404), () => ({
    params: { exportID: '00000000-0000-4000-8000-00000000beef' },
  })),
  // Safety (decision 0034): each role blocks a throwaway account of its own (a block of a matrix person would refuse the rows that follow).
  r('POST /api/user/blocks', signedIn(200), async (c) => ({ payload: { userID: (await registerUser(c.t)).userID } })),
  r('GET /api/user/blocks', signedIn(200)),
  v('DELETE /api/user/blocks/{userID}', 'a member they did not block', signedIn(404), () => ({
    params: { userID: '00000000-0000-4000-8000-00000000b10c' },
  })),
  // B's team does not report its own company page (400); anyone else's report reaches the staff.
  r('POST /api/reports', signedIn(201, { member: 400, admin: 400, owner: 400 }), (c) => ({
    payload: { targetType: 'business', targetID: c.w.B, reason: 'spam' },
  })),
  r('GET /api/user/notification-settings', signedIn(200)),
  r('PUT /api/user/notification-settings', signedIn(200), () => ({ payload: { timeZone: 'America/New_York' } })),
  // A real change would end the role's other sessions (the next rows use them): the current password is refused instead.
  v('POST /api/user/password', 'with a wrong current password', signedIn(400), () => ({
    payload: { currentPassword: 'not-the-password-1', newPassword: 'another-password-2' },
  })),
  // Only the signed link decides whose e-mail stops, never the caller's session.
  v('POST /unsubscribe', 'with a forged token', every(400), () => ({
    query: { token: 'bm9ib2R5Omxpa2U.forged' },
    payload: { 'List-Unsubscribe': 'One-Click' },
  })),
  r('PUT /api/user/profile', signedIn(200), () => ({ payload: { city: 'Miami' } })),
  v('PUT /api/user/profile', "with the owner's uploaded photo", signedIn(400, { owner: 200 }), (c) => ({
    payload: { profilePhoto: { url: c.w.uploadOwner.url } },
  })),
  r('GET /api/user/public-profile/{id}', every(200), (c) => ({ params: { id: c.w.people.owner.userID } })),
  r('POST /api/user/profile-photo/upload-request', signedIn(200), () => ({
    payload: { contentType: 'image/png', fileSize: 4000 },
  })),
  v(
    'POST /api/user/profile-photo/upload-validate',
    "with the owner's upload token (file not sent yet)",
    signedIn(403, { owner: 400 }),
    async (c) => ({
      headers: { 'x-upload-token': (await grant(c.t, ownerToken(c), '/api/user/profile-photo/upload-request')).token },
    }),
  ),
  r('POST /api/files/upload-request/user', signedIn(200), () => ({
    payload: { contentType: 'image/png', fileSize: 4000 },
  })),
  r('POST /api/files/upload-request/business', managersOfB(200), (c) => ({
    payload: { contentType: 'image/png', fileSize: 4000, businessID: c.w.B },
  })),
  r('POST /api/files/document-request/user', signedIn(200), () => ({
    payload: { contentType: 'application/pdf', fileSize: 4000, name: 'Spec sheet.pdf' },
  })),
  r('POST /api/files/document-request/business', managersOfB(200), (c) => ({
    payload: { contentType: 'application/pdf', fileSize: 4000, name: 'Spec sheet.pdf', businessID: c.w.B },
  })),
  v('POST /api/files/upload-request/business', "with X's id", ownerOfX(200), (c) => ({
    payload: { contentType: 'image/png', fileSize: 4000, businessID: c.w.X },
  })),
  v(
    'POST /api/files/complete',
    "with the owner's upload token (file not sent)",
    signedIn(403, { owner: 400 }),
    async (c) => ({
      headers: { 'x-upload-token': (await grant(c.t, ownerToken(c))).token },
    }),
  ),
  v('POST /api/files/upload', "with the owner's upload token", signedIn(403, { owner: 200 }), async (c) => {
    const g = await grant(c.t, ownerToken(c));
    const body = multipart(g.signedPost.fields, { name: 'a.png', type: 'image/png', data: await pngBytes(30, 20) });
    return { payload: body.payload, headers: { ...body.headers, 'x-upload-token': g.token } };
  }),
  v(
    'POST /api/files/upload',
    "with B's upload token granted to the owner",
    signedIn(403, { owner: 200 }),
    async (c) => {
      const g = await grant(c.t, ownerToken(c), '/api/files/upload-request/business', { businessID: c.w.B });
      const body = multipart(g.signedPost.fields, { name: 'a.png', type: 'image/png', data: await pngBytes(30, 20) });
      return { payload: body.payload, headers: { ...body.headers, 'x-upload-token': g.token } };
    },
  ),
];

const bId = (c: Ctx) => ({ params: { id: c.w.B } });
/** A one-row CSV as the multipart form the import takes. */
const catalogueForm = () => {
  const boundary = 'matrixcatalogue';
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.csv"\r\nContent-Type: text/csv\r\n\r\nname,description\nMatrix pump,From the access matrix\r\n--${boundary}--\r\n`;
  return { payload: Buffer.from(body), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};
const hookBody = { url: 'https://93.184.216.34/matrix-hook', events: ['membership.changed'] };
/** A fresh webhook of B, made by its owner; the previous one goes (a business holds at most 10). */
const hookOfB = async (c: Ctx) => {
  const list = (
    await c.t.request({
      method: 'GET',
      url: `/api/business/profile/${c.w.B}/webhooks`,
      headers: bearer(c.w.people.owner.token),
    })
  ).body.data as { webhookID: string }[];
  for (const h of list.slice(5))
    await c.t.request({
      method: 'DELETE',
      url: `/api/business/profile/${c.w.B}/webhooks/${h.webhookID}`,
      headers: bearer(c.w.people.owner.token),
    });
  return (
    await c.t.request({
      method: 'POST',
      url: `/api/business/profile/${c.w.B}/webhooks`,
      payload: hookBody,
      headers: bearer(c.w.people.owner.token),
    })
  ).body.data.webhookID as string;
};
const keyOfB = async (c: Ctx) =>
  (
    await c.t.request({
      method: 'POST',
      url: `/api/business/profile/${c.w.B}/api-keys`,
      payload: { name: 'Matrix key', scopes: ['catalogue:read'] },
      headers: bearer(c.w.people.owner.token),
    })
  ).body.data.keyID as string;
const xId = (c: Ctx) => ({ params: { id: c.w.X } });
const section = { general: { shortDescription: 'Edited by the access matrix.' } };

const businesses: Row[] = [
  r('POST /api/business/profile/create', signedIn(201), () => ({
    payload: {
      companyName: unique('Matrix Co'),
      categories: ['0001.0001-01'],
      businessType: 'MA',
      country: 'US',
      state: 'US-FL',
      shortDescription: 'Made by the access matrix.',
    },
  })),
  r('GET /api/business/profile/my-list', signedIn(200)),
  r('GET /api/business/profile/list-business', every(200), (c) => ({ query: { userID: c.w.people.owner.userID } })),
  r('GET /api/business/profile/{id}', every(200), bId, {
    verify: (c, res) => {
      const want = {
        visitor: 'none',
        stranger: 'none',
        staff: 'none',
        member: 'member',
        admin: 'admin',
        owner: 'owner',
      }[c.role];
      const session = (res.body as { session?: unknown } | undefined)?.session;
      return session === want ? undefined : `session is ${JSON.stringify(session)}, expected ${want}`;
    },
  }),
  r('PUT /api/business/profile/{id}', managersOfB(200), (c) => ({ ...bId(c), payload: section })),
  // API keys (decision 0035): B's owner and admins only; each revocation a fresh key of B's owner.
  r('POST /api/business/profile/{id}/api-keys', managersOfB(201), (c) => ({
    ...bId(c),
    payload: { name: 'Matrix key', scopes: ['catalogue:read'] },
  })),
  r('GET /api/business/profile/{id}/api-keys', managersOfB(200), bId),
  r('DELETE /api/business/profile/{id}/api-keys/{keyID}', managersOfB(200), async (c) => ({
    params: { id: c.w.B, keyID: await keyOfB(c) },
  })),
  v(
    'DELETE /api/business/profile/{id}/api-keys/{keyID}',
    "B's key on X's path",
    signedIn(403, { stranger: 404 }),
    async (c) => ({ params: { id: c.w.X, keyID: await keyOfB(c) } }),
  ),
  r('GET /api/business/profile/{id}/api-keys/{keyID}/uses', managersOfB(200), async (c) => ({
    params: { id: c.w.B, keyID: await keyOfB(c) },
  })),
  // Catalogues in bulk (decision 0037): a dry run writes nothing; the export is a file.
  r('POST /api/business/profile/{id}/products/import', managersOfB(200), (c) => ({
    ...bId(c),
    query: { dryRun: 'true' },
    ...catalogueForm(),
  })),
  r('GET /api/business/profile/{id}/products/export', managersOfB(200), bId),
  // Webhooks (decision 0036): an address literal, so nothing is resolved; a rare event, so little is sent.
  r('POST /api/business/profile/{id}/webhooks', managersOfB(201), (c) => ({ ...bId(c), payload: hookBody })),
  r('GET /api/business/profile/{id}/webhooks', managersOfB(200), bId),
  r('DELETE /api/business/profile/{id}/webhooks/{webhookID}', managersOfB(200), async (c) => ({
    params: { id: c.w.B, webhookID: await hookOfB(c) },
  })),
  v(
    'DELETE /api/business/profile/{id}/webhooks/{webhookID}',
    "B's webhook on X's path",
    signedIn(403, { stranger: 404 }),
    async (c) => ({ params: { id: c.w.X, webhookID: await hookOfB(c) } }),
  ),
  r('GET /api/business/profile/{id}/webhooks/{webhookID}/deliveries', managersOfB(200), async (c) => ({
    params: { id: c.w.B, webhookID: await hookOfB(c) },
  })),
  r('POST /api/business/profile/{id}/webhooks/{webhookID}/test', managersOfB(202), async (c) => ({
    params: { id: c.w.B, webhookID: await hookOfB(c) },
  })),
  r(
    'POST /api/business/profile/{id}/webhooks/{webhookID}/deliveries/{deliveryID}/redeliver',
    managersOfB(202),
    async (c) => {
      const webhookID = await hookOfB(c);
      const test = await c.t.request({
        method: 'POST',
        url: `/api/business/profile/${c.w.B}/webhooks/${webhookID}/test`,
        headers: bearer(c.w.people.owner.token),
      });
      return { params: { id: c.w.B, webhookID, deliveryID: test.body.data.deliveryID as string } };
    },
  ),
  v('PUT /api/business/profile/{id}', "with X's id", ownerOfX(200), (c) => ({ ...xId(c), payload: section })),
  v(
    'PUT /api/business/profile/{id}',
    "B with X's picture as its logo",
    signedIn(403, { admin: 400, owner: 400 }),
    (c) => ({ ...bId(c), payload: { general: { profilePhoto: { url: c.w.uploadX.url } } } }),
  ),
  r('GET /api/business/profile/{id}/members', teamOfB(200), bId, { revealsTo: ['member', 'admin', 'owner'] }),
  v('GET /api/business/profile/{id}/members', "with X's id", ownerOfX(200), xId),
  // The answer lists the business's pending invitations (e-mail addresses) to its owner.
  r(
    'POST /api/business/profile/{id}/members',
    ownerOfB(201),
    (c) => ({ ...bId(c), payload: { email: `${unique('inv')}@example.com`, role: 'member' } }),
    { revealsTo: ['owner'] },
  ),
  v(
    'POST /api/business/profile/{id}/members',
    "with X's id",
    ownerOfX(201),
    (c) => ({ ...xId(c), payload: { email: `${unique('inv')}@example.com`, role: 'member' } }),
    { revealsTo: ['stranger'] },
  ),
  r('GET /api/business/profile/{id}/invitations', managersOfB(200), bId, { revealsTo: ['admin', 'owner'] }),
  v('GET /api/business/profile/{id}/invitations', "with X's id", ownerOfX(200), xId, { revealsTo: ['stranger'] }),
  r('DELETE /api/business/profile/{id}/invitations/{invitationID}', ownerOfB(200), async (c) => ({
    params: { id: c.w.B, invitationID: await invite(c.t, ownerToken(c), c.w.B, `${unique('inv')}@example.com`) },
  })),
  v(
    'DELETE /api/business/profile/{id}/invitations/{invitationID}',
    "B's path with X's invitation",
    signedIn(403, { owner: 404 }),
    async (c) => ({
      params: { id: c.w.B, invitationID: await invite(c.t, strangerToken(c), c.w.X, `${unique('inv')}@example.com`) },
    }),
  ),
  v('DELETE /api/business/profile/{id}/invitations/{invitationID}', "X's invitation", ownerOfX(200), async (c) => ({
    params: { id: c.w.X, invitationID: await invite(c.t, strangerToken(c), c.w.X, `${unique('inv')}@example.com`) },
  })),
  r('GET /api/business/invitations', signedIn(200)),
  v('POST /api/business/invitations/{invitationID}/accept', "someone else's invitation", signedIn(404), (c) => ({
    params: { invitationID: c.w.invitationB },
  })),
  v('POST /api/business/invitations/{invitationID}/decline', "someone else's invitation", signedIn(404), (c) => ({
    params: { invitationID: c.w.invitationX },
  })),
  v('POST /api/business/invitations/{invitationID}/decline', 'their own invitation', signedIn(200), async (c) => {
    if (!c.me) return { params: { invitationID: c.w.invitationB } };
    const [token, business] = c.role === 'stranger' ? [ownerToken(c), c.w.B] : [strangerToken(c), c.w.X];
    return { params: { invitationID: await invite(c.t, token, business, c.me.email) } };
  }),
  r(
    'PUT /api/business/profile/{id}/members/{userID}',
    ownerOfB(200),
    (c) => ({ params: { id: c.w.B, userID: c.w.people.member.userID }, payload: { role: 'member' } }),
    { revealsTo: ['owner'] },
  ),
  v('PUT /api/business/profile/{id}/members/{userID}', "the owner's own role", ownerOfB(403), (c) => ({
    params: { id: c.w.B, userID: c.w.people.owner.userID },
    payload: { role: 'admin' },
  })),
  v(
    'PUT /api/business/profile/{id}/members/{userID}',
    "X's path with B's member",
    signedIn(403, { stranger: 404 }),
    (c) => ({ params: { id: c.w.X, userID: c.w.people.member.userID }, payload: { role: 'admin' } }),
  ),
  r(
    'DELETE /api/business/profile/{id}/members/{userID}',
    ownerOfB(200),
    async (c) => ({ params: { id: c.w.B, userID: (await newMemberOfB(c.w)).userID } }),
    { revealsTo: ['owner'] },
  ),
  v(
    'DELETE /api/business/profile/{id}/members/{userID}',
    'leaving (their own id)',
    signedIn(404, { member: 200, admin: 200, owner: 403 }),
    (c) => ({ params: { id: c.w.B, userID: uid(c) } }),
    {
      after: async (c) => {
        if (c.role === 'member' || c.role === 'admin') await addMember(c.t, ownerToken(c), c.w.B, c.me!, c.role);
      },
    },
  ),
  r('GET /api/business/favorites', signedIn(200)),
  r('POST /api/business/favorites', signedIn(201), (c) => ({ payload: { businessID: c.w.X } })),
  r('DELETE /api/business/favorites/{id}', signedIn(200), async (c) => {
    if (c.me)
      await c.t.request({
        method: 'POST',
        url: '/api/business/favorites',
        payload: { businessID: c.w.B },
        headers: bearer(c.me.token),
      });
    return bId(c);
  }),
];

const productBody = (businessID: string) => ({
  businessID,
  name: unique('Matrix valve'),
  description: 'A valve listed by the access matrix.',
});
const products: Row[] = [
  r('POST /api/product', managersOfB(201), (c) => ({ payload: productBody(c.w.B) })),
  v('POST /api/product', "with X's id", ownerOfX(201), (c) => ({ payload: productBody(c.w.X) })),
  r('GET /api/product/by-business', every(200), (c) => ({ query: { bid: c.w.B } })),
  r('GET /api/product/{productID}', every(200), (c) => ({ params: { productID: c.w.productB } })),
  r('PUT /api/product/{productID}', managersOfB(200), (c) => ({
    params: { productID: c.w.productB },
    payload: { description: 'Edited by the access matrix.' },
  })),
  v('PUT /api/product/{productID}', "X's product", ownerOfX(200), (c) => ({
    params: { productID: c.w.productX },
    payload: { description: 'Edited by the access matrix.' },
  })),
  v('PUT /api/product/{productID}', "B's product with X's picture", signedIn(403, { admin: 400, owner: 400 }), (c) => ({
    params: { productID: c.w.productB },
    payload: { mainImage: { url: c.w.uploadX.url } },
  })),
  r('DELETE /api/product/{productID}', managersOfB(200), async (c) => ({
    params: { productID: await newProduct(c.t, ownerToken(c), c.w.B) },
  })),
  v('DELETE /api/product/{productID}', "X's product", ownerOfX(200), async (c) => ({
    params: { productID: await newProduct(c.t, strangerToken(c), c.w.X) },
  })),
];

const post = (c: Ctx, extra: object = {}) => ({
  content: 'Posted by the access matrix',
  timelineID: uid(c),
  timelineType: 'user',
  ...extra,
});
const asB = (c: Ctx) => ({ content: 'Posted as B', timelineID: c.w.B, timelineType: 'business', businessID: c.w.B });
const asX = (c: Ctx) => ({ content: 'Posted as X', timelineID: c.w.X, timelineType: 'business', businessID: c.w.X });
const social: Row[] = [
  r('POST /api/social/posts/make-post', signedIn(201), (c) => ({ payload: post(c) })),
  v('POST /api/social/posts/make-post', 'as B on its timeline', managersOfB(201), (c) => ({ payload: asB(c) })),
  v('POST /api/social/posts/make-post', "as X on X's timeline", ownerOfX(201), (c) => ({ payload: asX(c) })),
  v('POST /api/social/posts/make-post', "on the owner's personal timeline", signedIn(403, { owner: 201 }), (c) => ({
    payload: post(c, { timelineID: c.w.people.owner.userID }),
  })),
  v('POST /api/social/posts/make-post', "with the owner's uploaded picture", signedIn(400, { owner: 201 }), (c) => ({
    payload: post(c, { picture: { url: c.w.uploadOwner.url } }),
  })),
  r('DELETE /api/social/posts/remove-post', managersOfB(200), async (c) => ({
    payload: { postID: await makePost(c.t, ownerToken(c), { businessID: c.w.B }) },
  })),
  v('DELETE /api/social/posts/remove-post', "the owner's personal post", ownerOfB(200), async (c) => ({
    payload: { postID: await makePost(c.t, ownerToken(c), { userID: c.w.people.owner.userID }) },
  })),
  v('DELETE /api/social/posts/remove-post', "X's post", ownerOfX(200), async (c) => ({
    payload: { postID: await makePost(c.t, strangerToken(c), { businessID: c.w.X }) },
  })),
  r('GET /api/social/posts/{postID}', every(200), (c) => ({ params: { postID: c.w.postB } })),
  r('GET /api/newsfeed/load', signedIn(200)),
  r('GET /api/timeline/load/{timelineID}', every(200), (c) => ({ params: { timelineID: c.w.B } })),
  v('GET /api/timeline/load/{timelineID}', "the owner's personal timeline", every(200), (c) => ({
    params: { timelineID: c.w.people.owner.userID },
  })),
  r('GET /api/social/reaction/summary/{resourceID}', every(200), (c) => ({ params: { resourceID: c.w.postB } })),
  r('GET /api/social/reaction/check/{resourceID}', signedIn(200), (c) => ({ params: { resourceID: c.w.postB } })),
  v('GET /api/social/reaction/check/{resourceID}', 'as B', managersOfB(200), (c) => ({
    params: { resourceID: c.w.postB },
    query: { businessID: c.w.B },
  })),
  v('GET /api/social/reaction/check/{resourceID}', 'as X', ownerOfX(200), (c) => ({
    params: { resourceID: c.w.postB },
    query: { businessID: c.w.X },
  })),
  r('POST /api/social/reaction/react/{resourceType}', signedIn(200), (c) => ({
    params: { resourceType: 'post' },
    payload: { resourceID: c.w.postB },
  })),
  v('POST /api/social/reaction/react/{resourceType}', 'as B', managersOfB(200), (c) => ({
    params: { resourceType: 'comment' },
    payload: { resourceID: c.w.commentX, businessID: c.w.B },
  })),
  v('POST /api/social/reaction/react/{resourceType}', 'as X', ownerOfX(200), (c) => ({
    params: { resourceType: 'post' },
    payload: { resourceID: c.w.postB, businessID: c.w.X },
  })),
  r('DELETE /api/social/reaction/react/{resourceType}', signedIn(200), (c) => ({
    params: { resourceType: 'post' },
    payload: { resourceID: c.w.postB },
  })),
  v('DELETE /api/social/reaction/react/{resourceType}', 'as X', ownerOfX(200), (c) => ({
    params: { resourceType: 'post' },
    payload: { resourceID: c.w.postB, businessID: c.w.X },
  })),
  r('GET /api/social/follow/{id}/summary', every(200), bId),
  // A visitor has no actor: the summary answers the counts and ignores businessID.
  v('GET /api/social/follow/{id}/summary', 'as X', { ...ownerOfX(200), visitor: 200 }, (c) => ({
    ...bId(c),
    query: { businessID: c.w.X },
  })),
  r('POST /api/social/follow/business', signedIn(200, { stranger: 400 }), (c) => ({ payload: { resourceID: c.w.X } })),
  v('POST /api/social/follow/business', 'as X', ownerOfX(200), (c) => ({
    payload: { resourceID: c.w.B, businessID: c.w.X },
  })),
  r('POST /api/social/follow/user', signedIn(200, { owner: 400 }), (c) => ({
    payload: { resourceID: c.w.people.owner.userID },
  })),
  r('DELETE /api/social/follow/{id}', signedIn(200), xId),
  v('DELETE /api/social/follow/{id}', 'as X', ownerOfX(200), (c) => ({ ...bId(c), query: { businessID: c.w.X } })),
  r('POST /api/social/comments/make-comment', signedIn(201), (c) => ({
    payload: { resourceID: c.w.postB, resourceType: 'post', content: 'A matrix comment' },
  })),
  v('POST /api/social/comments/make-comment', 'as B', managersOfB(201), (c) => ({
    payload: { resourceID: c.w.postX, resourceType: 'post', content: 'As B', businessID: c.w.B },
  })),
  v('POST /api/social/comments/make-comment', 'as X', ownerOfX(201), (c) => ({
    payload: { resourceID: c.w.commentB, resourceType: 'comment', content: 'As X', businessID: c.w.X },
  })),
  r('GET /api/social/comments/{resourceID}', every(200), (c) => ({ params: { resourceID: c.w.postB } })),
  r('POST /api/social/connections', signedIn('2xx', { member: 400, admin: 400, owner: 400 }), (c) => ({
    payload: { businessID: c.w.B },
  })),
  v('POST /api/social/connections', 'from X to B', ownerOfX('2xx'), (c) => ({
    payload: { businessID: c.w.B, fromBusinessID: c.w.X },
  })),
  r('GET /api/social/connections', managersOfB(200), (c) => ({ query: { businessID: c.w.B } })),
  v('GET /api/social/connections', "with X's id", ownerOfX(200), (c) => ({ query: { businessID: c.w.X } })),
  r('GET /api/social/connections/status/{businessID}', signedIn(200), (c) => ({ params: { businessID: c.w.B } })),
  v('GET /api/social/connections/status/{businessID}', 'from X', ownerOfX(200), (c) => ({
    params: { businessID: c.w.B },
    query: { fromBusinessID: c.w.X },
  })),
  r('POST /api/social/connections/{id}/accept', managersOfB(200), async (c) => ({
    params: { id: (await newConnection(c.w)).id },
  })),
  v('POST /api/social/connections/{id}/accept', 'a request to X', ownerOfX(200), async (c) => ({
    params: { id: (await newConnection(c.w, false, c.w.X)).id },
  })),
  r('POST /api/social/connections/{id}/decline', managersOfB(200), async (c) => ({
    params: { id: (await newConnection(c.w, true)).id },
  })),
  v('POST /api/social/connections/{id}/decline', 'a request to X', ownerOfX(200), async (c) => ({
    params: { id: (await newConnection(c.w, true, c.w.X)).id },
  })),
  r('DELETE /api/social/connections/{id}', managersOfB(200), async (c) => ({
    params: { id: (await newConnection(c.w)).id },
  })),
  v(
    'DELETE /api/social/connections/{id}',
    "the stranger's own request to B",
    signedIn(403, { stranger: 200, admin: 200, owner: 200 }),
    async (c) => ({ params: { id: await strangersRequest(c) } }),
  ),
];

const notificationsAndLive: Row[] = [
  r('GET /api/notifications', signedIn(200)),
  r('GET /api/notifications/unread-count', signedIn(200)),
  r('POST /api/notifications/read', signedIn(200), () => ({ payload: { all: true } })),
  v(
    'POST /api/notifications/read',
    "the owner's notification id",
    signedIn(200),
    async (c) => {
      const { id: connectionID } = await newConnection(c.w);
      await c.t.app.jobs.drain(); // the notification comes from the connection.requested event's listener
      const list = await c.t.request({
        method: 'GET',
        url: '/api/notifications?size=50',
        headers: bearer(ownerToken(c)),
      });
      const n = (list.body.data.results as { id: string; resource: { id: string } }[]).find(
        (x) => x.resource.id === connectionID,
      );
      if (!n) throw new Error('no notification for the new connection request');
      return { payload: { ids: [n.id] } };
    },
    {
      verify: async (c, _res, req) => {
        if (c.role === 'owner' || c.role === 'visitor') return undefined;
        const id = (req.payload as { ids: string[] }).ids[0];
        return (await unreadOf(c.t, ownerToken(c), id)) ? undefined : "marked the owner's notification read";
      },
    },
  ),
  r('POST /api/live/ticket', signedIn(200)),
  v('GET /api/live/stream', 'with a forged ticket (a valid one streams forever: not opened here)', every(401), () => ({
    query: { ticket: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged' },
  })),
  v('GET /api/live/stream', "with the role's access token as the ticket", every(401), (c) => ({
    query: { ticket: (c.me ?? c.w.people.owner).token },
  })),
];

const staffRows: Row[] = [
  r('POST /api/needhelp/send', every(201), () => ({
    payload: { email: 'buyer@example.com', companyPhone: '+1 305 555 0100', businessName: 'Matrix Buyer' },
  })),
  r('GET /api/needhelp', staffOnly(200)),
  r('GET /api/staff/reports', staffOnly(200)),
  r('GET /api/staff/moderation/log', staffOnly(200)),
  // Dismissing the reports of something that is gone changes nothing but the log.
  r('POST /api/staff/moderation/actions', staffOnly(200), () => ({
    payload: { action: 'dismiss', targetType: 'post', targetID: '00000000-0000-4000-8000-00000000d155' },
  })),
];

/**
 * Inquiries (decision 0017): only the two parties of a thread (the sending person or the sending
 * business's team; the receiving business's team) list, read, write or end it; others get 404 for
 * a thread (its existence is not confirmed) and 403 for a bid/ubid that is not theirs. The sender
 * acts as themselves or as a business they own or administer (the spec's roles: one rule for the posting
 * and the inquiry actor), as for posts, comments and connections.
 */
const inquiryBody = (to: string, from?: string) => ({
  to,
  subject: 'receiving the full price list',
  message: 'Please send your price list.',
  ...(from ? { from } : {}),
});
const partiesOfSToB = (s: Expected) => signedIn(404, { stranger: s, member: s, admin: s, owner: s });
const fresh = async (c: Ctx) => ({ params: { rid: await inquiry(c.t, strangerToken(c), c.w.B) } });
const requests: Row[] = [
  r('POST /api/business/request', signedIn(201, { member: 400, admin: 400, owner: 400 }), (c) => ({
    payload: inquiryBody(c.w.B),
  })),
  v('POST /api/business/request', 'from B to X', managersOfB(201), (c) => ({ payload: inquiryBody(c.w.X, c.w.B) })),
  v('POST /api/business/request', 'from X to B', ownerOfX(201), (c) => ({ payload: inquiryBody(c.w.B, c.w.X) })),
  r('GET /api/business/request', signedIn(200)),
  v('GET /api/business/request', "B's inbox", teamOfB(200), (c) => ({ query: { ubid: c.w.B } })),
  v('GET /api/business/request', "X's inbox", ownerOfX(200), (c) => ({ query: { ubid: c.w.X } })),
  v('GET /api/business/request', "the owner's personal inbox", signedIn(403, { owner: 200 }), (c) => ({
    query: { ubid: c.w.people.owner.userID },
  })),
  r('GET /api/business/request/summary', signedIn(200)),
  r('GET /api/business/request/{rid}/get-messages', partiesOfSToB(200), (c) => ({
    params: { rid: c.w.threadStrangerToB },
  })),
  v(
    'GET /api/business/request/{rid}/get-messages',
    "the owner's personal inquiry to X",
    signedIn(404, { owner: 200, stranger: 200 }),
    (c) => ({ params: { rid: c.w.threadOwnerToX } }),
  ),
  v(
    'GET /api/business/request/{rid}/get-messages',
    'opened as B',
    signedIn(403, { member: 200, admin: 200, owner: 200, staff: 404 }),
    (c) => ({ params: { rid: c.w.threadStrangerToB }, query: { bid: c.w.B } }),
  ),
  v(
    'GET /api/business/request/{rid}/get-messages',
    'opened as X (not a party)',
    signedIn(403, { staff: 404 }),
    (c) => ({ params: { rid: c.w.threadStrangerToB }, query: { bid: c.w.X } }),
  ),
  r('POST /api/business/request/{rid}/send-message', partiesOfSToB(201), (c) => ({
    params: { rid: c.w.threadStrangerToB },
    payload: { content: 'A matrix message' },
  })),
  v(
    'POST /api/business/request/{rid}/send-message',
    "the owner's personal inquiry to X",
    signedIn(404, { owner: 201, stranger: 201 }),
    (c) => ({ params: { rid: c.w.threadOwnerToX }, payload: { content: 'A matrix message' } }),
  ),
  v('POST /api/business/request/{rid}/send-message', 'as X (not a party)', signedIn(403, { staff: 404 }), (c) => ({
    params: { rid: c.w.threadStrangerToB },
    query: { bid: c.w.X },
    payload: { content: 'A matrix message' },
  })),
  r('POST /api/business/request/{rid}/end-request', partiesOfSToB(200), fresh),
  v('POST /api/business/request/{rid}/end-request', 'as X (not a party)', signedIn(403, { staff: 404 }), async (c) => ({
    ...(await fresh(c)),
    query: { bid: c.w.X },
  })),
  r('POST /api/business/request/{rid}/read', partiesOfSToB(200), (c) => ({ params: { rid: c.w.threadStrangerToB } })),
  v(
    'POST /api/business/request/{rid}/read',
    "the owner's personal inquiry to X",
    signedIn(404, { owner: 200, stranger: 200 }),
    (c) => ({ params: { rid: c.w.threadOwnerToX } }),
  ),
];

/**
 * Memberships, verification and the staff area (decision 0018): the owner pays and sees receipts; the
 * owner and admins see the membership screen; the owner asks for verification; staff decide and see
 * payments and enquiries; everyone else is refused. Paying changes the business: those cells use a
 * new paid business of the owner, with B's admin and member in its team.
 */
const memberships: Row[] = [
  r('GET /api/subscription/setup', every(200)),
  r('GET /api/subscription/business/{businessID}', managersOfB(200), (c) => ({ params: { businessID: c.w.B } })),
  v('GET /api/subscription/business/{businessID}', "with X's id", ownerOfX(200), (c) => ({
    params: { businessID: c.w.X },
  })),
  r('GET /api/subscription/quote', ownerOfB(200), (c) => ({ query: { businessID: c.w.B, planId: 'platinum-yearly' } })),
  v('GET /api/subscription/quote', "with X's id", ownerOfX(200), (c) => ({
    query: { businessID: c.w.X, planId: 'platinum-yearly' },
  })),
  r('POST /api/subscription/subscribe', ownerOfB(200), async (c) => ({
    payload: {
      businessID: await newPaidBusinessOfOwner(c.w, true),
      planId: 'premium-yearly',
      email: 'billing@example.com',
      paymentMethod: await cardPaymentMethod(c.t),
    },
  })),
  v(
    'POST /api/subscription/subscribe',
    "with X's id",
    ownerOfX(200),
    async (c) => ({
      payload: {
        businessID: c.w.X,
        planId: 'platinum-yearly',
        email: 'billing@example.com',
        paymentMethod: await cardPaymentMethod(c.t),
      },
    }),
    {
      after: async (c) => {
        if (c.role === 'stranger')
          await c.t.database.db.execute(sql`update businesses set subscription = 'premium' where id = ${c.w.X}`);
      },
    },
  ),
  r('GET /api/subscription/business/{businessID}/receipts', ownerOfB(200), (c) => ({ params: { businessID: c.w.B } })),
  v('GET /api/subscription/business/{businessID}/receipts', "with X's id", ownerOfX(200), (c) => ({
    params: { businessID: c.w.X },
  })),
  // A receipt carries the billing e-mail: its owner and staff see it.
  r(
    'GET /api/subscription/receipts/{receiptID}',
    signedIn(404, { owner: 200, staff: 200 }),
    (c) => ({ params: { receiptID: c.w.receiptB } }),
    { revealsTo: ['staff'] },
  ),
  v('POST /api/subscription/webhook', 'a forged signature', every(400), () => ({
    token: null,
    payload: { type: 'payment_intent.succeeded', data: { object: { id: 'pi_forged' } } },
    headers: { 'sandbox-signature': 't=1,v1=forged' },
  })),
  r('POST /api/verification/request', ownerOfB(201), async (c) => {
    const id = await newPaidBusinessOfOwner(c.w, true);
    const file = await photo(c.t, ownerToken(c), id);
    return { payload: { businessID: id, documents: [{ kind: 'registration', name: 'Registration', file }] } };
  }),
  v('POST /api/verification/request', "with X's id", ownerOfX(201), (c) => ({
    payload: { businessID: c.w.X, documents: [{ kind: 'registration', name: 'Registration', file: c.w.uploadX }] },
  })),
  r('GET /api/verification/business/{businessID}', every(200), (c) => ({ params: { businessID: c.w.B } })),
  r('GET /api/staff/summary', staffOnly(200)),
  r('GET /api/staff/verifications', staffOnly(200), undefined, { revealsTo: ['staff'] }),
  r(
    'POST /api/staff/verifications/{requestID}/grant',
    staffOnly(200),
    async (c) => ({
      params: { requestID: await pendingVerification(c.w) },
      payload: { checked: ['Business registration'] },
    }),
    { revealsTo: ['staff'] },
  ),
  r(
    'POST /api/staff/verifications/{requestID}/refuse',
    staffOnly(200),
    async (c) => ({
      params: { requestID: await pendingVerification(c.w) },
      payload: { reason: 'The registration document is unreadable.' },
    }),
    { revealsTo: ['staff'] },
  ),
  r('GET /api/staff/payments', staffOnly(200), undefined, { revealsTo: ['staff'] }),
  r('GET /api/staff/enquiries', staffOnly(200)),
  // Upcoming certificate expiries of every business (decision 0076): staff only.
  r('GET /api/staff/certificate-expiries', staffOnly(200)),
  // Failed jobs (decision 0022): kind, attempts and last error, never a payload.
  r('GET /api/staff/jobs', staffOnly(200), () => ({ query: { status: 'dead' } }), { revealsTo: ['staff'] }),
  r('GET /api/staff/jobs/counts', staffOnly(200)),
  r('POST /api/staff/jobs/{jobID}/retry', staffOnly(200), async (c) => ({ params: { jobID: await deadJob(c.w) } })),
  r('DELETE /api/staff/jobs/{jobID}', staffOnly(200), async (c) => ({ params: { jobID: await deadJob(c.w) } })),
  r('GET /payments/sandbox/card', every(200)),
  r('GET /payments/sandbox/card.js', every(200)),
  v('POST /payments/sandbox/v1/payment_methods', "with the provider's publishable key", every(200), async (c) => {
    const setup = await c.t.request({ method: 'GET', url: '/api/subscription/setup' });
    return {
      token: null,
      headers: { authorization: `Bearer ${setup.body.data.publicKey}` },
      payload: { type: 'card', number: '4242424242424242', exp_month: '12', exp_year: '40', cvc: '123' },
    };
  }),
  v('POST /payments/sandbox/v1/payment_intents/{paymentID}/confirm', 'an unknown payment', every(404), () => ({
    token: null,
    params: { paymentID: 'pi_unknown' },
    payload: { client_secret: 'pi_unknown_secret', approve: true },
  })),
];

/**
 * Requests for quotation (decision 0038): anyone reads the public board and a public request; an
 * invited-only one only its buyer and the invited teams (404 to others, as for an unknown id). The
 * buyer alone closes, shortlists and awards (a business's owner and admins when posted as it); a
 * business's owner and admins quote for it and change its quote; its members read but do not act.
 */
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const rfqBody = (extra: object = {}) => ({
  title: 'Matrix valves',
  description: 'Ball valves wanted by the access matrix.',
  categories: ['0001.0001-01'],
  quantity: 100,
  unit: 'pieces',
  incoterm: 'FOB',
  destinationCountry: 'US',
  deadline: inDays(10),
  visibility: 'public',
  ...extra,
});
const quoteBody = (businessID: string) => ({
  businessID,
  unitPrice: 4.5,
  currency: 'USD',
  moq: 10,
  leadTimeDays: 15,
  incoterm: 'FOB',
  validUntil: inDays(20),
});
const rfqParams = async (c: Ctx, o: Parameters<typeof newRfq>[1] = {}) => {
  const { rfqID, quoteID } = await newRfq(c.w, o);
  return { params: { rfqID, quoteID } };
};
const rfq: Row[] = [
  r('POST /api/rfq', signedIn(201), () => ({ payload: rfqBody() })),
  v('POST /api/rfq', 'as B', managersOfB(201), (c) => ({ payload: rfqBody({ asBusinessID: c.w.B }) })),
  r('GET /api/rfq', every(200)),
  r('GET /api/rfq/mine', signedIn(200)),
  r('GET /api/rfq/{rfqID}', every(200), (c) => rfqParams(c)),
  v('GET /api/rfq/{rfqID}', 'invited-only, B invited', { ...every(404), member: 200, admin: 200, owner: 200 }, (c) =>
    rfqParams(c, { invited: [c.w.B] }),
  ),
  r('POST /api/rfq/{rfqID}/close', signedIn(403), (c) => rfqParams(c)),
  v('POST /api/rfq/{rfqID}/close', 'posted as B', managersOfB(200), (c) => rfqParams(c, { asBusiness: c.w.B })),
  r('POST /api/rfq/{rfqID}/award', signedIn(403), async (c) => {
    const p = await rfqParams(c, { quoteBy: c.w.X });
    return { params: p.params, payload: { quoteID: p.params.quoteID } };
  }),
  v('POST /api/rfq/{rfqID}/award', 'posted as B', managersOfB(200), async (c) => {
    const p = await rfqParams(c, { asBusiness: c.w.B, quoteBy: c.w.X });
    return { params: p.params, payload: { quoteID: p.params.quoteID } };
  }),
  r('POST /api/rfq/{rfqID}/quotes', managersOfB(201), async (c) => ({
    ...(await rfqParams(c)),
    payload: quoteBody(c.w.B),
  })),
  v('POST /api/rfq/{rfqID}/quotes', 'as X', ownerOfX(201), async (c) => ({
    ...(await rfqParams(c)),
    payload: quoteBody(c.w.X),
  })),
  v(
    'POST /api/rfq/{rfqID}/quotes',
    'as B on an invited-only request B is not invited to',
    signedIn(404, { stranger: 403 }),
    async (c) => ({ ...(await rfqParams(c, { invited: [c.w.X] })), payload: quoteBody(c.w.B) }),
  ),
  r('GET /api/rfq/{rfqID}/quotes', signedIn(200), (c) => rfqParams(c, { asBusiness: c.w.B, quoteBy: c.w.X })),
  r('PATCH /api/rfq/{rfqID}/quotes/{quoteID}', signedIn(404, { member: 403, admin: 200, owner: 200 }), async (c) => ({
    ...(await rfqParams(c, { quoteBy: c.w.B })),
    payload: { unitPrice: 4.2 },
  })),
  r('POST /api/rfq/{rfqID}/quotes/{quoteID}/withdraw', signedIn(404, { member: 403, admin: 200, owner: 200 }), (c) =>
    rfqParams(c, { quoteBy: c.w.B }),
  ),
  r('POST /api/rfq/{rfqID}/quotes/{quoteID}/shortlist', managersOfB(200), async (c) => ({
    ...(await rfqParams(c, { asBusiness: c.w.B, quoteBy: c.w.X })),
    payload: { shortlisted: true },
  })),
];

// Insights (decision 0040): anyone's browser reports what it saw; only B's owner and admins read B's figures.
const insights: Row[] = [
  r('POST /api/insights/events', every(202), (c) => ({
    payload: { events: [{ type: 'profile-view', businessID: c.w.B }] },
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' },
  })),
  r('GET /api/business/profile/{id}/insights', managersOfB(200), bId),
  r('GET /api/business/profile/{id}/insights.csv', managersOfB(200), bId),
];

/**
 * Saved searches (decision 0041): each member's own. Another member's answers 404 (as an unknown
 * id) and stays as it was; the owner's search used by the other roles is made once per world.
 */
const ownerSearches = new WeakMap<Ctx['w'], string>();
async function newSavedSearch(c: Ctx, token: string) {
  const res = await c.t.request({
    method: 'POST',
    url: '/api/user/saved-searches',
    payload: { textQuery: unique('matrix search'), frequency: 'daily' },
    headers: bearer(token),
  });
  if (res.status !== 201) throw new Error(`saved search: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.savedSearchID as string;
}
async function ownersSavedSearch(c: Ctx) {
  let id = ownerSearches.get(c.w);
  if (!id) ownerSearches.set(c.w, (id = await newSavedSearch(c, ownerToken(c))));
  return id;
}
const ownersSearchKept = async (c: Ctx, _res: unknown, req: { params?: Record<string, string> }) => {
  if (c.role === 'owner') return undefined;
  const list = await c.t.request({ method: 'GET', url: '/api/user/saved-searches', headers: bearer(ownerToken(c)) });
  const kept = (list.body.data.data as { savedSearchID: string; frequency: string }[]).find(
    (s) => s.savedSearchID === req.params?.savedSearchID,
  );
  return kept?.frequency === 'daily' ? undefined : "changed or deleted the owner's saved search";
};
const savedSearches: Row[] = [
  r('POST /api/user/saved-searches', signedIn(201), () => ({
    payload: { textQuery: unique('Matrix valves'), businessType: 'MA', country: 'global', frequency: 'instant' },
  })),
  r('GET /api/user/saved-searches', signedIn(200)),
  r(
    'PATCH /api/user/saved-searches/{savedSearchID}',
    signedIn(404, { owner: 200 }),
    async (c) => ({
      params: {
        savedSearchID: c.role === 'owner' ? await newSavedSearch(c, ownerToken(c)) : await ownersSavedSearch(c),
      },
      payload: { frequency: 'weekly' },
    }),
    { verify: ownersSearchKept },
  ),
  v('PATCH /api/user/saved-searches/{savedSearchID}', 'their own', signedIn(200), async (c) => ({
    params: { savedSearchID: c.me ? await newSavedSearch(c, c.me.token) : await ownersSavedSearch(c) },
    payload: { frequency: 'off' },
  })),
  r(
    'DELETE /api/user/saved-searches/{savedSearchID}',
    signedIn(404, { owner: 200 }),
    async (c) => ({
      params: {
        savedSearchID: c.role === 'owner' ? await newSavedSearch(c, ownerToken(c)) : await ownersSavedSearch(c),
      },
    }),
    { verify: ownersSearchKept },
  ),
  v('DELETE /api/user/saved-searches/{savedSearchID}', 'their own', signedIn(200), async (c) => ({
    params: { savedSearchID: c.me ? await newSavedSearch(c, c.me.token) : await ownersSavedSearch(c) },
  })),
];

/**
 * Reviews (decision 0073): anyone reads a business's public reviews; a member asks whether they may
 * review one. Only a member who traded with a business reviews it: B's own people never, and no
 * role here traded with B (403); each role reviews a business whose quote it awarded. The author
 * alone changes a review; B's owner and admins reply; staff decide on the reviews that wait and
 * read a review's history.
 */
const reviewBody = {
  overall: 4,
  quality: 5,
  communication: 4,
  delivery: 3,
  text: 'Valves as described, answers within a day.',
};
const reviewOfB = async (c: Ctx, authorUserId?: string) => ({
  id: c.w.B,
  reviewID: await newReview(c.w, c.w.B, { authorUserId }),
});
const reviews: Row[] = [
  r('GET /api/business/profile/{id}/reviews', every(200), bId),
  r('GET /api/business/profile/{id}/reviews/eligibility', signedIn(200), bId),
  r('POST /api/business/profile/{id}/reviews', signedIn(403), (c) => ({ ...bId(c), payload: reviewBody })),
  v(
    'POST /api/business/profile/{id}/reviews',
    'of a business whose quote the role awarded',
    signedIn(201),
    async (c) => ({
      params: { id: await awardedBusiness(c.w, c.me?.userID) },
      payload: reviewBody,
    }),
  ),
  r('PUT /api/business/profile/{id}/reviews/{reviewID}', signedIn(403), async (c) => ({
    params: await reviewOfB(c),
    payload: reviewBody,
  })),
  v('PUT /api/business/profile/{id}/reviews/{reviewID}', 'their own', signedIn(200), async (c) => ({
    params: await reviewOfB(c, c.me?.userID),
    payload: reviewBody,
  })),
  r('POST /api/business/profile/{id}/reviews/{reviewID}/reply', managersOfB(201), async (c) => ({
    params: await reviewOfB(c),
    payload: { text: 'Thank you for your order.' },
  })),
  r('GET /api/staff/reviews', staffOnly(200)),
  r('POST /api/staff/reviews/{reviewID}/decision', staffOnly(200), async (c) => ({
    params: { reviewID: await newReview(c.w, c.w.B, { pending: true }) },
    payload: { decision: 'publish' },
  })),
  r('GET /api/staff/reviews/{reviewID}/history', staffOnly(200), async (c) => ({
    params: { reviewID: await newReview(c.w, c.w.B) },
  })),
];

const ANY_PASSWORD = 'a wrong password 123';
const auth: Row[] = [
  r('POST /auth/register', every(201), () => ({
    token: null,
    payload: {
      email: `${unique('reg')}@example.com`,
      password: 'correct horse battery',
      firstName: 'New',
      lastName: 'Person',
      acceptTerms: true,
    },
  })),
  r('POST /auth/login', every(200), (c) => {
    const a = c.me ?? c.w.people.invitee;
    return { payload: { email: a.email, password: a.password } };
  }),
  v('POST /auth/login', "the owner's e-mail with a wrong password", every(401), (c) => ({
    payload: { email: c.w.people.owner.email, password: ANY_PASSWORD },
  })),
  v('POST /auth/get-session', 'a forged code', every(400), () => ({ payload: { token: 'forged-code-123' } })),
  v('POST /auth/refresh-token', 'a forged refresh token', every(401), () => ({
    headers: { 'refresh-token': 'forged-refresh-token' },
  })),
  v(
    'POST /auth/logout',
    'a second session of their own',
    every(200),
    async (c) => (c.me ? { token: (await secondSession(c.t, c.me)).token } : { token: null }),
    {
      verify: async (c, _res, req) => {
        if (!c.me) return undefined;
        const ended = await c.t.request({ method: 'GET', url: '/api/user/profile', headers: bearer(req.token!) });
        const kept = await c.t.request({ method: 'GET', url: '/api/user/profile', headers: bearer(c.me.token) });
        if (ended.status !== 401) return `the ended session still answers ${ended.status}`;
        return kept.status === 200 ? undefined : `the first session answers ${kept.status} after the second logged out`;
      },
    },
  ),
  r('POST /auth/forgot-password', every(200), (c) => ({ payload: { email: c.w.people.owner.email } })),
  v('POST /auth/reset-password', 'a forged reset token', every(400), () => ({
    payload: { token: 'forged-reset-token', password: 'another good password' },
  })),
  v('POST /auth/verify-email', 'a forged verification token', every(400), () => ({
    payload: { token: 'forged-verification-token' },
  })),
  v('POST /auth/login/link', 'a forged sign-in link', every(400), () => ({
    payload: { token: 'forged-sign-in-link' },
  })),
  v('POST /auth/login/2fa', 'a forged challenge', every(400), () => ({
    payload: { challenge: 'forged-challenge', code: '123456' },
  })),
  r('POST /auth/verify-email/resend', signedIn(200)),
];

/** Unknown /api paths: the catch-all route answers 404 whatever the method (QUERY carries a body, so it sends one). */
const catchAll: Row[] = ['GET', 'HEAD', 'TRACE', 'DELETE', 'OPTIONS', 'PATCH', 'PUT', 'POST', 'QUERY'].map((m) =>
  r(`${m} /api/{*}`, every(404), () => ({
    params: { '*': 'nothing-here/at-all' },
    ...(m === 'QUERY' ? { payload: '{}', headers: { 'content-type': 'application/json' } } : {}),
  })),
);

export const TABLE: Row[] = [
  ...publicReads,
  ...users,
  ...businesses,
  ...products,
  ...social,
  ...notificationsAndLive,
  ...staffRows,
  ...requests,
  ...rfq,
  ...insights,
  ...savedSearches,
  ...reviews,
  ...memberships,
  ...auth,
  ...catchAll,
];
