/**
 * The memberships module's front door (decisions 0018, 0066): the payment port (Stripe or the
 * sandbox, as configured), the memberships and verification services, their routes and the staff
 * area's, the plans written from PACKAGES, and the expiry run (a scheduled job every few minutes).
 */
import type { FastifyInstance } from 'fastify';
import type { PaymentPort } from '../../ports/payments.js';
import { createSandboxProvider, type SandboxProvider } from '../../ports/payments-sandbox.js';
import { createStripePayments } from '../../ports/payments-stripe.js';
import type { BusinessAccess } from '../../core/collaborators.js';
import type { ApiModule } from '../../core/module.js';
import type { Platform } from '../../core/platform.js';
import { membershipsStaffRoutes } from './memberships-staff.routes.js';
import { createMembershipsService } from './memberships.service.js';
import { membershipsRoutes } from './memberships.routes.js';
import { sandboxCardRoutes } from './sandbox-card.routes.js';
import { createVerificationService } from './verification.service.js';
import { verificationRoutes } from './verification.routes.js';

/** How often memberships past their expiry are ended. */
export const EXPIRY_RUN_MS = 5 * 60_000;
const EXPIRY_JOB = 'memberships.expire';

export function createMembershipsModule(p: Platform, needs: { businesses: BusinessAccess }) {
  const c = p.config;
  const payments: PaymentPort =
    c.paymentsProvider === 'stripe' && c.STRIPE_SECRET_KEY && c.STRIPE_PUBLISHABLE_KEY
      ? createStripePayments({
          secretKey: c.STRIPE_SECRET_KEY,
          publishableKey: c.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: c.STRIPE_WEBHOOK_SECRET,
          apiHost: c.STRIPE_API_HOST,
          protocol: c.STRIPE_API_PROTOCOL,
        })
      : createSandboxProvider({ db: p.db, secret: p.secret });
  const sandbox = payments.provider === 'sandbox' ? (payments as SandboxProvider) : undefined;
  const verification = createVerificationService({
    db: p.db,
    businesses: needs.businesses,
    checkPhoto: p.checkPhoto,
    checkDocument: p.checkDocument,
    events: p.events,
  });
  const memberships = createMembershipsService({
    db: p.db,
    payments,
    businesses: needs.businesses,
    events: p.events,
    queue: p.queue,
    publicUrl: c.PUBLIC_URL,
    log: p.log,
    verificationOf: verification.lastOf,
  });
  memberships.listen(p.events);

  return {
    name: 'memberships',
    /** What the staff area counts. */
    pendingVerifications: verification.pendingCount,
    paymentsCount: memberships.paymentsCount,
    /** Stripe.js origins go into the Content-Security-Policy only when Stripe is the provider. */
    usesStripeJs: payments.provider === 'stripe',

    /** Plans from PACKAGES, the expiry run, and the sandbox's events delivered to the webhook route. */
    async start(app: FastifyInstance) {
      await memberships.syncPlans();
      // Memberships past their expiry are ended by a scheduled job (the first run is due at start).
      p.queue.define(EXPIRY_JOB, async () => void (await memberships.expireDue()));
      p.queue.every(EXPIRY_JOB, EXPIRY_RUN_MS);
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

    api: (auth) => [
      { plugin: membershipsRoutes(auth, memberships, payments.signatureHeader), prefix: '/subscription' },
      { plugin: verificationRoutes(auth, verification), prefix: '/verification' },
      { plugin: membershipsStaffRoutes(auth, memberships, verification), prefix: '/staff' },
    ],

    /** At the site's root: the sandbox provider's card form and endpoints (none with Stripe). */
    root: () => (sandbox ? [{ plugin: sandboxCardRoutes(sandbox) }] : []),
  } satisfies ApiModule & Record<string, unknown>;
}
