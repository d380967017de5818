/**
 * A local fake of the Stripe HTTP endpoints the adapter calls (tests only): POST and GET
 * /v1/payment_intents, form-encoded like Stripe's API, with the secret key checked, idempotency
 * keys honoured (the same key answers the same result and creates nothing) and Stripe's test
 * payment methods: pm_card_visa succeeds, pm_card_chargeDeclined and
 * pm_card_chargeDeclinedInsufficientFunds are declined (402 card_error carrying the
 * PaymentIntent), pm_card_threeDSecure2Required asks for 3-D Secure; anything else is missing.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

export type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  payment_method: { id: string; object: 'payment_method'; type: 'card'; card: { brand: string; last4: string } } | null;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  receipt_email: string | null;
  description: string | null;
};

const METHODS: Record<
  string,
  { status: string; last4: string; brand: string; error?: { code: string; decline_code: string; message: string } }
> = {
  pm_card_visa: { status: 'succeeded', last4: '4242', brand: 'visa' },
  pm_card_mastercard: { status: 'succeeded', last4: '4444', brand: 'mastercard' },
  pm_card_chargeDeclined: {
    status: 'requires_payment_method',
    last4: '0002',
    brand: 'visa',
    error: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    status: 'requires_payment_method',
    last4: '9995',
    brand: 'visa',
    error: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
  pm_card_threeDSecure2Required: { status: 'requires_action', last4: '3220', brand: 'visa' },
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let s = '';
    req.on('data', (c: Buffer) => (s += c.toString('utf8')));
    req.on('end', () => resolve(s));
  });

export type StripeFake = {
  host: string;
  intents: Map<string, FakeIntent>;
  /** POSTs that created a PaymentIntent (idempotent repeats excluded). */
  creates: number;
  /** Every request: method, path and the idempotency key it carried. */
  requests: { method: string; path: string; idempotencyKey?: string }[];
  close: () => Promise<void>;
};

export async function startStripeFake(secretKey: string): Promise<StripeFake> {
  const byKey = new Map<string, { status: number; body: string }>();
  const fake: StripeFake = { host: '', intents: new Map(), creates: 0, requests: [], close: async () => undefined };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const key = req.headers['idempotency-key'] as string | undefined;
    fake.requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey: key });
    const send = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(6).toString('hex')}`,
      });
      res.end(text);
      return { status, body: text };
    };
    if (req.headers.authorization !== `Bearer ${secretKey}`)
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    const raw = await readBody(req);

    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      if (key && byKey.has(key)) {
        const held = byKey.get(key)!;
        res.writeHead(held.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
        return res.end(held.body);
      }
      const form = new URLSearchParams(raw);
      const pmId = form.get('payment_method') ?? '';
      const method = METHODS[pmId];
      if (!method) {
        const r = send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'payment_method',
            message: `No such PaymentMethod: '${pmId}'`,
          },
        });
        if (key) byKey.set(key, r);
        return;
      }
      const metadata: Record<string, string> = {};
      for (const [k, v] of form) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m) metadata[m[1]] = v;
      }
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? 'usd',
        status: method.status,
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        metadata,
        payment_method: {
          id: pmId,
          object: 'payment_method',
          type: 'card',
          card: { brand: method.brand, last4: method.last4 },
        },
        last_payment_error: method.error ? { type: 'card_error', ...method.error } : null,
        receipt_email: form.get('receipt_email'),
        description: form.get('description'),
      };
      fake.intents.set(id, intent);
      fake.creates += 1;
      const r = method.error
        ? send(402, {
            error: {
              type: 'card_error',
              ...method.error,
              payment_intent: intent,
              payment_method: intent.payment_method,
            },
          })
        : send(200, intent);
      if (key) byKey.set(key, r);
      return;
    }
    const get = /^\/v1\/payment_intents\/([\w]+)$/.exec(url.pathname);
    if (req.method === 'GET' && get) {
      const intent = fake.intents.get(get[1]);
      if (!intent)
        return send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such payment_intent: '${get[1]}'`,
          },
        });
      return send(200, intent);
    }
    return send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}

/** A Stripe event as its webhooks deliver it. */
export const stripeEvent = (type: string, intent: FakeIntent) => ({
  id: `evt_${randomBytes(10).toString('hex')}`,
  object: 'event',
  api_version: '2025-01-01',
  created: Math.floor(Date.now() / 1000),
  type,
  data: { object: { ...intent, payment_method: intent.payment_method?.id ?? null } },
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
});
