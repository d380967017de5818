/**
 * The card field of the checkout, behind one shape whichever provider the server names
 * (decision 0018): the sandbox's own card form in an iframe (talked to by postMessage), or
 * Stripe.js's card element (stripe-card.ts). Card details stay inside the provider's frame; the
 * page only gets a payment-method id, and hands the provider a client secret for 3-D Secure.
 */
export type CardProblem = { code: string; message: string };
export type CardState = { complete: boolean; empty: boolean; error: CardProblem | null };

export type CardField = {
  /** A payment method for the card typed in, or the provider's card error. */
  createPaymentMethod(): Promise<{ id: string } | { error: CardProblem }>;
  /** Lets the card holder confirm a payment the provider asked about (3-D Secure). */
  handleAction(clientSecret: string): Promise<{ ok: true } | { error: CardProblem }>;
  destroy(): void;
};

type FormMessage =
  | { source: 'wbn-card-form'; type: 'ready' }
  | { source: 'wbn-card-form'; type: 'resize'; height: number }
  | ({ source: 'wbn-card-form'; type: 'change' } & CardState)
  | {
      source: 'wbn-card-form';
      type: 'paymentMethod';
      requestId: string;
      paymentMethod?: { id: string };
      error?: CardProblem;
    }
  | { source: 'wbn-card-form'; type: 'actionResult'; requestId: string; status: string; error: CardProblem | null };

const TIMEOUT_MS = 60_000;
const timeoutError: CardProblem = {
  code: 'timeout',
  message: 'The card form did not answer. Reload the page and try again.',
};

/** The sandbox card form in `iframe` (same origin): requests by postMessage, answers matched by id. */
export function sandboxCardField(
  iframe: HTMLIFrameElement,
  on: { change: (s: CardState) => void; resize: (px: number) => void; ready: () => void },
): CardField {
  const origin = window.location.origin;
  const waiting = new Map<string, (m: FormMessage) => void>();
  let seq = 0;
  const listener = (ev: MessageEvent) => {
    if (ev.origin !== origin || ev.source !== iframe.contentWindow) return;
    const m = ev.data as FormMessage;
    if (!m || m.source !== 'wbn-card-form') return;
    if (m.type === 'ready') on.ready();
    else if (m.type === 'resize') on.resize(m.height);
    else if (m.type === 'change') on.change({ complete: m.complete, empty: m.empty, error: m.error });
    else waiting.get(m.requestId)?.(m);
  };
  window.addEventListener('message', listener);

  function ask<T>(msg: Record<string, unknown>, read: (m: FormMessage) => T, fallback: T): Promise<T> {
    const requestId = `r${(seq += 1)}`;
    return new Promise<T>((resolve) => {
      const timer = window.setTimeout(() => {
        waiting.delete(requestId);
        resolve(fallback);
      }, TIMEOUT_MS);
      waiting.set(requestId, (m) => {
        window.clearTimeout(timer);
        waiting.delete(requestId);
        resolve(read(m));
      });
      iframe.contentWindow?.postMessage({ source: 'wbn-card-host', requestId, ...msg }, origin);
    });
  }

  return {
    createPaymentMethod: () =>
      ask<{ id: string } | { error: CardProblem }>(
        { type: 'createPaymentMethod' },
        (m) =>
          m.type === 'paymentMethod' && m.paymentMethod
            ? { id: m.paymentMethod.id }
            : { error: (m.type === 'paymentMethod' && m.error) || timeoutError },
        { error: timeoutError },
      ),
    handleAction: (clientSecret) =>
      ask<{ ok: true } | { error: CardProblem }>(
        { type: 'handleAction', clientSecret },
        (m) =>
          m.type === 'actionResult' && m.status === 'succeeded'
            ? { ok: true }
            : {
                error: (m.type === 'actionResult' && m.error) || {
                  code: 'authentication_failed',
                  message: 'The payment was not confirmed.',
                },
              },
        { error: timeoutError },
      ),
    destroy: () => window.removeEventListener('message', listener),
  };
}
