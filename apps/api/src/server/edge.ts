/**
 * The HTTP edge every request passes, whatever module answers it: the Fastify options (JSON log
 * lines without credentials, request ids, body limit, our error envelope for unreadable paths;
 * decisions 0004, 0022), the route index behind 405 and key-route preflights (decision 0035),
 * request metrics, the security headers and cookies, uploads, stored files, the OpenAPI document
 * (decision 0025), ETags, RateLimit headers, the per-address read limit, the API cache (decision
 * 0019), compression and cross-origin reads (decision 0054).
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { SANDBOX_CARD_FORM_PATH } from '@wbn/contract';
import type { Config } from '../config.js';
import { apiKeyRuleOf } from '../core/auth.js';
import { installPublicReadLimit } from '../core/public-read-limit.js';
import { installCompression } from '../lib/compression.js';
import { crossOriginRead } from '../lib/cors.js';
import { validatorWithEmptyOptionalQuery } from '../lib/empty-query.js';
import { installEtags } from '../lib/etag.js';
import { createResponseSerializer, installErrorHandling, sendError, WELL_FORMED_REQUEST_ID } from '../lib/http.js';
import { enterLogContext, logContextFields, redactUrl, REDACTED_LOG_PATHS } from '../lib/log-context.js';
import { openApiOptions } from '../lib/openapi.js';
import { installRateLimitHeaders } from '../lib/rate-limit-headers.js';
import { createRouteIndex, type RouteIndex } from '../lib/route-index.js';
import { installSecurityHeaders } from '../lib/security-headers.js';
import type { LimiterFactory } from '../ports/rate-limiter.js';
import { documentDisposition, PUBLIC_FILES_PREFIX, UPLOADED_FILE_CSP, type Storage } from '../ports/storage.js';
import { HANDOFF_COOKIE, REFRESH_COOKIE } from '../modules/auth/index.js';
import { registerApiCache, type Caches } from '../modules/cache/index.js';
import type { Metrics } from '../modules/system/index.js';

export function fastifyOptions(config: Config, logger: boolean | undefined): FastifyServerOptions {
  return {
    // JSON lines; each line of a request (or job) carries its id, credentials never appear (decision 0022).
    logger:
      logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            mixin: logContextFields,
            redact: { paths: REDACTED_LOG_PATHS, censor: '[REDACTED]' },
            serializers: {
              req: (req: { method: string; url: string; ip?: string; socket?: { remoteAddress?: string } }) => ({
                method: req.method,
                url: redactUrl(req.url),
                remoteAddress: req.ip ?? req.socket?.remoteAddress,
              }),
            },
          },
    // A request's logger is made when it first writes a line at the configured level (decision 0084).
    childLoggerFactory: requestLogger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && WELL_FORMED_REQUEST_ID.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // A path that cannot be decoded (bad percent-encoding) answers our envelope, not Fastify's body with the raw path.
    frameworkErrors: (error, _req, reply) => {
      const badUrl = error.code === 'FST_ERR_BAD_URL';
      void sendError(
        reply as unknown as FastifyReply,
        400,
        'ValidationError',
        badUrl ? 'The address contains characters that cannot be read' : 'The request is not valid',
        { [badUrl ? 'url' : 'request']: 'Not readable' },
      );
    },
  };
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

/**
 * A request's logger, bound to its id like pino's child (the same lines, the same fields), but made
 * only when the request writes a line its level lets through. Fastify gives every request a child
 * logger; pino's (its bindings serialized through the redaction) cost a cached page ~2.5% of its
 * time, and most requests write nothing at the deployed level (decision 0084).
 */
class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: FastifyBaseLogger & { isLevelEnabled(level: string): boolean },
    private readonly bindings: Bindings,
  ) {}
  /** The child itself, made once. */
  private get logger(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings));
  }
  private write(level: Level, args: unknown[]) {
    if (this.#child || this.parent.isLevelEnabled(level)) (this.logger[level] as (...a: unknown[]) => void)(...args);
  }
  get level() {
    return this.#child?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.logger.level = level;
  }
  // Methods on the prototype: a request's logger is one small object, no closures of its own.
  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's child logger factory: the lazy request logger, or pino's child when the route sets its own level or serializers. */
export function requestLogger(
  this: FastifyInstance,
  logger: FastifyBaseLogger,
  bindings: Bindings,
  opts: ChildLoggerOptions,
): FastifyBaseLogger {
  const parent = logger as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
  if (Object.keys(opts).length || typeof parent.isLevelEnabled !== 'function') return logger.child(bindings, opts);
  return new RequestLogger(parent as FastifyBaseLogger & { isLevelEnabled(level: string): boolean }, bindings);
}

/** Where a request's route is known: every route and the ones a key may call, for 405 and preflights. */
export type RouteIndexes = { routes: RouteIndex; keyRoutes: RouteIndex };

/** The hooks installed before anything else: request ids, the route index, metrics, validation and errors. */
export function installRequestEdge(app: FastifyInstance, config: Config, metrics: Metrics): RouteIndexes {
  app.addHook('onRequest', (req, _reply, done) => {
    enterLogContext({ reqId: req.id });
    done();
  });
  const routes = createRouteIndex();
  const keyRoutes = createRouteIndex();
  app.addHook('onRoute', (r) => {
    routes.add(r.method, r.url);
    if (r.config?.apiKey) keyRoutes.add(r.method, r.url);
  });
  app.addHook('onResponse', (req, reply, done) => {
    metrics.observeRequest(req.method, req.routeOptions.url ?? 'unknown', reply.statusCode, reply.elapsedTime / 1000);
    const page = reply.getHeader('x-page-cache');
    if (page) metrics.observeCache('page', String(page));
    const api = reply.getHeader('x-api-cache');
    if (api) metrics.observeCache('api', String(api));
    done();
  });
  // An optional query parameter sent empty is read as absent (lib/empty-query.ts).
  app.setValidatorCompiler(validatorWithEmptyOptionalQuery);
  // Answers go out through their route's response schema; in tests, one the schema would change is a fault (decision 0025).
  app.setSerializerCompiler(createResponseSerializer({ strict: config.NODE_ENV === 'test' }));
  installErrorHandling(app, config.BODY_LIMIT_BYTES);
  // The request id on every answer. Any origin may read public reads and the routes a key may call;
  // nothing that carries a cookie (decision 0054). One hook for both: each hook is a step every answer takes.
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.header('x-request-id', req.id);
    crossOriginRead(req, reply, apiKeyRuleOf(req) !== undefined);
    done(null, payload);
  });
  return { routes, keyRoutes };
}

