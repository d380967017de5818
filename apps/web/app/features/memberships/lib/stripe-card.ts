/**
 * Stripe.js's card element behind the CardField shape (decision 0018). Loaded only when the
 * server names Stripe, and only on the checkout (never in the first load, decision 0009); its
 * origins are in the Content-Security-Policy only then (decision 0016).
 */
import type { CardField, CardProblem, CardState } from './card-field';

const STRIPE_JS = 'https://js.stripe.com/v3/';

type StripeError = { code?: string; message?: string };
type StripeElement = {
  mount(el: HTMLElement): void;
  on(event: 'change', cb: (e: { complete: boolean; empty: boolean; error?: StripeError }) => void): void;
  destroy(): void;
};
type StripeJs = {
  elements(): { create(type: 'card', options?: Record<string, unknown>): StripeElement };
  createPaymentMethod(o: {
    type: 'card';
    card: StripeElement;
    billing_details?: { email?: string };
  }): Promise<{ paymentMethod?: { id: string }; error?: StripeError }>;
  handleNextAction(o: { clientSecret: string }): Promise<{ paymentIntent?: { status: string }; error?: StripeError }>;
};
type StripeFactory = (publicKey: string) => StripeJs;

let loading: Promise<StripeFactory> | null = null;

function loadStripe(): Promise<StripeFactory> {
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const w = window as unknown as { Stripe?: StripeFactory };
    if (w.Stripe) return resolve(w.Stripe);
    const s = document.createElement('script');
    s.src = STRIPE_JS;
    s.async = true;
    s.onload = () => (w.Stripe ? resolve(w.Stripe) : reject(new Error('Stripe.js did not load')));
    s.onerror = () => {
      loading = null;
      reject(new Error('Stripe.js did not load'));
    };
    document.head.appendChild(s);
  });
  return loading;
}

const problem = (e: StripeError | undefined, fallback: string): CardProblem => ({
  code: e?.code ?? 'card_error',
  message: e?.message ?? fallback,
});

export async function stripeCardField(
  container: HTMLElement,
  publicKey: string,
  email: () => string,
  on: { change: (s: CardState) => void; ready: () => void },
): Promise<CardField> {
  const stripe = (await loadStripe())(publicKey);
  const card = stripe
    .elements()
    .create('card', { hidePostalCode: true, style: { base: { fontSize: '16px', color: '#0f172a' } } });
  card.on('change', (e) =>
    on.change({
      complete: e.complete,
      empty: e.empty,
      error: e.error ? problem(e.error, 'Check the card details.') : null,
    }),
  );
  card.mount(container);
  on.ready();
  return {
    async createPaymentMethod() {
      const r = await stripe.createPaymentMethod({ type: 'card', card, billing_details: { email: email() } });
      return r.paymentMethod
        ? { id: r.paymentMethod.id }
        : { error: problem(r.error, 'The card could not be checked.') };
    },
    async handleAction(clientSecret) {
      const r = await stripe.handleNextAction({ clientSecret });
      if (r.error) return { error: problem(r.error, 'The payment was not confirmed.') };
      return r.paymentIntent && ['succeeded', 'processing', 'requires_capture'].includes(r.paymentIntent.status)
        ? { ok: true }
        : { error: problem(undefined, 'The payment was not confirmed.') };
    },
    destroy: () => card.destroy(),
  };
}
