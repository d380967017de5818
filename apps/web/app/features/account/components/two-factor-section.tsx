/**
 * Two-factor sign-in in the settings (decision 0032): off → set up (a QR code drawn in the browser
 * from the otpauth:// address, and the key to type) → a first code turns it on → the recovery
 * codes, shown once → on (how many are left), and turning it off with the password and a code.
 * The QR code is drawn by uqr (ESM, loaded on set-up only). The key shows in groups of four that
 * never break inside (a line ends between groups only), with a button that copies it whole
 * (decision 0068).
 */
import { useLingui } from '@lingui/react/macro';
import { useSpecMessage, useSpecText } from '~/lib/i18n';
import { Fragment, useEffect, useId, useState, type FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import { TWO_FACTOR_MSG } from '@wbn/contract/constants';
import type { TwoFactorSetup } from '@wbn/contract/schemas';
import { errorText, isApiError } from '~/lib/api-client';
import { copyText } from '~/lib/copy-text';
import { toast } from '~/lib/toast';
import { buttonClass } from '~/components/button-link';
import { ErrorState } from '~/components/error-state';
import { Field, Spinner } from '~/components/form-field';
import { useDisableTwoFactor, useEnableTwoFactor, useSetUpTwoFactor, useTwoFactorStatus } from '../api/settings';

const fieldOf = (e: unknown, name: string) => (isApiError(e) ? e.fields?.[name] : undefined);

export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const setUp = useSetUpTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const { t } = useLingui();
  const say = useSpecMessage();

  if (status.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-4 text-sm text-slate-600">
        <Spinner /> {t`Loading…`}
      </p>
    );
  }
  if (status.isError) return <ErrorState message={errorText(status.error)} onRetry={() => void status.refetch()} />;

  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  if (setup)
    return <SetUp setup={setup} onCancel={() => setSetup(null)} onEnabled={(c) => (setSetup(null), setCodes(c))} />;

  if (status.data.enabled) {
    const left = status.data.recoveryCodesLeft;
    return (
      <div className="space-y-4">
        <p className="flex items-center gap-2 text-sm text-slate-800">
          <ShieldCheck aria-hidden="true" className="h-5 w-5 text-emerald-600" />
          <span>
            <strong>{t`On.`}</strong>{' '}
            {t`Signing in asks for a code from your authenticator app. ${left} of 10 recovery codes left.`}
          </span>
        </p>
        <TurnOff />
      </div>
    );
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        {t`Off. With it on, signing in asks for a code from an authenticator app on your phone as well as your password.`}
      </p>
      <button
        type="button"
        disabled={setUp.isPending}
        onClick={() =>
          setUp.mutate(undefined, { onSuccess: setSetup, onError: (e) => toast.error(say(errorText(e))!) })
        }
        className={buttonClass('primary', 'py-2.5 disabled:opacity-60')}
      >
        {setUp.isPending ? <Spinner /> : null}
        {t`Turn on two-factor sign-in`}
      </button>
    </div>
  );
}

