/** /auth/login: e-mail and password; on success the code goes through /SetID/ (spec 2 "Session hand-off"). */
import { lazy, Suspense, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '~/lib/edition-link';
import { useForm } from 'react-hook-form';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AUTH_BASE, AUTH_PAGES, CITY_NAME, MSG, SET_ID_PATH, SITE_NAME, safeContinue } from '@wbn/contract/constants';
import type { LoginAnswer, LoginRequest } from '@wbn/contract/schemas';
import { apiRequest, isApiError } from '~/lib/api-client';
import { buttonClass } from '~/components/button-link';
import { Field, FormAlert, Spinner } from '~/components/form-field';
import { setServerErrors } from '~/lib/field-errors';
import { schemaResolver } from '~/lib/forms';
import { pageMeta } from '~/lib/meta';
import { useHydrated } from '~/lib/use-hydrated';
import { useSpecMessage } from '~/lib/i18n';
import { loaderI18n } from '~/lib/i18n.server';
import type { Route } from './+types/auth.login';

// The second step of a sign-in with two-factor sign-in on (decision 0032): loaded only when asked for.
const TwoFactorStep = lazy(() => import('~/features/account/components/two-factor-step'));

const site = SITE_NAME;
const city = CITY_NAME;

/** The account pages' catalogue in the page's edition, and the title and description written with it. */
export function loader({ request }: Route.LoaderArgs) {
  const { messages, i18n } = loaderI18n(request, 'auth');
  return {
    messages,
    meta: {
      title: i18n._(msg`Log in`),
      description: i18n._(
        msg`Log in to ${site}, the business-to-business network for companies in ${city} and worldwide.`,
      ),
      keywords: i18n._(msg`log in, sign in, member login, B2B account`),
    },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.meta);

type Values = { email: string; password: string };
const FIELDS = ['email', 'password'] as const;
const resolver = schemaResolver<Values, LoginRequest>((s) => s.ZLoginRequest);

export default function LoginPage() {
  const { t } = useLingui();
  const said = useSpecMessage();
  const [params] = useSearchParams();
  const continueParam = params.get('continue');
  const keep = continueParam ? `?continue=${encodeURIComponent(continueParam)}` : '';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<Values, unknown, LoginRequest>({ resolver, defaultValues: { email: '', password: '' } });
  // After a good answer the page is being left for /SetID/: the button stays busy.
  const pending = isSubmitting || isSubmitSuccessful;
  const formError = said(errors.root?.server?.message);
  const hydrated = useHydrated();
  const alertRef = useRef<HTMLDivElement>(null);
  const [challenge, setChallenge] = useState<string | null>(null);

  /** Signed in: the hand-off code goes through /SetID/, then on to where the member was going. */
  const handOff = (code: string) => {
    const target = safeContinue(continueParam, window.location.origin);
    window.location.assign(`${SET_ID_PATH}?token=${encodeURIComponent(code)}&continue=${encodeURIComponent(target)}`);
  };

  const onSubmit = handleSubmit(async (body) => {
    try {
      const data = await apiRequest<LoginAnswer>(`${AUTH_BASE}/login`, { method: 'POST', body, auth: false });
      if ('twoFactorRequired' in data) setChallenge(data.challenge);
      else handOff(data.code);
    } catch (err) {
      if (isApiError(err) && setServerErrors(setError, err.fields, FIELDS)) return;
      setError('root.server', { message: isApiError(err) && err.status !== 0 ? err.message : MSG.unexpectedTryAgain });
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  });

  if (challenge) {
    return (
      <Suspense fallback={<Spinner />}>
        <TwoFactorStep challenge={challenge} onSignedIn={handOff} onRestart={() => window.location.reload()} />
      </Suspense>
    );
  }

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{t`Log in`}</h1>
      <p className="mt-1 text-sm text-slate-600">{t`Welcome back to ${site}.`}</p>
      <form
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="mt-6 space-y-4"
        aria-describedby={formError ? 'login-error' : undefined}
      >
        {formError && (
          <FormAlert id="login-error" ref={alertRef}>
            {formError}
          </FormAlert>
        )}
        <Field label={t`E-mail`} error={said(errors.email?.message)}>
          {(p) => <input {...p} {...register('email')} type="email" autoComplete="email" inputMode="email" />}
        </Field>
        <Field
          label={t`Password`}
          error={said(errors.password?.message)}
          aside={
            <Link
              to={`${AUTH_PAGES.forgotPassword}${keep}`}
              className="text-sm font-medium text-brand-600 hover:underline"
            >
              {t`Forgot your password?`}
            </Link>
          }
        >
          {(p) => <input {...p} {...register('password')} type="password" autoComplete="current-password" />}
        </Field>
        <button
          type="submit"
          disabled={!hydrated || pending}
          aria-busy={pending}
          className={buttonClass('primary', 'w-full py-2.5 disabled:cursor-not-allowed disabled:opacity-60')}
        >
          {pending && <Spinner />}
          {pending ? t`Logging in…` : t`Log in`}
        </button>
      </form>
      <p className="mt-6 border-t border-slate-100 pt-4 text-center text-sm text-slate-600">
        <Trans>
          New to {site}?{' '}
          <Link to={`${AUTH_PAGES.register}${keep}`} className="font-semibold text-brand-600 hover:underline">
            Create an account
          </Link>
        </Trans>
      </p>
    </>
  );
}
