/** The foot of the review and reply forms: a failure not about a field, then the send and cancel buttons. */
import { REVIEW_FORM_TEXT } from '@wbn/contract/constants';
import { buttonClass } from '~/components/button-link';
import { Spinner } from '~/components/form-field';

export function ReviewFormFooter({
  error,
  sending,
  sendLabel,
  onCancel,
}: {
  error?: string;
  sending: boolean;
  sendLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={sending} className={buttonClass('primary', 'disabled:opacity-60')}>
          {sending ? <Spinner /> : null}
          {sendLabel}
        </button>
        <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
          {REVIEW_FORM_TEXT.cancel}
        </button>
      </div>
    </>
  );
}