function SetUp({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: TwoFactorSetup;
  onCancel: () => void;
  onEnabled: (codes: string[]) => void;
}) {
  const enable = useEnableTwoFactor();
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const keyId = useId();
  const { t } = useLingui();
  const say = useSpecMessage();

  useEffect(() => {
    let live = true;
    void import('uqr').then(
      ({ renderSVG }) => live && setQr(`data:image/svg+xml;base64,${btoa(renderSVG(setup.otpauthUrl, { border: 1 }))}`),
    );
    return () => {
      live = false;
    };
  }, [setup.otpauthUrl]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError(t`Enter the 6-digit code from your app`);
    enable.mutate(code.trim(), {
      onSuccess: (r) => {
        toast.success(say(r.message)!);
        onEnabled(r.recoveryCodes);
      },
      onError: (err) =>
        fieldOf(err, 'code') ? setError(say(fieldOf(err, 'code'))) : toast.error(say(errorText(err))!),
    });
  };

  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>{t`Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…).`}</li>
        <li>{t`Scan this QR code, or type the key below.`}</li>
        <li>{t`Enter the 6-digit code the app shows.`}</li>
      </ol>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex h-[200px] w-[200px] shrink-0 items-center justify-center rounded-lg border border-slate-200 bg-white">
          {qr ? <img src={qr} width={200} height={200} alt={t`QR code for your authenticator app`} /> : <Spinner />}
        </div>
        <div className="min-w-0">
          <p id={keyId} className="text-sm font-medium text-slate-800">
            {t`Key`}
          </p>
          <code
            aria-labelledby={keyId}
            className="mt-1 block rounded-md bg-slate-100 px-3 py-2 font-mono text-sm tracking-wider text-slate-900"
          >
            {(setup.secret.match(/.{1,4}/g) ?? []).map((group, i) => (
              <Fragment key={i}>
                {i ? ' ' : null}
                <span data-key-group className="inline-block whitespace-nowrap">
                  {group}
                </span>
              </Fragment>
            ))}
          </code>
          <button
            type="button"
            onClick={() =>
              void copyText(setup.secret).then((ok) =>
                ok ? toast.success(t`Key copied.`) : toast.error(t`The key could not be copied: type it instead.`),
              )
            }
            className={buttonClass('secondary', 'mt-2 py-1.5')}
          >
            {t`Copy the key`}
          </button>
        </div>
      </div>
      <form noValidate onSubmit={submit} className="max-w-xs space-y-3">
        <Field label={t`Code from the app`} error={error}>
          {(p) => (
            <input
              {...p}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="123456"
            />
          )}
        </Field>
        <div className="flex gap-3">
          <button
            type="submit"
            disabled={enable.isPending}
            className={buttonClass('primary', 'py-2.5 disabled:opacity-60')}
          >
            {enable.isPending ? <Spinner /> : null}
            {t`Turn on`}
          </button>
          <button type="button" onClick={onCancel} className={buttonClass('secondary', 'py-2.5')}>
            {t`Cancel`}
          </button>
        </div>
      </form>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useLingui();
  const spec = useSpecText();
  const download = () => {
    const url = URL.createObjectURL(
      new Blob([`${t`WBN Miami recovery codes (each works once)`}\n\n${codes.join('\n')}\n`], { type: 'text/plain' }),
    );
    const a = Object.assign(document.createElement('a'), { href: url, download: 'wbn-recovery-codes.txt' });
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="space-y-4">
      <p
        role="status"
        className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
      >
        {spec(TWO_FACTOR_MSG.enabled)}
      </p>
      <p className="text-sm text-slate-700">
        {t`If you lose your phone, a recovery code lets you sign in instead of a code from the app. This is the only time they are shown.`}
      </p>
      <ul aria-label={t`Recovery codes`} className="grid max-w-md grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((c) => (
          <li key={c} className="rounded-md bg-slate-100 px-3 py-1.5 text-center text-slate-900">
            {c}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={download} className={buttonClass('secondary', 'py-2.5')}>
          {t`Download the codes`}
        </button>
        <button type="button" onClick={onDone} className={buttonClass('primary', 'py-2.5')}>
          {t`I have saved them`}
        </button>
      </div>
    </div>
  );
}

function TurnOff() {
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const { t } = useLingui();
  const say = useSpecMessage();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const missing = {
      password: password ? undefined : t`Enter your password`,
      code: code.trim() ? undefined : say(TWO_FACTOR_MSG.codeFormat),
    };
    if (missing.password || missing.code) return setErrors(missing);
    disable.mutate(
      { password, code: code.trim() },
      {
        onSuccess: (r) => toast.success(say(r.message)!),
        onError: (err) => {
          const fields = { password: say(fieldOf(err, 'password')), code: say(fieldOf(err, 'code')) };
          if (fields.password || fields.code) setErrors(fields);
          else toast.error(say(errorText(err))!);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="max-w-md space-y-3" aria-label={t`Turn off two-factor sign-in`}>
      <Field label={t`Password`} error={errors.password}>
        {(p) => (
          <input
            {...p}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
          />
        )}
      </Field>
      <Field label={t`Code from the app, or a recovery code`} error={errors.code}>
        {(p) => (
          <input
            {...p}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
            maxLength={20}
          />
        )}
      </Field>
      <button
        type="submit"
        disabled={disable.isPending}
        className={buttonClass('secondary', 'py-2.5 disabled:opacity-60')}
      >
        {disable.isPending ? <Spinner /> : null}
        {t`Turn off two-factor sign-in`}
      </button>
    </form>
  );
}
