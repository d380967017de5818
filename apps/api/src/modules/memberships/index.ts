/**
 * Assembles memberships for app.ts: the payment port (Stripe or the sandbox, as configured), the
 * memberships and verification services, their routes and the staff area's, the plans written
 * from PACKAGES, and the expiry run (a scheduled job every few minutes).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../core/jobs.js';
import type { PaymentPort } from '../../ports/payments.js';
import { createSandboxProvider, type SandboxProvider } from '../../ports/payments-sandbox.js';
import { createStripePayments } from '../../ports/payments-stripe.js';
import type { Authenticator } from '../../core/auth.js';
import type { BusinessAccess } from '../../core/collaborators.js';
import type { PhotoCheck } from '../../core/collaborators.js';
import type { EventBus } from '../../core/events.js';
import { membershipsStaffRoutes } from './memberships-staff.routes.js';
import { createMembershipsService } from './memberships.service.js';
import { membershipsRoutes } from './memberships.routes.js';
import { sandboxCardRoutes } from './sandbox-card.routes.js';
import { createVerificationService } from './verification.service.js';
import { verificationRoutes } from './verification.routes.js';

/** How often memberships past their expiry are ended. */
export const EXPIRY_RUN_MS = 5 * 60_000;
const EXPIRY_JOB = 'memberships.expire';

export type MembershipsModuleDeps = {
  db: Db;
  config: Config;
  secret: string;
  auth: Authenticator;
  businesses: BusinessAccess;
  checkPhoto: PhotoCheck;
  events: EventBus;
  queue: JobQueue;
  log?: FastifyBaseLogger;
  /** Tests: another provider behind the port. */
  payments?: PaymentPort;
};

export function createMemberships(d: MembershipsModuleDeps) {
  const c = d.config;
  const payments: PaymentPort =
    d.payments ??
    (c.paymentsProvider === 'stripe' && c.STRIPE_SECRET_KEY && c.STRIPE_PUBLISHABLE_KEY
      ? createStripePayments({
          secretKey: c.STRIPE_SECRET_KEY,
          publishableKey: c.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: c.STRIPE_WEBHOOK_SECRET,
          apiHost: c.STRIPE_API_HOST,
          protocol: c.STRIPE_API_PROTOCOL,
        })
      : createSandboxProvider({ db: d.db, secret: d.secret }));
  const sandbox = payments.provider === 'sandbox' ? (payments as SandboxProvider) : undefined;
  const verification = createVerificationService({
    db: d.db,
    businesses: d.businesses,
    checkPhoto: d.checkPhoto,
    events: d.events,
  });
  const memberships = createMembershipsService({
    db: d.db,
    payments,
    businesses: d.businesses,
    events: d.events,
    queue: d.queue,
    publicUrl: c.PUBLIC_URL,
    log: d.log,
    verificationOf: verification.lastOf,
  });

  return {
    payments,
    memberships,
    verification,
    /** Stripe.js origins go into the Content-Security-Policy only when Stripe is the provider. */
    usesStripeJs: payments.provider === 'stripe',

    /** Plans from PACKAGES, the expiry run, and the sandbox's events delivered to the webhook route. */
    async start(app: FastifyInstance) {
      await memberships.syncPlans();
      // Memberships past their expiry are ended by a scheduled job (the first run is due at start).
      d.queue.define(EXPIRY_JOB, async () => void (await memberships.expireDue()));
      d.queue.every(EXPIRY_JOB, EXPIRY_RUN_MS);
      if (sandbox) {
        sandbox.onEvent = async (rawBody, signature) => {
          const res = await app.inject({
            method: 'POST',
            url: '/api/subscription/webhook',
            payload: rawBody,
            headers: { 'content-type': 'application/json', [payments.signatureHeader]: signature },
          });
          if (res.statusCode !== 200) app.log.warn({ status: res.statusCode }, 'sandbox webhook delivery refused');
        };
      }
    },

    /** Under /api. */
    apiRoutes: async (api: FastifyInstance) => {
      await api.register(membershipsRoutes(d.auth, memberships, payments.signatureHeader), { prefix: '/subscription' });
      await api.register(verificationRoutes(d.auth, verification), { prefix: '/verification' });
      await api.register(membershipsStaffRoutes(d.auth, memberships, verification), { prefix: '/staff' });
    },

    /** At the site's root: the sandbox provider's card form and endpoints (none with Stripe). */
    rootRoutes: async (app: FastifyInstance) => {
      if (sandbox) await app.register(sandboxCardRoutes(sandbox));
    },
  };
}
export type MembershipsModule = ReturnType<typeof createMemberships>;
