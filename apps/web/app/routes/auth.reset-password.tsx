/** /auth/reset-password?token=…: choose a new password with the link from the e-mail. */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AUTH_BASE, AUTH_MSG, AUTH_PAGES, CITY_NAME, MSG, PASSWORD_MIN, SITE_NAME, ZResetPasswordRequest } from '@wbn/contract';
import { apiRequest, isApiError } from '~/lib/api-client';
import { buttonClass } from '~/components/button-link';
import type { Route } from './+types/auth.reset-password';

export const meta: Route.MetaFunction = () => [
  { title: `Choose a new password | ${SITE_NAME}` },
  { name: 'description', content: `Set a new password for your ${SITE_NAME} account, the B2B network for companies in ${CITY_NAME}.` },
];

type Fields = 'password' | 'confirm';
type Errors = Partial<Record<Fields, string>>;

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const hydrated = useHydrated();
  const refs = { password: useRef<HTMLInputElement>(null), confirm: useRef<HTMLInputElement>(null) };
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (done || formError) statusRef.current?.focus();
  }, [done, formError]);

  const set = (name: Fields) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const showErrors = (next: Errors) => {
    setErrors(next);
    const first = (['password', 'confirm'] as const).find((f) => next[f]);
    if (first) refs[first].current?.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const parsed = ZResetPasswordRequest.safeParse({ token, password: values.password });
    const next: Errors = {};
    if (!parsed.success) {
      const issues = fieldErrors<'token' | 'password'>(parsed.error.issues);
      if (issues.password) next.password = issues.password;
      if (issues.token) {
        setFormError(AUTH_MSG.resetLinkMissing);
        return;
      }
    }
    if (!values.confirm) next.confirm = AUTH_MSG.confirmPasswordRequired;
    else if (values.confirm !== values.password) next.confirm = AUTH_MSG.passwordsDoNotMatch;
    if (!parsed.success || next.confirm) {
      showErrors(next);
      return;
    }
    setPending(true);
    try {
      await apiRequest(`${AUTH_BASE}/reset-password`, { method: 'POST', body: parsed.data, auth: false });
      setDone(true);
    } catch (err) {
      if (isApiError(err) && err.fields?.password) showErrors({ password: err.fields.password });
      else setFormError(isApiError(err) && err.status !== 0 ? err.message : MSG.unexpectedTryAgain);
    } finally {
      setPending(false);
    }
  }

  if (done) {
    return (
      <>
        <h1 className="text-2xl font-bold text-slate-900">Password changed</h1>
        <div ref={statusRef} tabIndex={-1} role="status" className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-3 text-sm text-emerald-900">
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
            <div ref={statusRef} tabIndex={-1} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {formError}{' '}
              <Link to={AUTH_PAGES.forgotPassword} className="font-semibold underline">
                Ask for a new link
              </Link>
            </div>
          )}
          <Field label="New password" hint={`At least ${PASSWORD_MIN} characters.`} error={errors.password}>
            {(p) => (
              <input {...p} ref={refs.password} type="password" name="password" autoComplete="new-password" value={values.password} onChange={(e) => set('password')(e.target.value)} />
            )}
          </Field>
          <Field label="Confirm new password" error={errors.confirm}>
            {(p) => (
              <input {...p} ref={refs.confirm} type="password" name="confirm" autoComplete="new-password" value={values.confirm} onChange={(e) => set('confirm')(e.target.value)} />
            )}
          </Field>
          <button type="submit" disabled={!hydrated || pending} aria-busy={pending} className={buttonClass('primary', 'w-full py-2.5 disabled:cursor-not-allowed disabled:opacity-60')}>
            {pending && <Spinner />}
            {pending ? 'Saving…' : 'Change password'}
          </button>
        </form>
      )}
    </>
  );
}

// ---- small form pieces (kept local: this module's only dependencies are lib and components) ----

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function fieldErrors<F extends string>(issues: { path: PropertyKey[]; message: string }[]): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const key = String(issue.path[0]) as F;
    out[key] ??= issue.message;
  }
  return out;
}

type InputProps = { id: string; className: string; 'aria-invalid': boolean; 'aria-describedby'?: string; required: true };

function Field(props: { label: string; error?: string; hint?: string; aside?: ReactNode; children: (p: InputProps) => ReactNode }) {
  const { label, error, hint, aside, children } = props;
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {aside}
      </div>
      {children({
        id,
        required: true,
        'aria-invalid': !!error,
        'aria-describedby': describedBy,
        className: `block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm outline-none focus:ring-2 ${
          error ? 'border-red-500 focus:ring-red-200' : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
        }`,
      })}
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function Spinner() {
  return <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />;
}
