/**
 * Data access for loaders, which run on the server. In production the Fastify server passes
 * `apiFetch` in the load context (an in-process call, no network hop); under `react-router dev`
 * there is no context, so we call the API over HTTP at API_URL.
 */
import type { ApiEnvelope } from '@wbn/contract/constants';
import type { IndustryNode } from '@wbn/contract/schemas';
import type { SiteContact } from './site-contact';

export type ApiFetch = (
  path: string,
  init?: { method?: string; body?: unknown; headers?: Record<string, string> },
) => Promise<{ status: number; body: unknown }>;

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface AppLoadContext {
    apiFetch?: ApiFetch;
    /** This answer's Content-Security-Policy nonce (lib/nonce.tsx). */
    cspNonce?: string;
    /** The industry tree and its version, read in process (lib/industry-tree.server.ts, decision 0019). */
    industryTree?: { version: string; tree: IndustryNode[] };
    /** The customer-service numbers from the API's configuration (lib/site-contact.ts); a missing one is left out. */
    siteContact?: SiteContact;
    /**
     * The access token of the member asking for this page, from the page cookie (decision 0047):
     * loaders send it as the bearer token to render the member's own data. Absent for visitors and
     * for every page the page cache serves.
     */
    memberToken?: string;
  }
}

const httpApiFetch: ApiFetch = async (path, init) => {
  const base = process.env.API_URL ?? 'http://127.0.0.1:3001';
  const res = await fetch(base + path, {
    method: init?.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init?.headers ?? {}) },
    body: init?.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
};

/** Calls the API from a loader; returns `data` of a successful envelope, or null on any failure. */
export async function loadFromApi<T>(
  context: { apiFetch?: ApiFetch } | undefined,
  path: string,
  init?: Parameters<ApiFetch>[1],
): Promise<T | null> {
  try {
    const { body } = await (context?.apiFetch ?? httpApiFetch)(path, init);
    const env = body as ApiEnvelope<T> | null;
    return env && env.success ? env.data : null;
  } catch {
    return null;
  }
}

/** As loadFromApi, with the answer's status (0 when the API could not be reached): for pages that tell "not found" from "failed". */
export async function loadFromApiWithStatus<T>(
  context: { apiFetch?: ApiFetch } | undefined,
  path: string,
  init?: Parameters<ApiFetch>[1],
): Promise<{ status: number; data: T | null }> {
  try {
    const { status, body } = await (context?.apiFetch ?? httpApiFetch)(path, init);
    const env = body as ApiEnvelope<T> | null;
    return { status, data: env && env.success ? env.data : null };
  } catch {
    return { status: 0, data: null };
  }
}
