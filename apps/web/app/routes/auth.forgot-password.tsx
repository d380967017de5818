/** /auth/forgot-password: asks for a reset link. The answer never tells whether the account exists. */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AUTH_BASE, AUTH_MSG, AUTH_PAGES, CITY_NAME, MSG, SITE_NAME, ZForgotPasswordRequest } from '@wbn/contract';
import { apiRequest, isApiError } from '~/lib/api-client';
import { buttonClass } from '~/components/button-link';
import type { Route } from './+types/auth.forgot-password';

export const meta: Route.MetaFunction = () => [
  { title: `Forgot your password? | ${SITE_NAME}` },
  { name: 'description', content: `Reset the password of your ${SITE_NAME} account, the B2B network for companies in ${CITY_NAME}.` },
];

type Fields = 'email';
type Errors = Partial<Record<Fields, string>>;

export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const continueParam = params.get('continue');
  const keep = continueParam ? `?continue=${encodeURIComponent(continueParam)}` : '';
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const hydrated = useHydrated();
  const emailRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent || formError) statusRef.current?.focus();
  }, [sent, formError]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const parsed = ZForgotPasswordRequest.safeParse({ email });
    if (!parsed.success) {
      setErrors(fieldErrors<Fields>(parsed.error.issues));
      emailRef.current?.focus();
      return;
    }
    setPending(true);
    try {
      await apiRequest(`${AUTH_BASE}/forgot-password`, { method: 'POST', body: parsed.data, auth: false });
      setSent(true);
    } catch (err) {
      if (isApiError(err) && err.fields?.email) {
        setErrors({ email: err.fields.email });
        emailRef.current?.focus();
      } else {
        setFormError(isApiError(err) && err.status !== 0 ? err.message : MSG.unexpectedTryAgain);
      }
    } finally {
      setPending(false);
    }
  }

  if (sent) {
    return (
      <>
        <h1 className="text-2xl font-bold text-slate-900">Check your e-mail</h1>
        <div ref={statusRef} tabIndex={-1} role="status" className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-3 text-sm text-emerald-900">
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
      <p className="mt-1 text-sm text-slate-600">Enter the e-mail of your account and we will send you a link to choose a new password.</p>
      <form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        {formError && (
          <div ref={statusRef} tabIndex={-1} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {formError}
          </div>
        )}
        <Field label="E-mail" error={errors.email}>
          {(p) => (
            <input
              {...p}
              ref={emailRef}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                if (errors.email) setErrors({});
              }}
            />
          )}
        </Field>
        <button type="submit" disabled={!hydrated || pending} aria-busy={pending} className={buttonClass('primary', 'w-full py-2.5 disabled:cursor-not-allowed disabled:opacity-60')}>
          {pending && <Spinner />}
          {pending ? 'Sending…' : 'Send reset link'}
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
