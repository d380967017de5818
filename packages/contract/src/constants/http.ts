/**
 * Content negotiation of compressed answers, the one parser of Accept-Encoding for both apps (the
 * API's cached pages and industry tree, the web app's streamed pages).
 */
export type Encoding = 'br' | 'gzip' | 'identity';

/** Brotli when the client takes it, else gzip, else none (`q=0` refuses an encoding). */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}
