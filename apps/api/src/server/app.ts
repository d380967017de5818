/**
 * Builds the Fastify app: API under /api, the account service under /auth, the web app for
 * every other path. Tests build it with `buildApp` and call it without listening.
 *
 * The app is the HTTP edge (server/edge.ts), the platform every module is built from
 * (server/platform.ts) and the list of feature modules below, each built by its front door
 * (`modules/<m>/index.ts`, decision 0066) from the platform and what it needs of the modules
 * before it. Which module hears which event: docs/ARCHITECTURE.md, "Who listens to what".
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { JobQueue } from '../core/jobs.js';
import type { EventBus } from '../core/events.js';
import type { ApiModule } from '../core/module.js';
import { createAuthModule } from '../modules/auth/index.js';
import { createBusinessesModule } from '../modules/businesses/index.js';
import { createCatalogModule } from '../modules/catalog/index.js';
import { createCertificatesModule } from '../modules/certificates/index.js';
import { createFilesModule } from '../modules/files/index.js';
import { createInsightsModule } from '../modules/insights/index.js';
import { createIntegrationsModule, retireApiKeysOf } from '../modules/integrations/index.js';
import { createJobsModule } from '../modules/jobs/index.js';
import { createLiveModule } from '../modules/live/index.js';
import { createMailModule } from '../modules/mail/index.js';
import { createMembershipsModule } from '../modules/memberships/index.js';
import { createNeedHelpModule } from '../modules/needhelp/index.js';
import { createNotificationsModule, type Notify } from '../modules/notifications/index.js';
import { createPrivacyModule } from '../modules/privacy/index.js';
import { createProductsModule } from '../modules/products/index.js';
import { createRefdataModule } from '../modules/refdata/index.js';
import { createRequestsModule } from '../modules/requests/index.js';
import { createResponsivenessModule } from '../modules/responsiveness/index.js';
import { createReviewsModule } from '../modules/reviews/index.js';
import { createRfqModule } from '../modules/rfq/index.js';
import { createSafetyModule } from '../modules/safety/index.js';
import { createSavedSearchesModule } from '../modules/saved-searches/index.js';
import { createFacetCountCache, createSearchModule } from '../modules/search/index.js';
import { createSeoModule } from '../modules/seo/index.js';
import { createSocialModule } from '../modules/social/index.js';
import { createStaffModule } from '../modules/staff/index.js';
import { createSystemModule } from '../modules/system/index.js';
import { createUsersModule } from '../modules/users/index.js';
import { fastifyOptions, installHttpEdge, installRequestEdge, unknownApiPath } from './edge.js';
import { createPlatform } from './platform.js';
import { registerWeb } from './web-handler.js';

export type AppOptions = {
  config: Config;
  database: Database;
  /** Serve the built web app from this folder (omit in API tests). */
  webBuildDir?: string;
  logger?: boolean;
  /** Raises notifications (tests pass a recorder); the notifications module's own otherwise. */
  notify?: Notify;
  /** The clock of schedules, leases, rate-limit windows and open sessions (tests move it; `Date.now` otherwise). */
  now?: () => number;
};

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify(fastifyOptions(config, opts.logger));
  const { platform: p, metrics, caches, engine } = await createPlatform(app, config, database, opts.now);
  const indexes = installRequestEdge(app, config, metrics);
  const lifecycle = { shuttingDown: false };

  // The modules, each after the ones it needs. Their routes are mounted below, once the account service exists.
  const mail = createMailModule(p);
  const live = await createLiveModule(p);
  const notifications = createNotificationsModule(p, { live: live.live, notify: opts.notify });
  const users = createUsersModule(p);
  const businesses = createBusinessesModule(p, { managerLeft: retireApiKeysOf });
  const requireManager = businesses.access.requireManager;
  const integrations = await createIntegrationsModule(p, { businesses: businesses.access });
  const auth = await createAuthModule(p, { authenticateKey: integrations.authenticateKey });
  const catalog = createCatalogModule(p);
  const needHelp = createNeedHelpModule(p);
  const safety = createSafetyModule(p, auth);
  const memberships = createMembershipsModule(p, { businesses: businesses.access });
  const jobs = createJobsModule(p);
  const reviews = createReviewsModule(p);
  const insights = createInsightsModule(p, { requireManager });
  const modules: ApiModule[] = [
    mail,
    live,
    notifications,
    createResponsivenessModule(p),
    users,
    businesses,
    integrations,
    auth,
    createFilesModule(p, { requireManager, setProfilePhoto: users.setProfilePhoto }),
    createProductsModule(p, { businesses: businesses.access }),
    createSocialModule(p, { live: live.live }),
    createRequestsModule(p, { live: live.live }),
    createPrivacyModule(p, auth),
    safety,
    createRfqModule(p),
    createSavedSearchesModule(p),
    reviews,
    createCertificatesModule(p),
    insights,
    catalog,
    createSearchModule(p, {
      engine,
      industryTree: async () => (await catalog.catalog.fullTree()).tree,
      // Counts of searches without words, dropped with the `search` tag (decision 0086).
      facetCache: createFacetCountCache(caches.store, config.PAGE_CACHE_TTL_SECONDS),
    }),
    needHelp,
    memberships,
    jobs,
    createStaffModule({
      pendingVerifications: memberships.pendingVerifications,
      payments: memberships.paymentsCount,
      enquiries: needHelp.enquiriesCount,
      openReports: safety.openReportCount,
      pendingReviews: reviews.pendingCount,
    }),
    createRefdataModule(p),
    createSeoModule(p),
    createSystemModule({
      database,
      storage: p.storage,
      queueReachable: jobs.reachable,
      shuttingDown: () => lifecycle.shuttingDown,
      metrics,
      metricsToken: config.METRICS_TOKEN,
    }),
  ];

  app.decorate('jobs', p.queue);
  app.decorate('events', p.events);
  app.decorate('lifecycle', lifecycle);
  app.decorate('live', live.live);
  app.decorate('notify', notifications.notify);
  app.decorate('digest', notifications.digest);
  app.decorate('insights', { flush: insights.flush });
  metrics.sources.jobs = jobs.stats;
  metrics.sources.liveStreams = live.live.streams;
  // Open streams end first; the worker starts once the app is ready and stops first when it closes.
  app.addHook('preClose', live.close);
  if (config.JOBS_WORKER) app.addHook('onReady', async () => p.queue.start());
  app.addHook('onClose', async () => p.queue.stop(config.JOBS_STOP_GRACE_MS));

  for (const m of modules) m.edge?.(app);
  for (const m of modules) await m.start?.(app);
  const { basePolicy, inProcessKey } = await installHttpEdge(app, {
    config,
    storage: p.storage,
    limiters: p.limiters,
    caches,
    usesStripeJs: memberships.usesStripeJs,
  });
  const guard = auth.auth;
  await app.register(
    async (api) => {
      for (const m of modules) for (const r of m.api?.(guard) ?? []) await api.register(r.plugin, { prefix: r.prefix });
      await api.register(unknownApiPath(indexes));
    },
    { prefix: '/api' },
  );
  for (const m of modules) for (const r of m.root?.(guard) ?? []) await app.register(r.plugin, { prefix: r.prefix });

  if (opts.webBuildDir)
    await registerWeb(app, opts.webBuildDir, config.PUBLIC_URL, {
      catalog: catalog.catalog,
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
    /** The event seam: who listens to what (docs/ARCHITECTURE.md's table is checked against it). */
    events: Pick<EventBus, 'heard' | 'listenersOf'>;
    /** Set by main.ts when SIGTERM arrives: the readiness check answers 503 from then on. */
    lifecycle: { shuttingDown: boolean };
    /** Insights' counts held in memory (tests write them out: `await app.insights.flush()`). */
    insights: { flush: () => Promise<void> };
  }
}
