/**
 * Helpers of the scale-out test: a plain HTTP client for real processes (what a browser or an
 * app would send), a browser-like sign-in whose steps may land on different processes, and an
 * S3-compatible store (s3rver) that both processes share, as a deployment shares a bucket.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { freePort } from './server-process.js';

export type Answer = { status: number; headers: Headers; body: any; text: string };

/** One request to `base`; JSON in and out, a bearer token and extra headers when given. */
export async function call(
  base: string,
  method: string,
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {
    ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    ...opts.headers,
  };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(base + url, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // an HTML page or an empty answer
  }
  return { status: res.status, headers: res.headers, body, text };
}

/** The cookies an answer sets, as a browser would send them back (name=value; ...). */
export const cookiesOf = (res: { headers: Headers }) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/**
 * Registers through `registerOn`, then trades the sign-in code (with the hand-off cookie that
 * process set) for a session on `sessionOn`: behind a load balancer the two steps may well land
 * on different processes.
 */
export async function signUpAcross(
  registerOn: string,
  sessionOn: string,
  person: { email: string; firstName: string; password?: string },
) {
  const password = person.password ?? 'scale-out-password-1';
  const reg = await call(registerOn, 'POST', '/auth/register', {
    body: { email: person.email, password, firstName: person.firstName, lastName: 'Scale', acceptTerms: true },
  });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${reg.text}`);
  const session = await call(sessionOn, 'POST', '/auth/get-session', {
    body: { token: reg.body.data.code },
    headers: { cookie: cookiesOf(reg) },
  });
  if (session.status !== 200) throw new Error(`get-session: ${session.status} ${session.text}`);
  const data = session.body.data as { token: string; userID: string };
  return { ...data, email: person.email, password, refreshCookie: cookiesOf(session) };
}

/** An S3-compatible store on a free local port with one bucket, and the API settings that use it. */
export async function startBucket() {
  const port = await freePort();
  const bucket = 'wbn-scale-out';
  const dir = mkdtempSync(path.join(tmpdir(), 'wbn-scale-out-s3-'));
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  }) as { run(): Promise<unknown>; close(): Promise<unknown> };
  await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PUBLIC_URL: `http://127.0.0.1:${port}/${bucket}`,
    },
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Posts a file to a presigned POST (the fields first, then the file), as a browser does. */
export function postToBucket(signedPost: { url: string; fields: Record<string, string> }, data: Buffer, type: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(signedPost.fields)) form.append(k, v);
  form.append('file', new Blob([data], { type }), 'upload.png');
  return fetch(signedPost.url, { method: 'POST', body: form });
}

/** Where the web build the pages are rendered from is (npm run build; TEST_WEB_BUILD_DIR for another), and whether it is there. */
export function webBuild() {
  const dir = path.resolve(
    process.env.TEST_WEB_BUILD_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../web/build'),
  );
  return { dir, built: existsSync(path.join(dir, 'server/index.js')) };
}
