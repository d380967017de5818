/**
 * Server rendering of documents: React Router's default Node entry, plus compression. The app
 * server (apps/api, Fastify) compresses nothing, and a home page is some 250 KB of HTML (the
 * sidebar's ~500 links and the loader data); gzip or Brotli make it a sixth of that, which is
 * what a phone on a slow network waits for before the first paint
 * (docs/decisions/0009-first-load-budget.md). Static assets are not covered here.
 */
import { PassThrough, type Transform } from 'node:stream';
import { constants as zlib, createBrotliCompress, createGzip } from 'node:zlib';
import type { AppLoadContext, EntryContext } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';

export const streamTimeout = 5_000;

/** Brotli when the browser takes it, else gzip, else none. Fast settings: the HTML is made per request. */
function compressorFor(acceptEncoding: string | null): { encoding: string; stream: Transform } | null {
  const accepted = (acceptEncoding ?? '').toLowerCase().split(',').map((e) => e.trim().split(';')[0]);
  if (accepted.includes('br')) return { encoding: 'br', stream: createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) };
  if (accepted.includes('gzip')) return { encoding: 'gzip', stream: createGzip({ level: 6 }) };
  return null;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');

    // Bots and SPA mode wait for all content before the response starts.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Abort the rendering after `streamTimeout`, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set('Content-Type', 'text/html');
        responseHeaders.append('Vary', 'Accept-Encoding');
        const compressor = compressorFor(request.headers.get('accept-encoding'));
        if (compressor) {
          responseHeaders.set('Content-Encoding', compressor.encoding);
          // React calls the destination's flush() after each part it writes, so streamed parts still go out at once.
          compressor.stream.pipe(body);
          pipe(compressor.stream);
        } else {
          pipe(body);
        }
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors inside the shell are logged by handleDocumentRequest; log the streamed ones.
        if (shellRendered) console.error(error);
      },
    });
  });
}
