/**
 * The buyer's side of a request: "Compare the quotes" (GET …/quotes, every live quote), the
 * shortlist, Award (asks first, with an optional word to the others; then the conversation the
 * award opened), and "Close the request" while it is open.
 */
import { useRef, useState } from 'react';
import { Lock } from 'lucide-react';
import { RFQ_MSG, RFQ_TEXT, formatRfqAmount } from '@wbn/contract/constants';
import type { Rfq, RfqQuote } from '@wbn/contract/schemas';
import { ErrorState } from '~/components/error-state';
import { PageSkeleton } from '~/components/page-frame';
import { ShowMore } from '~/components/show-more';
import { errorText } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { useQuotes, useShortlistQuote } from '../api/quotes';
import { useAwardRfq, useCloseRfq } from '../api/rfq';
import { ConversationLink, Notice } from './notice';
import { QuoteComparison } from './quote-comparison';
import { ConfirmDialog } from '~/components/confirm-dialog';
import { AwardDialog } from './award-dialog';

const card = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

export function BuyerPanel({ rfq, userID }: { rfq: Rfq; userID: string }) {
  const quotes = useQuotes(rfq.rfqID, userID);
  const shortlist = useShortlistQuote(rfq.rfqID, userID);
  const award = useAwardRfq(rfq.rfqID, userID);
  const close = useCloseRfq(rfq.rfqID, userID);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const [awarding, setAwarding] = useState<RfqQuote | null>(null);
  const [closing, setClosing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = rfq.status === 'open';
  const list = quotes.data?.pages.flatMap((p) => p.data) ?? [];
  const winner = list.find((q) => q.status === 'awarded');

  const askAward = (q: RfqQuote, trigger: HTMLElement) => {
    returnFocus.current = trigger;
    setError(null);
    setAwarding(q);
  };
  const confirmAward = (q: RfqQuote, reason: string) =>
    award.mutate(
      { quoteID: q.quoteID, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          toast.success(RFQ_MSG.awarded);
          // The Award buttons are gone: focus goes to the section's heading, above the conversation link.
          returnFocus.current = headingRef.current;
          setAwarding(null);
        },
        onError: (e) => setError(errorText(e)),
      },
    );
  const confirmClose = () =>
    close.mutate(undefined, {
      onSuccess: (r) => {
        toast.success(r.message);
        returnFocus.current = headingRef.current;
        setClosing(false);
      },
      onError: (e) => setError(errorText(e)),
    });

  return (
    <section aria-labelledby="rfq-compare" className={`${card} space-y-5`}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2
            id="rfq-compare"
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900 outline-none"
          >
            {RFQ_TEXT.compare}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{RFQ_TEXT.ownRequest}</p>
        </div>
        {open ? (
          <button
            type="button"
            onClick={(e) => {
              returnFocus.current = e.currentTarget;
              setError(null);
              setClosing(true);
            }}
            className="inline-flex shrink-0 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            <Lock aria-hidden="true" className="h-4 w-4" />
            {RFQ_TEXT.closeRequest}
          </button>
        ) : null}
      </div>

      {/* The award's sentence is the toast's alone (decision 0069): the notice names the winner and links the conversation. */}
      {rfq.viewer.threadPath ? (
        <Notice tone="success">
          {winner ? <p>{RFQ_TEXT.awardedTo(winner.supplier.companyName)}</p> : null}
          <ConversationLink to={rfq.viewer.threadPath} />
        </Notice>
      ) : null}

      {quotes.isPending ? (
        <PageSkeleton label={RFQ_TEXT.quotesLoading} />
      ) : quotes.isError ? (
        <ErrorState message={errorText(quotes.error)} onRetry={() => void quotes.refetch()} />
      ) : list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
          {RFQ_TEXT.noQuotes}
        </p>
      ) : (
        <>
          <QuoteComparison
            quotes={list}
            quantity={rfq.quantity}
            unit={rfq.unit}
            open={open}
            onShortlist={(q) =>
              shortlist.mutate(
                { quoteID: q.quoteID, shortlisted: !q.shortlisted },
                { onError: (e) => toast.error(errorText(e)) },
              )
            }
            onAward={askAward}
          />
          <ShowMore q={quotes} />
        </>
      )}

      <AwardDialog
        key={awarding?.quoteID ?? 'none'}
        open={awarding !== null}
        onOpenChange={(o) => {
          if (!o) setAwarding(null);
        }}
        company={awarding?.supplier.companyName ?? ''}
        price={awarding ? formatRfqAmount(awarding.unitPrice, awarding.currency) : ''}
        busy={award.isPending}
        error={error}
        onConfirm={(reason) => {
          if (awarding && !award.isPending) confirmAward(awarding, reason);
        }}
        returnFocus={returnFocus}
      />
      <ConfirmDialog
        open={closing}
        onOpenChange={setClosing}
        title={RFQ_TEXT.closeTitle}
        description={RFQ_TEXT.closeBody}
        confirmLabel={RFQ_TEXT.closeConfirm}
        busy={close.isPending}
        error={error}
        onConfirm={() => {
          if (!close.isPending) confirmClose();
        }}
        returnFocus={returnFocus}
      />
    </section>
  );
}
