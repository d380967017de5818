/** /auth/register: a free account; on success the code goes through /SetID/ (spec 2 "Session hand-off"). */
import { useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '~/lib/edition-link';
import { useForm } from 'react-hook-form';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  AUTH_BASE,
  AUTH_PAGES,
  CITY_NAME,
  MSG,
  PASSWORD_MIN,
  REGISTER_BANNER_TEXT,
  SET_ID_PATH,
  SITE_NAME,
  safeContinue,
} from '@wbn/contract/constants';
import type { LoginResponse, RegisterRequest } from '@wbn/contract/schemas';
import { apiRequest, isApiError } from '~/lib/api-client';
import { buttonClass } from '~/components/button-link';
import { Field, FormAlert, Spinner, type InputProps } from '~/components/form-field';
import { setServerErrors } from '~/lib/field-errors';
import { schemaResolver } from '~/lib/forms';
import { pageMeta } from '~/lib/meta';
import { useHydrated } from '~/lib/use-hydrated';
import { useSpecMessage, useSpecText } from '~/lib/i18n';
import { loaderI18n } from '~/lib/i18n.server';
import type { Route } from './+types/auth.register';

const site = SITE_NAME;
const city = CITY_NAME;

/** The account pages' catalogue in the page's edition, and the title and description written with it. */
export function loader({ request }: Route.LoaderArgs) {
  const { messages, i18n } = loaderI18n(request, 'auth');
  return {
    messages,
    meta: {
      title: i18n._(msg`Create an account`),
      description: i18n._(
        msg`Register for free on ${site}: showcase your company and products and reach business partners from ${city} and around the world.`,
      ),
      keywords: i18n._(msg`create account, register, sign up, free business account`),
    },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.meta);

/** In the order of the form (the first invalid one gets the focus). */
const FIELDS = ['firstName', 'lastName', 'email', 'password', 'acceptTerms'] as const;
type Values = { firstName: string; lastName: string; email: string; password: string; acceptTerms: boolean };
type TextField = Exclude<(typeof FIELDS)[number], 'acceptTerms'>;
// The schema refuses an unticked box with AUTH_MSG.acceptTermsRequired.
const resolver = schemaResolver<Values, RegisterRequest>((s) => s.ZRegisterRequest);

export default function RegisterPage() {
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
  } = useForm<Values, unknown, RegisterRequest>({
    resolver,
    defaultValues: { firstName: '', lastName: '', email: '', password: '', acceptTerms: false },
  });
  // After a good answer the page is being left for /SetID/: the button stays busy.
  const pending = isSubmitting || isSubmitSuccessful;
  const formError = said(errors.root?.server?.message);
  const hydrated = useHydrated();
  const alertRef = useRef<HTMLDivElement>(null);
  const termsErrorId = useId();
  const banner = useSpecText()(REGISTER_BANNER_TEXT);

  const onSubmit = handleSubmit(async (body) => {
    try {
      const data = await apiRequest<LoginResponse>(`${AUTH_BASE}/register`, { method: 'POST', body, auth: false });
      const target = safeContinue(continueParam, window.location.origin);
      window.location.assign(
        `${SET_ID_PATH}?token=${encodeURIComponent(data.code)}&continue=${encodeURIComponent(target)}`,
      );
    } catch (err) {
      if (isApiError(err) && setServerErrors(setError, err.fields, FIELDS)) return;
      setError('root.server', { message: isApiError(err) && err.status !== 0 ? err.message : MSG.unexpectedTryAgain });
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  });

  const input = (name: TextField, type: string, autoComplete: string) => (p: InputProps) => (
    <input {...p} {...register(name)} type={type} autoComplete={autoComplete} />
  );

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{t`Create your account`}</h1>
      <p className="mt-1 text-sm text-slate-600">{t`${banner} with ${site}. It is free.`}</p>
      <form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        {formError && <FormAlert ref={alertRef}>{formError}</FormAlert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t`First name`} error={said(errors.firstName?.message)}>
            {input('firstName', 'text', 'given-name')}
          </Field>
          <Field label={t`Last name`} error={said(errors.lastName?.message)}>
            {input('lastName', 'text', 'family-name')}
          </Field>
        </div>
        <Field label={t`E-mail`} error={said(errors.email?.message)}>
          {input('email', 'email', 'email')}
        </Field>
        <Field
          label={t`Password`}
          hint={t`At least ${PASSWORD_MIN} characters.`}
          error={said(errors.password?.message)}
        >
          {input('password', 'password', 'new-password')}
        </Field>
        <div>
          <div className="flex items-start gap-3">
            <input
              {...register('acceptTerms')}
              id={`${termsErrorId}-terms`}
              type="checkbox"
              required
              aria-invalid={!!errors.acceptTerms}
              aria-describedby={errors.acceptTerms ? termsErrorId : undefined}
              className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-600"
            />
            <label htmlFor={`${termsErrorId}-terms`} className="text-sm text-slate-700">
              <Trans>
                I accept the{' '}
                <Link
                  to="/terms-and-conditions"
                  target="_blank"
                  rel="noopener"
                  className="font-medium text-brand-600 underline"
                >
                  Terms and Conditions
                  <span className="sr-only"> (opens in a new tab)</span>
                </Link>{' '}
                and the{' '}
                <Link
                  to="/privacy-policy"
                  target="_blank"
                  rel="noopener"
                  className="font-medium text-brand-600 underline"
                >
                  Privacy Policy
                  <span className="sr-only"> (opens in a new tab)</span>
                </Link>
                , and I confirm I register on behalf of a business and I am of legal age.
              </Trans>
            </label>
          </div>
          {errors.acceptTerms && (
            <p id={termsErrorId} className="mt-1 text-sm text-red-700">
              {said(errors.acceptTerms.message)}
            </p>
          )}
        </div>
        <button
          type="submit"
          disabled={!hydrated || pending}
          aria-busy={pending}
          className={buttonClass('primary', 'w-full py-2.5 disabled:cursor-not-allowed disabled:opacity-60')}
        >
          {pending && <Spinner />}
          {pending ? t`Creating account…` : t`Create account`}
        </button>
      </form>
      <p className="mt-6 border-t border-slate-100 pt-4 text-center text-sm text-slate-600">
        <Trans>
          Already have an account?{' '}
          <Link to={`${AUTH_PAGES.login}${keep}`} className="font-semibold text-brand-600 hover:underline">
            Log in
          </Link>
        </Trans>
      </p>
    </>
  );
}
