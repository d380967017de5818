/**
 * Changing the password from the settings (decision 0031): the current one, the new one twice,
 * checked with ZChangePasswordRequest (react-hook-form, lib/forms.ts). Every other device is
 * signed out; this one stays.
 */
import { useForm } from 'react-hook-form';
import { AUTH_MSG, MSG, PASSWORD_MIN } from '@wbn/contract/constants';
import { isApiError } from '~/lib/api-client';
import { setServerErrors } from '~/lib/field-errors';
import { schemaResolver, type SchemaOutput } from '~/lib/forms';
import { toast } from '~/lib/toast';
import { buttonClass } from '~/components/button-link';
import { Field, FormAlert, Spinner } from '~/components/form-field';
import { useChangePassword } from '../api/settings';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSpecMessage } from '~/lib/i18n';

type Values = { currentPassword: string; newPassword: string; confirm: string };
type Request = SchemaOutput<'ZChangePasswordRequest'>;
const resolver = schemaResolver<Values, Request>((s) => s.ZChangePasswordRequest, {
  input: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
  also: ({ newPassword, confirm }) => ({
    confirm: !confirm
      ? AUTH_MSG.confirmPasswordRequired
      : confirm !== newPassword
        ? AUTH_MSG.passwordsDoNotMatch
        : undefined,
  }),
});

export function ChangePasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Request>({
    resolver,
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const { t } = useLingui();
  // The schema's and the API's words (the contract's English) in the page's edition.
  const say = useSpecMessage();
  const formError = say(errors.root?.server?.message);

  const onSubmit = handleSubmit(async (body) => {
    try {
      const res = await change.mutateAsync(body);
      const ended = res.endedSessions;
      toast.success(
        ended
          ? t`${plural(ended, {
              one: 'Your password is changed. 1 other device was signed out.',
              other: 'Your password is changed. # other devices were signed out.',
            })}`
          : t`Your password is changed.`,
      );
      reset();
    } catch (err) {
      if (isApiError(err) && setServerErrors(setError, err.fields, ['currentPassword', 'newPassword'])) return;
      setError('root.server', { message: isApiError(err) && err.status !== 0 ? err.message : MSG.unexpectedTryAgain });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-md space-y-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <Field label={t`Current password`} error={say(errors.currentPassword?.message)}>
        {(p) => <input {...p} {...register('currentPassword')} type="password" autoComplete="current-password" />}
      </Field>
      <Field
        label={t`New password`}
        hint={t`At least ${PASSWORD_MIN} characters.`}
        error={say(errors.newPassword?.message)}
      >
        {(p) => <input {...p} {...register('newPassword')} type="password" autoComplete="new-password" />}
      </Field>
      <Field label={t`Confirm new password`} error={say(errors.confirm?.message)}>
        {(p) => <input {...p} {...register('confirm')} type="password" autoComplete="new-password" />}
      </Field>
      <button
        type="submit"
        disabled={isSubmitting}
        aria-busy={isSubmitting}
        className={buttonClass('primary', 'py-2.5 disabled:cursor-not-allowed disabled:opacity-60')}
      >
        {isSubmitting ? <Spinner /> : null}
        {isSubmitting ? t`Saving…` : t`Change password`}
      </button>
    </form>
  );
}
