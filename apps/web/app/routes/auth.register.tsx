/** /auth/register: a free account; on success the code goes through /SetID/ (spec 2 "Session hand-off"). */
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  AUTH_BASE,
  AUTH_MSG,
  AUTH_PAGES,
  CITY_NAME,
  MSG,
  PASSWORD_MIN,
  REGISTER_BANNER_TEXT,
  SET_ID_PATH,
  SITE_NAME,
  safeContinue,
  type LoginResponse,
} from '@wbn/contract';
import { apiRequest, isApiError } from '~/lib/api-client';
import { loadFormSchemas } from '~/lib/load-form-schemas';
import { buttonClass } from '~/components/button-link';
import { Field, FormAlert, Spinner, type InputProps } from '~/components/form-field';
import { fieldErrors } from '~/lib/field-errors';
import { pageMeta } from '~/lib/meta';
import { useHydrated } from '~/lib/use-hydrated';
import type { Route } from './+types/auth.register';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Create an account',
    description: `Register for free on ${SITE_NAME}: showcase your company and products and reach business partners from ${CITY_NAME} and around the world.`,
    keywords: 'create account, register, sign up, free business account',
  });

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'acceptTerms'] as const;
type Fields = (typeof FIELDS)[number];
type Errors = Partial<Record<Fields, string>>;

export default function RegisterPage() {
  const [params] = useSearchParams();
  const continueParam = params.get('continue');
  const keep = continueParam ? `?continue=${encodeURIComponent(continueParam)}` : '';
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const refs: Record<Fields, React.RefObject<HTMLInputElement | null>> = {
    firstName: useRef<HTMLInputElement>(null),
    lastName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    acceptTerms: useRef<HTMLInputElement>(null),
  };
  const alertRef = useRef<HTMLDivElement>(null);
  const termsErrorId = useId();

  const set = (name: Exclude<Fields, 'acceptTerms'>) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const showErrors = (next: Errors) => {
    setErrors(next);
    const first = FIELDS.find((f) => next[f]);
    if (first) refs[first].current?.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const { ZRegisterRequest } = await loadFormSchemas();
    const parsed = ZRegisterRequest.safeParse({ ...values, acceptTerms: true });
    const next: Errors = parsed.success ? {} : fieldErrors<Fields>(parsed.error.issues);
    if (!accepted) next.acceptTerms = AUTH_MSG.acceptTermsRequired;
    if (!parsed.success || !accepted) {
      showErrors(next);
      return;
    }
    setPending(true);
    try {
      const data = await apiRequest<LoginResponse>(`${AUTH_BASE}/register`, {
        method: 'POST',
        body: { ...parsed.data, acceptTerms: true },
        auth: false,
      });
      const target = safeContinue(continueParam, window.location.origin);
      window.location.assign(`${SET_ID_PATH}?token=${encodeURIComponent(data.code)}&continue=${encodeURIComponent(target)}`);
    } catch (err) {
      setPending(false);
      if (isApiError(err) && err.fields && Object.keys(err.fields).some((k) => k in refs)) {
        showErrors(err.fields as Errors);
      } else {
        setFormError(isApiError(err) && err.status !== 0 ? err.message : MSG.unexpectedTryAgain);
        requestAnimationFrame(() => alertRef.current?.focus());
      }
    }
  }

  const input = (name: Exclude<Fields, 'acceptTerms'>, type: string, autoComplete: string) => (p: InputProps) => (
    <input {...p} ref={refs[name]} type={type} name={name} autoComplete={autoComplete} value={values[name]} onChange={(e) => set(name)(e.target.value)} />
  );

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Create your account</h1>
      <p className="mt-1 text-sm text-slate-600">{REGISTER_BANNER_TEXT} with {SITE_NAME}. It is free.</p>
      <form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        {formError && (
          <FormAlert ref={alertRef}>{formError}</FormAlert>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First name" error={errors.firstName}>
            {input('firstName', 'text', 'given-name')}
          </Field>
          <Field label="Last name" error={errors.lastName}>
            {input('lastName', 'text', 'family-name')}
          </Field>
        </div>
        <Field label="E-mail" error={errors.email}>
          {input('email', 'email', 'email')}
        </Field>
        <Field label="Password" hint={`At least ${PASSWORD_MIN} characters.`} error={errors.password}>
          {input('password', 'password', 'new-password')}
        </Field>
        <div>
          <div className="flex items-start gap-3">
            <input
              ref={refs.acceptTerms}
              id={`${termsErrorId}-terms`}
              type="checkbox"
              name="acceptTerms"
              required
              checked={accepted}
              onChange={(e) => {
                setAccepted(e.target.checked);
                if (e.target.checked) setErrors((x) => ({ ...x, acceptTerms: undefined }));
              }}
              aria-invalid={!!errors.acceptTerms}
              aria-describedby={errors.acceptTerms ? termsErrorId : undefined}
              className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-600"
            />
            <label htmlFor={`${termsErrorId}-terms`} className="text-sm text-slate-700">
              I accept the{' '}
              <Link to="/terms-and-conditions" target="_blank" rel="noopener" className="font-medium text-brand-600 underline">
                Terms and Conditions
                <span className="sr-only"> (opens in a new tab)</span>
              </Link>{' '}
              and the{' '}
              <Link to="/privacy-policy" target="_blank" rel="noopener" className="font-medium text-brand-600 underline">
                Privacy Policy
                <span className="sr-only"> (opens in a new tab)</span>
              </Link>
              , and I confirm I register on behalf of a business and I am of legal age.
            </label>
          </div>
          {errors.acceptTerms && (
            <p id={termsErrorId} className="mt-1 text-sm text-red-700">
              {errors.acceptTerms}
            </p>
          )}
        </div>
        <button type="submit" disabled={!hydrated || pending} aria-busy={pending} className={buttonClass('primary', 'w-full py-2.5 disabled:cursor-not-allowed disabled:opacity-60')}>
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
