/** /api/subscription/*: plans, the membership screen, quotes, checkout, receipts and the provider's webhook (decision 0018). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MEMBERSHIP_MSG,
  MEMBERSHIP_RESPONSES as R,
  okEnvelope,
  webhookHeaders,
  ZBusinessIDParams,
  ZQuoteQuery,
  ZReceiptParams,
  ZSubscribeRequest,
  ZWebhookReceived,
} from '@wbn/contract';
import { AppError } from '../../lib/errors.js';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import { WebhookSignatureError } from '../../ports/payments.js';
import type { Authenticator } from '../../core/auth.js';
import { currentUser, requireUser } from '../../core/auth.js';
import type { MembershipsService } from './memberships.service.js';

const tags = ['memberships'];
const WEBHOOK_BODY_LIMIT = 512 * 1024;
/** The provider's event, read as bytes (its signature covers them exactly): documented, never validated by a schema. */
const webhookEvent = {
  contentType: 'application/json',
  description:
    "The payment provider's event, exactly as it signed it (Stripe's event, or the sandbox provider's `{id, type, payment}`); at most 512 KiB.",
  schema: {
    type: 'object',
    properties: { id: { type: 'string' }, type: { type: 'string' } },
    additionalProperties: true,
  },
};

export function membershipsRoutes(auth: Authenticator, memberships: MembershipsService, signatureHeader: string) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const member = { onRequest: requireUser(auth) };

    r.get(
      '/setup',
      {
        schema: op({
          id: 'getSubscriptionSetup',
          summary: "The plans, and the payment provider's publishable key and card form",
          tags,
          access: 'public',
          response: { 200: R.setup },
        }),
      },
      async () => ok(await memberships.setup()),
    );
    r.get(
      '/business/:businessID',
      {
        ...member,
        schema: op({
          id: 'getMembershipState',
          summary:
            "A business's membership screen: its tier, running period, verification and the higher plans priced for today (owner or admin)",
          tags,
          access: 'member',
          params: ZBusinessIDParams,
          response: { 200: R.state },
          errors: [403, 404],
        }),
      },
      async (req) => ok(await memberships.state(req.params.businessID, currentUser(req).userID)),
    );
    r.get(
      '/quote',
      {
        ...member,
        schema: op({
          id: 'getMembershipQuote',
          summary:
            'What an upgrade to a higher plan costs today, less the unused part of the current one, with a fresh checkout id (owner)',
          tags,
          access: 'member',
          querystring: ZQuoteQuery,
          response: { 200: R.quote },
          errors: [403, 404],
        }),
      },
      async (req) => ok(await memberships.quote(req.query.businessID, req.query.planId, currentUser(req).userID)),
    );
    r.post(
      '/subscribe',
      {
        ...member,
        schema: op({
          id: 'subscribe',
          summary:
            'Pay for a higher plan with a payment method of the provider (owner): paid, or the card holder must confirm (3-D Secure)',
          tags,
          access: 'member',
          body: ZSubscribeRequest,
          response: { 200: R.subscribe },
          errors: [402, 403, 404, 409, 503],
        }),
      },
      async (req) => ok(await memberships.subscribe(currentUser(req).userID, req.body)),
    );
    r.get(
      '/business/:businessID/receipts',
      {
        ...member,
        schema: op({
          id: 'listReceipts',
          summary: "A business's receipts, newest first (owner)",
          tags,
          access: 'member',
          params: ZBusinessIDParams,
          response: { 200: R.receipts },
          errors: [403, 404],
        }),
      },
      async (req) => ok(await memberships.receipts(req.params.businessID, currentUser(req).userID)),
    );
    r.get(
      '/receipts/:receiptID',
      {
        ...member,
        schema: op({
          id: 'getReceipt',
          summary: 'One receipt (the owner of its business, or staff)',
          tags,
          access: 'member',
          params: ZReceiptParams,
          response: { 200: R.receipt },
          errors: [404],
        }),
      },
      async (req) => {
        const { userID } = currentUser(req);
        return ok(await memberships.receipt(req.params.receiptID, userID, await auth.isStaff(userID)));
      },
    );

    // The provider's webhook: the raw body, exactly as signed, for this one route.
    await app.register(async (raw) => {
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) =>
        done(null, body),
      );
      raw.withTypeProvider<ZodTypeProvider>().post(
        '/webhook',
        {
          schema: op({
            id: 'receivePaymentWebhook',
            summary: "The payment provider's events (a payment succeeded or failed)",
            description: `The raw JSON event, signed in the \`${signatureHeader}\` header. A bad or missing signature (or a body that is not JSON) answers 400; the provider retries anything but 200.`,
            tags,
            access: 'public',
            headers: webhookHeaders(signatureHeader),
            rawBody: webhookEvent,
            response: { 200: okEnvelope(ZWebhookReceived) },
            errors: [413],
          }),
        },
        async (req) => {
          const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
          const sig = req.headers[signatureHeader];
          try {
            return ok(await memberships.webhook(body, Array.isArray(sig) ? sig[0] : sig));
          } catch (e) {
            if (e instanceof WebhookSignatureError || e instanceof SyntaxError)
              throw new AppError('ValidationError', MEMBERSHIP_MSG.webhookSignature, {
                [signatureHeader]: MEMBERSHIP_MSG.webhookSignature,
              });
            throw e;
          }
        },
      );
    });
  };
}
