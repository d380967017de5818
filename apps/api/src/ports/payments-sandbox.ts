/**
 * The sandbox payment provider (decision 0018): the embedded default, answering like a
 * real card provider. Its card form (modules/memberships/sandbox-card.routes.ts) sends card
 * details to `tokenize` and gets an opaque payment-method id: the card's brand, last four digits
 * and test outcome sealed with AES-GCM under a key of this server. Nothing else of the card is
 * kept anywhere. Charges are its "PaymentIntents": one per idempotency key, kept in
 * sandbox_charges. The usual test numbers: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
 * declined, 4000 0027 6000 3184 asks the card holder to confirm (3-D Secure).
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client.js';
import { sandboxChargesRepo, type SandboxChargeRow } from './payments-sandbox.repo.js';
import { SANDBOX_CARD_FORM_PATH } from '@wbn/contract';
import {
  InvalidPaymentMethodError,
  PaymentProviderError,
  WebhookSignatureError,
  type ChargeInput,
  type Payment,
  type PaymentEvent,
  type PaymentPort,
  type PaymentStatus,
} from './payments.js';

export const SANDBOX_PUBLIC_KEY = 'pk_sandbox_wbn';
export const SANDBOX_PM_PREFIX = 'pm_sbx_';
const PI_PREFIX = 'pi_sbx_';
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
const WEBHOOK_TOLERANCE_SECONDS = 300;

type Outcome =
  | 'succeed'
  | 'decline'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error'
  | 'authenticate'
  | 'live_card';
/** Test numbers (digits only) and what a charge with them does. Other valid numbers are refused as live cards. */
const TEST_CARDS: Record<string, Outcome> = {
  '4242424242424242': 'succeed',
  '5555555555554444': 'succeed',
  '378282246310005': 'succeed',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
  '4000002760003184': 'authenticate',
  '4000002500003155': 'authenticate',
};
/** The providers' own words for the card holder. */
const DECLINES: Record<string, { code: string; message: string }> = {
  decline: { code: 'card_declined', message: 'Your card was declined.' },
  insufficient_funds: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  expired_card: { code: 'expired_card', message: 'Your card has expired.' },
  incorrect_cvc: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  processing_error: {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
  live_card: {
    code: 'card_declined',
    message: 'Your card was declined. This sandbox accepts test cards only, such as 4242 4242 4242 4242.',
  },
  authentication: {
    code: 'payment_intent_authentication_failure',
    message:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  },
};

export type CardInput = { number: string; expMonth: string; expYear: string; cvc: string };
export type CardError = { code: string; message: string; param: 'number' | 'exp_month' | 'exp_year' | 'cvc' };

export const luhnValid = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
};

