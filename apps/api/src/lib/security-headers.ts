/**
 * Security headers on every answer, pages and API alike (issue 10, item 7;
 * docs/decisions/0016-security-headers.md): a Content-Security-Policy whose scripts are the
 * site's own files and the inline scripts carrying this answer's nonce (no 'unsafe-inline' for
 * scripts), no framing by other sites, no MIME sniffing, a strict referrer policy, a
 * Permissions-Policy, and HSTS when the site is served over https.
 */
import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';

export type SecurityHeadersOptions = {
  /** PUBLIC_URL: HSTS and upgrade-insecure-requests only when it is https. */
  publicUrl: string;
  /** Where pictures come from besides this site (an S3 bucket's public address). */
  imageOrigins?: string[];
  /** Where the browser posts uploads besides this site (an S3 endpoint). */
  uploadOrigins?: string[];
  /** Card payments (issue 13): Stripe.js's origins when Stripe is the provider; pages this site may frame (the sandbox card form). */
  payments?: { stripeJs: boolean; framedBySelf: string[] };
};

/** Stripe.js: its script, its card field and 3-D Secure frames, and the API it calls (docs.stripe.com/security/guide#content-security-policy). */
const STRIPE_JS = { script: ['https://js.stripe.com'], frame: ['https://js.stripe.com', 'https://hooks.stripe.com'], connect: ['https://api.stripe.com'] };

/** Embedded players the pages show (features/business/components/video-embed.tsx, products/lib/video.ts). */
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), interest-cohort=(), payment=(self)';

export async function installSecurityHeaders(app: FastifyInstance, o: SecurityHeadersOptions) {
  const https = o.publicUrl.startsWith('https:');
  const stripe = o.payments?.stripeJs ? STRIPE_JS : { script: [], frame: [], connect: [] };
  await app.register(fastifyHelmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // helmet adds this answer's nonce ('nonce-…') to script-src.
        scriptSrc: ["'self'", ...stripe.script],
        // React and Radix set style attributes and small <style> elements: styles may be inline, scripts may not.
        styleSrc: ["'self'"],
        styleSrcElem: ["'self'", "'unsafe-inline'"],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(o.imageOrigins ?? [])],
        mediaSrc: ["'self'", 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(o.uploadOrigins ?? []), ...stripe.connect],
        frameSrc: ["'self'", ...VIDEO_PLAYERS, ...stripe.frame],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  // The sandbox card form is framed by this site's own membership page, and by nobody else.
  const framed = o.payments?.framedBySelf ?? [];
  if (framed.length) {
    app.addHook('onSend', async (req, reply) => {
      if (!framed.includes(req.url.split('?')[0])) return;
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
      reply.header('x-frame-options', 'SAMEORIGIN');
    });
  }
}
