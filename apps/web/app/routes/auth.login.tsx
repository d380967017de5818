/** /auth/login: e-mail and password; on success the code goes through /SetID/ (spec 2 "Session hand-off"). */
import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AUTH_BASE, AUTH_PAGES, CITY_NAME, MSG, SET_ID_PATH, SITE_NAME, safeContinue, type LoginResponse } from '@wbn/contract';
import { apiRequest, isApiError } from '~/lib/api-client';
import { loadFormSchemas } from '~/lib/load-form-schemas';
import { buttonClass } from '~/components/button-link';
import { Field, FormAlert, Spinner } from '~/components/form-field';
import { fieldErrors } from '~/lib/field-errors';
import { pageMeta } from '~/lib/meta';
import { useHydrated } from '~/lib/use-hydrated';
import type { Route } from './+types/auth.login';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Log in',
    description: `Log in to ${SITE_NAME}, the business-to-business network for companies in ${CITY_NAME} and worldwide.`,
    keywords: 'log in, sign in, member login, B2B account',
  });

type Fields = 'email' | 'password';
type Errors = Partial<Record<Fields, string>>;

export default function LoginPage() {
  const [params] = useSearchParams();
  const continueParam = params.get('continue');
  const keep = continueParam ? `?continue=${encodeURIComponent(continueParam)}` : '';
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const refs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const alertRef = useRef<HTMLDivElement>(null);

  const set = (name: Fields) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const showErrors = (next: Errors) => {
    setErrors(next);
    const first = (['email', 'password'] as const).find((f) => next[f]);
    if (first) refs[first].current?.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const { ZLoginRequest } = await loadFormSchemas();
    const parsed = ZLoginRequest.safeParse(values);
    if (!parsed.success) {
      showErrors(fieldErrors<Fields>(parsed.error.issues));
      return;
    }
    setPending(true);
    try {
      const data = await apiRequest<LoginResponse>(`${AUTH_BASE}/login`, { method: 'POST', body: parsed.data, auth: false });
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

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Log in</h1>
      <p className="mt-1 text-sm text-slate-600">Welcome back to {SITE_NAME}.</p>
      <form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-4" aria-describedby={formError ? 'login-error' : undefined}>
        {formError && (
          <FormAlert id="login-error" ref={alertRef}>
            {formError}
          </FormAlert>
        )}
        <Field label="E-mail" error={errors.email}>
          {(p) => <input {...p} ref={refs.email} type="email" name="email" autoComplete="email" inputMode="email" value={values.email} onChange={(e) => set('email')(e.target.value)} />}
        </Field>
        <Field
          label="Password"
          error={errors.password}
          aside={
            <Link to={`${AUTH_PAGES.forgotPassword}${keep}`} className="text-sm font-medium text-brand-600 hover:underline">
              Forgot your password?
            </Link>
          }
        >
          {(p) => (
            <input {...p} ref={refs.password} type="password" name="password" autoComplete="current-password" value={values.password} onChange={(e) => set('password')(e.target.value)} />
          )}
        </Field>
        <button type="submit" disabled={!hydrated || pending} aria-busy={pending} className={buttonClass('primary', 'w-full py-2.5 disabled:cursor-not-allowed disabled:opacity-60')}>
          {pending && <Spinner />}
          {pending ? 'Logging in…' : 'Log in'}
        </button>
      </form>
      <p className="mt-6 border-t border-slate-100 pt-4 text-center text-sm text-slate-600">
        New to {SITE_NAME}?{' '}
        <Link to={`${AUTH_PAGES.register}${keep}`} className="font-semibold text-brand-600 hover:underline">
          Create an account
        </Link>
      </p>
    </>
  );
}
