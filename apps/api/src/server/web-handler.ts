/**
 * Serves the React Router app (server rendering) and its static assets from the same server as
 * the API. Loaders reach the API in-process through `apiFetch` (Fastify's inject), no network hop.
 * Anonymous GETs of the public pages go through the page cache (modules/cache/page-cache.ts,
 * decision 0019): the reads a render makes give the page its tags.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { Readable } from 'node:stream';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CatalogService } from '../modules/catalog/index.js';
import { preferredEncoding, type Encoding } from '@wbn/contract';
import { compress } from '../lib/compression.js';
import { ifNoneMatchNames } from '../lib/etag.js';
import { IN_PROCESS_HEADER } from '../core/public-read-limit.js';
import {
  isCacheablePage,
  withScriptHashes,
  type CachedPage,
  type PageCache,
  type RenderedPage,
} from '../modules/cache/index.js';
import { tagsOfApiRead } from '../core/cache-tags.js';
import { PAGE_COOKIE } from '../modules/auth/index.js';

/** What the web app's server code takes from the API besides `apiFetch`; `pageCache` off when absent. */
export type WebDeps = {
  catalog: CatalogService;
  pageCache?: PageCache;
  /** The Content-Security-Policy without a nonce (lib/security-headers.ts): cached pages add their script hashes to it. */
  basePolicy: string;
  /** This process's key for in-process API calls (core/public-read-limit.ts): a page's reads count once, as the page. */
  inProcessKey: string;
  /**
   * The customer-service numbers (config.contact), given to every render in the load context; the
   * web app leaves out a missing one. Static per process, so cached pages may carry them.
   */
  siteContact?: { phoneUsa?: string; phoneEurope?: string; chatUsa?: string };
};

type ApiFetchInit = { method?: string; body?: unknown; headers?: Record<string, string> };
/** Answers that differ by visitor (apps/web/app/entry.server.tsx: home's presentation language). */
type EntryExtras = {
  pageCacheVariant?: (request: Request) => string;
  rendersForMember?: (pathname: string) => boolean;
};

/**
 * `publicUrl`: the site's address (PUBLIC_URL). Pages build canonical, Open Graph and JSON-LD
 * addresses from the request's URL, so that URL is made from it, never from the Host header or
 * a path such as `//evil.example/…` (the forged Host header of docs/security.md).
 */
