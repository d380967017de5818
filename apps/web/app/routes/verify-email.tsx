/**
 * /verify-email?token=…: the page of the e-mailed link that proves an address (decision 0028). The
 * page's script sends the token (POST /auth/verify-email) once it runs, never the server on GET,
 * so a mail scanner that opens the link proves nothing.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '~/lib/edition-link';
import { AUTH_PAGES, SITE_NAME, SITE_PATHS, VERIFY_EMAIL_MSG } from '@wbn/contract/constants';
import { errorText } from '~/lib/api-client';
import { buttonClass } from '~/components/button-link';
import { Spinner } from '~/components/form-field';
import { pageMeta } from '~/lib/meta';
import { useSession } from '~/lib/session-context';
import { resendVerification, verifyEmail } from '~/features/account/api/verify-email';

export const meta = () =>
  pageMeta({
    title: 'Confirm your e-mail address',
    description: `Confirm the e-mail address of your ${SITE_NAME} account.`,
    keywords: 'confirm e-mail, verify e-mail address, account',
  });

type State = { step: 'checking' } | { step: 'done'; message: string } | { step: 'failed'; message: string };

export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { status } = useSession();
  const [state, setState] = useState<State>(
    token ? { step: 'checking' } : { step: 'failed', message: VERIFY_EMAIL_MSG.linkMissing },
  );
  const [resent, setResent] = useState<string | null>(null);
  const sent = useRef(false);
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true; // once, even when effects run twice
    verifyEmail(token).then(
      (message) => setState({ step: 'done', message }),
      (e: unknown) => setState({ step: 'failed', message: errorText(e) }),
    );
  }, [token]);

  useEffect(() => {
    if (state.step !== 'checking') statusRef.current?.focus();
  }, [state.step]);

  const resend = async () => {
    try {
      setResent(await resendVerification());
    } catch (e) {
      setResent(errorText(e));
    }
  };

  if (state.step === 'checking') {
    return (
      <>
        <h1 className="text-2xl font-bold text-slate-900">Confirm your e-mail address</h1>
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-700">
          <Spinner /> {VERIFY_EMAIL_MSG.checking}
        </p>
      </>
    );
  }

  if (state.step === 'done') {
    return (
      <>
        <h1 className="text-2xl font-bold text-slate-900">E-mail address confirmed</h1>
        <div
          ref={statusRef}
          tabIndex={-1}
          role="status"
          className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-3 text-sm text-emerald-900"
        >
          {state.message}
        </div>
        {status === 'member' ? (
          <Link to={SITE_PATHS.newsfeed} className={buttonClass('primary', 'mt-6 w-full py-2.5')}>
            Go to your newsfeed
          </Link>
        ) : (
          <Link to={AUTH_PAGES.login} className={buttonClass('primary', 'mt-6 w-full py-2.5')}>
            Log in
          </Link>
        )}
      </>
    );
  }

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Confirm your e-mail address</h1>
      <div
        ref={statusRef}
        tabIndex={-1}
        role="alert"
        className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
      >
        {state.message}
      </div>
      {status === 'member' ? (
        <>
          <button type="button" onClick={() => void resend()} className={buttonClass('primary', 'mt-6 w-full py-2.5')}>
            {VERIFY_EMAIL_MSG.resend}
          </button>
          {resent ? (
            <p role="status" className="mt-3 text-sm text-slate-700">
              {resent}
            </p>
          ) : null}
        </>
      ) : (
        <Link to={AUTH_PAGES.login} className={buttonClass('primary', 'mt-6 w-full py-2.5')}>
          Log in to send a new link
        </Link>
      )}
    </>
  );
}
