/**
 * The Stripe adapter of the payment port (decision 0018): the official `stripe`
 * package, PaymentIntents confirmed on the server with the payment method Stripe.js made in the
 * browser, the idempotency key on every create, 3-D Secure handed back to the page
 * (`requires_action` + client secret), and webhooks verified on the raw body with the endpoint's
 * signing secret. `host`, `port` and `protocol` point it at a local fake in tests.
 * The `stripe` package is loaded when this adapter is made, so a server that takes no cards
 * through Stripe never holds its ~160 modules in memory (decision 0048).
 */
import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import {
  InvalidPaymentMethodError,
  PaymentProviderError,
  WebhookSignatureError,
  type ChargeInput,
  type Payment,
  type PaymentEvent,
  type PaymentPort,
} from './payments.js';

export type StripeOptions = {
  secretKey: string;
  publishableKey: string;
  webhookSecret?: string;
  /** host or host:port of the API (tests: a local fake). */
  apiHost?: string;
  protocol?: 'https' | 'http';
};

type Intent = Stripe.PaymentIntent;

function cardOf(pi: Intent) {
  const pm = pi.payment_method;
  if (pm && typeof pm === 'object' && pm.card) return { brand: pm.card.brand, last4: pm.card.last4 };
  return undefined;
}

/** A PaymentIntent in the port's words. */
export function paymentOf(pi: Intent): Payment {
  const base = {
    id: pi.id,
    amountCents: pi.amount,
    currency: pi.currency,
    metadata: { ...(pi.metadata ?? {}) },
    card: cardOf(pi),
  };
  switch (pi.status) {
    case 'succeeded':
      return { ...base, status: 'succeeded' };
    case 'requires_action':
      return { ...base, status: 'requires_action', clientSecret: pi.client_secret ?? undefined };
    case 'requires_payment_method':
    case 'canceled': {
      const err = pi.last_payment_error;
      return {
        ...base,
        status: 'declined',
        declineMessage: err?.message ?? 'Your card was declined.',
        declineCode: err?.decline_code ?? err?.code ?? 'card_declined',
      };
    }
    default:
      return { ...base, status: 'processing' };
  }
}

export function createStripePayments(o: StripeOptions): PaymentPort {
  const Stripe = createRequire(import.meta.url)('stripe') as typeof import('stripe').default;
  const [host, port] = (o.apiHost ?? '').split(':');
  const stripe = new Stripe(o.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(host ? { host, ...(port ? { port: Number(port) } : {}), protocol: o.protocol ?? 'https' } : {}),
  });

  const fail = (e: unknown): never => {
    if (
      e instanceof Stripe.errors.StripeInvalidRequestError &&
      (e.code === 'resource_missing' || e.param === 'payment_method')
    )
      throw new InvalidPaymentMethodError(e.message);
    throw new PaymentProviderError(e instanceof Error ? e.message : 'Stripe request failed', { cause: e });
  };

  return {
    provider: 'stripe',
    publicKey: o.publishableKey,
    cardFormUrl: null,
    signatureHeader: 'stripe-signature',
    ownsPaymentMethod: (id) => /^pm_\w+$/.test(id) && !id.startsWith('pm_sbx_'),

    async charge(input: ChargeInput) {
      try {
        const pi = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            payment_method: input.paymentMethod,
            // Cards only, confirmed here; 3-D Secure comes back as requires_action for Stripe.js (no redirects).
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            confirm: true,
            description: input.description,
            receipt_email: input.receiptEmail,
            metadata: input.metadata,
            expand: ['payment_method'],
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return paymentOf(pi);
      } catch (e) {
        // A decline: Stripe answers an error that carries the PaymentIntent and its reason.
        if (e instanceof Stripe.errors.StripeCardError) {
          const pi = e.payment_intent;
          return {
            id: pi?.id ?? `declined_${input.idempotencyKey.slice(0, 16)}`,
            status: 'declined',
            amountCents: input.amountCents,
            currency: input.currency,
            metadata: input.metadata,
            declineMessage: e.message,
            declineCode: e.decline_code ?? e.code,
          };
        }
        return fail(e);
      }
    },

    async retrieve(paymentId) {
      try {
        return paymentOf(await stripe.paymentIntents.retrieve(paymentId, { expand: ['payment_method'] }));
      } catch (e) {
        return fail(e);
      }
    },

    parseWebhook(rawBody, signature): PaymentEvent {
      if (!o.webhookSecret || !signature) throw new WebhookSignatureError();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, o.webhookSecret);
      } catch {
        throw new WebhookSignatureError();
      }
      if (event.type === 'payment_intent.succeeded')
        return { id: event.id, type: 'payment.succeeded', payment: paymentOf(event.data.object) };
      if (event.type === 'payment_intent.payment_failed')
        return { id: event.id, type: 'payment.failed', payment: paymentOf(event.data.object) };
      return { id: event.id, type: 'other' };
    },
  };
}