/**
 * The edge installed once the modules are built, before their routes: headers, cookies, uploads,
 * stored files, the document, ETags, limits, the API cache and compression. Returns the base
 * Content-Security-Policy (the web pages add their nonce) and this process's key for its own
 * in-process API calls (they count once, as the page).
 */
export async function installHttpEdge(
  app: FastifyInstance,
  d: { config: Config; storage: Storage; limiters: LimiterFactory; caches: Caches; usesStripeJs: boolean },
) {
  const { config, storage } = d;
  const { basePolicy } = await installSecurityHeaders(app, {
    publicUrl: config.PUBLIC_URL,
    imageOrigins: storage.kind === 's3' ? [new URL(storage.publicPrefix).origin] : [],
    uploadOrigins:
      storage.kind === 's3' ? [new URL((await storage.presignPost('csp-probe', 'image/png', 1, 60)).url).origin] : [],
    payments: { stripeJs: d.usesStripeJs, framedBySelf: [SANDBOX_CARD_FORM_PATH] },
  });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: 512 * 1024, files: 1 } });
  if (storage.localRoot) {
    await app.register(fastifyStatic, {
      root: path.resolve(storage.localRoot),
      prefix: PUBLIC_FILES_PREFIX,
      decorateReply: false,
      index: false,
      setHeaders: (res, filePath) => {
        res.header('cache-control', 'public, max-age=31536000, immutable');
        res.header('x-content-type-options', 'nosniff');
        // An uploaded file never runs as a page of this origin, whatever a browser makes of it (decision 0075).
        res.header('content-security-policy', UPLOADED_FILE_CSP);
        // Uploaded documents (PDF) download under their stored name instead of opening on this origin (decisions 0038, 0075).
        if (filePath.endsWith('.pdf')) res.header('content-disposition', documentDisposition(path.basename(filePath)));
      },
    });
  }

  // One OpenAPI 3.1 document from the routes' zod schemas: /api/openapi.json, browsable at /api/docs
  // (whose /api/docs/json stays as an alias).
  await app.register(
    fastifySwagger,
    openApiOptions({ publicUrl: config.PUBLIC_URL, cookies: { refresh: REFRESH_COOKIE, handoff: HANDOFF_COOKIE } }),
  );
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { urls: [{ url: '/api/openapi.json', name: 'WBN Miami API' }] },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async (_req, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );

  // ETag on every successful read, 304 for If-None-Match; the limits a request met in RateLimit headers.
  installEtags(app);
  installRateLimitHeaders(app);
  // Reads per address (core/public-read-limit.ts): a page's in-process API calls carry this process's key and count once, as the page.
  const inProcessKey = randomBytes(24).toString('base64url');
  installPublicReadLimit(
    app,
    config.RATE_LIMIT_PUBLIC_READS_PER_MINUTE
      ? d.limiters('public-reads', config.RATE_LIMIT_PUBLIC_READS_PER_MINUTE, 60)
      : undefined,
    inProcessKey,
  );
  // Anonymous public reads answered from the cache, invalidated with the pages.
  if (config.PAGE_CACHE) registerApiCache(app, d.caches.store, config.PAGE_CACHE_TTL_SECONDS);
  // Answers over 1 KB in brotli or gzip when the client takes them; after the hooks above, which read the plain body.
  installCompression(app);
  return { basePolicy, inProcessKey };
}

/**
 * The answer for an API path no route took: a browser's preflight for a key route (any origin, no
 * credentials), 405 with Allow for a known path asked with another method, 404 otherwise. Left
 * out of the document: it is not an operation.
 */
export function unknownApiPath({ routes, keyRoutes }: RouteIndexes) {
  return async (api: FastifyInstance) => {
    api.all('/*', { schema: { hide: true } }, async (req, reply) => {
      const path = req.url.split('?')[0];
      const keyMethods = req.method === 'OPTIONS' ? keyRoutes.allowed(path) : [];
      if (keyMethods.length) {
        return reply
          .status(204)
          .header('access-control-allow-origin', '*')
          .header('access-control-allow-methods', keyMethods.join(', '))
          .header('access-control-allow-headers', 'authorization, content-type')
          .header('access-control-max-age', '600')
          .send();
      }
      const allowed = routes.allowed(path);
      if (allowed.length) {
        return sendError(
          reply.header('allow', allowed.join(', ')),
          405,
          'MethodNotAllowed',
          `${path} does not take ${req.method}: use ${allowed.join(', ')}`,
          { method: `Use ${allowed.join(', ')}` },
        );
      }
      return sendError(reply, 404, 'NotFound', `No route ${req.method} ${path}`);
    });
  };
}
