/**
 * What a signed-in member finds above a company's reviews (decision 0073): the sentence the API
 * answers about whether they may review (the trade it rests on, or why not), their own review with
 * where it stands (waiting for a check, published, or taken off with the team's reason), and the form
 * to write it or, for 30 days, to change it. Loaded on demand: visitors never load it.
 */
import { useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { PenLine } from 'lucide-react';
import {
  REVIEW_LIMITS,
  REVIEW_RATING_LABELS,
  REVIEW_RATINGS,
  REVIEW_FORM_TEXT,
  type ReviewRating,
} from '@wbn/contract/constants';
import type { OwnReview, ReviewRequest } from '@wbn/contract/schemas';
import { buttonClass } from '~/components/button-link';
import { Field } from '~/components/form-field';
import { errorText, isApiError } from '~/lib/api-client';
import { formatDay } from '~/lib/dates';
import { setServerErrors } from '~/lib/field-errors';
import { schemaResolver } from '~/lib/forms';
import { toast } from '~/lib/toast';
import { useReviewEligibility, useSaveReview } from '../api/review-writes';
import { ReviewCard } from './review-card';
import { ReviewFormFooter } from './form-footer';
import { StarsInput } from './stars-input';

export function ReviewComposer({ businessID, companyName }: { businessID: string; companyName: string }) {
  const q = useReviewEligibility(businessID, true);
  const [editing, setEditing] = useState(false);
  const openRef = useRef<HTMLButtonElement>(null);
  if (q.isPending) return <p className="text-sm text-slate-500">{REVIEW_FORM_TEXT.checking}</p>;
  if (q.isError) return <p className="text-sm text-red-700">{errorText(q.error)}</p>;
  const e = q.data;
  const mine = e.mine;
  const close = () => {
    setEditing(false);
    requestAnimationFrame(() => openRef.current?.focus());
  };

  if (editing && (e.canReview || mine?.canEdit))
    return (
      <ReviewForm businessID={businessID} companyName={companyName} mine={mine?.canEdit ? mine : null} onDone={close} />
    );

  return (
    <div className="space-y-3">
      {mine ? <OwnReviewPanel mine={mine} /> : null}
      {mine && !e.canReview ? null : (
        <p className={e.canReview ? 'text-sm text-emerald-800' : 'text-sm text-slate-600'}>{e.message}</p>
      )}
      {e.canReview || mine?.canEdit ? (
        <button ref={openRef} type="button" className={buttonClass('primary')} onClick={() => setEditing(true)}>
          <PenLine aria-hidden="true" className="h-4 w-4" />
          {e.canReview ? REVIEW_FORM_TEXT.write : REVIEW_FORM_TEXT.change}
        </button>
      ) : null}
    </div>
  );
}

/** The member's own latest review of the business, whatever its status, with the team's reason. */
function OwnReviewPanel({ mine }: { mine: OwnReview }) {
  const tone =
    mine.status === 'published'
      ? 'border-emerald-200 bg-emerald-50/60'
      : mine.status === 'pending'
        ? 'border-amber-200 bg-amber-50/60'
        : 'border-red-200 bg-red-50/60';
  return (
    <div className={`space-y-3 rounded-lg border p-3 ${tone}`}>
      <div className="text-sm">
        <p className="font-semibold text-slate-900">{REVIEW_FORM_TEXT.yourReview}</p>
        <p className="text-slate-700">{mine.statusText}</p>
        {mine.reason ? <p className="mt-1 text-slate-700">{REVIEW_FORM_TEXT.reason(mine.reason)}</p> : null}
        {mine.canEdit ? (
          <p className="mt-1 text-slate-600">{REVIEW_FORM_TEXT.changeUntil(formatDay(mine.editableUntil))}</p>
        ) : null}
      </div>
      {/* A published review is in the list below; one the page does not show is shown here to its author. */}
      {mine.status === 'published' ? null : <ReviewCard review={mine} />}
    </div>
  );
}

type Values = Record<ReviewRating, number | undefined> & { text: string };
const FIELDS = [...REVIEW_RATINGS, 'text'] as const;
const resolver = schemaResolver<Values, ReviewRequest>((s) => s.ZReviewRequest);

function ReviewForm({
  businessID,
  companyName,
  mine,
  onDone,
}: {
  businessID: string;
  companyName: string;
  mine: OwnReview | null;
  onDone: () => void;
}) {
  const titleId = useId();
  const save = useSaveReview(businessID, mine?.reviewID ?? null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, ReviewRequest>({
    resolver,
    defaultValues: mine
      ? { ...mine.ratings, text: mine.text }
      : { overall: undefined, quality: undefined, communication: undefined, delivery: undefined, text: '' },
  });

  const submit = handleSubmit(async (body) => {
    try {
      const done = await save.mutateAsync(body);
      toast.success(done.message);
      onDone();
    } catch (err) {
      if (isApiError(err) && setServerErrors(setError, err.fields, FIELDS)) return;
      setError('root.server', { message: errorText(err) });
    }
  });

  return (
    <form
      aria-labelledby={titleId}
      noValidate
      onSubmit={submit}
      className="space-y-4 rounded-lg border border-slate-200 p-4"
    >
      <div>
        <h3 id={titleId} className="text-base font-semibold text-slate-900">
          {REVIEW_FORM_TEXT.formHeading}
        </h3>
        <p className="text-sm text-slate-600">{companyName}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {REVIEW_RATINGS.map((k) => (
          <Controller
            key={k}
            control={control}
            name={k}
            render={({ field }) => (
              <StarsInput
                name={`${titleId}-${k}`}
                label={REVIEW_RATING_LABELS[k]}
                value={field.value}
                onChange={field.onChange}
                inputRef={field.ref}
                error={errors[k]?.message}
              />
            )}
          />
        ))}
      </div>
      <Field label={REVIEW_FORM_TEXT.textLabel} hint={REVIEW_FORM_TEXT.textHint} error={errors.text?.message}>
        {(p) => (
          <textarea
            {...p}
            {...register('text')}
            rows={5}
            maxLength={REVIEW_LIMITS.textMaxChars}
            className={`${p.className} min-h-28`}
          />
        )}
      </Field>
      <ReviewFormFooter
        error={errors.root?.server?.message}
        sending={isSubmitting}
        sendLabel={mine ? REVIEW_FORM_TEXT.save : REVIEW_FORM_TEXT.send}
        onCancel={onDone}
      />
    </form>
  );
}
