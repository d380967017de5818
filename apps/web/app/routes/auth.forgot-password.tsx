/** /auth/forgot-password: asks for a reset link. The answer never tells whether the account exists. */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '~/lib/edition-link';
import { useForm } from 'react-hook-form';
import { AUTH_BASE, AUTH_MSG, AUTH_PAGES, CITY_NAME, MSG, SITE_NAME } from '@wbn/contract/constants';
import { apiRequest, isApiError } from '~/lib/api-client';
import { buttonClass } from '~/components/button-link';
import { Field, FormAlert, Spinner } from '~/components/form-field';
import { setServerErrors } from '~/lib/field-errors';
import { schemaResolver, type SchemaOutput } from '~/lib/forms';
import { pageMeta } from '~/lib/meta';
import { useHydrated } from '~/lib/use-hydrated';
import type { Route } from './+types/auth.forgot-password';

type ForgotPasswordRequest = SchemaOutput<'ZForgotPasswordRequest'>;

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Forgot your password?',
    description: `Reset the password of your ${SITE_NAME} account, the B2B network for companies in ${CITY_NAME}.`,
    keywords: 'forgot password, reset password, password reset link',
  });

type Values = { email: string };
const resolver = schemaResolver<Values, ForgotPasswordRequest>((s) => s.ZForgotPasswordRequest);

export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const continueParam = params.get('continue');
  const keep = continueParam ? `?continue=${encodeURIComponent(continueParam)}` : '';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<Values, unknown, ForgotPasswordRequest>({ resolver, defaultValues: { email: '' } });
  const formError = errors.root?.server?.message;
  const sent = isSubmitSuccessful;
  const hydrated = useHydrated();
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent || formError) statusRef.current?.focus();
  }, [sent, formError]);

  const onSubmit = handleSubmit(async (body) => {
    try {
      await apiRequest(`${AUTH_BASE}/forgot-password`, { method: 'POST', body, auth: false });
    } catch (err) {
      if (isApiError(err) && setServerErrors(setError, err.fields, ['email'])) return;
      setError('root.server', { message: isApiError(err) && err.status !== 0 ? err.message : MSG.unexpectedTryAgain });
    }
  });

  if (sent) {
    return (
      <>
        <h1 className="text-2xl font-bold text-slate-900">Check your e-mail</h1>
        <div
          ref={statusRef}
          tabIndex={-1}
          role="status"
          className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-3 text-sm text-emerald-900"
        >
          {AUTH_MSG.forgotPasswordSent}
        </div>
        <p className="mt-6 text-center text-sm">
          <Link to={`${AUTH_PAGES.login}${keep}`} className="font-semibold text-brand-600 hover:underline">
            Back to log in
          </Link>
        </p>
      </>
    );
  }

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Forgot your password?</h1>
      <p className="mt-1 text-sm text-slate-600">
        Enter the e-mail of your account and we will send you a link to choose a new password.
      </p>
      <form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        {formError && <FormAlert ref={statusRef}>{formError}</FormAlert>}
        <Field label="E-mail" error={errors.email?.message}>
          {(p) => <input {...p} {...register('email')} type="email" autoComplete="email" inputMode="email" />}
        </Field>
        <button
          type="submit"
          disabled={!hydrated || isSubmitting}
          aria-busy={isSubmitting}
          className={buttonClass('primary', 'w-full py-2.5 disabled:cursor-not-allowed disabled:opacity-60')}
        >
          {isSubmitting && <Spinner />}
          {isSubmitting ? 'Sending…' : 'Send reset link'}
        </button>
      </form>
      <p className="mt-6 border-t border-slate-100 pt-4 text-center text-sm text-slate-600">
        Remembered it?{' '}
        <Link to={`${AUTH_PAGES.login}${keep}`} className="font-semibold text-brand-600 hover:underline">
          Log in
        </Link>
      </p>
    </>
  );
}
