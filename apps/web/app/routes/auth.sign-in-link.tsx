/**
 * /auth/sign-in-link?token=…: the e-mailed one-time sign-in link (decision 0029). The page's script
 * sends the token (POST /auth/login/link) and goes on through /SetID/ as a login does; the server
 * never acts on the GET, so a mail scanner that opens the link signs nobody in.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '~/lib/edition-link';
import { AUTH_BASE, AUTH_PAGES, SET_ID_PATH, SIGN_IN_LINK_MSG, SITE_NAME } from '@wbn/contract/constants';
import type { LoginAnswer } from '@wbn/contract/schemas';
import { apiRequest, errorText } from '~/lib/api-client';
import { buttonClass } from '~/components/button-link';
import { Spinner } from '~/components/form-field';
import { pageMeta } from '~/lib/meta';

// The second step when two-factor sign-in is on (decision 0032): loaded only when asked for.
const TwoFactorStep = lazy(() => import('~/features/account/components/two-factor-step'));
const handOff = (code: string) =>
  window.location.assign(`${SET_ID_PATH}?token=${encodeURIComponent(code)}&continue=${encodeURIComponent('/')}`);

export const meta = () =>
  pageMeta({
    title: 'Sign in with a link',
    description: `Finish signing in to ${SITE_NAME} with the link we e-mailed you.`,
    keywords: 'sign-in link, log in, new device',
  });

export default function SignInLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [failure, setFailure] = useState<string | null>(token ? null : SIGN_IN_LINK_MSG.linkMissing);
  const [challenge, setChallenge] = useState<string | null>(null);
  const sent = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true; // once, even when effects run twice
    apiRequest<LoginAnswer>(`${AUTH_BASE}/login/link`, { method: 'POST', body: { token }, auth: false }).then(
      (data) => ('twoFactorRequired' in data ? setChallenge(data.challenge) : handOff(data.code)),
      (e: unknown) => setFailure(errorText(e)),
    );
  }, [token]);

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  if (challenge) {
    return (
      <Suspense fallback={<Spinner />}>
        <TwoFactorStep
          challenge={challenge}
          onSignedIn={handOff}
          onRestart={() => window.location.assign(AUTH_PAGES.login)}
        />
      </Suspense>
    );
  }

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Sign in with a link</h1>
      {failure ? (
        <>
          <div
            ref={alertRef}
            tabIndex={-1}
            role="alert"
            className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            {failure}
          </div>
          <Link to={AUTH_PAGES.login} className={buttonClass('primary', 'mt-6 w-full py-2.5')}>
            Log in
          </Link>
        </>
      ) : (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-700">
          <Spinner /> {SIGN_IN_LINK_MSG.checking}
        </p>
      )}
    </>
  );
}
