/**
 * Serves the React Router app (server rendering) and its static assets from the same server as
 * the API. Loaders reach the API in-process through `apiFetch` (Fastify's inject), no network hop.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { Readable } from 'node:stream';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export async function registerWeb(app: FastifyInstance, buildDir: string) {
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
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  const apiFetch = async (p: string, init?: { method?: string; body?: unknown; headers?: Record<string, string> }) => {
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: p,
      payload: init?.body === undefined ? undefined : JSON.stringify(init.body),
      headers: { 'content-type': 'application/json', ...(init?.headers ?? {}) },
    });
    let body: unknown = null;
    try {
      body = res.json();
    } catch {
      body = null;
    }
    return { status: res.statusCode, body };
  };

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const proto = (req.headers['x-forwarded-proto'] as string | undefined) ?? req.protocol;
    const url = new URL(req.url, `${proto}://${req.headers.host ?? 'localhost'}`);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) {
      if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
      else if (v !== undefined) headers.set(k, String(v));
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined;
    const request = new Request(url, {
      method: req.method,
      headers,
      body: hasBody ? (typeof req.body === 'string' ? req.body : JSON.stringify(req.body)) : undefined,
    });
    const response = await handle(request, { apiFetch });
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key === 'set-cookie') return;
      reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie?.() ?? [];
    if (cookies.length) reply.header('set-cookie', cookies);
    if (!response.body || req.method === 'HEAD') return reply.send();
    return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
  };

  app.route({ method: ['GET', 'HEAD'], url: '/*', handler });
  app.route({ method: ['POST'], url: '/*', handler });
  return true;
}
