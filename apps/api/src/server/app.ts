/**
 * Builds the Fastify app: API under /api, the account service under /auth, the web app for
 * every other path. Tests build it with `buildApp` and call it without listening.
 */
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { createResponseSerializer, installErrorHandling, sendError, WELL_FORMED_REQUEST_ID } from '../lib/http.js';
import { openApiOptions } from '../lib/openapi.js';
import { createRouteIndex } from '../lib/route-index.js';
import { installEtags } from '../lib/etag.js';
import { installCompression } from '../lib/compression.js';
import { installPublicReadLimit } from '../core/public-read-limit.js';
import { installRateLimitHeaders } from '../lib/rate-limit-headers.js';
import { createSmtpTransport } from '../ports/mail.js';
import { defineMailDelivery } from '../modules/mail/mail.service.js';
import { createMailRenderer } from '../modules/mail/templates/mail-render.js';
import { createUnsubscribeTokens } from '../core/unsubscribe-token.js';
import { createNotificationSettingsService } from '../modules/notifications/settings.service.js';
import { createDigest } from '../modules/notifications/digest.service.js';
import { createTwoFactor } from '../modules/auth/two-factor.service.js';
import { twoFactorRoutes } from '../modules/auth/two-factor.routes.js';
import { createSecretBox } from '../lib/secret-box.js';
import { createPrivacyService } from '../modules/privacy/privacy.service.js';
import { privacyRoutes } from '../modules/privacy/privacy.routes.js';
import { createSafetyService } from '../modules/safety/safety.service.js';
import { createRfq } from '../modules/rfq/rfq.js';
import { createInsights } from '../modules/insights/insights.js';
import { insightsRoutes } from '../modules/insights/insights.routes.js';
import { rfqRoutes } from '../modules/rfq/rfq.routes.js';
import { createSavedSearches } from '../modules/saved-searches/saved-searches.js';
import { savedSearchesRoutes } from '../modules/saved-searches/saved-searches.routes.js';
import { createApiKeysService } from '../modules/integrations/api-keys.service.js';
import { apiKeysRoutes } from '../modules/integrations/api-keys.routes.js';
import { createWebhooksService } from '../modules/integrations/webhooks.service.js';
import { webhooksRoutes } from '../modules/integrations/webhooks.routes.js';
import { createCatalogueService } from '../modules/products/catalogue.service.js';
import { catalogueRoutes } from '../modules/products/catalogue.routes.js';
import { blockRoutes, moderationRoutes, reportRoutes } from '../modules/safety/safety.routes.js';
import { accountDeletionRoutes } from '../modules/auth/account-deletion.routes.js';
import { notificationSettingsRoutes, unsubscribeRoutes } from '../modules/notifications/settings.routes.js';
import { createJobQueue, type JobQueue } from '../core/jobs.js';
import { createJobsService } from '../modules/jobs/jobs.service.js';
import { jobsRoutes } from '../modules/jobs/jobs.routes.js';
import { createMetrics } from '../modules/system/metrics.js';
import { enterLogContext, logContextFields, redactUrl, REDACTED_LOG_PATHS } from '../lib/log-context.js';
import { crossOriginRead } from '../lib/cors.js';
import { apiKeyRuleOf, bindApiKeyToBusiness, requireStaff } from '../core/auth.js';
import { createLimiterFactory } from '../ports/rate-limiter.js';
import { createTokenSigner } from '../modules/auth/tokens.js';
import { createAuthService } from '../modules/auth/auth.service.js';
import { authRoutes, HANDOFF_COOKIE, REFRESH_COOKIE } from '../modules/auth/auth.routes.js';
import { sessionsRoutes } from '../modules/auth/sessions.routes.js';
import { refdataRoutes } from '../modules/refdata/refdata.routes.js';
import { createRefdataService } from '../modules/refdata/refdata.service.js';
import { catalogRoutes } from '../modules/catalog/catalog.routes.js';
import { createCatalogService } from '../modules/catalog/catalog.service.js';
import { createCaches } from '../modules/cache/cache.js';
import { registerApiCache } from '../modules/cache/api-cache.js';
import { createUsersService } from '../modules/users/users.service.js';
import { usersRoutes } from '../modules/users/users.routes.js';
import { createPublicProfileService } from '../modules/users/public-profile.service.js';
import { publicProfileRoutes } from '../modules/users/public-profile.routes.js';
import { createProfilePhotoService } from '../modules/files/profile-photo.service.js';
import { profilePhotoRoutes } from '../modules/files/profile-photo.routes.js';
import { metricsRoute, systemRoutes } from '../modules/system/system.routes.js';
import { registerWeb } from './web-handler.js';
import fastifyMultipart from '@fastify/multipart';
import fastifyCookie from '@fastify/cookie';
import { installSecurityHeaders } from '../lib/security-headers.js';
import fastifyStatic from '@fastify/static';
import path from 'node:path';
import { createStorageFromConfig, PUBLIC_FILES_PREFIX } from '../ports/storage.js';
import { createPhotoCheck } from '../modules/files/photo-check.js';
import { createDocumentCheck } from '../modules/files/document-check.js';
import { createFilesService } from '../modules/files/files.service.js';
import { filesRoutes } from '../modules/files/files.routes.js';
import { createBusinessesService } from '../modules/businesses/businesses.service.js';
import { businessesRoutes } from '../modules/businesses/businesses.routes.js';
import { createInvitationsService } from '../modules/businesses/invitations.service.js';
import { createProductsService } from '../modules/products/products.service.js';
import { productsRoutes } from '../modules/products/products.routes.js';
import { createSocial } from '../modules/social/social.js';
import { listenForNewPosts } from '../modules/social/feed-live.js';
import { socialRoutes } from '../modules/social/social.routes.js';
import type { Notify } from '../modules/notifications/notify.js';
import { createEventBus } from '../core/events.js';
import { createBlockPolicy } from '../core/block-policy.js';
import { listenForNotifications } from '../modules/notifications/notifications.listeners.js';
import { listenForResponsiveness } from '../modules/responsiveness/responsiveness.js';
import { createNotificationsService } from '../modules/notifications/notifications.service.js';
import { notificationsRoutes } from '../modules/notifications/notifications.routes.js';
import { createSearchService } from '../modules/search/search.service.js';
import { createPostgresSearchEngine } from '../modules/search/postgres-search-engine.js';
import type { Invalidate } from '../core/cache-tags.js';
import { searchRoutes, userSearchRoute } from '../modules/search/search.routes.js';
import { createNeedHelpService } from '../modules/needhelp/needhelp.service.js';
import { needHelpRoutes, needHelpStaffRoutes } from '../modules/needhelp/needhelp.routes.js';
import { staffRoutes } from '../modules/staff/staff.routes.js';
import { seoRoutes } from '../modules/seo/seo.routes.js';
import { createSeoService } from '../modules/seo/seo.service.js';
import { loadJwtSecret } from '../modules/auth/secret.js';
import { createPubSub } from '../ports/pubsub.js';
import { createOpenSessions, OPEN_SESSIONS_KEPT } from '../modules/auth/open-sessions.js';
import { createLiveService } from '../modules/live/live.service.js';
import { liveRoutes } from '../modules/live/live.routes.js';
import { createMemberships } from '../modules/memberships/memberships.js';
import {
  API_KEY_REQUESTS_PER_MINUTE,
  DATA_EXPORTS_PER_DAY,
  INSIGHTS_LIMITS,
  REPORTS_PER_DAY,
  SANDBOX_CARD_FORM_PATH,
} from '@wbn/contract';
import { createRequests } from '../modules/requests/requests.js';
import { requestsRoutes } from '../modules/requests/requests.routes.js';

