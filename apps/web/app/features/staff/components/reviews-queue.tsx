/**
 * Staff: the reviews that wait for a decision after a burst (decisions 0073, 0078), oldest first:
 * the business (a link to its page), the author, the four ratings, the text, the trade it rests on
 * and when it was written. Publish (the business and the author are told), or Reject with the
 * reason its author reads (checked with the contract's ZReviewDecisionRequest); a review's earlier
 * versions open on demand. Reported reviews are moderated in the Reports tab.
 */
import { useId, useState } from 'react';
import clsx from 'clsx';
import { Link } from '~/lib/edition-link';
import { useForm } from 'react-hook-form';
import { Check, History, LoaderCircle, Star, X } from 'lucide-react';
import {
  REVIEW_LIMITS,
  REVIEW_RATINGS,
  REVIEW_RATING_LABELS,
  STAFF_REVIEW_TEXT as T,
  starsLabel,
  type ReviewRating,
} from '@wbn/contract/constants';
import type { StaffReview } from '@wbn/contract/schemas';
import { buttonClass } from '~/components/button-link';
import { PagedList } from '~/components/filtered-list';
import { errorText, isApiError } from '~/lib/api-client';
import { formatDateTimeUtc } from '~/lib/dates';
import { setServerErrors } from '~/lib/field-errors';
import { schemaResolver, type SchemaOutput } from '~/lib/forms';
import { toast } from '~/lib/toast';
import { useDecideReview, useStaffReviewHistory, useStaffReviews, type ReviewDecisionInput } from '../api/staff';

const rejectResolver = schemaResolver<{ reason: string }, SchemaOutput<'ZReviewDecisionRequest'>>(
  (s) => s.ZReviewDecisionRequest,
  { input: (v) => ({ decision: 'reject', reason: v.reason }) },
);

const danger =
  'inline-flex items-center justify-center gap-1.5 rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-500 disabled:opacity-50';

/** A rating as five stars and its number; screen readers hear "Quality as described: 4 out of 5 stars". */
function Rating({ rating, value }: { rating: ReviewRating; value: number }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-0.5 rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs font-semibold text-slate-600">{REVIEW_RATING_LABELS[rating]}</dt>
      <dd className="flex items-center gap-1" aria-label={starsLabel(value)}>
        <span aria-hidden="true" className="flex">
          {Array.from({ length: REVIEW_LIMITS.starsMax }, (_, i) => (
            <Star
              key={i}
              className={clsx('h-3.5 w-3.5', i < value ? 'fill-amber-400 text-amber-500' : 'text-slate-300')}
            />
          ))}
        </span>
        <span aria-hidden="true" className="text-sm font-semibold text-slate-900 tabular-nums">
          {value}
        </span>
      </dd>
    </div>
  );
}

function Ratings({ ratings }: { ratings: StaffReview['ratings'] }) {
  return (
    <dl className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:grid-cols-4">
      {REVIEW_RATINGS.map((r) => (
        <Rating key={r} rating={r} value={ratings[r]} />
      ))}
    </dl>
  );
}

