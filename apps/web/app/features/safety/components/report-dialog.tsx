/**
 * "Report this post" (and comment, message, company page, product, member): one reason from the
 * list (radio buttons: arrow keys move between them), an optional note with its counter, Send or
 * Cancel. The form is checked with ZReportRequest before anything is sent (react-hook-form, the
 * schema loaded on the first submit: decision 0024, lib/forms.ts); the API's field errors show by
 * their field, any other refusal (your own content, gone, too many reports today) above the buttons.
 * A member whose address is not confirmed finds the form disabled with the reason (decisions 0028, 0072).
 */
import { useId, useRef, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import {
  REPORT_NOTE_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  SAFETY_MSG,
  SAFETY_TEXT,
  type ReportReason,
} from '@wbn/contract/constants';
import { Spinner } from '~/components/form-field';
import { errorText, isApiError } from '~/lib/api-client';
import { setServerErrors } from '~/lib/field-errors';
import { schemaResolver, type SchemaOutput } from '~/lib/forms';
import { toast } from '~/lib/toast';
import { useReport, type ReportTarget } from '../api/safety';
import { DialogFrame } from '~/components/dialog-frame';
import { AwaitingConfirmation } from '~/components/awaiting-confirmation';
import { useAwaitingConfirmation } from '~/lib/email-confirmation';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: ReportTarget;
  /** What is reported, as the member sees it: "The post by Ana Gómez", "Acme Ltd". */
  subject: string;
  returnFocus?: RefObject<HTMLElement | null>;
};

export function ReportDialog({ open, onOpenChange, target, subject, returnFocus }: Props) {
  const firstReason = useRef<HTMLInputElement>(null);
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={SAFETY_TEXT.reportTitle(target.type)}
      description={
        <>
          <span className="block font-medium break-words text-slate-800">{subject}</span>
          {SAFETY_TEXT.reportIntro}
        </>
      }
      initialFocus={firstReason}
      returnFocus={returnFocus}
    >
      {/* Inside the dialog's content: it unmounts on close, so the next opening starts afresh. */}
      <ReportForm target={target} firstReason={firstReason} onDone={() => onOpenChange(false)} />
    </DialogFrame>
  );
}

type ReportValues = { reason: ReportReason | null; note: string };
type ReportRequest = SchemaOutput<'ZReportRequest'>;
/** The form's fields in its order: where the API's field errors go. */
const REPORT_FIELDS = ['reason', 'note'] as const;

/** What is reported comes from the page (the form's context); the schema trims the note. */
const reportResolver = schemaResolver<ReportValues, ReportRequest, ReportTarget>((s) => s.ZReportRequest, {
  input: ({ reason, note }, target) => ({
    targetType: target.type,
    targetID: target.id,
    reason: reason ?? undefined,
    note,
  }),
});

function ReportForm({
  target,
  firstReason,
  onDone,
}: {
  target: ReportTarget;
  firstReason: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const id = useId();
  const report = useReport();
  const waiting = useAwaitingConfirmation();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    watch,
    formState: { errors: fieldErrors, isSubmitting },
  } = useForm<ReportValues, ReportTarget, ReportRequest>({
    resolver: reportResolver,
    defaultValues: { reason: null, note: '' },
    context: target,
  });
  const note = watch('note');
  const errors = {
    reason: fieldErrors.reason?.message,
    note: fieldErrors.note?.message,
    form: fieldErrors.root?.server?.message,
  };
  const reasonField = register('reason', { onChange: () => clearErrors('reason') });
  const noteField = register('note');

  const submit = handleSubmit(async (body) => {
    try {
      await report.mutateAsync({ target, reason: body.reason, note: body.note ?? '' });
      toast.success(SAFETY_MSG.reported);
      onDone();
    } catch (err) {
      const fields = isApiError(err) ? err.fields : undefined;
      if (setServerErrors(setError, fields, REPORT_FIELDS)) {
        // The reasons are a group of radio buttons: the first one takes the focus.
        if (fields?.reason) firstReason.current?.focus();
        return;
      }
      // A refusal about the target itself (your own, gone) or of the whole request goes above the buttons.
      setError('root.server', { message: fields?.targetID ?? errorText(err) });
    }
  });

  const reasonErrorId = `${id}-reason-error`;
  const noteErrorId = `${id}-note-error`;
  const countId = `${id}-count`;
  const waitsId = `${id}-waits`;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {waiting ? <AwaitingConfirmation action="report" id={waitsId} /> : null}
      <fieldset
        disabled={waiting}
        aria-describedby={waiting ? waitsId : errors.reason ? reasonErrorId : undefined}
        className="space-y-2"
      >
        <legend className="mb-2 text-sm font-semibold text-slate-800">{SAFETY_TEXT.reasonLegend}</legend>
        <div className="grid gap-1.5">
          {REPORT_REASONS.map((r, i) => (
            <label
              key={r}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
            >
              <input
                {...reasonField}
                ref={(element) => {
                  reasonField.ref(element);
                  if (i === 0) firstReason.current = element;
                }}
                type="radio"
                value={r}
                aria-invalid={errors.reason ? true : undefined}
                className="h-4 w-4 shrink-0 accent-brand-600 focus-visible:outline-none"
              />
              {REPORT_REASON_LABELS[r]}
            </label>
          ))}
        </div>
        {errors.reason ? (
          <p id={reasonErrorId} className="text-sm text-red-700">
            {errors.reason}
          </p>
        ) : null}
      </fieldset>

      <div>
        <label htmlFor={`${id}-note`} className="mb-1 block text-sm font-medium text-slate-800">
          {SAFETY_TEXT.noteLabel}
        </label>
        <textarea
          {...noteField}
          id={`${id}-note`}
          maxLength={REPORT_NOTE_MAX_LENGTH}
          rows={3}
          disabled={waiting}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={[errors.note ? noteErrorId : null, countId].filter(Boolean).join(' ')}
          className={`block w-full resize-y rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm outline-none focus:ring-2 ${
            errors.note
              ? 'border-red-500 focus:ring-red-200'
              : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
          }`}
        />
        <div className="mt-1 flex items-start justify-between gap-3">
          {errors.note ? (
            <p id={noteErrorId} className="text-sm text-red-700">
              {errors.note}
            </p>
          ) : (
            <span />
          )}
          <p id={countId} className="shrink-0 text-xs tabular-nums text-slate-500">
            {note.length}/{REPORT_NOTE_MAX_LENGTH}
          </p>
        </div>
      </div>

      {errors.form ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {errors.form}
        </p>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onDone}
          className="rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          Cancel
        </button>
        <button
          type="submit"
          disabled={isSubmitting || waiting}
          aria-describedby={waiting ? waitsId : undefined}
          aria-busy={isSubmitting || undefined}
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60"
        >
          {isSubmitting ? <Spinner /> : null}
          {SAFETY_TEXT.send}
        </button>
      </div>
    </form>
  );
}
