/**
 * The ceiling for bench:web: a bare Fastify server answering each page's captured bytes (same
 * body, content type and encoding) with nothing else to do. Started by bench/web.ts in its own
 * process: `tsx bench/bare-server.ts <pages.json> <port>`.
 */
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

type Captured = { path: string; contentType: string; contentEncoding?: string; bodyBase64: string };

const [file, port] = process.argv.slice(2);
const pages = JSON.parse(readFileSync(file, 'utf8')) as Captured[];
const app = Fastify({ logger: false });
pages.forEach((p, i) => {
  const body = Buffer.from(p.bodyBase64, 'base64');
  app.get(`/bare/${i}`, async (_req, reply) => {
    reply.header('content-type', p.contentType);
    if (p.contentEncoding) reply.header('content-encoding', p.contentEncoding);
    return reply.send(body);
  });
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log(`bare server on ${port}`);
