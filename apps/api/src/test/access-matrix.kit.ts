/**
 * The vocabulary of the access matrix's table (access-matrix.table.ts): cell and row types, the
 * expectation builders (every role, signed in, managers of B, owner of X...) and the small helpers
 * the rows share (upload grants, the stranger's own connection request, a notification's state).
 */
import { bearer, type TestApp } from './test-app.js';
import type { Account, Role, World } from './access-matrix.world.js';

export type Expected = number | '2xx' | '4xx';
export type Expectation = Record<Role, Expected>;
export type Ctx = { w: World; t: TestApp; role: Role; me?: Account };
/** What one cell sends. `token: null` sends no bearer token; a string sends that one instead of the role's. */
export type CellRequest = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  payload?: unknown;
  headers?: Record<string, string>;
  token?: string | null;
};
export type Answer = { status: number; body: unknown; text: string };
export type Row = {
  op: string;
  variant?: string;
  expect: Expectation;
  req?: (c: Ctx) => CellRequest | Promise<CellRequest>;
  /** Roles that may see other people's e-mail addresses in this answer (a team's member list). */
  revealsTo?: Role[];
  /** A further check of the answer or of what it must not have changed; a string is a failure. */
  verify?: (c: Ctx, res: Answer, req: CellRequest) => Promise<string | undefined> | string | undefined;
  /** Puts the world back after a cell that changes it (e.g. a member who left joins again). */
  after?: (c: Ctx) => Promise<void>;
};

// ---------------------------------------------------------------- expectations

export const every = (s: Expected): Expectation => ({
  visitor: s,
  stranger: s,
  member: s,
  admin: s,
  owner: s,
  staff: s,
});
/** Anyone with a session; visitors 401. */
export const signedIn = (s: Expected, over: Partial<Expectation> = {}): Expectation => ({
  ...every(s),
  visitor: 401,
  ...over,
});
/** The owner and admins of B; everyone else with a session 403. */
export const managersOfB = (s: Expected) => signedIn(403, { admin: s, owner: s });
export const ownerOfB = (s: Expected) => signedIn(403, { owner: s });
export const teamOfB = (s: Expected) => signedIn(403, { member: s, admin: s, owner: s });
/** X's owner is the stranger: B's people acting on X must be refused. */
export const ownerOfX = (s: Expected) => signedIn(403, { stranger: s });
export const staffOnly = (s: Expected) => signedIn(403, { staff: s });

export const r = (op: string, expect: Expectation, req?: Row['req'], extra: Partial<Row> = {}): Row => ({
  op,
  expect,
  req,
  ...extra,
});
export const v = (
  op: string,
  variant: string,
  expect: Expectation,
  req: Row['req'],
  extra: Partial<Row> = {},
): Row => ({ op, variant, expect, req, ...extra });

/** A user id for the role (the owner's for visitors, who have none). */
export const uid = (c: Ctx) => (c.me ?? c.w.people.owner).userID;
export const ownerToken = (c: Ctx) => c.w.people.owner.token;
export const strangerToken = (c: Ctx) => c.w.people.stranger.token;

export async function grant(t: TestApp, token: string, url = '/api/files/upload-request/user', body: object = {}) {
  const res = await t.request({
    method: 'POST',
    url,
    payload: { contentType: 'image/png', fileSize: 4000, ...body },
    headers: bearer(token),
  });
  if (res.status !== 200) throw new Error(`grant: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { signedPost: { url: string; fields: Record<string, string> }; token: string };
}

/** The stranger's own pending request to B, made anew (an earlier one withdrawn first). */
export async function strangersRequest(c: Ctx) {
  const s = bearer(strangerToken(c));
  const st = await c.t.request({ method: 'GET', url: `/api/social/connections/status/${c.w.B}`, headers: s });
  const old = st.body?.data?.connection?.connectionID as string | undefined;
  if (old && st.body.data.status !== 'pending')
    await c.t.request({ method: 'DELETE', url: `/api/social/connections/${old}`, headers: s });
  const res = await c.t.request({
    method: 'POST',
    url: '/api/social/connections',
    payload: { businessID: c.w.B },
    headers: s,
  });
  return res.body.data.connection.connectionID as string;
}

export async function unreadOf(t: TestApp, token: string, id: string) {
  const res = await t.request({ method: 'GET', url: '/api/notifications?size=50', headers: bearer(token) });
  return (res.body.data.results as { id: string; read: boolean }[]).find((n) => n.id === id)?.read === false;
}
