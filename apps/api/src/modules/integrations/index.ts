/**
 * The integrations module's front door (decisions 0035, 0036, 0059, 0066): a business's API keys
 * (checked for a bearer `wbn_…`, bound to their business, every use logged) and its signed
 * webhooks (deliveries on the job queue, to public addresses only), and their routes.
 */
import { API_KEY_REQUESTS_PER_MINUTE } from '@wbn/contract';
import { bindApiKeyToBusiness } from '../../core/auth.js';
import type { BusinessAccess, ManagerLeft } from '../../core/collaborators.js';
import type { ApiModule } from '../../core/module.js';
import type { Platform } from '../../core/platform.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { apiKeysRepo } from './api-keys.repo.js';
import { apiKeysRoutes } from './api-keys.routes.js';
import { createApiKeysService } from './api-keys.service.js';
import { webhooksRoutes } from './webhooks.routes.js';
import { createWebhooksService } from './webhooks.service.js';

/**
 * The person stopped managing the business (removed, left, made a plain member): the keys they
 * created for it are revoked, in the caller's transaction, and stay so if they come back (decision 0059).
 */
export const retireApiKeysOf: ManagerLeft = async (tx, businessId, userId) =>
  void (await apiKeysRepo.revokeByCreator(tx, businessId, userId));

export async function createIntegrationsModule(
  p: Platform,
  needs: { businesses: Pick<BusinessAccess, 'requireManager'> },
) {
  const c = p.config;
  const apiKeys = createApiKeysService({
    db: p.db,
    queue: p.queue,
    businesses: needs.businesses,
    perKey: p.limiters('api-key', API_KEY_REQUESTS_PER_MINUTE, 60),
  });
  const webhooks = createWebhooksService({
    db: p.db,
    queue: p.queue,
    box: createSecretBox(p.secret, 'webhooks'),
    businesses: needs.businesses,
    allowPrivate: c.WEBHOOKS_ALLOW_PRIVATE_URLS,
    httpsOnly: c.PUBLIC_URL.startsWith('https:'),
    retryBaseMs: c.WEBHOOK_RETRY_BASE_MS,
    sends: p.limiters('webhook-sends', c.RATE_LIMIT_WEBHOOK_SENDS_PER_HOUR, 3600),
    publicUrl: c.PUBLIC_URL,
    pubsub: p.pubsub,
    log: p.log,
  });
  webhooks.listen(p.events);
  await webhooks.start();
  return {
    name: 'integrations',
    /** The account service's check of a bearer `wbn_…`. */
    authenticateKey: apiKeys.authenticate,
    api: (auth) => [
      { plugin: apiKeysRoutes(auth, apiKeys), prefix: '/business' },
      { plugin: webhooksRoutes(auth, webhooks), prefix: '/business' },
    ],
    // A request with a key acts only for the key's business; every use is logged for the business's owner.
    edge: (app) => {
      // A request without a key (every page and file) passes without a promise of its own (decision 0084).
      app.addHook('preHandler', (req, _reply, done) => {
        if (!req.apiKey) return done();
        bindApiKeyToBusiness(req).then(() => done(), done);
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
    },
  } satisfies ApiModule & Record<string, unknown>;
}
