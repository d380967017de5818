/**
 * The card checkout of one upgrade on the membership screen, with the spec's payment
 * errors. Loaded lazily (decision 0009). The card field is the provider's: the sandbox's card
 * form in an iframe, or Stripe.js's card element. A card problem shows the spec's alert 'You have
 * error in your card information: ...'; a failure of the service the spec's toast; success the
 * toast 'Successful checkout!' and `onPaid`, where the screen refreshes its data in place and shows
 * the paid message (the spec's reload, decision 0042), scrolled clear of the toast on a phone. When it opens, it is scrolled so that its heading sits just below the sticky header
 * (64 px; the heading's scroll-mt-20) and the heading takes the focus: on a phone the plans fill the
 * screen and it opens below them.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Lock } from 'lucide-react';
import { MSG, TIER_LABELS, formatUsd, type Tier } from '@wbn/contract/constants';
import type { Quote, SubscribeRequest, SubscribeResult, SubscriptionSetup } from '@wbn/contract/schemas';
import { buttonClass } from '~/components/button-link';
import { isApiError } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { subscribe, type PaidResult } from '../api/subscribe';
import { sandboxCardField, type CardField, type CardState } from '../lib/card-field';
import { formatDay } from '~/lib/dates';
import { cardErrorText, creditAmount, creditLabel } from '../lib/format';
import { revealAndFocus } from '../lib/reveal';

type Props = {
  businessID: string;
  offer: Quote;
  setup: SubscriptionSetup;
  defaultEmail: string;
  /** Changes with every choice of a plan (the same one again too): the checkout is brought into view and focused. */
  revealSignal: number;
  onCancel: () => void;
  /** The provider said paid: the answer with the new membership and its receipt. */
  onPaid: (paid: PaidResult) => void;
};