export async function registerWeb(app: FastifyInstance, buildDir: string, publicUrl: string, deps: WebDeps) {
  const origin = new URL(publicUrl).origin;
  const serverEntry = path.join(buildDir, 'server/index.js');
  if (!existsSync(serverEntry)) {
    app.log.warn(`No web build at ${buildDir}: run "npm run build" to serve the web app`);
    return false;
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');

  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'client'),
    wildcard: false,
    index: false,
    // The web build writes .br and .gz copies of its scripts and styles (apps/web/vite-plugins/precompress.ts).
    preCompressed: true,
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  const apiFetch = async (p: string, init?: ApiFetchInit) => {
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: p,
      payload: init?.body === undefined ? undefined : JSON.stringify(init.body),
      headers: { 'content-type': 'application/json', ...(init?.headers ?? {}), [IN_PROCESS_HEADER]: deps.inProcessKey },
    });
    let body: unknown = null;
    try {
      body = res.json();
    } catch {
      body = null;
    }
    return { status: res.statusCode, body };
  };

  const variantOf = (build.entry.module as EntryExtras).pageCacheVariant ?? (() => '');
  const toRequest = (req: FastifyRequest, url: URL, overrides: Record<string, string> = {}) => {
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) {
      if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
      else if (v !== undefined) headers.set(k, String(v));
    }
    for (const [k, v] of Object.entries(overrides)) headers.set(k, v);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined;
    return new Request(url, {
      method: req.method,
      headers,
      body: hasBody ? (typeof req.body === 'string' ? req.body : JSON.stringify(req.body)) : undefined,
    });
  };
  /**
   * The member a page is rendered for (decision 0047): the access token of the page cookie, on the
   * pages the web app renders for members (its entry's `rendersForMember`), which the loaders send
   * as the member's bearer token; the API decides whether it still holds.
   */
  const rendersForMember = (build.entry.module as EntryExtras).rendersForMember ?? (() => false);
  const memberTokenOf = (req: FastifyRequest, forMember: boolean): string | undefined => {
    if (!forMember) return undefined;
    const token = req.cookies?.[PAGE_COOKIE];
    return token && token.length < 4096 ? token : undefined;
  };
  const loadContext = async (reply: FastifyReply, fetcher = apiFetch, memberToken?: string) => {
    // The industry tree reaches the server render in process, never the page's hydration data (decision 0019).
    // Without it (database away) pages show the 15 fixed industry names, as before.
    const tree = await deps.catalog.fullTree().catch(() => null);
    // This answer's Content-Security-Policy nonce, made on first use (lib/security-headers.ts).
    const cspNonce = (reply as FastifyReply & { scriptNonce: string }).scriptNonce;
    return {
      apiFetch: fetcher,
      cspNonce,
      industryTree: tree ? { version: tree.version, tree: tree.tree } : undefined,
      siteContact: deps.siteContact ?? {},
      memberToken,
    };
  };

  /** Renders the whole page uncompressed, noting the tags of every API read its loaders made. */
  const renderForCache = async (req: FastifyRequest, reply: FastifyReply, url: URL): Promise<RenderedPage> => {
    let tags: Set<string> | null = new Set();
    const recording = async (p: string, init?: ApiFetchInit) => {
      const res = await apiFetch(p, init);
      const read = res.status < 500 ? tagsOfApiRead(p, res.body) : null;
      if (read && tags) read.forEach((t) => tags!.add(t));
      else tags = null; // an unknown read, or a failed one: do not keep this page
      return res;
    };
    const response = await handle(
      toRequest(req, url, { 'accept-encoding': 'identity' }),
      await loadContext(reply, recording),
    );
    const headers: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      if (!['content-type', 'content-encoding', 'content-length'].includes(key)) headers[key] = value;
    });
    return {
      status: response.status,
      headers,
      html: Buffer.from(await response.arrayBuffer()),
      tags: tags ? [...tags] : null,
    };
  };

  /**
   * The page's variant (the web entry's `pageCacheVariant`), remembered per address and the values
   * of the request headers it read for that address: visitors ask the same few pages over and
   * over, and a hit should not build a Request nor parse its address again (decision 0084). The
   * entry's function depends on the address and headers only; a header it starts to read for an
   * address joins that address's key, so an answer is reused only for the same values of every
   * header it read. Bounded: emptied when full.
   */
  const variants = new Map<string, { names: string[]; values: Map<string, string> }>();
  /** The values of `names` in one string (a header absent differs from one sent empty; neither NUL nor a line break occurs in a header). */
  const keyOfHeaders = (req: FastifyRequest, names: string[]) => {
    let key = '';
    for (const name of names) {
      const v = req.headers[name];
      key += `${v === undefined ? '\u0000' : String(v)}\n`;
    }
    return key;
  };
  const variantFor = (req: FastifyRequest, url: URL) => {
    let known = variants.get(url.href);
    if (!known) {
      if (variants.size >= 2000) variants.clear();
      variants.set(url.href, (known = { names: [], values: new Map() }));
    }
    let key = keyOfHeaders(req, known.names);
    let variant = known.values.get(key);
    if (variant === undefined) {
      const read = new Set<string>();
      variant = variantOf({
        url: url.href,
        headers: {
          get: (name: string) => {
            const lower = name.toLowerCase();
            read.add(lower);
            return (req.headers[lower] as string | undefined) ?? null;
          },
        },
      } as unknown as Request);
      if ([...read].some((n) => !known.names.includes(n))) {
        // A header this address's variant did not read before: the key takes it from now on.
        known.names = [...new Set([...known.names, ...read])];
        known.values.clear();
        key = keyOfHeaders(req, known.names);
      }
      if (known.values.size >= 50) known.values.clear();
      known.values.set(key, variant);
    }
    return variant;
  };

  /**
   * The headers of a cached page, made once per page (its policy with the page's script hashes,
   * decision 0019, and everything else the answer says about it): a hit sets them in one call and
   * hashes nothing (the ETag was made when the page was stored). Only `x-page-cache` differs
   * between a hit and the miss that stored it.
   */
  const headersOfPage = new WeakMap<CachedPage, Record<'hit' | 'miss', Record<string, string>>>();
  const pageHeaders = (page: CachedPage, state: 'hit' | 'miss') => {
    let made = headersOfPage.get(page);
    if (!made) {
      const common: Record<string, string> = {
        ...page.headers,
        'content-security-policy': withScriptHashes(deps.basePolicy, page.scriptHashes),
        'content-type': 'text/html; charset=utf-8',
        // The render's own Vary (home varies by Accept-Language), and the encoding chosen here.
        vary: !page.headers.vary
          ? 'Accept-Encoding'
          : /accept-encoding|\*/i.test(page.headers.vary)
            ? page.headers.vary
            : `${page.headers.vary}, Accept-Encoding`,
        'cache-control': deps.pageCache!.cacheControl,
        etag: page.etag,
        ...(page.encoding !== 'identity' ? { 'content-encoding': page.encoding } : {}),
      };
      made = { hit: { ...common, 'x-page-cache': 'hit' }, miss: { ...common, 'x-page-cache': 'miss' } };
      headersOfPage.set(page, made);
    }
    return made[state];
  };

  const sendCached = (req: FastifyRequest, reply: FastifyReply, page: CachedPage, state: 'hit' | 'miss') => {
    reply.headers(pageHeaders(page, state));
    const known = req.headers['if-none-match'];
    if (known && ifNoneMatchNames(known, page.etag)) return reply.status(304).send();
    return reply.status(200).send(req.method === 'HEAD' ? undefined : page.body);
  };

  /**
   * The request's address on the site's origin, parsed once per address, with what the address
   * alone decides (whether the page may be cached, whether it renders for a member): visitors ask
   * the same few pages over and over, and a hit should not parse nor match them again (decisions
   * 0079, 0084). The URL is shared between requests and only ever read. Bounded: emptied when full.
   */
  type Address = { url: URL; cacheable: boolean; forMember: boolean };
  const addresses = new Map<string, Address>();
  const addressOf = (raw: string) => {
    let a = addresses.get(raw);
    if (!a) {
      if (addresses.size >= 2000) addresses.clear();
      const url = new URL(origin + (raw.startsWith('/') ? raw : `/${raw}`));
      a = { url, cacheable: isCacheablePage(url.pathname, url.search), forMember: rendersForMember(url.pathname) };
      addresses.set(raw, a);
    }
    return a;
  };
  /** preferredEncoding, remembered per Accept-Encoding text (browsers send a handful). */
  const encodings = new Map<string, ReturnType<typeof preferredEncoding>>();
  const encodingOf = (header: string | string[] | undefined) => {
    if (typeof header !== 'string') return preferredEncoding(header);
    let encoding = encodings.get(header);
    if (!encoding) {
      if (encodings.size >= 200) encodings.clear();
      encodings.set(header, (encoding = preferredEncoding(header)));
    }
    return encoding;
  };

  /**
   * The industry tree's version while its memo holds the same loaded tree, read without a promise
   * (undefined until the tree the memo hands out has loaded): part of every page's key.
   */
  let treeAsked: ReturnType<CatalogService['fullTree']> | undefined;
  let treeVersion: string | undefined;
  const treeVersionNow = (): string | undefined => {
    const asked = deps.catalog.fullTree();
    if (asked !== treeAsked) {
      treeAsked = asked;
      treeVersion = undefined;
      asked.then(
        (t) => void (treeAsked === asked && (treeVersion = t.version)),
        () => undefined,
      );
    }
    return treeVersion;
  };
  const keyOf = (req: FastifyRequest, url: URL, tree: string, encoding: string) =>
    `page:${build.assets.version}:${tree}:${variantFor(req, url)}:${encoding}:${url.pathname}${url.search}`;

  /**
   * Every page. A page cache hit in memory is answered here without a promise (decision 0084);
   * anything else (a miss, Redis, a page rendered per visitor) goes on asynchronously.
   */
  const handler = (req: FastifyRequest, reply: FastifyReply) => {
    const { url, cacheable, forMember } = addressOf(req.url);
    const cache = deps.pageCache;
    const memberToken = memberTokenOf(req, forMember);
    // A member's page is their own: rendered for them, never taken from or put in the page cache.
    if (cache && cacheable && req.method !== 'POST' && !req.headers.authorization && !memberToken) {
      const encoding = encodingOf(req.headers['accept-encoding']);
      const tree = treeVersionNow();
      const hit = tree === undefined ? undefined : cache.peek(keyOf(req, url, tree, encoding));
      if (hit) {
        sendCached(req, reply, hit, 'hit');
        return undefined;
      }
      return fromCache(req, reply, url, encoding, cache);
    }
    return render(req, reply, url, memberToken);
  };

  const fromCache = async (
    req: FastifyRequest,
    reply: FastifyReply,
    url: URL,
    encoding: Encoding,
    cache: PageCache,
  ) => {
    const key = keyOf(req, url, (await deps.catalog.fullTree().catch(() => null))?.version ?? '-', encoding);
    const hit = await cache.get(key);
    if (hit) return sendCached(req, reply, hit, 'hit');
    if (req.method === 'GET') {
      const outcome = await cache.fill(key, encoding, () => renderForCache(req, reply, url));
      if ('page' in outcome) return sendCached(req, reply, outcome.page, 'miss');
      if (outcome.own) {
        // Not kept (a redirect, an error, a read the cache cannot keep fresh): this answer's own render, with its nonce.
        const { status, headers, html } = outcome.rendered;
        for (const [k, v] of Object.entries(headers)) if (k !== 'set-cookie') reply.header(k, v);
        if (encoding !== 'identity') reply.header('content-encoding', encoding);
        reply
          .status(status)
          .header('cache-control', 'private, no-cache')
          .header('x-page-cache', 'bypass')
          .type('text/html; charset=utf-8');
        return reply.send(await compress(html, encoding));
      }
    }
    return render(req, reply, url, undefined);
  };

  /** The page rendered for this request alone, streamed. */
  const render = async (req: FastifyRequest, reply: FastifyReply, url: URL, memberToken: string | undefined) => {
    const response = await handle(toRequest(req, url), await loadContext(reply, apiFetch, memberToken));
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key === 'set-cookie') return;
      reply.header(key, value);
    });
    // An answer with this visitor's nonce: never kept by a shared cache (decision 0019). A member's
    // page (their name, counts and messages) is not kept anywhere (decision 0047).
    if (memberToken) reply.header('cache-control', 'private, no-store');
    else if (!response.headers.has('cache-control')) reply.header('cache-control', 'private, no-cache');
    const cookies = response.headers.getSetCookie?.() ?? [];
    if (cookies.length) reply.header('set-cookie', cookies);
    if (!response.body || req.method === 'HEAD') return reply.send();
    return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
  };

  // The pages are not operations of the API: left out of the OpenAPI document (decision 0025).
  app.route({ method: ['GET', 'HEAD'], url: '/*', schema: { hide: true }, handler });
  app.route({ method: ['POST'], url: '/*', schema: { hide: true }, handler });
  return true;
}
