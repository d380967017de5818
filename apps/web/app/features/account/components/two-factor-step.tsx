/**
 * The second step of a sign-in with two-factor sign-in on (decision 0032): the code of the
 * authenticator app, or a recovery code, for the challenge that the right password answered.
 * Loaded only when a sign-in needs it. `onSignedIn` gets the hand-off code (as login answers it).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AUTH_BASE, SECOND_FACTOR_PATTERN, TWO_FACTOR_MSG } from '@wbn/contract/constants';
import type { LoginResponse } from '@wbn/contract/schemas';
import { apiRequest, errorText, isApiError } from '~/lib/api-client';
import { buttonClass } from '~/components/button-link';
import { Field, FormAlert, Spinner } from '~/components/form-field';

export default function TwoFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (code: string) => void;
  onRestart: () => void;
}) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  useEffect(() => inputRef.current?.focus(), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const typed = code.trim();
    if (!SECOND_FACTOR_PATTERN.test(typed)) {
      setFieldError(TWO_FACTOR_MSG.codeFormat);
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setFieldError(undefined);
    setFormError(null);
    try {
      const data = await apiRequest<LoginResponse>(`${AUTH_BASE}/login/2fa`, {
        method: 'POST',
        body: { challenge, code: typed },
        auth: false,
      });
      onSignedIn(data.code);
    } catch (err) {
      setBusy(false);
      const fields = isApiError(err) ? err.fields : undefined;
      if (fields?.code) {
        setFieldError(fields.code);
        inputRef.current?.select();
      } else setFormError(errorText(err));
    }
  };

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Two-factor sign-in</h1>
      <p className="mt-1 text-sm text-slate-600">
        Enter the 6-digit code your authenticator app shows now. Lost your phone? Enter one of your recovery codes.
      </p>
      <form noValidate onSubmit={submit} className="mt-6 space-y-4">
        {formError ? (
          <FormAlert>
            {formError}{' '}
            <button type="button" onClick={onRestart} className="font-semibold underline">
              Log in again
            </button>
          </FormAlert>
        ) : null}
        <Field label="Authentication code" error={fieldError}>
          {(p) => (
            <input
              {...p}
              ref={inputRef}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoComplete="one-time-code"
              inputMode="text"
              spellCheck={false}
              maxLength={20}
              placeholder="123456"
            />
          )}
        </Field>
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy}
          className={buttonClass('primary', 'w-full py-2.5 disabled:cursor-not-allowed disabled:opacity-60')}
        >
          {busy ? <Spinner /> : null}
          {busy ? 'Checking…' : 'Verify'}
        </button>
      </form>
    </>
  );
}
