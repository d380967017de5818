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
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { preferredEncoding } from '@wbn/contract/constants';
import { editionOf } from '@wbn/contract/editions';
import { NonceContext } from '~/lib/nonce';
import { ServerIndustryTree } from '~/lib/use-industries';
import { industryTreeFor } from '~/lib/industry-tree.server';
import { presentationLanguage } from '~/features/home/lib/presentation';

export const streamTimeout = 5_000;

/** Which pages the server renders for the member of the page cookie (decision 0047); read by the API's web handler. */
export { rendersForMember } from '~/lib/member-pages';

/**
 * What, besides its address, makes two visitors' HTML of a public page differ, for the API's page
 * cache (decision 0019): home's presentation is Spanish or English by Accept-Language. Every other
 * public page is the same for everyone: their loaders read no cookie and no header.
 */
export function pageCacheVariant(request: Request): string {
  return new URL(request.url).pathname === '/'
    ? `lang=${presentationLanguage(request.headers.get('accept-language'))}`
    : '';
}

/** Brotli when the browser takes it, else gzip, else none. Fast settings: the HTML is made per request. */
function compressorFor(acceptEncoding: string | null): { encoding: string; stream: Transform } | null {
  const encoding = preferredEncoding(acceptEncoding ?? undefined);
  if (encoding === 'br')
    return { encoding, stream: createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) };
  if (encoding === 'gzip') return { encoding, stream: createGzip({ level: 6 }) };
  return null;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The industry tree for the server render only: the browser fetches it (decision 0019), in the
  // page's edition as here (decision 0085).
  const industryTree = (await industryTreeFor(loadContext, editionOf(new URL(request.url).pathname)))?.tree;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;

    // Every page is sent whole (decision 0019): its data is loaded before rendering, so waiting for
    // everything costs only the first render of a lazily loaded component after a start, and the
    // document is complete for search engines, for visitors without JavaScript and for the page cache.
    const readyOption: keyof RenderToPipeableStreamOptions = 'onAllReady';

    // Abort the rendering after `streamTimeout`, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const app = (
      <NonceContext value={nonce}>
        <ServerIndustryTree value={industryTree}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ServerIndustryTree>
      </NonceContext>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      // React moves finished Suspense boundaries past ~12 KB of a page to its end, hidden until a
      // script shows them: the sidebar's panels, the industries page, the mobile menu. Kept in
      // place instead, the HTML is whole without JavaScript (search engines, the page cache) and
      // needs none of those inline scripts (decision 0019).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
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
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
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
