/** /auth/reset-password?token=…: choose a new password with the link from the e-mail. */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '~/lib/edition-link';
import { useForm } from 'react-hook-form';
import { AUTH_BASE, AUTH_MSG, AUTH_PAGES, CITY_NAME, MSG, PASSWORD_MIN, SITE_NAME } from '@wbn/contract/constants';
import { apiRequest, isApiError } from '~/lib/api-client';
import { buttonClass } from '~/components/button-link';
import { Field, FormAlert, Spinner } from '~/components/form-field';
import { setServerErrors } from '~/lib/field-errors';
import { schemaResolver, type SchemaOutput } from '~/lib/forms';
import { pageMeta } from '~/lib/meta';
import { useHydrated } from '~/lib/use-hydrated';
import type { Route } from './+types/auth.reset-password';

type ResetPasswordRequest = SchemaOutput<'ZResetPasswordRequest'>;

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Choose a new password',
    description: `Set a new password for your ${SITE_NAME} account, the B2B network for companies in ${CITY_NAME}.`,
    keywords: 'new password, reset password, change password',
  });

/** The token comes from the link (a value of the form without a field); `confirm` is checked here, not sent. */
type Values = { token: string; password: string; confirm: string };
const resolver = schemaResolver<Values, ResetPasswordRequest>((s) => s.ZResetPasswordRequest, {
  also: ({ password, confirm }) => ({
    confirm: !confirm
      ? AUTH_MSG.confirmPasswordRequired
      : confirm !== password
        ? AUTH_MSG.passwordsDoNotMatch
        : undefined,
  }),
});

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<Values, unknown, ResetPasswordRequest>({ resolver, defaultValues: { token, password: '', confirm: '' } });
  const formError = errors.root?.server?.message;
  const done = isSubmitSuccessful;
  const hydrated = useHydrated();
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (done || formError) statusRef.current?.focus();
  }, [done, formError]);

  const onSubmit = handleSubmit(
    async (body) => {
      try {
        await apiRequest(`${AUTH_BASE}/reset-password`, { method: 'POST', body, auth: false });
      } catch (err) {
        if (isApiError(err) && setServerErrors(setError, err.fields, ['password'])) return;
        setError('root.server', {
          message: isApiError(err) && err.status !== 0 ? err.message : MSG.unexpectedTryAgain,
        });
      }
    },
    // A token the schema refuses (no field shows it): the link is broken.
    (invalid) => {
      if (invalid.token) setError('root.server', { message: AUTH_MSG.resetLinkMissing });
    },
  );

  if (done) {
    return (
      <>
        <h1 className="text-2xl font-bold text-slate-900">Password changed</h1>
        <div
          ref={statusRef}
          tabIndex={-1}
          role="status"
          className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-3 text-sm text-emerald-900"
        >
          {AUTH_MSG.passwordChanged}
        </div>
        <Link to={AUTH_PAGES.login} className={buttonClass('primary', 'mt-6 w-full py-2.5')}>
          Log in
        </Link>
      </>
    );
  }

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Choose a new password</h1>
      <p className="mt-1 text-sm text-slate-600">Your new password replaces the old one on every device.</p>
      {!token ? (
        <div role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {AUTH_MSG.resetLinkMissing}{' '}
          <Link to={AUTH_PAGES.forgotPassword} className="font-semibold underline">
            Ask for a new link
          </Link>
        </div>
      ) : (
        <form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
          {formError && (
            <FormAlert ref={statusRef}>
              {formError}{' '}
              <Link to={AUTH_PAGES.forgotPassword} className="font-semibold underline">
                Ask for a new link
              </Link>
            </FormAlert>
          )}
          <Field label="New password" hint={`At least ${PASSWORD_MIN} characters.`} error={errors.password?.message}>
            {(p) => <input {...p} {...register('password')} type="password" autoComplete="new-password" />}
          </Field>
          <Field label="Confirm new password" error={errors.confirm?.message}>
            {(p) => <input {...p} {...register('confirm')} type="password" autoComplete="new-password" />}
          </Field>
          <button
            type="submit"
            disabled={!hydrated || isSubmitting}
            aria-busy={isSubmitting}
            className={buttonClass('primary', 'w-full py-2.5 disabled:cursor-not-allowed disabled:opacity-60')}
          >
            {isSubmitting && <Spinner />}
            {isSubmitting ? 'Saving…' : 'Change password'}
          </button>
        </form>
      )}
    </>
  );
}
