/** /api/subscription/*: plans, the membership screen, quotes, checkout, receipts and the provider's webhook (decision 0018). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEMBERSHIP_MSG, MEMBERSHIP_RESPONSES as R, ZQuoteQuery, ZSubscribeRequest } from '@wbn/contract';
import { AppError } from '../../lib/errors.js';
import { ok } from '../../lib/http.js';
import { WebhookSignatureError } from '../../ports/payments.js';
import type { Authenticator } from '../../core/auth.js';
import { currentUser, requireUser } from '../../core/auth.js';
import type { MembershipsService } from './memberships.service.js';

const tags = ['memberships'];
const businessParams = z.object({ businessID: z.string().max(64) });
const receiptParams = z.object({ receiptID: z.string().max(64) });
/** The webhook answers only this; the provider retries anything else. */
const received = z.object({ received: z.literal(true) });
const WEBHOOK_BODY_LIMIT = 512 * 1024;

export function membershipsRoutes(auth: Authenticator, memberships: MembershipsService, signatureHeader: string) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const member = { onRequest: requireUser(auth) };

    r.get('/setup', { schema: { tags, response: { 200: R.setup } } }, async () => ok(await memberships.setup()));
    r.get('/business/:businessID', { ...member, schema: { tags, params: businessParams, response: { 200: R.state } } }, async (req) =>
      ok(await memberships.state(req.params.businessID, currentUser(req).userID)),
    );
    r.get('/quote', { ...member, schema: { tags, querystring: ZQuoteQuery, response: { 200: R.quote } } }, async (req) =>
      ok(await memberships.quote(req.query.businessID, req.query.planId, currentUser(req).userID)),
    );
    r.post('/subscribe', { ...member, schema: { tags, body: ZSubscribeRequest, response: { 200: R.subscribe } } }, async (req) =>
      ok(await memberships.subscribe(currentUser(req).userID, req.body)),
    );
    r.get('/business/:businessID/receipts', { ...member, schema: { tags, params: businessParams, response: { 200: R.receipts } } }, async (req) =>
      ok(await memberships.receipts(req.params.businessID, currentUser(req).userID)),
    );
    r.get('/receipts/:receiptID', { ...member, schema: { tags, params: receiptParams, response: { 200: R.receipt } } }, async (req) => {
      const { userID } = currentUser(req);
      return ok(await memberships.receipt(req.params.receiptID, userID, await auth.isStaff(userID)));
    });

    // The provider's webhook: the raw body, exactly as signed, for this one route.
    await app.register(async (raw) => {
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) => done(null, body));
      raw.withTypeProvider<ZodTypeProvider>().post(
        '/webhook',
        {
          schema: {
            tags,
            description: `The payment provider's events (raw JSON body), signed in the ${signatureHeader} header. Answers 400 to a bad signature.`,
            headers: z.object({ [signatureHeader]: z.string().max(2048).optional() }),
            response: { 200: z.object({ success: z.literal(true), data: received }) },
          },
        },
        async (req) => {
          const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
          const sig = req.headers[signatureHeader];
          try {
            return ok(await memberships.webhook(body, Array.isArray(sig) ? sig[0] : sig));
          } catch (e) {
            if (e instanceof WebhookSignatureError || e instanceof SyntaxError) throw new AppError('ValidationError', MEMBERSHIP_MSG.webhookSignature, { [signatureHeader]: MEMBERSHIP_MSG.webhookSignature });
            throw e;
          }
        },
      );
    });
  };
}
