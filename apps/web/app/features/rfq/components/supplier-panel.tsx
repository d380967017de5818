/**
 * A supplier's side of a request (viewer.quoteAs: the businesses they manage that may quote):
 * "Your quote" for each business that quoted (GET …/quotes answers only theirs), with Edit and
 * Withdraw while the request is open, and the conversation when it won; "Send a quote" while none
 * of their businesses has quoted (a choice of business when there are several). Once one has, a
 * further quote waits behind "Quote as another business", which names the business it would send
 * as (decision 0069): a quote just sent is scrolled to and announced, never followed by a fresh form.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Building2, Pencil, Undo2 } from 'lucide-react';
import {
  INCOTERM_LABELS,
  RFQ_TEXT,
  formatQuantity,
  formatRfqAmount,
  isDocumentReference,
} from '@wbn/contract/constants';
import type { QuoteDone, Rfq, RfqQuote } from '@wbn/contract/schemas';
import { buttonClass } from '~/components/button-link';
import { ErrorState } from '~/components/error-state';
import { PageSkeleton } from '~/components/page-frame';
import { photoSrc } from '~/lib/format';
import { DocumentLink } from '~/features/files/public';
import { errorText } from '~/lib/api-client';
import { formatDay } from '~/lib/dates';
import { toast } from '~/lib/toast';
import { useQuotes, useWithdrawQuote } from '../api/quotes';
import { ConversationLink, Notice } from './notice';
import { QuoteForm, type QuotedRequest } from './quote-form';
import { ConfirmDialog } from '~/components/confirm-dialog';
import { QuoteStatusBadge } from './status-badge';

const card = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';
const rowButton =
  'inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60';

export function SupplierPanel({ rfq, userID }: { rfq: Rfq; userID: string }) {
  const hintId = useId();
  const open = rfq.status === 'open';
  const quoted = rfq.viewer.quoteAs.filter((b) => b.quoteID);
  const free = rfq.viewer.quoteAs.filter((b) => !b.quoteID);
  const quotes = useQuotes(rfq.rfqID, userID, quoted.length > 0);
  /** The quote sent from this page: shown, scrolled to and announced with the API's words. */
  const [sent, setSent] = useState<QuoteDone | null>(null);
  /** "Quote as another business" was pressed: its form is open. */
  const [another, setAnother] = useState(false);
  const anotherButton = useRef<HTMLButtonElement>(null);
  const request: QuotedRequest = {
    rfqID: rfq.rfqID,
    incoterm: rfq.incoterm,
    currency: rfq.targetPrice?.currency ?? null,
  };
  const mine = quotes.data?.pages.flatMap((p) => p.data) ?? [];
  const onSent = (done: QuoteDone) => {
    setAnother(false);
    setSent(done);
  };

  return (
    <div className="space-y-5">
      {quoted.length ? (
        <section aria-labelledby="rfq-your-quote" className={`${card} space-y-4`}>
          <h2 id="rfq-your-quote" className="text-lg font-semibold text-slate-900">
            {RFQ_TEXT.yourQuote}
          </h2>
          {quotes.isPending ? (
            <PageSkeleton label={RFQ_TEXT.quoteLoading} />
          ) : quotes.isError ? (
            <ErrorState message={errorText(quotes.error)} onRetry={() => void quotes.refetch()} />
          ) : (
            <ul className="space-y-4">
              {mine.map((q) => (
                <li key={q.quoteID}>
                  <YourQuote
                    quote={q}
                    request={request}
                    quantity={rfq.quantity}
                    unit={rfq.unit}
                    userID={userID}
                    open={open}
                    threadPath={rfq.viewer.threadPath}
                    sentMessage={sent?.quoteID === q.quoteID ? sent.message : undefined}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      {free.length && open && !quoted.length ? (
        <section aria-labelledby="rfq-send-quote" className={`${card} space-y-4`}>
          <h2 id="rfq-send-quote" className="text-lg font-semibold text-slate-900">
            {RFQ_TEXT.sendQuote}
          </h2>
          <QuoteForm mode="create" rfq={request} userID={userID} businesses={free} onSent={onSent} />
        </section>
      ) : null}
      {free.length && open && quoted.length ? (
        another ? (
          <section aria-labelledby="rfq-send-quote" className={`${card} space-y-4`}>
            <h2 id="rfq-send-quote" className="text-lg font-semibold text-slate-900">
              {RFQ_TEXT.quoteAsAnother}
            </h2>
            <QuoteForm
              mode="create"
              rfq={request}
              userID={userID}
              businesses={free}
              nameBusiness
              focusFirst
              onSent={onSent}
              onCancel={() => {
                setAnother(false);
                requestAnimationFrame(() => anotherButton.current?.focus());
              }}
            />
          </section>
        ) : (
          <Notice tone="muted">
            <p id={hintId}>{RFQ_TEXT.quoteAsAnotherHint(free.map((b) => b.companyName))}</p>
            <button
              ref={anotherButton}
              type="button"
              aria-describedby={hintId}
              onClick={() => setAnother(true)}
              className={buttonClass('secondary', 'shrink-0')}
            >
              <Building2 aria-hidden="true" className="h-4 w-4" />
              {RFQ_TEXT.quoteAsAnother}
            </button>
          </Notice>
        )
      ) : null}
    </div>
  );
}

type YourQuoteProps = {
  quote: RfqQuote;
  request: QuotedRequest;
  quantity: number;
  unit: string;
  userID: string;
  open: boolean;
  threadPath: string | null;
  /** Sent from this page a moment ago: the API's words, said beside it; the quote is scrolled to and focused. */
  sentMessage?: string;
};

function YourQuote({ quote: q, request, quantity, unit, userID, open, threadPath, sentMessage }: YourQuoteProps) {
  const articleRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const article = articleRef.current;
    if (!sentMessage || !article) return;
    // Focus says its name and the sentence (aria-describedby); the scroll puts its top under the sticky header.
    article.focus({ preventScroll: true });
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    article.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  }, [sentMessage]);
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const withdraw = useWithdrawQuote(request.rfqID, userID);
  const withdrawButton = useRef<HTMLElement | null>(null);
  const headingId = `quote-${q.quoteID}`;
  const changeable = open && q.status === 'submitted';

  if (editing)
    return (
      <div className="space-y-3 rounded-xl border border-slate-200 p-4">
        <h3 className="text-base font-semibold text-slate-900">{RFQ_TEXT.editQuoteTitle}</h3>
        <QuoteForm mode="edit" rfq={request} userID={userID} quote={q} onDone={() => setEditing(false)} />
      </div>
    );

  return (
    <article
      ref={articleRef}
      tabIndex={-1}
      aria-labelledby={headingId}
      aria-describedby={sentMessage ? `${headingId}-sent` : undefined}
      className="scroll-mt-20 space-y-3 rounded-xl border border-slate-200 p-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      {sentMessage ? (
        <p
          id={`${headingId}-sent`}
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900"
        >
          {sentMessage}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="min-w-0 text-base font-semibold break-words text-slate-900">
          {RFQ_TEXT.yourQuoteAs(q.supplier.companyName)}
        </h3>
        <QuoteStatusBadge status={q.status} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <Cell label={RFQ_TEXT.unitPriceColumn}>{formatRfqAmount(q.unitPrice, q.currency)}</Cell>
        <Cell label={RFQ_TEXT.totalColumn}>
          {formatRfqAmount(q.total, q.currency)}
          <span className="block text-xs text-slate-500">{RFQ_TEXT.totalFor(formatQuantity(quantity), unit)}</span>
        </Cell>
        <Cell label={RFQ_TEXT.moqColumn}>
          {formatQuantity(q.moq)} {unit}
        </Cell>
        <Cell label={RFQ_TEXT.leadTimeColumn}>{RFQ_TEXT.leadTime(q.leadTimeDays)}</Cell>
        <Cell label={RFQ_TEXT.incotermColumn}>{INCOTERM_LABELS[q.incoterm]}</Cell>
        <Cell label={RFQ_TEXT.validUntilColumn}>{formatDay(q.validUntil)}</Cell>
      </dl>
      {q.note ? <p className="text-sm break-words whitespace-pre-line text-slate-700">{q.note}</p> : null}
      {q.attachment ? (
        isDocumentReference(q.attachment) ? (
          <DocumentLink doc={q.attachment} />
        ) : (
          <a
            href={q.attachment.url}
            target="_blank"
            rel="noreferrer"
            className="inline-block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            <img
              src={photoSrc(q.attachment, 200) ?? q.attachment.url}
              alt={RFQ_TEXT.attachmentOf(q.supplier.companyName)}
              loading="lazy"
              className="h-20 w-20 rounded-lg border border-slate-200 object-cover"
            />
          </a>
        )
      ) : null}
      {q.status === 'awarded' ? (
        <Notice tone="success">
          <p>{RFQ_TEXT.wonNotice}</p>
          {threadPath ? <ConversationLink to={threadPath} /> : null}
        </Notice>
      ) : q.status === 'declined' ? (
        <Notice tone="muted">
          <p>{RFQ_TEXT.declinedNotice}</p>
        </Notice>
      ) : null}
      {changeable ? (
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={() => setEditing(true)} className={rowButton}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {RFQ_TEXT.editQuote}
          </button>
          <button
            type="button"
            onClick={(e) => {
              withdrawButton.current = e.currentTarget;
              setError(null);
              setAsking(true);
            }}
            className={`${rowButton} text-red-700`}
          >
            <Undo2 aria-hidden="true" className="h-4 w-4" />
            {RFQ_TEXT.withdraw}
          </button>
        </div>
      ) : null}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={RFQ_TEXT.withdrawTitle}
        description={RFQ_TEXT.withdrawBody}
        confirmLabel={RFQ_TEXT.withdraw}
        busy={withdraw.isPending}
        error={error}
        returnFocus={withdrawButton}
        onConfirm={() => {
          if (withdraw.isPending) return;
          withdraw.mutate(q.quoteID, {
            onSuccess: (r) => {
              toast.success(r.message);
              setAsking(false);
            },
            onError: (e) => setError(errorText(e)),
          });
        }}
      />
    </article>
  );
}

function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="break-words text-slate-800">{children}</dd>
    </div>
  );
}
