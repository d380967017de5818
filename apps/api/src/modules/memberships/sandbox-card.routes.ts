/**
 * The sandbox payment provider's own pages and endpoints (decision 0018), outside /api: its card
 * form (framed by the membership page), the form's script, and the two calls the form makes —
 * card details to a payment-method id, and the card holder's 3-D Secure answer. Card details
 * reach only `tokenize`, which keeps nothing of them but the sealed id; nothing here is logged.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SANDBOX_CARD_FORM_PATH,
  SANDBOX_PROVIDER_PREFIX,
  ZSandboxCard,
  ZSandboxCardError,
  ZSandboxCardFormPage,
  ZSandboxCardFormScript,
  ZSandboxConfirm,
  ZSandboxPaymentIntent,
  ZSandboxPaymentMethod,
  ZSandboxPaymentParams,
} from '@wbn/contract';
import { op } from '../../lib/openapi.js';
import type { SandboxProvider } from '../../ports/payments-sandbox.js';
import { CARD_SCRIPT, CARD_SCRIPT_PATH, cardPageHtml } from './sandbox-card.page.js';

const tags = ['sandbox payment provider'];

const bearer = (h: string | undefined) => /^Bearer\s+(\S+)$/i.exec(h ?? '')?.[1];

export function sandboxCardRoutes(sandbox: SandboxProvider) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const html = cardPageHtml(sandbox.publicKey);

    // Documented with its media type: the page `cardFormUrl` (GET /api/subscription/setup) names, put in an iframe.
    r.get(
      SANDBOX_CARD_FORM_PATH,
      {
        schema: op({
          id: 'getSandboxCardForm',
          summary: 'The card form page, for an iframe on the membership page (framed by this site only)',
          tags,
          access: 'public',
          response: {
            200: { description: 'The card form (HTML).', content: { 'text/html': { schema: ZSandboxCardFormPage } } },
          },
        }),
      },
      async (_req, reply) =>
        reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html),
    );
    r.get(
      CARD_SCRIPT_PATH,
      {
        schema: op({
          id: 'getSandboxCardFormScript',
          summary: "The card form's script",
          tags,
          access: 'public',
          response: {
            200: {
              description: 'The script (JavaScript).',
              content: { 'text/javascript': { schema: ZSandboxCardFormScript } },
            },
          },
        }),
      },
      async (_req, reply) =>
        reply
          .header('content-type', 'text/javascript; charset=utf-8')
          .header('cache-control', 'public, max-age=300')
          .send(CARD_SCRIPT),
    );

    r.post(
      `${SANDBOX_PROVIDER_PREFIX}/payment_methods`,
      {
        schema: op({
          id: 'createSandboxPaymentMethod',
          summary: 'Card details to an opaque payment-method id',
          description:
            "Stripe's shape: a refused card (or a wrong publishable key) answers 402 with the provider's own error, `{error: {type, code, message, param?}}`.",
          tags,
          access: 'publishableKey',
          body: ZSandboxCard,
          response: { 200: ZSandboxPaymentMethod, 402: ZSandboxCardError },
        }),
      },
      async (req, reply) => {
        const b = req.body;
        const res = sandbox.tokenize(
          { number: b.number ?? '', expMonth: b.exp_month ?? '', expYear: b.exp_year ?? '', cvc: b.cvc ?? '' },
          bearer(req.headers.authorization),
        );
        reply.header('cache-control', 'no-store');
        if (!res.ok) return reply.status(402).send({ error: { type: 'card_error', ...res.error } });
        return {
          id: res.id,
          object: 'payment_method' as const,
          type: 'card' as const,
          card: { brand: res.brand, last4: res.last4 },
        };
      },
    );

    r.post(
      `${SANDBOX_PROVIDER_PREFIX}/payment_intents/:paymentID/confirm`,
      {
        schema: op({
          id: 'confirmSandboxPayment',
          summary: "The card holder's 3-D Secure answer for a payment that asked for it",
          description:
            "A payment unknown, or a client secret that is not its own, answers 404 with the provider's own error (`resource_missing`).",
          tags,
          access: 'public',
          params: ZSandboxPaymentParams,
          body: ZSandboxConfirm,
          response: { 200: ZSandboxPaymentIntent, 404: ZSandboxCardError },
        }),
      },
      async (req, reply) => {
        const p = await sandbox.confirmAction(req.params.paymentID, req.body.client_secret, req.body.approve);
        if (!p)
          return reply
            .status(404)
            .send({ error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment.' } });
        return {
          id: p.id,
          object: 'payment_intent' as const,
          status: p.status,
          error: p.declineMessage ? { code: p.declineCode ?? 'card_declined', message: p.declineMessage } : null,
        };
      },
    );
  };
}
