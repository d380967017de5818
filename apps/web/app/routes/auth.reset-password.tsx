/** /auth/reset-password?token=…: choose a new password with the link from the e-mail. */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AUTH_BASE, AUTH_MSG, AUTH_PAGES, CITY_NAME, MSG, PASSWORD_MIN, SITE_NAME } from '@wbn/contract';
import { apiRequest, isApiError } from '~/lib/api-client';
import { loadFormSchemas } from '~/lib/load-form-schemas';
import { buttonClass } from '~/components/button-link';
import { Field, FormAlert, Spinner } from '~/components/form-field';
import { fieldErrors } from '~/lib/field-errors';
import { pageMeta } from '~/lib/meta';
import { useHydrated } from '~/lib/use-hydrated';
import type { Route } from './+types/auth.reset-password';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Choose a new password',
    description: `Set a new password for your ${SITE_NAME} account, the B2B network for companies in ${CITY_NAME}.`,
    keywords: 'new password, reset password, change password',
  });

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
    const { ZResetPasswordRequest } = await loadFormSchemas();
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
            <FormAlert ref={statusRef}>
              {formError}{' '}
              <Link to={AUTH_PAGES.forgotPassword} className="font-semibold underline">
                Ask for a new link
              </Link>
            </FormAlert>
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
