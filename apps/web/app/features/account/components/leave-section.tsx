/**
 * "Leave WBN Miami" in the settings (decision 0033): first how many days the member has to change
 * their mind (the server's grace days, read with the deletion's state: decision 0068), what leaving
 * erases and what stays, then the password (and, from the start, a code when two-factor sign-in is
 * on) and an acknowledgement, checked with ZDeleteAccountRequest (react-hook-form, the schema loaded
 * on the first submit: decision 0024, lib/forms.ts); once asked, the page lands on the strip under
 * the header (deletion-strip.tsx), and this section shows the date and "Keep my account".
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSpecMessage, useSpecText } from '~/lib/i18n';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_DELETION_MSG, DELETED_MEMBER_NAME, SITE_NAME } from '@wbn/contract/constants';
import { errorText, isApiError } from '~/lib/api-client';
import { setServerErrors } from '~/lib/field-errors';
import { schemaResolver, type SchemaOutput } from '~/lib/forms';
import { LocalDate } from '~/components/relative-time';
import { toast } from '~/lib/toast';
import { buttonClass } from '~/components/button-link';
import { ErrorState } from '~/components/error-state';
import { Field, Spinner } from '~/components/form-field';
import { deletionKey, keepAccount, useAccountDeletion, useDeleteAccount } from '../api/leaving';
import { useTwoFactorStatus } from '../api/settings';

export function LeaveSection() {
  const deletion = useAccountDeletion();
  const twoFactor = useTwoFactorStatus();
  const qc = useQueryClient();
  const [keeping, setKeeping] = useState(false);
  const { t } = useLingui();
  const spec = useSpecText();
  const say = useSpecMessage();

  if (deletion.isPending || twoFactor.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-4 text-sm text-slate-600">
        <Spinner /> {t`Loading…`}
      </p>
    );
  }
  if (deletion.isError)
    return <ErrorState message={say(errorText(deletion.error))!} onRetry={() => void deletion.refetch()} />;

  if (deletion.data.deleteAt) {
    const keep = async () => {
      setKeeping(true);
      try {
        toast.success(say(await keepAccount())!);
        await qc.invalidateQueries({ queryKey: deletionKey });
      } catch (e) {
        toast.error(say(errorText(e))!);
      } finally {
        setKeeping(false);
      }
    };
    return (
      <div className="space-y-3">
        <p role="status" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          {spec(ACCOUNT_DELETION_MSG.strip)}{' '}
          <strong>
            <LocalDate iso={deletion.data.deleteAt} />
          </strong>
          .
        </p>
        <button
          type="button"
          onClick={() => void keep()}
          disabled={keeping}
          className={buttonClass('primary', 'py-2.5 disabled:opacity-60')}
        >
          {keeping ? <Spinner /> : null}
          {spec(ACCOUNT_DELETION_MSG.keep)}
        </button>
      </div>
    );
  }

  return <LeaveForm needsCode={twoFactor.data?.enabled === true} graceDays={deletion.data.graceDays} />;
}

type LeaveValues = { password: string; code: string; sure: boolean };
type LeaveRequest = SchemaOutput<'ZDeleteAccountRequest'>;
type LeaveContext = { needsCode: boolean };
/** The form's fields in its order: where the API's field errors go, the first one focused. */
const LEAVE_FIELDS = ['password', 'code'] as const;

/**
 * The password (and the code, with two-factor sign-in: the schema trims it) as the schema checks
 * them; what it cannot know is checked here: that a code is needed, and the acknowledgement.
 */
const leaveResolver = schemaResolver<LeaveValues, LeaveRequest, LeaveContext>((s) => s.ZDeleteAccountRequest, {
  input: ({ password, code }, { needsCode }) => ({ password, ...(needsCode ? { code } : {}) }),
  also: ({ code, sure }, { needsCode }) => ({
    code: needsCode && !code.trim() ? ACCOUNT_DELETION_MSG.codeNeeded : undefined,
    sure: sure ? undefined : ACCOUNT_DELETION_MSG.confirmRequired,
  }),
});

function LeaveForm({ needsCode: twoFactorOn, graceDays }: { needsCode: boolean; graceDays: number }) {
  const leave = useDeleteAccount();
  // Asked for from the start when two-factor sign-in is on; also if the server asks for it (turned on elsewhere since).
  const [serverAsked, setServerAsked] = useState(false);
  const needsCode = twoFactorOn || serverAsked;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LeaveValues, LeaveContext, LeaveRequest>({
    resolver: leaveResolver,
    defaultValues: { password: '', code: '', sure: false },
    context: { needsCode },
  });
  const sureId = useId();
  const { t } = useLingui();
  const say = useSpecMessage();
  const site = SITE_NAME;
  const deletedName = DELETED_MEMBER_NAME;
  // Registered in the form's order, the order in which the first invalid field takes the focus.
  const passwordField = register('password');
  const codeField = needsCode ? register('code') : null;
  const sureField = register('sure');

  // Asked: the page lands on the strip under the header, the one confirmation (no toast with a second date format).
  const submit = handleSubmit(async (body) => {
    try {
      await leave.mutateAsync(body);
    } catch (err) {
      if (isApiError(err) && err.fields?.code && !needsCode) setServerAsked(true);
      if (!(isApiError(err) && setServerErrors(setError, err.fields, LEAVE_FIELDS))) toast.error(say(errorText(err))!);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="max-w-xl space-y-4">
      <p className="text-sm font-semibold text-slate-900">
        {graceDays === 0
          ? t`Your account is deleted as soon as you ask: this cannot be undone.`
          : t`${plural(graceDays, {
              one: 'Your account is deleted 1 day after you ask. Until then, signing in, you can keep it.',
              other: 'Your account is deleted # days after you ask. Until then, signing in, you can keep it.',
            })}`}
      </p>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>{t`Your profile, posts, comments, likes, follows and sessions are erased, and your e-mail address is freed.`}</li>
        <li>{t`Businesses you own pass to one of their admins; those without an admin are deleted with their products.`}</li>
        <li>
          {t`Messages you sent stay with the people you wrote to, from “${deletedName}”. Receipts are kept as the law requires, without your name.`}
        </li>
        <li>
          <Trans>
            You may want to{' '}
            <a href="#your-data" className="font-medium text-brand-700 underline">
              download your data
            </a>{' '}
            first.
          </Trans>
        </li>
      </ul>
      <Field label={t`Password`} error={say(errors.password?.message)}>
        {(p) => <input {...p} {...passwordField} type="password" autoComplete="current-password" />}
      </Field>
      {codeField ? (
        <Field label={t`Code from your app, or a recovery code`} error={say(errors.code?.message)}>
          {(p) => <input {...p} {...codeField} autoComplete="one-time-code" maxLength={20} />}
        </Field>
      ) : null}
      <div>
        <div className="flex items-start gap-2">
          <input
            {...sureField}
            id={sureId}
            type="checkbox"
            aria-invalid={!!errors.sure}
            aria-describedby={errors.sure ? `${sureId}-error` : undefined}
            className="mt-1 h-4 w-4 rounded border-slate-300"
          />
          <label htmlFor={sureId} className="text-sm text-slate-800">
            {t`I understand that my ${site} account and its data will be erased.`}
          </label>
        </div>
        {errors.sure ? (
          <p id={`${sureId}-error`} className="mt-1 text-sm text-red-700">
            {say(errors.sure.message)}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={isSubmitting}
        className="inline-flex items-center gap-2 rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60"
      >
        {isSubmitting ? <Spinner /> : null}
        {t`Delete my account`}
      </button>
    </form>
  );
}
