/**
 * /SetID/?token=<code>&continue=<address>: the session hand-off screen.
 * Exchanges the one-time code for the session, saves it, then loads the
 * continue address (same site only) or the site root with a full page load.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '~/lib/edition-link';
import { AUTH_BASE, CITY_NAME, MSG, SITE_NAME, safeContinue } from '@wbn/contract/constants';
import type { Session } from '@wbn/contract/schemas';
import { apiRequest, isApiError } from '~/lib/api-client';
import { useSessionManager } from '~/lib/session-context';
import { getBrowserSessionManager } from '~/lib/session';
import type { Route } from './+types/set-id';

export const meta: Route.MetaFunction = () => [
  { title: `${MSG.redirectingToAccount} | ${SITE_NAME}` },
  { name: 'description', content: `Signing you in to ${SITE_NAME}, the B2B network for companies in ${CITY_NAME}.` },
  { name: 'robots', content: 'noindex' },
];

/** A failure the server reported (success:false), as opposed to no usable answer at all. */
const isRefusal = (err: unknown) =>
  isApiError(err) && err.status !== 0 && err.name !== 'HttpError' && err.name !== 'InvalidResponse';

export default function SetIdPage() {
  const [params] = useSearchParams();
  const contextManager = useSessionManager();
  const started = useRef(false);
  const [stuck, setStuck] = useState(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = params.get('token');
    const target = safeContinue(params.get('continue'), window.location.origin);
    const fail = () => {
      window.alert(MSG.tokenError);
      window.location.replace('/');
    };
    if (!token) {
      fail();
      return;
    }
    apiRequest<Session>(`${AUTH_BASE}/get-session`, {
      method: 'POST',
      body: { token },
      auth: false,
      credentials: 'include',
    }).then(
      (session) => {
        (contextManager ?? getBrowserSessionManager()).save(session);
        // A full page load, so the session provider starts again with the saved session;
        // replace() keeps the spent code out of the history.
        window.location.replace(target);
      },
      (err: unknown) => {
        if (isRefusal(err)) {
          fail();
          return;
        }
        // A network error is only logged.
        console.error(err);
        setStuck(true);
      },
    );
  }, [params, contextManager]);

  return (
    <div className="flex flex-col items-center py-6 text-center">
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
      />
      <p role="status" className="mt-4 text-base font-medium text-slate-800">
        {MSG.redirectingToAccount}
      </p>
      {stuck && (
        <p className="mt-4 text-sm text-slate-600">
          This is taking longer than expected.{' '}
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="font-semibold text-brand-600 underline"
          >
            Try again
          </button>{' '}
          or{' '}
          <Link to="/" reloadDocument className="font-semibold text-brand-600 underline">
            go to the home page
          </Link>
          .
        </p>
      )}
    </div>
  );
}
