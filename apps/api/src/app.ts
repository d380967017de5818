/**
 * Builds the Fastify app: API under /api, the account service under /auth, the web app for
 * every other path. Tests build it with `buildApp` and call it without listening.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { installErrorHandling } from './lib/http.js';
import { createMailer } from './ports/mail.js';
import { createLimiterFactory } from './ports/rate-limiter.js';
import { createTokenSigner } from './modules/auth/tokens.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { refdataRoutes } from './modules/refdata/refdata.routes.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { createUsersService } from './modules/users/users.service.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { registerWeb } from './web-handler.js';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import path from 'node:path';
import { createStorageFromConfig, PUBLIC_FILES_PREFIX } from './ports/storage.js';
import { createPhotoCheck } from './modules/files/photo-check.js';
import { createFilesService } from './modules/files/files.service.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { createBusinessesService } from './modules/businesses/businesses.service.js';
import { businessesRoutes } from './modules/businesses/businesses.routes.js';
import { createProductsService } from './modules/products/products.service.js';
import { productsRoutes } from './modules/products/products.routes.js';
import { createReactionsService } from './modules/social/reactions.service.js';
import { reactionsRoutes } from './modules/social/reactions.routes.js';
import { createSearchService } from './modules/search/search.service.js';
import { searchRoutes, userSearchRoute } from './modules/search/search.routes.js';
import { createNeedHelpService } from './modules/needhelp/needhelp.service.js';
import { needHelpRoutes } from './modules/needhelp/needhelp.routes.js';
import { seoRoutes } from './modules/seo/seo.routes.js';
import { loadJwtSecret } from './modules/auth/secret.js';

export type AppOptions = {
  config: Config;
  database: Database;
  /** Serve the built web app from this folder (omit in API tests). */
  webBuildDir?: string;
  logger?: boolean;
};

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app, config.BODY_LIMIT_BYTES);

  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));

  const db = database.db;
  const mailer = createMailer({ db, log: app.log, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const secret = config.JWT_SECRET ?? (await loadJwtSecret(db));
  const signer = createTokenSigner(secret, config.ACCESS_TOKEN_TTL_SECONDS);
  const limiters = createLimiterFactory(redis, config.RATE_LIMIT_NAMESPACE);
  const auth = createAuthService({
    db,
    signer,
    mailer,
    limiters,
    refreshTtlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
    publicUrl: config.PUBLIC_URL,
    limits: {
      loginPerIp: config.RATE_LIMIT_LOGIN_PER_IP,
      loginPerAccount: config.RATE_LIMIT_LOGIN_PER_ACCOUNT,
      registerPerIp: config.RATE_LIMIT_REGISTER_PER_IP,
      windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
    },
  });
  const users = createUsersService(db);
  const storage = createStorageFromConfig(config);
  const files = createFilesService({ db, storage, secret });
  const businesses = createBusinessesService(db, createPhotoCheck(storage.publicPrefix));
  const products = createProductsService(db, businesses);
  const reactions = createReactionsService(db, businesses);
  const search = createSearchService(db);
  const needHelp = createNeedHelpService({
    db,
    mailer,
    limiter: limiters('needhelp-ip', config.RATE_LIMIT_ENQUIRY_PER_IP, 3600),
    staffEmail: config.STAFF_EMAIL,
  });

  await app.register(fastifyMultipart, { limits: { fileSize: 512 * 1024, files: 1 } });
  if (storage.localRoot) {
    await app.register(fastifyStatic, {
      root: path.resolve(storage.localRoot),
      prefix: PUBLIC_FILES_PREFIX,
      decorateReply: false,
      index: false,
      setHeaders: (res) => {
        res.header('cache-control', 'public, max-age=31536000, immutable');
        res.header('x-content-type-options', 'nosniff');
      },
    });
  }

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'WBN Miami API', version: '1.0.0', description: 'Business network and company directory API. Envelope: {success, data} or {success:false, error:{name, message, fields?}}.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(systemRoutes(database));
      await api.register(refdataRoutes(db), { prefix: '/ref-data' });
      await api.register(catalogRoutes(db), { prefix: '/catsys' });
      await api.register(usersRoutes(auth, users), { prefix: '/user' });
      await api.register(filesRoutes(auth, files, businesses), { prefix: '/files' });
      await api.register(businessesRoutes(auth, businesses), { prefix: '/business' });
      await api.register(productsRoutes(auth, products), { prefix: '/product' });
      await api.register(reactionsRoutes(auth, reactions), { prefix: '/social/reaction' });
      await api.register(searchRoutes(search), { prefix: '/search' });
      await api.register(userSearchRoute(search), { prefix: '/user' });
      await api.register(needHelpRoutes(auth, needHelp), { prefix: '/needhelp' });
      api.all('/*', async (req, reply) =>
        reply.status(404).send({ success: false, error: { name: 'NotFound', message: `No route ${req.method} ${req.url.split('?')[0]}` } }),
      );
    },
    { prefix: '/api' },
  );
  await app.register(authRoutes(auth), { prefix: '/auth' });
  await app.register(seoRoutes(db, config.PUBLIC_URL));

  if (opts.webBuildDir) await registerWeb(app, opts.webBuildDir);
  return app;
}
