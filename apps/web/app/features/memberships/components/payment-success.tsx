/**
 * The message at the top of the membership screen after a payment (decision 0042): the new tier, the
 * product cap it lifts, the end of the paid year and the receipt. It takes the focus and is scrolled
 * to when it appears, so a phone is never left on the footer where the checkout was. It stops lower
 * (scroll-mt-36) than the header alone needs: the spec's toast 'Successful checkout!' shows just
 * below the header, and must not cover the message.
 */
import { useEffect, useId, useRef } from 'react';
import { Link } from '~/lib/edition-link';
import { CircleCheck, FileText, X } from 'lucide-react';
import { paidTexts, type PaidSummary } from '../lib/format';
import { revealAndFocus } from '../lib/reveal';

export function PaymentSuccess({ paid, onDismiss }: { paid: PaidSummary; onDismiss: () => void }) {
  const titleID = useId();
  const box = useRef<HTMLDivElement>(null);
  const t = paidTexts(paid);

  // Once per payment (a refetch of the screen behind it does not move the page again).
  useEffect(() => {
    revealAndFocus(box.current, 'nearest');
  }, [paid.receiptID]);

  return (
    <div
      ref={box}
      role="status"
      aria-labelledby={titleID}
      tabIndex={-1}
      data-testid="payment-success"
      className="scroll-mt-36 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-950 outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-emerald-600" />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id={titleID} className="text-base font-semibold sm:text-lg">
            {t.title}
          </h2>
          <p className="text-sm">{t.cap}</p>
          <p className="text-sm">{t.validUntil}</p>
          <p className="pt-1">
            <Link
              to={`?receipt=${encodeURIComponent(paid.receiptID)}`}
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-950"
            >
              <FileText aria-hidden="true" className="h-4 w-4" />
              <span>
                {t.receipt} <span className="whitespace-nowrap">{paid.receiptNumber}</span>
              </span>
            </Link>
          </p>
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Close the payment message"
          className="-m-1 rounded-md p-1 text-emerald-800 hover:bg-emerald-100 focus-visible:outline-2 focus-visible:outline-emerald-600"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
    </div>
  );
}
