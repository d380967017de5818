/** /auth/register: a free account; on success the code goes through /SetID/ (spec 2 "Session hand-off"). */
import { useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '~/lib/edition-link';
import { useForm } from 'react-hook-form';
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
import type { Route } from './+types/auth.register';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Create an account',
    description: `Register for free on ${SITE_NAME}: showcase your company and products and reach business partners from ${CITY_NAME} and around the world.`,
    keywords: 'create account, register, sign up, free business account',
  });

/** In the order of the form (the first invalid one gets the focus). */
const FIELDS = ['firstName', 'lastName', 'email', 'password', 'acceptTerms'] as const;
type Values = { firstName: string; lastName: string; email: string; password: string; acceptTerms: boolean };
type TextField = Exclude<(typeof FIELDS)[number], 'acceptTerms'>;
// The schema refuses an unticked box with AUTH_MSG.acceptTermsRequired.
const resolver = schemaResolver<Values, RegisterRequest>((s) => s.ZRegisterRequest);

export default function RegisterPage() {
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
  const formError = errors.root?.server?.message;
  const hydrated = useHydrated();
  const alertRef = useRef<HTMLDivElement>(null);
  const termsErrorId = useId();

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
      <h1 className="text-2xl font-bold text-slate-900">Create your account</h1>
      <p className="mt-1 text-sm text-slate-600">
        {REGISTER_BANNER_TEXT} with {SITE_NAME}. It is free.
      </p>
      <form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        {formError && <FormAlert ref={alertRef}>{formError}</FormAlert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First name" error={errors.firstName?.message}>
            {input('firstName', 'text', 'given-name')}
          </Field>
          <Field label="Last name" error={errors.lastName?.message}>
            {input('lastName', 'text', 'family-name')}
          </Field>
        </div>
        <Field label="E-mail" error={errors.email?.message}>
          {input('email', 'email', 'email')}
        </Field>
        <Field label="Password" hint={`At least ${PASSWORD_MIN} characters.`} error={errors.password?.message}>
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
            </label>
          </div>
          {errors.acceptTerms && (
            <p id={termsErrorId} className="mt-1 text-sm text-red-700">
              {errors.acceptTerms.message}
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
          {pending ? 'Creating account…' : 'Create account'}
        </button>
      </form>
      <p className="mt-6 border-t border-slate-100 pt-4 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to={`${AUTH_PAGES.login}${keep}`} className="font-semibold text-brand-600 hover:underline">
          Log in
        </Link>
      </p>
    </>
  );
}
