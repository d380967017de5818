/**
 * The payment port (decision 0018): card payments through a provider. Two adapters
 * answer alike, so the memberships module cannot tell them apart:
 *   - Stripe (payments-stripe.ts) when STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set;
 *   - the sandbox (payments-sandbox.ts), the embedded default, with its own card form page.
 * Card details go from the browser to the provider only; the API sees opaque ids.
 */
import type { PaymentProvider } from '@wbn/contract';

/** What a provider says about one payment. Only `succeeded` means paid. */
export type PaymentStatus = 'succeeded' | 'requires_action' | 'processing' | 'declined';

export type Payment = {
  /** The provider's payment id (a PaymentIntent's pi_…). */
  id: string;
  status: PaymentStatus;
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
  /** For `requires_action`: what the card form needs to let the card holder confirm. */
  clientSecret?: string;
  /** For `declined`: the provider's reason, meant for the card holder. */
  declineMessage?: string;
  declineCode?: string;
  card?: { brand: string; last4: string };
};

export type ChargeInput = {
  amountCents: number;
  currency: string;
  paymentMethod: string;
  /** The same key answers the same payment: a repeated call never charges twice. */
  idempotencyKey: string;
  description: string;
  receiptEmail: string;
  metadata: Record<string, string>;
};

/** A verified webhook event: only payments' outcomes matter here. */
export type PaymentEvent = { id: string; type: 'payment.succeeded' | 'payment.failed' | 'other'; payment?: Payment };

/** The provider could not be reached or answered with a fault of its own (not a decline). */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

/** The provider does not know this payment method (forged, mistyped, or already used up). */
export class InvalidPaymentMethodError extends Error {
  constructor(message = 'No such payment method') {
    super(message);
    this.name = 'InvalidPaymentMethodError';
  }
}

/** A webhook whose signature is missing, stale or wrong. */
export class WebhookSignatureError extends Error {
  constructor(message = 'bad webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export type PaymentPort = {
  provider: PaymentProvider;
  /** The publishable key the page uses. */
  publicKey: string;
  /** The provider's card form page (sandbox) or null (Stripe.js). */
  cardFormUrl: string | null;
  /** Whether an id looks like one of this provider's payment methods (the other provider's are refused). */
  ownsPaymentMethod(id: string): boolean;
  /** Creates and confirms a payment; a decline is a `declined` payment, not an exception. */
  charge(input: ChargeInput): Promise<Payment>;
  /** The payment as the provider holds it now (after 3-D Secure, or to check a webhook's word). */
  retrieve(paymentId: string): Promise<Payment>;
  /** The request header that carries a webhook's signature. */
  signatureHeader: string;
  /** Verifies a webhook's signature on the raw body and reads the event. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
};
