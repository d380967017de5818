/** Test helpers for the live channel: a tiny server-sent-events client over node:http. */
import http from 'node:http';
import type { FastifyInstance } from 'fastify';

export type SseEvent = { id: string | undefined; event: string; data: unknown };

export type SseClient = {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: SseEvent[];
  comments: number;
  ended: boolean;
  /** Resolves with the first event (from the start) that matches, or rejects after `ms`. */
  next(match: (e: SseEvent) => boolean, ms?: number): Promise<SseEvent>;
  /** Resolves once the server ended the stream. */
  closed(ms?: number): Promise<void>;
  close(): void;
};

/** Listens on a free local port (once) and returns the base address. */
export async function baseUrl(app: FastifyInstance) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('no address');
  return `http://127.0.0.1:${addr.port}`;
}

function parseBlock(block: string): SseEvent | 'comment' | null {
  let id: string | undefined;
  let event = 'message';
  const data: string[] = [];
  let comment = false;
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) comment = true;
    else if (line.startsWith('id: ')) id = line.slice(4);
    else if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  if (!data.length) return comment ? 'comment' : null;
  return { id, event, data: JSON.parse(data.join('\n')) };
}

/** Opens `url` and collects its events. Non-200 answers resolve too (status and the JSON body as one 'body' event). */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const waiters: (() => void)[] = [];
    const notify = () => waiters.splice(0).forEach((w) => w());
    const req = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      let buffer = '';
      const client: SseClient = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        events: [],
        comments: 0,
        ended: false,
        next(match, ms = 5000) {
          return new Promise((ok, fail) => {
            const timer = setTimeout(
              () => fail(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(client.events)}`)),
              ms,
            );
            const check = () => {
              const found = client.events.find(match);
              if (found) {
                clearTimeout(timer);
                ok(found);
              } else if (client.ended) {
                clearTimeout(timer);
                fail(new Error(`stream ended without a matching event; got ${JSON.stringify(client.events)}`));
              } else waiters.push(check);
            };
            check();
          });
        },
        closed(ms = 5000) {
          return new Promise((ok, fail) => {
            const timer = setTimeout(() => fail(new Error(`stream still open after ${ms} ms`)), ms);
            const check = () => (client.ended ? (clearTimeout(timer), ok()) : waiters.push(check));
            check();
          });
        },
        close: () => req.destroy(),
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        if (client.status !== 200) return;
        let at: number;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const parsed = parseBlock(buffer.slice(0, at));
          buffer = buffer.slice(at + 2);
          if (parsed === 'comment') client.comments += 1;
          else if (parsed) client.events.push(parsed);
        }
        notify();
      });
      const finish = () => {
        if (client.status !== 200 && buffer)
          client.events.push({ id: undefined, event: 'body', data: JSON.parse(buffer) });
        client.ended = true;
        notify();
      };
      res.on('end', finish);
      res.on('close', finish);
      resolve(client);
    });
    req.on('error', reject);
  });
}