export function cardBrand(digits: string) {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** Checks a card as a provider's card form does: number (Luhn), expiry not past, security code. */
export function checkCard(c: CardInput, now = new Date()): CardError | { digits: string; brand: string } {
  const digits = c.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits))
    return { code: 'invalid_number', message: 'Your card number is invalid.', param: 'number' };
  const month = Number(c.expMonth);
  if (!/^\d{1,2}$/.test(c.expMonth) || month < 1 || month > 12)
    return { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid.", param: 'exp_month' };
  if (!/^(\d{2}|\d{4})$/.test(c.expYear))
    return { code: 'invalid_expiry_year', message: "Your card's expiration year is invalid.", param: 'exp_year' };
  const year = c.expYear.length === 2 ? 2000 + Number(c.expYear) : Number(c.expYear);
  const thisYear = now.getUTCFullYear();
  if (year < thisYear)
    return {
      code: 'invalid_expiry_year_past',
      message: "Your card's expiration year is in the past.",
      param: 'exp_year',
    };
  if (year === thisYear && month < now.getUTCMonth() + 1)
    return {
      code: 'invalid_expiry_month_past',
      message: "Your card's expiration date is in the past.",
      param: 'exp_month',
    };
  if (year > thisYear + 50)
    return { code: 'invalid_expiry_year', message: "Your card's expiration year is invalid.", param: 'exp_year' };
  const brand = cardBrand(digits);
  if (!(brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(c.cvc))
    return { code: 'invalid_cvc', message: "Your card's security code is invalid.", param: 'cvc' };
  return { digits, brand };
}

type Sealed = { b: string; l: string; o: Outcome };
type Row = SandboxChargeRow;

const present = (r: Row): Payment => ({
  id: r.id,
  status: r.status as PaymentStatus,
  amountCents: r.amountCents,
  currency: r.currency,
  metadata: r.metadata,
  card: { brand: r.cardBrand, last4: r.cardLast4 },
  ...(r.status === 'requires_action' ? { clientSecret: r.clientSecret } : {}),
  ...(r.declineMessage ? { declineMessage: r.declineMessage, declineCode: r.declineCode ?? undefined } : {}),
});

export type SandboxProvider = PaymentPort & {
  /** The card form's call: a payment method for a valid card, or the card error. */
  tokenize(
    card: CardInput,
    publicKey: string | undefined,
  ): { ok: true; id: string; brand: string; last4: string } | { ok: false; error: CardError };
  /** The card form's 3-D Secure step: the card holder approves (or not) a charge that asked for it. */
  confirmAction(paymentId: string, clientSecret: string, approve: boolean): Promise<Payment | undefined>;
  /** Signs an event body as the sandbox signs its webhooks (tests, and its own deliveries). */
  signWebhook(rawBody: string, at?: number): string;
  /** Receives events the sandbox sends (a payment confirmed in the card form): the app posts them to its webhook route. */
  onEvent?: (rawBody: string, signature: string) => Promise<void>;
};

export function createSandboxProvider(o: { db: Db; secret: string }): SandboxProvider {
  const key = createHash('sha256').update(`${o.secret}:sandbox-payments`).digest();
  const webhookSecret = createHash('sha256').update(`${o.secret}:sandbox-webhooks`).digest('hex');

  const seal = (s: Sealed) => {
    const iv = randomBytes(12);
    const c = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([c.update(JSON.stringify(s), 'utf8'), c.final()]);
    return SANDBOX_PM_PREFIX + Buffer.concat([iv, body, c.getAuthTag()]).toString('base64url');
  };
  const unseal = (id: string): Sealed | undefined => {
    if (!id.startsWith(SANDBOX_PM_PREFIX)) return undefined;
    try {
      const raw = Buffer.from(id.slice(SANDBOX_PM_PREFIX.length), 'base64url');
      if (raw.length < 29) return undefined;
      const d = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      d.setAuthTag(raw.subarray(raw.length - 16));
      return JSON.parse(
        Buffer.concat([d.update(raw.subarray(12, raw.length - 16)), d.final()]).toString('utf8'),
      ) as Sealed;
    } catch {
      return undefined;
    }
  };
  const sign = (rawBody: string, at = Math.floor(Date.now() / 1000)) =>
    `t=${at},v1=${createHmac('sha256', webhookSecret).update(`${at}.${rawBody}`).digest('hex')}`;

  const find = (id: string) => sandboxChargesRepo.find(o.db, id);

  async function emit(type: 'payment.succeeded' | 'payment.failed', payment: Payment) {
    if (!provider.onEvent) return;
    const raw = JSON.stringify({ id: `evt_sbx_${randomBytes(12).toString('hex')}`, type, payment });
    await provider.onEvent(raw, sign(raw));
  }

  const provider: SandboxProvider = {
    provider: 'sandbox',
    publicKey: SANDBOX_PUBLIC_KEY,
    cardFormUrl: SANDBOX_CARD_FORM_PATH,
    signatureHeader: SANDBOX_SIGNATURE_HEADER,
    ownsPaymentMethod: (id) => id.startsWith(SANDBOX_PM_PREFIX),

    tokenize(card, publicKey) {
      if (publicKey !== SANDBOX_PUBLIC_KEY)
        return {
          ok: false,
          error: { code: 'invalid_key', message: 'This card form is not set up for this site.', param: 'number' },
        };
      const checked = checkCard(card);
      if ('code' in checked) return { ok: false, error: checked };
      const last4 = checked.digits.slice(-4);
      return {
        ok: true,
        id: seal({ b: checked.brand, l: last4, o: TEST_CARDS[checked.digits] ?? 'live_card' }),
        brand: checked.brand,
        last4,
      };
    },

    async charge(input: ChargeInput) {
      const pm = unseal(input.paymentMethod);
      if (!pm) throw new InvalidPaymentMethodError();
      const held = await sandboxChargesRepo.byIdempotencyKey(o.db, input.idempotencyKey);
      if (held) return present(held);
      const decline = pm.o === 'succeed' || pm.o === 'authenticate' ? undefined : DECLINES[pm.o];
      const status: PaymentStatus = decline ? 'declined' : pm.o === 'authenticate' ? 'requires_action' : 'succeeded';
      const id = PI_PREFIX + randomBytes(12).toString('hex');
      await sandboxChargesRepo.insertOnce(o.db, {
        id,
        idempotencyKey: input.idempotencyKey,
        amountCents: input.amountCents,
        currency: input.currency,
        status,
        cardBrand: pm.b,
        cardLast4: pm.l,
        declineCode: decline?.code ?? null,
        declineMessage: decline?.message ?? null,
        metadata: input.metadata,
        clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
      });
      // Two calls racing with one key: both answer the row that won.
      return present((await sandboxChargesRepo.byIdempotencyKey(o.db, input.idempotencyKey))!);
    },

    async retrieve(paymentId) {
      const row = await find(paymentId);
      if (!row) throw new PaymentProviderError(`No such payment: '${paymentId.slice(0, 40)}'`);
      return present(row);
    },

    async confirmAction(paymentId, clientSecret, approve) {
      const row = await find(paymentId);
      if (!row) return undefined;
      const a = Buffer.from(row.clientSecret);
      const b = Buffer.from(clientSecret);
      if (a.length !== b.length || !timingSafeEqual(a, b)) return undefined;
      if (row.status !== 'requires_action') return present(row);
      const fail = DECLINES.authentication;
      const updated = await sandboxChargesRepo.set(
        o.db,
        paymentId,
        approve
          ? { status: 'succeeded' }
          : { status: 'declined', declineCode: fail.code, declineMessage: fail.message },
      );
      const payment = present(updated);
      await emit(approve ? 'payment.succeeded' : 'payment.failed', payment);
      return payment;
    },

    signWebhook: sign,

    parseWebhook(rawBody, signature) {
      const parts = Object.fromEntries((signature ?? '').split(',').map((p) => p.split('=', 2) as [string, string]));
      const at = Number(parts.t);
      if (
        !parts.t ||
        !parts.v1 ||
        !Number.isInteger(at) ||
        Math.abs(Date.now() / 1000 - at) > WEBHOOK_TOLERANCE_SECONDS
      )
        throw new WebhookSignatureError();
      const expected = Buffer.from(sign(rawBody.toString('utf8'), at).split('v1=')[1], 'hex');
      const given = Buffer.from(parts.v1, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new WebhookSignatureError();
      const event = JSON.parse(rawBody.toString('utf8')) as { id?: unknown; type?: unknown; payment?: Payment };
      const type = event.type === 'payment.succeeded' || event.type === 'payment.failed' ? event.type : 'other';
      return {
        id: String(event.id ?? ''),
        type,
        payment: type === 'other' ? undefined : event.payment,
      } satisfies PaymentEvent;
    },
  };
  return provider;
}
