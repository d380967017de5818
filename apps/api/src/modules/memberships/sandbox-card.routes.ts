/**
 * The sandbox payment provider's own pages and endpoints (decision 0018), outside /api: its card
 * form (framed by the membership page), the form's script, and the two calls the form makes —
 * card details to a payment-method id, and the card holder's 3-D Secure answer. Card details
 * reach only `tokenize`, which keeps nothing of them but the sealed id; nothing here is logged.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SANDBOX_CARD_FORM_PATH, SANDBOX_PROVIDER_PREFIX } from '@wbn/contract';
import type { SandboxProvider } from '../../ports/payments-sandbox.js';
import { CARD_SCRIPT, CARD_SCRIPT_PATH, cardPageHtml } from './sandbox-card.page.js';

const tags = ['sandbox payment provider'];
const field = z.string().max(32).optional();
const ZCard = z.object({ type: z.literal('card').optional(), number: field, exp_month: field, exp_year: field, cvc: field });
const ZConfirm = z.object({ client_secret: z.string().max(200), approve: z.boolean() });
const cardError = z.object({ error: z.object({ type: z.string(), code: z.string(), message: z.string(), param: z.string().optional() }) });
const paymentMethod = z.object({ id: z.string(), object: z.literal('payment_method'), type: z.literal('card'), card: z.object({ brand: z.string(), last4: z.string() }) });
const intent = z.object({ id: z.string(), object: z.literal('payment_intent'), status: z.string(), error: z.object({ code: z.string(), message: z.string() }).nullable() });

const bearer = (h: string | undefined) => /^Bearer\s+(\S+)$/i.exec(h ?? '')?.[1];

export function sandboxCardRoutes(sandbox: SandboxProvider) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const html = cardPageHtml(sandbox.publicKey);

    r.get(SANDBOX_CARD_FORM_PATH, { schema: { tags, description: 'The card form page (framed by this site only).', response: { 200: z.string() } } }, async (_req, reply) =>
      reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html),
    );
    r.get(CARD_SCRIPT_PATH, { schema: { tags, response: { 200: z.string() } } }, async (_req, reply) =>
      reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(CARD_SCRIPT),
    );

    r.post(
      `${SANDBOX_PROVIDER_PREFIX}/payment_methods`,
      { schema: { tags, description: 'Card details to an opaque payment-method id (Authorization: Bearer <publishable key>).', body: ZCard, response: { 200: paymentMethod, 402: cardError } } },
      async (req, reply) => {
        const b = req.body;
        const res = sandbox.tokenize({ number: b.number ?? '', expMonth: b.exp_month ?? '', expYear: b.exp_year ?? '', cvc: b.cvc ?? '' }, bearer(req.headers.authorization));
        reply.header('cache-control', 'no-store');
        if (!res.ok) return reply.status(402).send({ error: { type: 'card_error', ...res.error } });
        return { id: res.id, object: 'payment_method' as const, type: 'card' as const, card: { brand: res.brand, last4: res.last4 } };
      },
    );

    r.post(
      `${SANDBOX_PROVIDER_PREFIX}/payment_intents/:paymentID/confirm`,
      { schema: { tags, description: "The card holder's 3-D Secure answer.", params: z.object({ paymentID: z.string().max(64) }), body: ZConfirm, response: { 200: intent, 404: cardError } } },
      async (req, reply) => {
        const p = await sandbox.confirmAction(req.params.paymentID, req.body.client_secret, req.body.approve);
        if (!p) return reply.status(404).send({ error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment.' } });
        return { id: p.id, object: 'payment_intent' as const, status: p.status, error: p.declineMessage ? { code: p.declineCode ?? 'card_declined', message: p.declineMessage } : null };
      },
    );
  };
}
