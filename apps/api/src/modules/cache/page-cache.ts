/**
 * The cache of rendered public pages (decision 0019). A page's HTML is the same for
 * every visitor (sessions live in the browser), so anonymous GETs of the public pages are kept
 * rendered and compressed, keyed by release, address, variant (home's presentation language) and
 * encoding, tagged with the data they show, and dropped when that data changes.
 *
 * Content-Security-Policy: a cached page cannot carry a fresh nonce per answer, so every answer
 * of a cacheable page (the first render included) allows its inline scripts by their SHA-256
 * hashes instead: the scripts are fixed once rendered, and a script injected later matches none.
 */
import { createHash } from 'node:crypto';
import type { Encoding } from '@wbn/contract';
import { specPathOf } from '@wbn/contract/editions';
import type { CacheStore } from './cache-store.js';
import { compress } from '../../lib/compression.js';

/** The public pages of both specs whose HTML depends on the address only (never /auth, /SetID, /my-*, /profile/*, member pages). */
const STATIC_PAGES = new Set([
  '/about-us',
  '/mission-vision',
  '/our-network',
  '/why-WBN',
  '/why-wbn',
  '/contact-us',
  '/contact-us/form',
  '/privacy-policy',
  '/terms-and-conditions',
  '/membership-standard',
  '/membership-gold',
  '/membership-premium',
  '/membership-platinum',
  '/b2b-tips',
  '/advertise-with-us',
  '/free-marketing',
  '/message-center',
  '/work-with-wbn',
  '/developers',
]);

/**
 * Whether the page at this address may be cached: the public pages, in every edition (decision
 * 0085: '/es/about-us' as '/about-us', each under its own address); a query only on search results.
 */
export function isCacheablePage(address: string, search: string): boolean {
  const pathname = specPathOf(address);
  if (pathname === '/search-result') return true;
  if (search) return false;
  return (
    pathname === '/' ||
    pathname === '/industries' ||
    STATIC_PAGES.has(pathname) ||
    /^\/b2b-tips\/[\w-]+$/.test(pathname) ||
    (/^\/business\/[^/]+$/.test(pathname) && pathname !== '/business/create') ||
    /^\/business-product\/[^/]+$/.test(pathname)
  );
}

export type CachedPage = {
  etag: string;
  encoding: Encoding;
  /** 'sha256-…' of every inline script, for the answer's script-src. */
  scriptHashes: string[];
  /** Headers the page set itself (Vary: Accept-Language on home), besides type and encoding. */
  headers: Record<string, string>;
  body: Buffer;
};

export function encodePage(p: CachedPage): Buffer {
  const meta = Buffer.from(
    JSON.stringify({ etag: p.etag, encoding: p.encoding, scriptHashes: p.scriptHashes, headers: p.headers }),
  );
  const len = Buffer.alloc(4);
  len.writeUInt32BE(meta.length);
  return Buffer.concat([len, meta, p.body]);
}

export function decodePage(b: Buffer): CachedPage {
  const n = b.readUInt32BE(0);
  const meta = JSON.parse(b.subarray(4, 4 + n).toString()) as Omit<CachedPage, 'body'>;
  return { ...meta, body: b.subarray(4 + n) };
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The hashes of the page's inline scripts: every <script> without src whose type runs (none,
 * module, JavaScript), and the hydration module that one of them adds to the page after the
 * first paint (apps/web/app/lib/hydrate-after-paint.ts: `hydration.textContent = "<code>";`).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1];
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attrs)?.[1].toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    hashes.add(sha256(m[2]));
    for (const added of m[2].matchAll(/hydration\.textContent = ("(?:[^"\\]|\\.)*");/g))
      hashes.add(sha256(JSON.parse(added[1]) as string));
  }
  return [...hashes];
}

/**
 * The answer's policy with its script nonce replaced by the page's script hashes, and no nonce
 * left anywhere (style-src's would change on every answer of the same cached page; inline
 * styles are governed by style-src-elem and style-src-attr, lib/security-headers.ts).
 */
export function withScriptHashes(csp: string, hashes: string[]): string {
  return csp
    .split(';')
    .map((d) => {
      const directive = d.trim();
      if (/^style-src\s/.test(directive)) return ` ${directive.replace(/\s'nonce-[^']*'/g, '')}`;
      if (!/^script-src(-elem)?\s/.test(directive)) return d;
      return ` ${directive.replace(/\s'nonce-[^']*'/g, '')} ${hashes.join(' ')}`.trimEnd();
    })
    .join(';')
    .trim();
}

export type PageCacheOptions = {
  store: CacheStore;
  /** How long an entry lives at most, in seconds (invalidation usually drops it sooner). */
  ttlSeconds: number;
  /** Cache-Control for shared caches (a CDN): seconds fresh, then seconds served stale while revalidated. */
  sMaxAge: number;
  staleWhileRevalidate: number;
};

export type RenderedPage = { status: number; headers: Record<string, string>; html: Buffer; tags: string[] | null };
/**
 * A page kept (or ready to keep), or an answer to send as is (a redirect, an error, a page with
 * unknown dependencies). `own`: this call rendered it; a rendered answer carries the nonce of the
 * request that rendered it, so the others render their own.
 */
export type FillOutcome = ({ page: CachedPage } | { rendered: RenderedPage }) & { own: boolean };

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache(o: PageCacheOptions) {
  const inFlight = new Map<string, Promise<FillOutcome>>();
  const cacheControl = `public, max-age=0, s-maxage=${o.sMaxAge}, stale-while-revalidate=${o.staleWhileRevalidate}`;

  /** Renders once for all the requests of this key arriving meanwhile; stores the page unless its data changed during the render. */
  async function fill(key: string, encoding: Encoding, render: () => Promise<RenderedPage>): Promise<FillOutcome> {
    const running = inFlight.get(key);
    if (running) return { ...(await running), own: false };
    const job = (async (): Promise<FillOutcome> => {
      const since = await o.store.epoch();
      const rendered = await render();
      if (rendered.status !== 200 || !rendered.tags || 'set-cookie' in rendered.headers) return { rendered, own: true };
      const page: CachedPage = {
        etag: `"${createHash('sha256').update(rendered.html).digest('base64url').slice(0, 22)}${encoding === 'identity' ? '' : `-${encoding}`}"`,
        encoding,
        scriptHashes: inlineScriptHashes(rendered.html.toString('utf8')),
        headers: rendered.headers,
        body: await compress(rendered.html, encoding),
      };
      await o.store.set(key, encodePage(page), rendered.tags, o.ttlSeconds, since);
      return { page, own: true };
    })();
    inFlight.set(key, job);
    try {
      return await job;
    } finally {
      inFlight.delete(key);
    }
  }

  // The in-memory store hands back the same Buffer for an entry: decode it once.
  const decoded = new WeakMap<Buffer, CachedPage>();
  const pageOf = (b: Buffer) => {
    let page = decoded.get(b);
    if (!page) decoded.set(b, (page = decodePage(b)));
    return page;
  };
  const peek = o.store.peek;
  return {
    cacheControl,
    async get(key: string): Promise<CachedPage | null> {
      const b = await o.store.get(key);
      return b ? pageOf(b) : null;
    },
    /** The page now, without a promise, when the store answers at once (memory); undefined when only `get` can tell (Redis). */
    peek(key: string): CachedPage | null | undefined {
      if (!peek) return undefined;
      const b = peek(key);
      return b ? pageOf(b) : null;
    },
    fill,
  };
}
