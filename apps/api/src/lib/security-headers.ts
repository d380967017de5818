/**
 * Security headers (docs/decisions/0016-security-headers.md), by what the answer is
 * (docs/decisions/0079-fast-stays-fast.md):
 * - every answer: no MIME sniffing, and Cross-Origin-Resource-Policy `same-site`;
 * - documents (HTML, and what a browser may also show as a page: XML, SVG, PDF, an answer of
 *   another or no known type): a Content-Security-Policy whose scripts are the site's own files and
 *   the inline scripts carrying this answer's nonce, or on a cached page listed by hash (no
 *   'unsafe-inline' for scripts), no framing by other sites, a strict referrer policy, a
 *   Permissions-Policy, the opener and agent-cluster policies, and HSTS when the site is served
 *   over https;
 * - API JSON: the same Content-Security-Policy (its `frame-ancestors 'none'` covers a JSON answer
 *   opened or framed as a page) and HSTS, without the headers only a document acts on;
 * - scripts, styles, fonts, images other than SVG, plain text: nothing more. A browser applies
 *   none of the document headers to a subresource, and they cost ~1.2 KB on each of the ~50
 *   scripts a page loads. An answer that set its own policy keeps it (uploaded files' sandbox,
 *   decision 0075).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';

export type SecurityHeadersOptions = {
  /** PUBLIC_URL: HSTS and upgrade-insecure-requests only when it is https. */
  publicUrl: string;
  /** Where pictures come from besides this site (an S3 bucket's public address). */
  imageOrigins?: string[];
  /** Where the browser posts uploads besides this site (an S3 endpoint). */
  uploadOrigins?: string[];
  /** Card payments: Stripe.js's origins when Stripe is the provider; pages this site may frame (the sandbox card form). */
  payments?: { stripeJs: boolean; framedBySelf: string[] };
};

/** Stripe.js: its script, its card field and 3-D Secure frames, and the API it calls (docs.stripe.com/security/guide#content-security-policy). */
const STRIPE_JS = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** Embedded players the pages show (features/business/components/video-embed.tsx, products/lib/video.ts). */
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), usb=(), interest-cohort=(), payment=(self)';

/**
 * The headers helmet writes for `options`, computed once: they do not depend on the request, and
 * running helmet's middleware chain on every answer cost a small cached API answer about a tenth
 * of its time.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => void (failed = err));
  if (failed) throw failed;
  return headers;
}

const pick = (h: Record<string, string>, keep: (name: string) => boolean) =>
  Object.fromEntries(Object.entries(h).filter(([k]) => keep(k)));

/** Types a browser only ever loads into a page, never shows as one: they carry no document headers. */
const SUBRESOURCE_TYPE =
  /^(?:text\/(?:javascript|css|plain)|application\/(?:javascript|wasm|manifest\+json)|font\/|image\/(?!svg))/i;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;
/** What an answer is, by its content type: an answer without one (a redirect, 204, a 304 of a file) shows no page. */
export function answerKind(contentType: unknown): 'document' | 'json' | 'subresource' {
  if (contentType === undefined || contentType === '') return 'subresource';
  const type = String(contentType);
  if (SUBRESOURCE_TYPE.test(type)) return 'subresource';
  if (JSON_TYPE.test(type) && !/manifest\+json/i.test(type)) return 'json';
  return 'document';
}

/** `reply.scriptNonce`: this answer's script nonce, made on first use (the web app's server render asks for it). */
const NONCE = Symbol('scriptNonce');
type NonceHolder = { [NONCE]?: string };

/**
 * Content-Security-Policy is written here, not by helmet: its text is made once, and a nonce is
 * made only for the answers that use one (pages rendered now). API answers, static files and
 * cached pages (which carry script hashes, decision 0019) cost no random bytes and no policy
 * building per request. Returns the policy without a nonce, which cached pages extend.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  o: SecurityHeadersOptions,
): Promise<{ basePolicy: string }> {
  const https = o.publicUrl.startsWith('https:');
  const stripe = o.payments?.stripeJs ? STRIPE_JS : { script: [], frame: [], connect: [] };
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // The answer's nonce, when it has one, is added to script-src.
    ['script-src', ["'self'", ...stripe.script]],
    // React and Radix set style attributes and small <style> elements: styles may be inline, scripts may not.
    ['style-src', ["'self'"]],
    ['style-src-elem', ["'self'", "'unsafe-inline'"]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(o.imageOrigins ?? [])]],
    ['media-src', ["'self'", 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...(o.uploadOrigins ?? []), ...stripe.connect]],
    ['frame-src', ["'self'", ...VIDEO_PLAYERS, ...stripe.frame]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ...(https ? ([['upgrade-insecure-requests', []]] as [string, string[]][]) : []),
  ];
  const policy = (nonce?: string) =>
    directives
      .map(([name, values]) =>
        [name, ...values, ...(nonce && name === 'script-src' ? [`'nonce-${nonce}'`] : [])].join(' '),
      )
      .join(';');
  const basePolicy = policy();

  const helmetFixed = helmetHeaders({
    contentSecurityPolicy: false,
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    // For browsers no longer in use (Internet Explorer's downloads, Flash and Acrobat's cross-domain
    // files, the removed XSS auditor helmet only turns off): bytes on every page, nothing acts on them.
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  const EVERY_ANSWER = ['x-content-type-options', 'cross-origin-resource-policy'];
  const everyAnswer = pick(helmetFixed, (k) => EVERY_ANSWER.includes(k));
  const documentHeaders = {
    ...pick(helmetFixed, (k) => !EVERY_ANSWER.includes(k)),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  const jsonHeaders = pick(helmetFixed, (k) => k === 'strict-transport-security');
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(everyAnswer);
    done();
  });
  // `reply.scriptNonce`: made on first use (pages rendered now ask for it).
  app.decorateReply('scriptNonce', {
    getter(this: FastifyReply) {
      const holder = this as unknown as NonceHolder;
      return (holder[NONCE] ??= randomBytes(16).toString('hex'));
    },
  });
  // Registered before the other onSend hooks, which may adjust the policy (the framed card form below).
  app.addHook('onSend', (_req, reply, payload, done) => {
    const kind = answerKind(reply.getHeader('content-type'));
    if (kind !== 'subresource') {
      reply.headers(kind === 'document' ? documentHeaders : jsonHeaders);
      if (!reply.hasHeader('content-security-policy')) {
        const nonce = (reply as unknown as NonceHolder)[NONCE];
        reply.header('content-security-policy', nonce ? policy(nonce) : basePolicy);
      }
    }
    done(null, payload);
  });
  // The sandbox card form is framed by this site's own membership page, and by nobody else.
  const framed = o.payments?.framedBySelf ?? [];
  if (framed.length) {
    // Most answers are told apart by the address's start, without splitting it (decision 0084).
    const isFramed = (url: string) =>
      framed.some((p) => url.startsWith(p) && (url.length === p.length || url[p.length] === '?'));
    app.addHook('onSend', (req, reply, payload, done) => {
      if (!isFramed(req.url)) return done(null, payload);
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string')
        reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
      reply.header('x-frame-options', 'SAMEORIGIN');
      done(null, payload);
    });
  }
  return { basePolicy };
}
