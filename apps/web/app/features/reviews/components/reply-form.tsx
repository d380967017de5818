/**
 * The business's one public reply to a review (its owner or an admin; decision 0073): a "Reply"
 * button that opens a short form under the review. Loaded on demand, for the business's managers only.
 */
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MessageSquareReply } from 'lucide-react';
import { REVIEW_LIMITS, REVIEW_FORM_TEXT } from '@wbn/contract/constants';
import type { Review, ReviewReplyRequest } from '@wbn/contract/schemas';
import { buttonClass } from '~/components/button-link';
import { Field } from '~/components/form-field';
import { errorText, isApiError } from '~/lib/api-client';
import { setServerErrors } from '~/lib/field-errors';
import { schemaResolver } from '~/lib/forms';
import { toast } from '~/lib/toast';
import { useReplyToReview } from '../api/review-writes';
import { ReviewFormFooter } from './form-footer';

const resolver = schemaResolver<ReviewReplyRequest>((s) => s.ZReviewReplyRequest);

export function ReplyForm({ businessID, review }: { businessID: string; review: Review }) {
  const [open, setOpen] = useState(false);
  const openRef = useRef<HTMLButtonElement>(null);
  const send = useReplyToReview(businessID);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewReplyRequest>({ resolver, defaultValues: { text: '' } });

  if (!open)
    return (
      <button
        ref={openRef}
        type="button"
        className={buttonClass('ghost', 'px-3 py-1.5 sm:ml-10')}
        onClick={() => setOpen(true)}
        aria-label={REVIEW_FORM_TEXT.replyTo(review.author.name)}
      >
        <MessageSquareReply aria-hidden="true" className="h-4 w-4" />
        {REVIEW_FORM_TEXT.reply}
      </button>
    );

  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => openRef.current?.focus());
  };
  const submit = handleSubmit(async ({ text }) => {
    try {
      const done = await send.mutateAsync({ reviewID: review.reviewID, text });
      toast.success(done.message);
    } catch (err) {
      if (isApiError(err) && setServerErrors(setError, err.fields, ['text'])) return;
      setError('root.server', { message: errorText(err) });
    }
  });

  return (
    <form
      aria-label={REVIEW_FORM_TEXT.replyTo(review.author.name)}
      noValidate
      onSubmit={submit}
      className="space-y-3 sm:ml-13"
    >
      <Field label={REVIEW_FORM_TEXT.replyLabel} hint={REVIEW_FORM_TEXT.replyHint} error={errors.text?.message}>
        {(p) => (
          <textarea
            {...p}
            {...register('text')}
            autoFocus
            rows={3}
            maxLength={REVIEW_LIMITS.replyMaxChars}
            className={`${p.className} min-h-20`}
          />
        )}
      </Field>
      <ReviewFormFooter
        error={errors.root?.server?.message}
        sending={isSubmitting}
        sendLabel={REVIEW_FORM_TEXT.sendReply}
        onCancel={close}
      />
    </form>
  );
}