export type AppOptions = {
  config: Config;
  database: Database;
  /** Serve the built web app from this folder (omit in API tests). */
  webBuildDir?: string;
  logger?: boolean;
  /** Raises notifications (tests pass a recorder); nothing until the notifications module is wired. */
  notify?: Notify;
};

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    // JSON lines; each line of a request (or job) carries its id, credentials never appear (decision 0022).
    logger:
      opts.logger === false
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
  });
  app.addHook('onRequest', (req, _reply, done) => {
    enterLogContext({ reqId: req.id });
    done();
  });
  // Every route, for 405 and its Allow header on a known path asked with another method.
  const routes = createRouteIndex();
  // The routes a business's API key may call: a browser's preflight for them is answered (decision 0035).
  const keyRoutes = createRouteIndex();
  app.addHook('onRoute', (r) => {
    routes.add(r.method, r.url);
    if (r.config?.apiKey) keyRoutes.add(r.method, r.url);
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.header('x-request-id', req.id);
    done(null, payload);
  });
  // Request durations per route pattern and status, and the caches' hits (GET /metrics).
  const metrics = createMetrics();
  app.addHook('onResponse', (req, reply, done) => {
    metrics.observeRequest(req.method, req.routeOptions.url ?? 'unknown', reply.statusCode, reply.elapsedTime / 1000);
    const page = reply.getHeader('x-page-cache');
    if (page) metrics.observeCache('page', String(page));
    const api = reply.getHeader('x-api-cache');
    if (api) metrics.observeCache('api', String(api));
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  // Answers go out through their route's response schema; in tests, one the schema would change is a fault (decision 0025).
  app.setSerializerCompiler(createResponseSerializer({ strict: config.NODE_ENV === 'test' }));
  installErrorHandling(app, config.BODY_LIMIT_BYTES);

  // A command waits at most 2 s (queued while reconnecting): with Redis away, requests answer 503 instead of hanging.
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2, commandTimeout: 2000 })
    : undefined;
  if (redis) {
    // ioredis reconnects by itself; while Redis is away, commands fail and requests answer 503 (lib/unavailable.ts).
    redis.on('error', (err: Error) => app.log.warn({ err }, 'redis connection error'));
    app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  }

  const db = database.db;
  // The durable job queue (decision 0022): every e-mail and scheduled run goes through it; each process runs a worker.
  const queue = createJobQueue({
    db,
    log: app.log,
    concurrency: config.JOBS_CONCURRENCY,
    pollMs: config.JOBS_POLL_MS,
    backoffBaseMs: config.JOBS_BACKOFF_BASE_MS,
    backoffMaxMs: config.JOBS_BACKOFF_MAX_MS,
    observe: metrics.observeJob,
  });
  app.decorate('jobs', queue);
  const jobs = createJobsService({ db, queue, keepDoneDays: config.JOBS_KEEP_DONE_DAYS });
  const smtp = config.mailTransport === 'smtp' && config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : undefined;
  const lifecycle = { shuttingDown: false };
  app.decorate('lifecycle', lifecycle);
  const secret = config.JWT_SECRET ?? (await loadJwtSecret(db));
  // Every e-mail leaves as text and HTML; mail a member can stop carries a signed one-click unsubscribe (decision 0031).
  const unsubscribeTokens = createUnsubscribeTokens(secret);
  const renderMail = createMailRenderer({
    publicUrl: config.PUBLIC_URL,
    from: config.MAIL_FROM,
    tokens: unsubscribeTokens,
  });
  defineMailDelivery({ db, queue, smtp, from: config.MAIL_FROM, log: app.log, render: renderMail });
  const signer = createTokenSigner(secret, config.ACCESS_TOKEN_TTL_SECONDS);
  const limiters = createLimiterFactory(redis, config.RATE_LIMIT_NAMESPACE);
  // Rendered public pages and public API reads (decision 0019); services invalidate after writes.
  const caches = createCaches(config, redis, app.log);
  // The search engine (decision 0020) hears of the same writes as the caches.
  const searchEngine = createPostgresSearchEngine(db);
  const invalidate: Invalidate = async (tags) => {
    await Promise.all([caches.invalidate(tags), searchEngine.changed(tags)]);
  };
  // The live channel (decision 0013): streams end before the server closes (an open one would hold it open).
  const pubsub = createPubSub(redis, config.RATE_LIMIT_NAMESPACE, app.log);
  app.addHook('onClose', async () => pubsub.close());
  const live = createLiveService({ db, pubsub, secret, log: app.log });
  await live.start();
  app.addHook('preClose', async () => live.close());
  app.decorate('live', live);
  // The event seam (decision 0023): modules announce what happened; listeners run as jobs.
  const events = createEventBus(queue);
  // A block holds on every path to the blocker (decision 0056): the one check every feature whose writes reach another member calls, and the notifications' filter.
  const blocks = createBlockPolicy(db);
  // Notifications hear the events that someone should be told about (tests may pass a recorder as `notify`).
  const notifications = createNotificationsService({
    db,
    live,
    log: app.log,
    queue,
    publicUrl: config.PUBLIC_URL,
    blocks,
  });
  const notificationSettings = createNotificationSettingsService({ db, tokens: unsubscribeTokens });
  app.decorate('digest', createDigest({ db, queue, publicUrl: config.PUBLIC_URL }));
  const notify: Notify = opts.notify ?? notifications.notify;
  app.decorate('notify', notify);
  listenForNotifications({ db, events, notify });
  // How fast businesses answer (decision 0039), from the inquiry and RFQ events.
  listenForResponsiveness({ db, events, queue, invalidate });
  // Two-factor sign-in (decision 0032): the app secrets sealed with a key of the server's.
  const twoFactor = createTwoFactor({
    db,
    box: createSecretBox(secret, 'two-factor'),
    attempts: limiters('two-factor-user', config.RATE_LIMIT_TWO_FACTOR_PER_15_MIN, 900),
    // Wrong codes of sign-in challenges (decision 0058): per account and address, and a higher ceiling per account.
    signIn: {
      pair: limiters('two-factor-fail-pair', config.RATE_LIMIT_TWO_FACTOR_PER_15_MIN, 900),
      account: limiters('two-factor-fail-account', config.RATE_LIMIT_TWO_FACTOR_ACCOUNT_CEILING, 900),
    },
  });
  // API keys of businesses (decision 0035): the guards check a bearer `wbn_…` here; the manager check runs per request.
  const apiKeys = createApiKeysService({
    db,
    queue,
    businesses: { requireManager: (businessId, userId) => businesses.requireManager(businessId, userId) },
    perKey: limiters('api-key', API_KEY_REQUESTS_PER_MINUTE, 60),
  });
  // A request with a key acts only for the key's business; every use is logged for the business's owner (decision 0035).
  app.addHook('preHandler', bindApiKeyToBusiness);
  // Any origin may read public reads and the routes a key may call; nothing that carries a cookie (decision 0054).
  app.addHook('onSend', (req, reply, payload, done) => {
    crossOriginRead(req, reply, apiKeyRuleOf(req) !== undefined);
    done(null, payload);
  });
  app.addHook('onResponse', (req, reply, done) => {
    const key = req.apiKey;
    if (key) {
      apiKeys
        .recordUse({
          keyId: key.keyId,
          method: req.method,
          route: req.routeOptions.url ?? 'unknown',
          status: reply.statusCode,
          ip: req.ip ?? null,
        })
        .catch((err: unknown) => req.log.warn({ err }, 'could not log an API key use'));
    }
    done();
  });
  // Sessions lately found open (decision 0049): each closing is heard by every process over pub/sub.
  const openSessions = createOpenSessions({
    pubsub,
    ttlMs: config.SESSION_CACHE_SECONDS * 1000,
    max: OPEN_SESSIONS_KEPT,
    log: app.log,
  });
  await openSessions.start();
  const auth = createAuthService({
    apiKeys: { authenticateKey: apiKeys.authenticate },
    openSessions,
    db,
    signer,
    twoFactor,
    staffRequireTwoFactor: config.staffRequireTwoFactor,
    deletionGraceDays: config.ACCOUNT_DELETION_GRACE_DAYS,
    events,
    queue,
    limiters,
    log: app.log,
    refreshTtlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
    publicUrl: config.PUBLIC_URL,
    limits: {
      loginPerIp: config.RATE_LIMIT_LOGIN_PER_IP,
      loginPerAccount: config.RATE_LIMIT_LOGIN_PER_ACCOUNT,
      loginAccountCeiling: config.RATE_LIMIT_LOGIN_ACCOUNT_CEILING,
      registerPerIp: config.RATE_LIMIT_REGISTER_PER_IP,
      windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
      verifyEmailPerHour: config.RATE_LIMIT_VERIFY_EMAIL_PER_HOUR,
      signInLinksPerHour: config.RATE_LIMIT_SIGN_IN_LINKS_PER_HOUR,
      loginWaitAfter: config.RATE_LIMIT_LOGIN_WAIT_AFTER,
      stepUpPerAccount: config.RATE_LIMIT_STEP_UP_PER_ACCOUNT,
    },
    emailVerification: { required: config.requireEmailVerification, unverifiedDays: config.UNVERIFIED_ACCOUNT_DAYS },
  });
  const storage = createStorageFromConfig(config);
  const photoCheck = createPhotoCheck(db, storage.publicPrefix);
  const documentCheck = createDocumentCheck(db, storage.publicPrefix);
  const users = createUsersService(db, photoCheck, invalidate);
  // The businesses module's manager check (businesses is built just below; the check runs per request).
  const files = createFilesService({
    db,
    storage,
    secret,
    requireManager: async (businessId, userId) => void (await businesses.requireManager(businessId, userId)),
  });
  const publicProfiles = createPublicProfileService(db);
  const profilePhotos = createProfilePhotoService({
    db,
    files,
    storage,
    checkPhoto: photoCheck,
    setProfilePhoto: users.setProfilePhoto,
  });
  // A person who stops managing a business loses its API keys for good, in the same transaction (decision 0059).
  const businesses = createBusinessesService(db, photoCheck, invalidate, events, apiKeys.retireKeysOf);
  const invitations = createInvitationsService({
    db,
    businesses,
    queue,
    events,
    limiter: limiters('invites-owner', config.RATE_LIMIT_INVITES_PER_HOUR, 3600),
    publicUrl: config.PUBLIC_URL,
    blocks,
  });
  const products = createProductsService(db, businesses, photoCheck, invalidate, events);
  // Catalogues in bulk (decision 0037): CSV and XLSX import and export.
  const catalogue = createCatalogueService({ db, businesses, events, invalidate });
  const social = createSocial({
    db,
    checkPhoto: photoCheck,
    limiters,
    events,
    invalidate,
    blocks,
    limits: {
      postsPerHour: config.RATE_LIMIT_POSTS_PER_HOUR,
      commentsPerHour: config.RATE_LIMIT_COMMENTS_PER_HOUR,
      followsPerHour: config.RATE_LIMIT_FOLLOWS_PER_HOUR,
      connectionsPerHour: config.RATE_LIMIT_CONNECTIONS_PER_HOUR,
    },
  });
  // The open newsfeed hears of new posts (decision 0045): a live event to the author's audience, sent by a job.
  listenForNewPosts({ db, events, live });
  // Inquiries and the message center (decision 0017): live events to both sides, a notification and mail for a new inquiry.
  const requests = createRequests({
    db,
    live,
    events,
    queue,
    limiters,
    blocks,
    publicUrl: config.PUBLIC_URL,
    log: app.log,
    limits: {
      inquiriesPerHour: config.RATE_LIMIT_INQUIRIES_PER_HOUR,
      messagesPerHour: config.RATE_LIMIT_CHAT_MESSAGES_PER_HOUR,
      messagesPerMinute: config.RATE_LIMIT_CHAT_MESSAGES_PER_MINUTE,
    },
  });
  // A member's data (decision 0033): the export ZIP, made by a job.
  const privacy = createPrivacyService({
    db,
    queue,
    events,
    storage,
    invalidate,
    publicUrl: config.PUBLIC_URL,
    exportsPerDay: limiters('data-exports-user', DATA_EXPORTS_PER_DAY, 24 * 3600),
    endAllSessions: auth.endAllSessions,
  });
  // Webhooks of businesses (decision 0036): deliveries on the job queue, signed, to public addresses only.
  const webhooks = createWebhooksService({
    db,
    queue,
    events,
    box: createSecretBox(secret, 'webhooks'),
    businesses: { requireManager: (businessId, userId) => businesses.requireManager(businessId, userId) },
    allowPrivate: config.WEBHOOKS_ALLOW_PRIVATE_URLS,
    httpsOnly: config.PUBLIC_URL.startsWith('https:'),
    retryBaseMs: config.WEBHOOK_RETRY_BASE_MS,
    sends: limiters('webhook-sends', config.RATE_LIMIT_WEBHOOK_SENDS_PER_HOUR, 3600),
    publicUrl: config.PUBLIC_URL,
    pubsub,
    log: app.log,
  });
  await webhooks.start();
  // Safety (decision 0034): reports, blocks, moderation; a suspension ends the member's sessions through the auth service.
  const safety = createSafetyService({
    db,
    queue,
    events,
    invalidate,
    publicUrl: config.PUBLIC_URL,
    reportsPerDay: limiters('reports-user', REPORTS_PER_DAY, 24 * 3600),
    endAllSessions: auth.endAllSessions,
  });
  // Requests for quotation (decision 0038): matching, quotes and awards tell others through events.
  const rfq = createRfq({ db, events, queue, checkPhoto: photoCheck, checkDocument: documentCheck, blocks });
  // Saved searches (decision 0041): new businesses, products and public requests matched against them, alerts by event.
  const savedSearches = createSavedSearches({ db, events, queue });
  // Insights for owners (decision 0040): what browsers report, held in memory and written in bulk; written out when the app closes.
  // One address counts once per business and day, and reports at most INSIGHTS_LIMITS.eventsPerAddressPerMinute events a minute (decision 0061).
  const insights = createInsights({
    db,
    queue,
    log: app.log,
    requireManager: (businessId, userId) => businesses.requireManager(businessId, userId),
    perAddress: limiters('insight-events-ip', INSIGHTS_LIMITS.eventsPerAddressPerMinute, 60),
  });
  app.decorate('insights', { flush: insights.flush });
  app.addHook('onClose', async () => insights.flush());
  const catalog = createCatalogService(db);
  const search = createSearchService(db, searchEngine, async () => (await catalog.fullTree()).tree);
  const needHelp = createNeedHelpService({
    db,
    queue,
    limiter: limiters('needhelp-ip', config.RATE_LIMIT_ENQUIRY_PER_IP, 3600),
    staffEmail: config.STAFF_EMAIL,
  });
  // Memberships, payments, verification and the staff area (decision 0018).
  const memberships = createMemberships({
    db,
    config,
    secret,
    auth,
    businesses,
    checkPhoto: photoCheck,
    events,
    queue,
    log: app.log,
  });
  await memberships.start(app);

  // The worker starts once the app is ready and stops first when it closes (running jobs finish or are given back).
  metrics.sources.jobs = jobs.stats;
  metrics.sources.liveStreams = live.streams;
  metrics.sources.pool = database.poolStats;
  if (config.JOBS_WORKER) app.addHook('onReady', async () => queue.start());
  app.addHook('onClose', async () => queue.stop(config.JOBS_STOP_GRACE_MS));
  app.addHook('onClose', async () => smtp?.close());
  const { basePolicy } = await installSecurityHeaders(app, {
    publicUrl: config.PUBLIC_URL,
    imageOrigins: storage.kind === 's3' ? [new URL(storage.publicPrefix).origin] : [],
    uploadOrigins:
      storage.kind === 's3' ? [new URL((await storage.presignPost('csp-probe', 'image/png', 1, 60)).url).origin] : [],
    payments: { stripeJs: memberships.usesStripeJs, framedBySelf: [SANDBOX_CARD_FORM_PATH] },
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
        // Uploaded documents (PDF) download under their stored name instead of opening on this origin (decision 0038).
        if (filePath.endsWith('.pdf'))
          res.header(
            'content-disposition',
            `attachment; filename="${path.basename(filePath).replace(/[^A-Za-z0-9._-]/g, '_')}"`,
          );
      },
    });
  }

  // One OpenAPI 3.1 document from the routes' zod schemas (decision 0025): /api/openapi.json, browsable at /api/docs
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

  // ETag on every successful read, 304 for If-None-Match (lib/etag.ts); the limits a request met in RateLimit headers.
  installEtags(app);
  installRateLimitHeaders(app);
  // Reads per address (core/public-read-limit.ts): a page's in-process API calls carry this process's key and count once, as the page.
  const inProcessKey = randomBytes(24).toString('base64url');
  installPublicReadLimit(
    app,
    config.RATE_LIMIT_PUBLIC_READS_PER_MINUTE
      ? limiters('public-reads', config.RATE_LIMIT_PUBLIC_READS_PER_MINUTE, 60)
      : undefined,
    inProcessKey,
  );

  // Anonymous public reads answered from the cache, invalidated with the pages (decision 0019).
  if (config.PAGE_CACHE) registerApiCache(app, caches.store, config.PAGE_CACHE_TTL_SECONDS);
  // Answers over 1 KB in brotli or gzip when the client takes them; after the hooks above, which read the plain body.
  installCompression(app);
  await app.register(
    async (api) => {
      await api.register(
        systemRoutes({ database, storage, queueReachable: jobs.reachable, shuttingDown: () => lifecycle.shuttingDown }),
      );
      await api.register(refdataRoutes(createRefdataService(db)), { prefix: '/ref-data' });
      await api.register(catalogRoutes(catalog), { prefix: '/catsys' });
      await api.register(usersRoutes(auth, users), { prefix: '/user' });
      await api.register(sessionsRoutes(auth, auth), { prefix: '/user' });
      await api.register(notificationSettingsRoutes(auth, notificationSettings), { prefix: '/user' });
      await api.register(twoFactorRoutes(auth, twoFactor, auth), { prefix: '/user' });
      await api.register(privacyRoutes(auth, privacy), { prefix: '/user' });
      await api.register(accountDeletionRoutes(auth, auth), { prefix: '/user' });
      await api.register(blockRoutes(auth, safety), { prefix: '/user' });
      await api.register(reportRoutes(auth, safety));
      await api.register(rfqRoutes(auth, rfq));
      await api.register(savedSearchesRoutes(auth, savedSearches), { prefix: '/user' });
      await api.register(insightsRoutes(auth, insights.service));
      await api.register(publicProfileRoutes(publicProfiles), { prefix: '/user' });
      await api.register(profilePhotoRoutes(auth, profilePhotos), { prefix: '/user' });
      await api.register(filesRoutes(auth, files), { prefix: '/files' });
      await api.register(businessesRoutes(auth, businesses, invitations), { prefix: '/business' });
      await api.register(apiKeysRoutes(auth, apiKeys), { prefix: '/business' });
      await api.register(webhooksRoutes(auth, webhooks), { prefix: '/business' });
      await api.register(catalogueRoutes(auth, catalogue), { prefix: '/business' });
      await api.register(requestsRoutes(auth, requests), { prefix: '/business' });
      await api.register(productsRoutes(auth, products), { prefix: '/product' });
      await api.register(socialRoutes(auth, social));
      await api.register(searchRoutes(search), { prefix: '/search' });
      await api.register(userSearchRoute(search), { prefix: '/user' });
      await api.register(needHelpRoutes(auth, needHelp), { prefix: '/needhelp' });
      await api.register(liveRoutes(auth, live), { prefix: '/live' });
      await api.register(notificationsRoutes(auth, notifications), { prefix: '/notifications' });
      await api.register(memberships.apiRoutes);
      await api.register(jobsRoutes(jobs, requireStaff(auth)), { prefix: '/staff/jobs' });
      await api.register(moderationRoutes(safety, requireStaff(auth)), { prefix: '/staff' });
      await api.register(needHelpStaffRoutes(auth, needHelp), { prefix: '/staff' });
      await api.register(
        staffRoutes(auth, {
          pendingVerifications: memberships.verification.pendingCount,
          payments: memberships.memberships.paymentsCount,
          enquiries: needHelp.count,
          openReports: safety.openReportCount,
        }),
        { prefix: '/staff' },
      );
      // An unknown API path is 404; a known one asked with a method it does not take is 405 with Allow.
      // Left out of the document: it answers every unknown path, it is not an operation (decision 0025).
      api.all('/*', { schema: { hide: true } }, async (req, reply) => {
        const path = req.url.split('?')[0];
        const keyMethods = req.method === 'OPTIONS' ? keyRoutes.allowed(path) : [];
        if (keyMethods.length) {
          // A browser on another origin asks before calling a key route: any origin, no credentials.
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
    },
    { prefix: '/api' },
  );
  await app.register(
    authRoutes(auth, {
      secureCookies: config.PUBLIC_URL.startsWith('https:'),
      refreshTtlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
    }),
    { prefix: '/auth' },
  );
  await app.register(seoRoutes(createSeoService(db, config.PUBLIC_URL)));
  await app.register(unsubscribeRoutes(notificationSettings));
  await app.register(metricsRoute(metrics, config.METRICS_TOKEN));
  await app.register(memberships.rootRoutes);

  if (opts.webBuildDir)
    await registerWeb(app, opts.webBuildDir, config.PUBLIC_URL, {
      catalog,
      pageCache: caches.pageCache,
      basePolicy,
      siteContact: config.contact,
      inProcessKey,
    });
  return app;
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** The job queue (tests drain it: `await app.jobs.drain()`). */
    jobs: JobQueue;
    /** Set by main.ts when SIGTERM arrives: the readiness check answers 503 from then on. */
    lifecycle: { shuttingDown: boolean };
    /** Insights' counts held in memory (tests write them out: `await app.insights.flush()`). */
    insights: { flush: () => Promise<void> };
  }
}