export function Checkout({ businessID, offer, setup, defaultEmail, revealSignal, onCancel, onPaid }: Props) {
  const ids = useId();
  const [email, setEmail] = useState(defaultEmail);
  const [card, setCard] = useState<CardState>({ complete: false, empty: true, error: null });
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  // The answer of the last payment attempt; typing in the card form clears it.
  const [payAlert, setAlert] = useState<string | null>(null);
  const [height, setHeight] = useState(150);
  const iframe = useRef<HTMLIFrameElement>(null);
  const stripeBox = useRef<HTMLDivElement>(null);
  const field = useRef<CardField | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const emailRef = useRef(email);
  emailRef.current = email;
  const label = TIER_LABELS[offer.subscription as Tier];

  // Opened (or chosen again) by a plan's button: bring it into view and focus its heading.
  useEffect(() => {
    revealAndFocus(heading.current, 'start');
  }, [revealSignal]);

  useEffect(() => {
    let cancelled = false;
    const on = {
      change: (s: CardState) => {
        setCard(s);
        if (!s.empty) setAlert(null);
      },
      ready: () => setReady(true),
      resize: (px: number) => setHeight(Math.max(120, Math.min(px + 4, 420))),
    };
    if (setup.provider === 'sandbox' && iframe.current) field.current = sandboxCardField(iframe.current, on);
    if (setup.provider === 'stripe' && stripeBox.current) {
      const box = stripeBox.current;
      void import('../lib/stripe-card')
        .then((m) => m.stripeCardField(box, setup.publicKey, () => emailRef.current, on))
        .then((f) => (cancelled ? f.destroy() : (field.current = f)))
        .catch(() => setAlert('The card form could not be loaded. Check your connection and reload the page.'));
    }
    return () => {
      cancelled = true;
      field.current?.destroy();
      field.current = null;
    };
  }, [setup.provider, setup.publicKey]);

  // The card form's own problems show as the spec's alert while typing.
  const alert = payAlert ?? (card.error ? cardErrorText(card.error.message) : null);

  async function pay(e: FormEvent) {
    e.preventDefault();
    const f = field.current;
    if (!f || busy || done) return;
    setBusy(true);
    setAlert(null);
    try {
      const pm = await f.createPaymentMethod();
      if ('error' in pm) return setAlert(cardErrorText(pm.error.message));
      const body: SubscribeRequest = {
        paymentMethod: pm.id,
        businessID,
        planId: offer.planId,
        email: email.trim(),
        checkoutID: offer.checkoutID,
      };
      let res: SubscribeResult = await subscribe(body);
      if (res.status === 'requires_action') {
        const action = await f.handleAction(res.clientSecret);
        if ('error' in action) return setAlert(cardErrorText(action.error.message));
        res = await subscribe(body);
      }
      if (res.status !== 'succeeded') return setAlert(cardErrorText('The payment was not confirmed.'));
      setDone(true);
      toast.success(MSG.successfulCheckout);
      onPaid(res);
    } catch (err) {
      if (isApiError(err) && err.status === 402) setAlert(cardErrorText(err.fields?.paymentMethod ?? err.message));
      else if (isApiError(err) && err.status === 400 && err.fields?.paymentMethod)
        setAlert(cardErrorText(err.fields.paymentMethod));
      else if (isApiError(err) && err.status >= 400 && err.status < 500 && err.status !== 409) setAlert(err.message);
      else toast.error(MSG.subscribeFailure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={pay}
      aria-labelledby={`${ids}-title`}
      className="space-y-5 rounded-xl border border-brand-100 bg-brand-50/40 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3
          id={`${ids}-title`}
          ref={heading}
          tabIndex={-1}
          className="scroll-mt-20 text-lg font-semibold text-slate-900 outline-none"
        >
          Checkout: {label} membership
        </h3>
        <button
          type="button"
          onClick={onCancel}
          disabled={busy}
          className="text-sm font-semibold text-brand-600 hover:underline disabled:opacity-50"
        >
          Choose another plan
        </button>
      </div>

      <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm">
        <div className="flex justify-between gap-4 px-4 py-2.5">
          <dt className="text-slate-600">{label}, one year</dt>
          <dd className="font-medium tabular-nums text-slate-900">{formatUsd(offer.price)}</dd>
        </div>
        {offer.credit ? (
          <div className="flex justify-between gap-4 px-4 py-2.5">
            <dt className="text-slate-600">{creditLabel(offer.credit)}</dt>
            <dd className="font-medium tabular-nums text-emerald-700">{creditAmount(offer.credit)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 px-4 py-3">
          <dt className="font-semibold text-slate-900">Total today</dt>
          <dd className="text-base font-bold tabular-nums text-slate-900" data-testid="checkout-total">
            {formatUsd(offer.amount)}
          </dd>
        </div>
        <p className="px-4 py-2.5 text-xs text-slate-500">
          Membership from {formatDay(offer.startsAt)} to {formatDay(offer.expiresAt)}. It does not renew by itself.
        </p>
      </dl>

      <div>
        <label htmlFor={`${ids}-email`} className="mb-1 block text-sm font-semibold text-slate-700">
          E-mail for the receipt
        </label>
        <input
          id={`${ids}-email`}
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="h-11 w-full max-w-md rounded-lg border border-slate-300 bg-white px-3 text-base focus-visible:outline-2 focus-visible:outline-brand-500"
        />
      </div>

      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-slate-700">Card</legend>
        {setup.provider === 'sandbox' && setup.cardFormUrl ? (
          <iframe
            ref={iframe}
            src={setup.cardFormUrl}
            title="Card details"
            className="block w-full max-w-md border-0 bg-transparent"
            style={{ height }}
          />
        ) : (
          <div ref={stripeBox} className="max-w-md rounded-lg border border-slate-300 bg-white p-3" />
        )}
      </fieldset>

      {alert ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {alert}
        </p>
      ) : null}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={!ready || busy || done || !email.trim()}
          className={buttonClass('primary', 'h-11 px-6 disabled:cursor-not-allowed disabled:opacity-60')}
        >
          <Lock aria-hidden="true" className="h-4 w-4" />
          {busy ? 'Processing…' : done ? 'Paid' : `Pay ${formatUsd(offer.amount)}`}
        </button>
        <p className="text-xs text-slate-500">
          Card details go to the payment provider only; we never see or keep them.
        </p>
      </div>
    </form>
  );
}