/** The earlier versions of a review, oldest first, read when opened. */
function ReviewHistory({ reviewID, id }: { reviewID: string; id: string }) {
  const q = useStaffReviewHistory(reviewID, true);
  return (
    <div id={id} className="space-y-2 border-t border-slate-100 pt-3">
      {q.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
          {T.historyLoading}
        </p>
      ) : q.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(q.error)}
        </p>
      ) : q.data.versions.length === 0 ? (
        <p className="text-sm text-slate-600">{T.noVersions}</p>
      ) : (
        <ol className="space-y-2">
          {q.data.versions.map((v) => (
            <li key={v.replacedAt} className="space-y-2 rounded-lg border border-slate-200 p-3">
              <p className="text-xs font-semibold text-slate-600">
                {T.version(formatDateTimeUtc(v.writtenAt), formatDateTimeUtc(v.replacedAt))}
              </p>
              <Ratings ratings={v.ratings} />
              <p className="text-sm break-words whitespace-pre-line text-slate-800">{v.text}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** Reject: the reason is required (the author reads it); Escape or Cancel closes it. */
function RejectForm({
  pending,
  onCancel,
  onReject,
}: {
  pending: boolean;
  onCancel: () => void;
  onReject: (reason: string) => Promise<unknown>;
}) {
  const id = useId();
  const form = useForm({ resolver: rejectResolver, defaultValues: { reason: '' } });
  const error = form.formState.errors.reason?.message;
  const submit = form.handleSubmit(({ reason }) =>
    onReject(reason ?? '').catch((e: unknown) => {
      if (isApiError(e)) setServerErrors(form.setError, e.fields, ['reason']);
    }),
  );
  return (
    <form
      noValidate
      onSubmit={submit}
      onKeyDown={(e) => e.key === 'Escape' && onCancel()}
      aria-labelledby={`${id}-title`}
      className="space-y-2 rounded-lg border border-red-200 bg-red-50 p-3"
    >
      <p id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        {T.rejectTitle}
      </p>
      <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-slate-800">
        {T.reasonLabel}
      </label>
      <textarea
        id={`${id}-reason`}
        autoFocus
        rows={3}
        maxLength={REVIEW_LIMITS.reasonMaxChars}
        {...form.register('reason')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx(
          'block w-full rounded-lg border bg-white px-3 py-2 text-sm',
          error ? 'border-red-500' : 'border-slate-300',
        )}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
          {T.cancel}
        </button>
        <button
          type="submit"
          disabled={pending}
          aria-busy={pending || undefined}
          className="inline-flex items-center gap-2 rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-500 disabled:opacity-60"
        >
          {pending ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
          {T.sendReject}
        </button>
      </div>
    </form>
  );
}

function ReviewCard({ review: r }: { review: StaffReview }) {
  const decide = useDecideReview();
  const [rejecting, setRejecting] = useState(false);
  const [history, setHistory] = useState(false);
  const titleId = useId();
  const historyId = useId();
  // The promise, not mutate()'s own callbacks: a decided review leaves the list (and this card unmounts) before they would run.
  const run = (input: ReviewDecisionInput) =>
    decide.mutateAsync(input).then(
      (res) => void toast.success(res.message),
      (e: unknown) => {
        toast.error(errorText(e));
        throw e;
      },
    );
  const busy = (d: 'publish' | 'reject') => decide.isPending && decide.variables?.decision === d;

  return (
    <li aria-labelledby={titleId} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={titleId} className="text-base font-semibold break-words text-slate-900">
          {T.of}{' '}
          <Link
            to={r.business.path}
            className="text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {r.business.companyName}
          </Link>
        </h3>
        <p className="text-xs text-slate-600">
          <time dateTime={r.createdAt}>{T.written(formatDateTimeUtc(r.createdAt))}</time>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span>
          {T.by}{' '}
          <Link
            to={r.author.path}
            className="font-semibold text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {r.author.name}
          </Link>
        </span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
          {r.trade.label}
        </span>
      </div>
      <Ratings ratings={r.ratings} />
      <p className="text-sm break-words whitespace-pre-line text-slate-800">{r.text}</p>

      <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        <button
          type="button"
          disabled={decide.isPending}
          onClick={() => void run({ reviewID: r.reviewID, decision: 'publish' }).catch(() => {})}
          className={buttonClass('primary', 'gap-1.5 disabled:opacity-60')}
          aria-label={`${T.publish} the review by ${r.author.name}`}
        >
          {busy('publish') ? (
            <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
          ) : (
            <Check aria-hidden="true" className="h-4 w-4" />
          )}
          {T.publish}
        </button>
        <button
          type="button"
          disabled={decide.isPending}
          aria-expanded={rejecting}
          onClick={() => setRejecting((v) => !v)}
          className={danger}
          aria-label={`${T.reject} the review by ${r.author.name}`}
        >
          <X aria-hidden="true" className="h-4 w-4" />
          {T.reject}
        </button>
        <button
          type="button"
          aria-expanded={history}
          aria-controls={history ? historyId : undefined}
          onClick={() => setHistory((v) => !v)}
          className={buttonClass('secondary', 'gap-1.5 sm:ml-auto')}
        >
          <History aria-hidden="true" className="h-4 w-4" />
          {history ? T.hideHistory : T.showHistory}
        </button>
      </div>

      {rejecting ? (
        <RejectForm
          pending={busy('reject')}
          onCancel={() => setRejecting(false)}
          onReject={(reason) => run({ reviewID: r.reviewID, decision: 'reject', reason })}
        />
      ) : null}
      {history ? <ReviewHistory reviewID={r.reviewID} id={historyId} /> : null}
    </li>
  );
}

export function ReviewsQueue() {
  const q = useStaffReviews();
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{T.intro}</p>
      <PagedList query={q} loading={T.loading} failed={T.failed} empty={T.empty} itemKey={(r) => r.reviewID}>
        {(r) => <ReviewCard review={r} />}
      </PagedList>
    </div>
  );
}
